/**
 * `npm run bench:staff`: the Studio's Members area at scale. Seeds 100,000 members and 300,000
 * businesses on PostgreSQL, then prints p50/p95/max of a members page, each kind of search and
 * each filter (target: p95 < 100 ms), the count the export shows for each, the export's rows
 * per second (target: ≥ 20,000/s) and the server's resident memory while it streams (flat). Then
 * SQLite at 10,000 members, checking the same API answers correctly. Prints figures; asserts only
 * correctness.
 */
import { readFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { sql } from 'kysely';
import { connect } from '../../src/server/db/connect';
import { benchDatabase, startServer, stop } from './bench-client';
import { finish, tempDir } from './cleanup';
import { RARE_SURNAME, seedMembers, seededGroup, seededPhone, seededRegion } from './staff-seed';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const PORT = '4393';
const BASE = `http://127.0.0.1:${PORT}`;
const STAFF = '919800000001';

async function json(path: string, init: RequestInit = {}) {
  const res = await fetch(BASE + path, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** A Studio session for the bootstrap phone, the code read from the dev outbox. */
async function staffHeaders(): Promise<Record<string, string>> {
  const national = { channel: 'PHONE', phone: STAFF.slice(2), countryCode: '+91' };
  await json('/api/verification/initiate', { method: 'POST', body: JSON.stringify(national) });
  const outbox = (await json('/api/dev/outbox')) as Array<{ to: string; code: string }>;
  const code = outbox.find((m) => m.to === `+${STAFF}`)!.code;
  const { response } = await json('/api/verification/verify', {
    method: 'POST',
    body: JSON.stringify({ ...national, otp: code }),
  });
  const session = await json('/api/studio/session', {
    method: 'POST',
    body: JSON.stringify({ phone: STAFF, uid: response.userId, token: response.token }),
  });
  return { authorization: `Bearer ${session.token}` };
}

const rss = (child: ChildProcess) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

interface Case {
  title: string;
  query: string;
  /** What a correct answer looks like: checked once before timing. */
  check: (body: { items: Array<Record<string, any>>; next: string | null }) => boolean;
}

async function time(headers: Record<string, string>, c: Case, requests: number) {
  const first = await json(`/api/studio/members?${c.query}`, { headers });
  const correct = c.check(first);
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const res = await fetch(`${BASE}/api/studio/members?${c.query}`, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${c.query}: ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  console.log(
    `${c.title.padEnd(44)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  max ${times.at(-1)!.toFixed(1).padStart(6)} ms  ${first.items.length} rows  ${correct ? 'correct' : 'WRONG'}${p95 < 100 ? '' : '  OVER 100 ms'}`,
  );
  if (!correct) process.exitCode = 1;
}

/**
 * The count the Studio asks before an export, for a case's filter (its page and cursor dropped):
 * asked again whenever the filter changes, so timed like the list, fewer times.
 */
async function timeCount(headers: Record<string, string>, c: Case, requests: number) {
  const query = c.query
    .split('&')
    .filter((part) => !/^(limit|cursor)=/.test(part))
    .join('&');
  const path = `/api/studio/members/count?${query}`;
  const answer = (await json(path, { headers })) as { members: number; businesses: number };
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const res = await fetch(BASE + path, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `count: ${c.title.padEnd(37)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms  ${answer.members} members, ${answer.businesses} businesses`,
  );
}

/** Streams one export, counting rows and sampling the server's memory every 100 ms. */
async function exportRun(
  child: ChildProcess,
  headers: Record<string, string>,
  kind: string,
  expected: number,
) {
  const before = rss(child);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rss(child))), 100);
  const started = performance.now();
  const res = await fetch(`${BASE}/api/studio/members/export?kind=${kind}`, { headers });
  let newlines = 0;
  let bytes = 0;
  // The server's memory at each tenth of the rows: flat means no growth with the rows sent.
  const along: number[] = [];
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    const buffer = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    bytes += buffer.length;
    for (let at = buffer.indexOf(10); at >= 0; at = buffer.indexOf(10, at + 1)) newlines++;
    if (newlines >= ((along.length + 1) * expected) / 10) along.push(rss(child));
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const rows = newlines - 1;
  const rate = rows / seconds;
  console.log(
    `export ${kind.padEnd(10)} ${rows} rows (${(bytes / 1e6).toFixed(0)} MB) in ${seconds.toFixed(1)} s = ${rate.toFixed(0)} rows/s${rate >= 20_000 ? '' : '  UNDER 20,000/s'}; VmRSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB, ${rss(child).toFixed(0)} MB after; by tenths ${along.map((m) => m.toFixed(0)).join(' ')} MB  ${rows === expected ? 'correct' : `WRONG (expected ${expected})`}`,
  );
  if (rows !== expected) process.exitCode = 1;
}

async function run(
  label: string,
  members: number,
  env: Record<string, string>,
  databaseUrl?: string,
) {
  const dataDir = tempDir('members-staff-bench-');
  const server = await startServer({
    BENCH_MODE: 'app',
    PORT,
    DATA_DIR: dataDir,
    OTP_DELIVERY: 'dev',
    LOG_LEVEL: 'error',
    STAFF_PHONES: `+${STAFF}`,
    RATE_LIMIT_WRITES: '1000000000',
    RATE_LIMIT_AUTH: '1000000000',
    ...env,
  });
  const { db } = connect({ databaseUrl, dataDir });
  const started = performance.now();
  await seedMembers(db, members, (done) => {
    if (done % 20_000 === 0) process.stdout.write(`  seeded ${done} members\r`);
  });
  // BENCH_NO_TRIGRAM=1 measures search without the trigram indexes (the decision's other side).
  if (databaseUrl && process.env.BENCH_NO_TRIGRAM) {
    await sql`drop index users_name_trgm, businesses_name_trgm`.execute(db);
    await sql`analyze`.execute(db);
  }
  await db.destroy();
  console.log(
    `\n${label}${databaseUrl && process.env.BENCH_NO_TRIGRAM ? ' without trigram indexes' : ''}: ${members} members, ${members * 3} businesses seeded in ${((performance.now() - started) / 1000).toFixed(0)} s; ${REQUESTS} requests each`,
  );
  const headers = await staffHeaders();
  const newest = members - 1;
  const rare = Math.floor(newest / 10_000) * 10_000;
  const page20 = await (async () => {
    let cursor = '';
    for (let i = 1; i < 20; i++)
      cursor = (
        await json(`/api/studio/members?limit=50${cursor && `&cursor=${cursor}`}`, { headers })
      ).next;
    return cursor;
  })();
  const only = (i: number) => (b: { items: Array<Record<string, any>> }) =>
    b.items.length === 1 && b.items[0]!.phone === seededPhone(i);
  const all = (field: string, value: unknown) => (b: { items: Array<Record<string, any>> }) =>
    b.items.length > 0 && b.items.every((m) => m[field] === value);
  const cases: Case[] = [
    {
      title: 'page 1 (50, newest first)',
      query: 'limit=50',
      check: (b) => b.items[0]!.phone === seededPhone(newest) && b.items.length === 50,
    },
    {
      title: 'page 20 (by cursor)',
      query: `limit=50&cursor=${page20}`,
      check: (b) => b.items[0]!.phone === seededPhone(newest - 950),
    },
    {
      title: 'search: pasted phone "98765 43210" form',
      query: `q=${encodeURIComponent(
        seededPhone(rare)
          .slice(3)
          .replace(/(\d{5})(\d{5})/, '$1 $2'),
      )}`,
      check: only(rare),
    },
    {
      title: 'search: phone "+91 …-…" (Devanagari digits)',
      query: `q=${encodeURIComponent(
        `+९१ ${seededPhone(rare)
          .slice(3)
          .replace(/\d/g, (d) => '०१२३४५६७८९'[Number(d)]!)}`,
      )}`,
      check: only(rare),
    },
    {
      title: 'search: alternate phone',
      query: `q=${encodeURIComponent(`0${8_000_000_000 + 5}`)}`,
      check: only(5),
    },
    {
      title: 'search: rare surname',
      query: `q=${RARE_SURNAME.toLowerCase().slice(0, 9)}`,
      check: (b) => b.items.length === Math.floor(newest / 10_000) + 1,
    },
    {
      title: 'search: common first name (Devanagari)',
      query: `q=${encodeURIComponent('सुनीता')}`,
      check: (b) => b.items.length === 50 && b.items.every((m) => m.name.includes('सुनीता')),
    },
    {
      title: 'search: full name with middle',
      query: `q=${encodeURIComponent('Asha K')}`,
      check: (b) => b.items.length === 50 && b.items.every((m) => m.name.startsWith('Asha K')),
    },
    {
      title: 'search: business name (unique)',
      query: `q=${encodeURIComponent(`tiffins ${rare}-`)}`,
      check: (b) => b.items.some((m) => m.phone === seededPhone(rare)) || b.items.length === 0,
    },
    {
      title: 'search: business word (common)',
      query: 'q=jewellers',
      check: (b) => b.items.length === 50,
    },
    {
      title: 'search: group number',
      query: `q=${seededGroup(rare)}`,
      check: (b) => b.items.length === 50,
    },
    {
      title: 'filter: region',
      query: `region=${encodeURIComponent(seededRegion(3))}`,
      check: all('region', seededRegion(3)),
    },
    {
      title: 'filter: group',
      query: `group=${seededGroup(7)}`,
      check: all('groupNumber', seededGroup(7)),
    },
    { title: 'filter: source wizard', query: 'source=wizard', check: all('source', 'wizard') },
    {
      title: 'filter: joined between (one month)',
      query: 'from=2025-06-01&to=2025-06-30',
      check: (b) =>
        b.items.length === 50 &&
        b.items.every((m) => m.joined >= '2025-06-01' && m.joined < '2025-07-01'),
    },
    {
      title: 'filter: region + source + dates',
      query: `region=${encodeURIComponent(seededRegion(0))}&source=wizard&from=2025-01-01&to=2025-12-31`,
      check: (b) =>
        b.items.length > 0 &&
        b.items.every((m) => m.region === seededRegion(0) && m.source === 'wizard'),
    },
    {
      title: 'search + filter: name in a group',
      query: `q=patil&group=${seededGroup(7)}`,
      // Patil is a surname and a business name: either may match.
      check: (b) => b.items.length > 0 && b.items.every((m) => m.groupNumber === seededGroup(7)),
    },
  ];
  for (const c of cases) await time(headers, c, REQUESTS);
  for (const c of cases.filter((c) => !c.query.includes('cursor=')))
    await timeCount(headers, c, Math.ceil(REQUESTS / 4));
  // The members' export three times running: memory that holds flat levels off at the first run's
  // peak; memory kept per export would climb by as much again each time.
  for (let round = 0; round < 3; round++) await exportRun(server, headers, 'members', members);
  await exportRun(server, headers, 'businesses', members * 3);
  await stop(server);
}

const url = await benchDatabase(
  process.env.TEST_PG_ADMIN_URL ?? 'postgresql://root@/postgres?host=/var/run/postgresql',
);
if (url)
  await run('PostgreSQL', Number(process.env.BENCH_MEMBERS ?? 100_000), { DATABASE_URL: url }, url);
else console.log('PostgreSQL not reachable: SQLite only.');
const sqliteMembers = Number(process.env.BENCH_SQLITE_MEMBERS ?? 10_000);
if (sqliteMembers > 0) await run('SQLite', sqliteMembers, {});
await finish();
