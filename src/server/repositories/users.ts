import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { hasRowLocks } from '../db/transaction';
import { canonicalPhone, phoneDigits } from '../../shared/phone';

export type UserRow = Database['users'];

export interface Person {
  firstName: string;
  middleName?: string;
  lastName: string;
  email: string;
  phone: string;
  alternatePhone?: string;
  groupNumber: string;
  groupName: string;
  region: string;
}

export const toPerson = (row: UserRow): Person => ({
  firstName: row.first_name,
  ...(row.middle_name ? { middleName: row.middle_name } : {}),
  lastName: row.last_name,
  email: row.email,
  // Stored E.164; the API carries digits with the country code.
  phone: phoneDigits(row.phone),
  ...(row.alternate_phone ? { alternatePhone: phoneDigits(row.alternate_phone) } : {}),
  groupNumber: row.group_number,
  groupName: row.group_name,
  region: row.region,
});

/** What the users table keeps in columns; any other answer of a profile form goes in `answers`. */
const COLUMNS = new Set([
  'firstName',
  'middleName',
  'lastName',
  'email',
  'phone',
  'alternatePhone',
  'groupNumber',
  'groupName',
  'region',
  'password',
  'preferredLanguage',
  // users.directory_phone
  'showPhoneInDirectory',
]);

/** Whether a profile form's field is kept in a column of its own. */
export const isColumn = (key: string) => COLUMNS.has(key);

/** A profile form's answers to the fields staff added (every field but the columns'). */
export const addedAnswers = (form: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(form).filter(([key, v]) => !COLUMNS.has(key) && v !== undefined),
  );

/** The added answers as the column stores them: null for none. */
export const storedAnswers = (answers: Record<string, unknown>): string | null =>
  Object.keys(answers).length > 0 ? JSON.stringify(answers) : null;

/** A member's answers to the fields staff added to the profile forms. */
export const answersOf = (row: Pick<UserRow, 'answers'>): Record<string, unknown> =>
  row.answers ? (JSON.parse(row.answers) as Record<string, unknown>) : {};

export function usersRepository(db: Db) {
  return {
    /** Pass the transaction when inside one: SQLite has one connection, so `db` would wait on it. */
    byPhone: (phone: string, tx: Db = db) =>
      tx.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst(),
    /** Holds the member's row until the transaction ends: their count-then-insert writes take turns. */
    async lock(tx: Db, id: string): Promise<void> {
      if (hasRowLocks(tx))
        await tx.selectFrom('users').select('id').where('id', '=', id).forUpdate().execute();
    },
    byId: (id: string) =>
      db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),
    /** The language the member chose, or null while they never have. */
    async preferredLanguage(id: string): Promise<string | null | undefined> {
      const row = await db
        .selectFrom('users')
        .select('preferred_language')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.preferred_language;
    },

    async insert(tx: Db, row: UserRow): Promise<void> {
      await tx.insertInto('users').values(row).execute();
    },

    /**
     * What a member may change of their profile: the names, the alternate phone and the answers to
     * added fields, the language they read in, or both at once. The rest stays as signed up.
     */
    async updateProfile(
      id: string,
      change: {
        person?: Pick<Person, 'firstName' | 'middleName' | 'lastName' | 'alternatePhone'>;
        answers?: Record<string, unknown>;
        preferredLanguage?: string;
        /** Whether the member shows their phone in the directory; unchanged when not given. */
        directoryPhone?: boolean;
      },
      at: string,
      tx: Db = db,
    ): Promise<void> {
      const { person, answers, preferredLanguage, directoryPhone } = change;
      await tx
        .updateTable('users')
        .set({
          ...(person
            ? {
                first_name: person.firstName,
                middle_name: person.middleName ?? null,
                last_name: person.lastName,
                alternate_phone: canonicalPhone(person.alternatePhone ?? '') ?? null,
              }
            : {}),
          ...(answers ? { answers: storedAnswers(answers) } : {}),
          ...(preferredLanguage ? { preferred_language: preferredLanguage } : {}),
          ...(directoryPhone === undefined ? {} : { directory_phone: directoryPhone ? 1 : 0 }),
          updated_at: at,
        })
        .where('id', '=', id)
        .execute();
    },
  };
}
