/**
 * `npm run bench:durability`: kill -9 the server during a write load, restart it on the same data
 * and count acknowledged writes that are missing. Prints figures; asserts nothing.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { member, startServer, stop } from './bench-client';

const ROUNDS = Number(process.env.DURABILITY_ROUNDS ?? 3);
const WRITERS = 8;
const LOAD_MS = 3000;
const env = {
  BENCH_MODE: 'app',
  PORT: '4393',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'members-durability-')),
  OTP_DELIVERY: 'dev',
  LOG_LEVEL: 'error',
  MAX_BUSINESSES_PER_MEMBER: '1000000000',
  JWT_SECRET: 'durability-run-secret-0123456789abcdef',
};
const base = 'http://127.0.0.1:4393';

let server = await startServer(env);
const m = await member(base);
const acknowledged = new Set<string>();
let totalLost = 0;

for (let round = 1; round <= ROUNDS; round++) {
  let stopped = false;
  let n = 0;
  const writer = async (w: number) => {
    while (!stopped) {
      const name = `r${round}-w${w}-${n++}`;
      try {
        await m.addBusiness(name);
        acknowledged.add(name);
      } catch {
        return; // the server died mid-request: not acknowledged
      }
    }
  };
  const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
  await new Promise((r) => setTimeout(r, LOAD_MS));
  server.kill('SIGKILL');
  stopped = true;
  await Promise.all(writers);
  await stop(server);
  server = await startServer(env);
  const stored = new Set((await m.listBusinesses()).map((b) => b.businessName));
  const lost = [...acknowledged].filter((name) => !stored.has(name)).length;
  totalLost += lost;
  console.log(
    `round ${round}: kill -9 after ${LOAD_MS} ms of ${WRITERS} writers; ${acknowledged.size} acknowledged so far, ${lost} lost`,
  );
}
await stop(server);
console.log(
  `SQLite (WAL, synchronous=FULL): ${acknowledged.size} acknowledged writes over ${ROUNDS} kill -9 rounds, ${totalLost} lost`,
);
