/**
 * `npm run bench:directory`: the members' directory at scale. Seeds 100,000 listed businesses on
 * PostgreSQL (and 10,000 on SQLite) with names, trades and cities in Latin letters, Devanagari and
 * Tamil, then prints p50/p95 of plain, transliterated and filtered searches through the API
 * (target: p95 < 50 ms), beside a peer timed in the same run: the same words looked for naively in
 * the stored business documents (`lower(document) like '%word%'`, no transliteration, no index),
 * with the ratio of the two. Checks each answer once; prints figures, asserts only correctness.
 *
 * BENCH_NO_INDEX=1 drops the directory's search indexes first (the decision's other side).
 */
import { createSecretKey } from 'node:crypto';
import { SignJWT } from 'jose';
import { sql, type Kysely } from 'kysely';
import { connect, type Db } from '../../src/server/db/connect';
import type { Database } from '../../src/server/db/schema';
import { listingRow } from '../../src/server/services/directory-listings';
import { directorySearchService } from '../../src/server/services/directory-search';
import { systemClock } from '../../src/server/clock';
import type { LiveForms } from '../../src/form-engine/live-forms';
import { directoryKey } from '../../src/server/services/directory-key';
import { businessRow, memberRow } from '../fixtures/member-rows';
import { createAddress } from '../fixtures/forms';
import { benchDatabase, startServer, stop } from './bench-client';
import { finish, tempDir } from './cleanup';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const PEER_REQUESTS = Number(process.env.BENCH_PEER_REQUESTS ?? 20);
const PORT = '4394';
const BASE = `http://127.0.0.1:${PORT}`;
const SECRET = 'directory-bench-secret-0123456789abcdef';
const BATCH = 1000;
/** Listings per member: members list up to three businesses each. */
const PER_MEMBER = 3;

