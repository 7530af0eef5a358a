/**
 * `npm run bench:durability`: kill -9 the server while WRITERS writers add businesses as fast as it
 * answers, restart it on the same data and count the acknowledged writes that are missing. On
 * SQLite and, when TEST_PG_ADMIN_URL is set, on PostgreSQL (a database of its own; only the app
 * server is killed, PostgreSQL keeps running).
 *
 * Every writer writes until the kill: a refusal (any answer but 2xx) is counted, not a reason to
 * stop, and the server's limits are lifted for this run so that there are none. The kill comes once
 * a round has run DURABILITY_LOAD_MS (3000) and acknowledged MIN_ACKNOWLEDGED writes, however slow
 * the machine, or at DURABILITY_MAX_MS (60000): a round that acknowledged fewer did not kill a
 * loaded server, and the run fails. DURABILITY_ROUNDS (3) sets the rounds.
 */
import { benchDatabase, member, Refused, startServer, stop } from './bench-client';
import { finish, tempDir } from './cleanup';

const ROUNDS = Number(process.env.DURABILITY_ROUNDS ?? 3);
const LOAD_MS = Number(process.env.DURABILITY_LOAD_MS ?? 3000);
const MAX_MS = Number(process.env.DURABILITY_MAX_MS ?? 60_000);
const WRITERS = 8;
const MIN_ACKNOWLEDGED = 1000;
const UNLIMITED = '1000000000';
const PORT = '4393';
const base = `http://127.0.0.1:${PORT}`;
const count = (n: number) => n.toLocaleString('en-US');

interface Round {
  acknowledged: string[];
  /** Answers other than 2xx, by status. */
  refused: Map<number, number>;
  /** Requests the kill cut off: never answered, so never acknowledged. */
  unanswered: number;
  /** Requests that failed without an answer before the kill: the server was not serving. */
  broken: number;
  /** Milliseconds of load before the kill. */
  ms: number;
}

/** WRITERS writers adding businesses, then kill -9 while they are still writing. */
async function loadAndKill(
  server: Awaited<ReturnType<typeof startServer>>,
  m: Awaited<ReturnType<typeof member>>,
  label: string,
): Promise<Round> {
  const round: Round = { acknowledged: [], refused: new Map(), unanswered: 0, broken: 0, ms: 0 };
  let killed = false;
  let n = 0;
  const writer = async () => {
    while (!killed) {
      const name = `${label}-${n++}`;
      try {
        await m.addBusiness(name);
        round.acknowledged.push(name);
      } catch (error) {
        if (error instanceof Refused)
          round.refused.set(error.status, (round.refused.get(error.status) ?? 0) + 1);
        else round[killed ? 'unanswered' : 'broken'] += 1;
      }
    }
  };
  const started = performance.now();
  const writers = Array.from({ length: WRITERS }, writer);
  const loaded = () => {
    round.ms = performance.now() - started;
    const enough = round.acknowledged.length >= MIN_ACKNOWLEDGED || round.ms >= MAX_MS;
    return round.ms >= LOAD_MS && enough;
  };
  while (!loaded()) await new Promise((wait) => setTimeout(wait, 50));
  // Set before the kill, so a writer's next request is not sent to a dead server.
  killed = true;
  server.kill('SIGKILL');
  await Promise.all(writers);
  await stop(server);
  return round;
}

async function run(title: string, database: Record<string, string>): Promise<string[]> {
  const env = {
    BENCH_MODE: 'app',
    PORT,
    DATA_DIR: tempDir('members-durability-'),
    OTP_DELIVERY: 'dev',
    LOG_LEVEL: 'error',
    JWT_SECRET: 'durability-run-secret-0123456789abcdef',
    // The server's defaults (60 writes a minute) would refuse all but a few writes of a round.
    MAX_BUSINESSES_PER_MEMBER: UNLIMITED,
    RATE_LIMIT_WRITES: UNLIMITED,
    RATE_LIMIT_AUTH: UNLIMITED,
    RATE_LIMIT_VERIFICATION: UNLIMITED,
    RATE_LIMIT_UPLOAD: UNLIMITED,
    ...database,
  };
  console.log(
    `\n${title}: ${ROUNDS} rounds of ${WRITERS} writers, kill -9 once ${count(MIN_ACKNOWLEDGED)} writes are acknowledged (at ${LOAD_MS}-${MAX_MS} ms)`,
  );
  let server = await startServer(env);
  const m = await member(base);
  const failures: string[] = [];
  let acknowledged = 0;
  let lost = 0;
  for (let r = 1; r <= ROUNDS; r++) {
    const round = await loadAndKill(server, m, `r${r}`);
    server = await startServer(env);
    const stored = new Set((await m.listBusinesses()).map((b) => b.businessName));
    const missing = round.acknowledged.filter((name) => !stored.has(name)).length;
    const refused = [...round.refused].reduce((sum, [, times]) => sum + times, 0);
    const byStatus = [...round.refused].map(([status, times]) => `${times}× ${status}`).join(', ');
    acknowledged += round.acknowledged.length;
    lost += missing;
    console.log(
      `round ${r}: kill -9 at ${(round.ms / 1000).toFixed(1)} s; ` +
        `${count(round.acknowledged.length)} acknowledged, ${missing} lost after restart; ` +
        `${count(refused)} refused${byStatus ? ` (${byStatus})` : ''}, ${round.unanswered} cut off by the kill` +
        (round.broken ? `, ${round.broken} failed unanswered before it` : ''),
    );
    if (round.acknowledged.length < MIN_ACKNOWLEDGED)
      failures.push(
        `FAIL ${title} round ${r}: ${count(round.acknowledged.length)} acknowledged writes, fewer than ${count(MIN_ACKNOWLEDGED)}: too few for the kill to land under write load`,
      );
  }
  await stop(server);
  console.log(
    `${title}: ${count(acknowledged)} acknowledged writes over ${ROUNDS} kill -9 rounds, ${lost} lost`,
  );
  return failures;
}

const failures = await run('SQLite (WAL, synchronous=FULL)', {});
const admin = process.env.TEST_PG_ADMIN_URL;
if (admin) {
  const url = await benchDatabase(admin);
  if (!url) throw new Error(`PostgreSQL not reachable at TEST_PG_ADMIN_URL (${admin})`);
  failures.push(...(await run('PostgreSQL', { DATABASE_URL: url })));
} else console.log('\nTEST_PG_ADMIN_URL not set: SQLite only.');

for (const failure of failures) console.error(failure);
await finish(failures.length > 0 ? 1 : 0);
