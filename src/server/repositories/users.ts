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

    async insert(tx: Db, row: UserRow): Promise<void> {
      await tx.insertInto('users').values(row).execute();
    },

    /** Only the names and the alternate phone change: the rest stays as signed up. */
    async updateNames(
      id: string,
      person: Pick<Person, 'firstName' | 'middleName' | 'lastName' | 'alternatePhone'>,
      at: string,
    ): Promise<void> {
      await db
        .updateTable('users')
        .set({
          first_name: person.firstName,
          middle_name: person.middleName ?? null,
          last_name: person.lastName,
          alternate_phone: canonicalPhone(person.alternatePhone ?? '') ?? null,
          updated_at: at,
        })
        .where('id', '=', id)
        .execute();
    },
  };
}