const FIRST = [
  'Asha',
  'Ravi',
  'Sunita',
  'Arjun',
  'सुनीता',
  'राहुल',
  'கவிதா',
  'முருகன்',
  'Imran',
  'Joseph',
];
const LAST = [
  'Mehta',
  'Joshi',
  'Desai',
  'Kulkarni',
  'Deshpande',
  'Banerjee',
  'Chatterjee',
  'Mukherjee',
  'Das',
  'Bose',
  'Pillai',
  'Menon',
  'Naidu',
  'Rao',
  'Chowdhury',
  'Malhotra',
  'Kapoor',
  'Khanna',
  'Bhatia',
  'Saxena',
  'Trivedi',
  'Pandey',
  'Mishra',
  'Tiwari',
  'Yadav',
  'Jain',
  'Shah',
  'Thakur',
  'चौहान',
  'जोशी',
  'மேனன்',
  'பிள்ளை',
  'Patil',
  'Sharma',
  'Iyer',
  'Reddy',
  'Khan',
  'शर्मा',
  'वर्मा',
  'अग्रवाल',
  'ராமன்',
  'குப்தா',
  'Nair',
  'Gupta',
];
const TRADE = [
  'Electricals',
  'Hardware',
  'Pharma',
  'Opticals',
  'Furnishings',
  'Builders',
  'Interiors',
  'Caterers',
  'Travels',
  'Logistics',
  'Foods',
  'Agencies',
  'Enterprises',
  'Industries',
  'Associates',
  'Clinic',
  'Tutorials',
  'Studio',
  'इलेक्ट्रिकल्स',
  'ஏஜென்சீஸ்',
  'Textiles',
  'टेक्सटाइल्स',
  'Jewellers',
  'ஜுவல்லர்ஸ்',
  'Traders',
  'ट्रेडर्स',
  'Motors',
  'Sweets',
  'Consultants',
  'Printers',
  'Tiffins',
];
const CITIES = [
  'Ahmedabad',
  'Surat',
  'Lucknow',
  'Kanpur',
  'Indore',
  'Bhopal',
  'Patna',
  'Ranchi',
  'Coimbatore',
  'Tiruchirappalli',
  'Salem',
  'Vellore',
  'Mysuru',
  'Hubballi',
  'Kochi',
  'Thrissur',
  'Visakhapatnam',
  'Vijayawada',
  'Guwahati',
  'Bhubaneswar',
  'Chandigarh',
  'Ludhiana',
  'Amritsar',
  'Dehradun',
  'Nashik',
  'Aurangabad',
  'Kolhapur',
  'Solapur',
  'लखनऊ',
  'कोयंबटूर',
  'Pune',
  'पुणे',
  'Mumbai',
  'मुंबई',
  'Chennai',
  'சென்னை',
  'Nashik',
  'Jaipur',
  'Madurai',
  'Kolkata',
  'Nagpur',
  'Delhi',
];
const CATEGORIES = [
  ['Retail', 'Clothing'],
  ['Manufacturing', 'Textiles'],
  ['Professional Services', 'Consulting'],
  ['Hospitality & Food', 'Catering'],
  ['Information Technology', 'IT Services'],
] as const;
const REGIONS = ['West', 'North', 'South', 'East', 'Central', 'North East'];
const GROUPS = 200;
/** A surname one listing in 10,000 carries: a rare search. */
const RARE = 'Venkataraghavan';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Members and their listed businesses, written straight into the database. */
async function seed(db: Db, listings: number) {
  const members = Math.ceil(listings / PER_MEMBER);
  const at = new Date(Date.UTC(2026, 0, 1)).toISOString();
  for (let from = 0; from < members; from += BATCH) {
    const users = [];
    const businesses = [];
    const rows = [];
    for (let m = from; m < Math.min(members, from + BATCH); m++) {
      const group = (m % GROUPS) + 1;
      const user = memberRow(`+91${9_000_000_000 + m}`, at, {
        first_name: FIRST[m % FIRST.length]!,
        last_name: m % 10_000 === 0 ? RARE : LAST[(m * 7) % LAST.length]!,
        group_number: String(group),
        group_name: `Group ${group}`,
        region: REGIONS[group % REGIONS.length]!,
      });
      users.push(user);
      for (let b = 0; b < PER_MEMBER && m * PER_MEMBER + b < listings; b++) {
        const i = m * PER_MEMBER + b;
        const [category, subCategory] = CATEGORIES[i % CATEGORIES.length]!;
        const business = businessRow(user.id, at, {
          businessName: `${LAST[(i * 5) % LAST.length]} ${TRADE[i % TRADE.length]} ${i}`,
          businessCategory: category,
          businessSubCategory: subCategory,
          businessAddress: [
            createAddress({ city: CITIES[(i * 7 + Math.floor(i / 12)) % CITIES.length] }),
          ],
          showInDirectory: true,
        });
        businesses.push(business);
        rows.push(
          listingRow(
            { ...user, deletion_due_at: null, directory_phone: 0 },
            business.id,
            JSON.parse(business.document),
            at,
          ),
        );
      }
    }
    await db.insertInto('users').values(users).execute();
    for (let k = 0; k < businesses.length; k += BATCH)
      await db
        .insertInto('businesses')
        .values(businesses.slice(k, k + BATCH))
        .execute();
    for (let k = 0; k < rows.length; k += BATCH)
      await db
        .insertInto('directory_listings')
        .values(rows.slice(k, k + BATCH))
        .execute();
    if ((from + BATCH) % 10_000 === 0) process.stdout.write(`  seeded ${from + BATCH} members\r`);
  }
  await sql`analyze`.execute(db);
}

interface Case {
  title: string;
  query: string;
  /** The word a naive search of the documents looks for (what the member typed), if any. */
  naive?: string;
  check: (body: { items: Array<Record<string, any>>; hasMore: boolean }) => boolean;
}

