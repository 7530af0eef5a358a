/**
 * Members and businesses for bench:staff, written straight into the database in 1,000-row inserts:
 * Latin, Devanagari and Tamil names, 200 groups in 6 regions, two years of joining dates, three
 * businesses each. Deterministic (no randomness), so two runs seed the same data.
 */
import { sql } from 'kysely';
import type { Db } from '../../src/server/db/connect';
import { businessRow, memberRow } from '../fixtures/member-rows';

const FIRST = [
  'Asha',
  'Ravi',
  'Sunita',
  'Arjun',
  'Meena',
  'सुनीता',
  'राहुल',
  'प्रिया',
  'கவிதா',
  'முருகன்',
  'லட்சுமி',
  'Imran',
  'Fatima',
  'Joseph',
];
const LAST = [
  'Patil',
  'Sharma',
  'Iyer',
  'Reddy',
  'Khan',
  'शर्मा',
  'वर्मा',
  'अग्रवाल',
  'ராமன்',
  'சுப்பிரமணியம்',
  'Nair',
  'Das',
  'Gupta',
];
const TRADE = [
  'Textiles',
  'Tiffins',
  'Motors',
  'Jewellers',
  'Traders',
  'Pharma',
  'Printers',
  'Sweets',
  'Electricals',
  'Tours',
];
const REGIONS = ['West', 'North', 'South', 'East', 'Central', 'North East'];
const GROUPS = 200;
const SPAN_MS = 2 * 365 * 24 * 60 * 60 * 1000;
const START = Date.UTC(2024, 10, 1);
const BATCH = 1000;

/** Member i's phone: +91 9000000000 + i, a valid Indian mobile. */
export const seededPhone = (i: number) => `+91${9_000_000_000 + i}`;
export const seededGroup = (i: number) => String((i % GROUPS) + 1);
export const seededRegion = (i: number) => REGIONS[((i % GROUPS) + 1) % REGIONS.length]!;
/** A surname given to one member in 10,000 (i % 10,000 = 0): a rare name search. */
export const RARE_SURNAME = 'Venkataraghavan';

export async function seedMembers(
  db: Db,
  count: number,
  progress: (done: number) => void = () => {},
): Promise<void> {
  for (let from = 0; from < count; from += BATCH) {
    const users = [];
    const businesses = [];
    for (let i = from; i < Math.min(count, from + BATCH); i++) {
      const at = new Date(START + Math.floor((i / count) * SPAN_MS)).toISOString();
      const user = memberRow(seededPhone(i), at, {
        first_name: FIRST[i % FIRST.length]!,
        middle_name: i % 3 === 0 ? 'K' : null,
        last_name: i % 10_000 === 0 ? RARE_SURNAME : LAST[(i * 7) % LAST.length]!,
        alternate_phone: i % 5 === 0 ? `+91${8_000_000_000 + i}` : null,
        group_number: seededGroup(i),
        group_name: `Group ${seededGroup(i)}`,
        region: seededRegion(i),
        source: i % 4 === 0 ? 'wizard' : 'signup',
      });
      users.push(user);
      for (let b = 0; b < 3; b++)
        businesses.push(
          businessRow(user.id, at, {
            businessName: `${LAST[(i + b) % LAST.length]} ${TRADE[(i * 3 + b) % TRADE.length]} ${i}-${b}`,
            businessTagline: b === 0 ? '=HYPERLINK("x")' : 'Since 1982',
          }),
        );
    }
    await db.insertInto('users').values(users).execute();
    for (let b = 0; b < businesses.length; b += BATCH)
      await db
        .insertInto('businesses')
        .values(businesses.slice(b, b + BATCH))
        .execute();
    progress(Math.min(count, from + BATCH));
  }
  await sql`analyze`.execute(db);
}
