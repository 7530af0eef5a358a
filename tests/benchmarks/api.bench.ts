/**
 * `npm run bench:api`: autocannon on loopback, 10 s each, against the real server and, in the
 * same run, a bare Fastify hello-world. Prints req/s, p50/p99 latency, non-2xx and the ratio to
 * bare, on SQLite and (when reachable) PostgreSQL. Prints figures; asserts nothing.
 */
import autocannon from 'autocannon';
import { hostileWizardBody } from '../fixtures/forms';
import { benchDatabase, member, startServer, stop } from './bench-client';
import { finish, tempDir } from './cleanup';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

async function measure(title: string, options: autocannon.Options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  return {
    title,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}

const row = (r: Awaited<ReturnType<typeof measure>>, bare: number) =>
  `${r.title.padEnd(44)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(3)} ms  non-2xx ${r.non2xx}  ${((r.rps / bare) * 100).toFixed(0).padStart(3)}% of bare`;

/** One anonymous 256 KB wizard body of empty addresses, the flood a route schema must refuse cheaply. */
async function hostile(base: string) {
  const body = hostileWizardBody(Math.floor((256 * 1024 - 600) / 3));
  const times: number[] = [];
  let size = 0;
  let status = 0;
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    const res = await fetch(`${base}/api/v2/user/create-profile`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    size = (await res.arrayBuffer()).byteLength;
    status = res.status;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return `hostile wizard body ${(body.length / 1024).toFixed(0)} KB: ${status}, median ${times[10]!.toFixed(1)} ms, max ${times[19]!.toFixed(1)} ms, answer ${size} bytes`;
}

// The bare server, the app servers, their data and the database go at the end (./cleanup).
await startServer({ BENCH_MODE: 'bare', PORT: '4391' });
const targets: Array<[string, Record<string, string>]> = [['SQLite', {}]];
const url = await benchDatabase(
  process.env.TEST_PG_ADMIN_URL ?? 'postgresql://root@/postgres?host=/var/run/postgresql',
);
if (url) targets.push(['PostgreSQL', { DATABASE_URL: url }]);
else console.log('PostgreSQL not reachable: measuring SQLite only.');

for (const [label, env] of targets) {
  const server = await startServer({
    BENCH_MODE: 'app',
    PORT: '4392',
    DATA_DIR: tempDir('members-bench-'),
    OTP_DELIVERY: 'dev',
    LOG_LEVEL: 'error',
    MAX_BUSINESSES_PER_MEMBER: '1000000000',
    RATE_LIMIT_WRITES: '1000000000',
    RATE_LIMIT_AUTH: '1000000000',
    ...env,
  });
  const base = 'http://127.0.0.1:4392';
  const m = await member(base);
  for (let i = 0; i < 10; i++) await m.addBusiness(`Business ${i + 1}`);
  const [first] = (await m.listBusinesses()) as unknown as Array<{ businessId: string }>;
  const hello = await measure('bare Fastify GET /hello', {
    url: 'http://127.0.0.1:4391/hello',
  });
  const results = [
    await measure('GET /api/business/ (member, 10 businesses)', {
      url: `${base}/api/business/`,
      headers: m.headers,
    }),
    await measure('GET /api/business/:id (one business)', {
      url: `${base}/api/business/${first!.businessId}`,
      headers: m.headers,
    }),
    await measure('GET /api/profile/me', { url: `${base}/api/profile/me`, headers: m.headers }),
    await measure('GET /api/groups/search?name=a', { url: `${base}/api/groups/search?name=a` }),
    await measure('GET /api/v2/texts/en (the whole catalogue)', { url: `${base}/api/v2/texts/en` }),
    await measure('POST /api/business', {
      url: `${base}/api/business`,
      method: 'POST',
      headers: { ...m.headers, 'content-type': 'application/json' },
      body: m.business('Bench business'),
    }),
  ];
  console.log(`\n${label} (${DURATION} s each, ${CONNECTIONS} connections)`);
  console.log(row(hello, hello.rps));
  for (const r of results) console.log(row(r, hello.rps));
  console.log(await hostile(base));
  // The next target listens on the same port.
  await stop(server);
}

await finish();