async function timeRoute(path: string, headers: Record<string, string>, requests: number) {
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const res = await fetch(BASE + path, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/** The peer: the same words looked for in the stored documents, as a search without this work would. */
async function timeNaive(db: Kysely<Database>, word: string, requests: number) {
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    await db
      .selectFrom('businesses')
      .select(['id', 'business_name'])
      .where(sql<boolean>`lower(document) like ${`%${word.toLowerCase()}%`}`)
      .orderBy('business_name')
      .limit(21)
      .execute();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const ms = (n: number) => n.toFixed(1).padStart(6);

async function run(
  label: string,
  listings: number,
  env: Record<string, string>,
  databaseUrl?: string,
) {
  const dataDir = tempDir('members-directory-bench-');
  const { db } = connect({ databaseUrl, dataDir });
  const server = await startServer({
    BENCH_MODE: 'app',
    PORT,
    DATA_DIR: dataDir,
    OTP_DELIVERY: 'dev',
    LOG_LEVEL: 'error',
    JWT_SECRET: SECRET,
    RATE_LIMIT_WRITES: '1000000000',
    DIRECTORY_VIEWS_PER_DAY: '1000000000',
    ...env,
  });
  const started = performance.now();
  await seed(db, listings);
  const noIndex = Boolean(process.env.BENCH_NO_INDEX);
  if (noIndex) {
    await sql`drop index directory_listings_name`.execute(db);
    if (databaseUrl)
      await sql`drop index if exists directory_listings_search_trgm, directory_listings_cities_trgm`.execute(
        db,
      );
    await sql`analyze`.execute(db);
  }
  console.log(
    `\n${label}${noIndex ? ' without the search indexes' : ''}: ${listings} listings of ${Math.ceil(listings / PER_MEMBER)} members seeded in ${((performance.now() - started) / 1000).toFixed(0)} s; ${REQUESTS} requests per search, ${PEER_REQUESTS} per peer`,
  );
  // A member's access token, signed as the server signs them.
  const viewer = await db
    .selectFrom('users')
    .select('id')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(viewer.id)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(createSecretKey(Buffer.from(SECRET)));
  const headers = { authorization: `Bearer ${token}` };

  // How PostgreSQL runs a rare and a common word: the plan's nodes, on one line each.
  if (databaseUrl)
    for (const word of [directoryKey(RARE), directoryKey('sharma')]) {
      const plan = await sql<{
        'QUERY PLAN': string;
      }>`explain select business_id from directory_listings
        where (' ' || search_key || ' ') like ${`% ${word}%`} order by business_name || '', business_id limit 21`.execute(
        db,
      );
      const nodes = plan.rows
        .map((r) => r['QUERY PLAN'].trim().replace(/\s+\(cost=.*$/, ''))
        .filter((line) => !/^(Filter|Recheck Cond|Index Cond|Sort Key):/.test(line));
      console.log(`plan for "${word}": ${nodes.join(' / ')}`);
    }
  const full = (b: { items: unknown[] }) => b.items.length === 20;
  const some = (b: { items: unknown[] }) => b.items.length > 0;
  const cases: Case[] = [
    { title: 'everything, page 1', query: '', check: full },
    { title: 'plain: "sharma"', query: 'q=sharma', naive: 'sharma', check: full },
    { title: 'plain: "jewellers"', query: 'q=jewellers', naive: 'jewellers', check: full },
    {
      title: 'plain: rare surname',
      query: `q=${RARE.toLowerCase()}`,
      naive: RARE,
      check: (b) => b.items.every((i) => String(i.ownerName).endsWith(RARE)),
    },
    {
      title: 'plain: two words "gupta textiles"',
      query: 'q=gupta%20textiles',
      naive: 'gupta textiles',
      check: some,
    },
    {
      title: 'translit: "शर्मा"',
      query: `q=${encodeURIComponent('शर्मा')}`,
      naive: 'शर्मा',
      check: full,
    },
    {
      title: 'translit: "சர்மா ஜுவல்லர்ஸ்"',
      query: `q=${encodeURIComponent('சர்மா ஜுவல்லர்ஸ்')}`,
      naive: 'சர்மா ஜுவல்லர்ஸ்',
      check: some,
    },
    {
      title: 'translit: "अग्रवाल टेक्सटाइल्स"',
      query: `q=${encodeURIComponent('अग्रवाल टेक्सटाइल्स')}`,
      naive: 'अग्रवाल टेक्सटाइल्स',
      check: some,
    },
    { title: 'prefix: "trad"', query: 'q=trad', naive: 'trad', check: full },
    {
      title: 'filter: category',
      query: 'category=Retail',
      check: (b) => full(b) && b.items.every((i) => i.category === 'Retail'),
    },
    {
      title: 'filter: city (key of Chennai)',
      query: `city=${directoryKey('Chennai')}`,
      check: full,
    },
    { title: 'filter: region', query: 'region=South', check: full },
    {
      title: 'filter: group',
      query: 'group=7',
      check: (b) => some(b) && b.items.every((i) => i.groupNumber === '7'),
    },
    {
      title: 'search + filters: "sharma", पुणे, West',
      query: `q=sharma&city=${encodeURIComponent('पुणे')}&region=West`,
      naive: 'sharma',
      check: some,
    },
    { title: 'page 10 of "textiles"', query: 'q=textiles&page=10', naive: 'textiles', check: full },
  ];
  // The route's own search in this process, without HTTP: the same SQL as the naive peer's path.
  const service = directorySearchService(
    db,
    systemClock,
    { text: (_language: string, key: string) => key } as unknown as LiveForms,
    { viewsPerDay: 1, maxPages: 10 },
  );
  const inProcess = async (query: string) => {
    const params = Object.fromEntries(new URLSearchParams(query));
    const times: number[] = [];
    for (let i = 0; i < PEER_REQUESTS; i++) {
      const started = performance.now();
      await service.search(
        { ...params, page: params.page ? Number(params.page) : undefined },
        'en',
      );
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b);
  };
  console.log(
    `${''.padEnd(40)}${'API (HTTP, token, JSON)'.padEnd(22)}${'search SQL in process'.padEnd(22)}${'peer: naive document scan'.padEnd(28)}peer ÷ ours`,
  );
  console.log(
    `${'search'.padEnd(40)}${'p50'.padStart(6)}${'p95'.padStart(9)}       ${'p50'.padStart(6)}${'p95'.padStart(9)}       ${'p50'.padStart(6)}${'p95'.padStart(9)}            (p95, SQL)`,
  );
  for (const c of cases) {
    const first = await fetch(`${BASE}/api/directory?${c.query}`, { headers });
    const body = await first.json();
    const correct = first.ok && c.check(body);
    if (!correct) process.exitCode = 1;
    const ours = await timeRoute(`/api/directory?${c.query}`, headers, REQUESTS);
    const p95 = percentile(ours, 95);
    const sqlOurs = await inProcess(c.query);
    let peer = ''.padEnd(28) + ''.padEnd(9);
    if (c.naive) {
      const naive = await timeNaive(db, c.naive, PEER_REQUESTS);
      peer = `${ms(percentile(naive, 50))}${ms(percentile(naive, 95))} ms  ${''.padEnd(8)}${(percentile(naive, 95) / percentile(sqlOurs, 95)).toFixed(1).padStart(7)}×`;
    }
    console.log(
      `${c.title.padEnd(40)}${ms(percentile(ours, 50))}${ms(p95)} ms    ${ms(percentile(sqlOurs, 50))}${ms(percentile(sqlOurs, 95))} ms    ${peer}  ${body.items?.length ?? 0} rows${correct ? '' : '  WRONG'}${p95 < 50 ? '' : '  OVER 50 ms'}`,
    );
  }
  const filters = await timeRoute('/api/directory/filters', headers, REQUESTS);
  console.log(
    `${'filters (cached 30 s)'.padEnd(46)}${ms(percentile(filters, 50))} ms  ${ms(percentile(filters, 95))} ms`,
  );
  const listing = await db
    .selectFrom('directory_listings')
    .select('business_id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const opened = await timeRoute(`/api/directory/${listing.business_id}`, headers, REQUESTS);
  console.log(
    `${'one listing (a view counted)'.padEnd(46)}${ms(percentile(opened, 50))} ms  ${ms(percentile(opened, 95))} ms`,
  );
  await db.destroy();
  await stop(server);
}

const url = await benchDatabase(
  process.env.TEST_PG_ADMIN_URL ?? 'postgresql://root@/postgres?host=/var/run/postgresql',
);
if (url)
  await run(
    'PostgreSQL',
    Number(process.env.BENCH_LISTINGS ?? 100_000),
    { DATABASE_URL: url },
    url,
  );
else console.log('PostgreSQL not reachable: SQLite only.');
const sqliteListings = Number(process.env.BENCH_SQLITE_LISTINGS ?? 10_000);
if (sqliteListings > 0) await run('SQLite', sqliteListings, {});
await finish();
