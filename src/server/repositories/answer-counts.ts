import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { hasRowLocks } from '../db/transaction';

/**
 * How many stored records answer a top-level field: businesses (their document) for the business
 * forms, members (their added answers) for the profile forms. Read by the database's own JSON
 * functions, so a field named like an address's part ("city") counts only top-level answers.
 */
export function answerCountsRepository(db: Db) {
  const has = (column: 'document' | 'answers', field: string) =>
    hasRowLocks(db)
      ? sql<boolean>`(${sql.ref(column)})::jsonb ? ${field}`
      : sql<boolean>`json_type(${sql.ref(column)}, ${`$."${field.replaceAll('"', '')}"`}) is not null`;

  const count = async (
    table: 'businesses' | 'users' | 'referrals',
    column: 'document' | 'answers',
    field: string,
  ) => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where(column, 'is not', null)
      .where(has(column, field))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  return {
    businesses: (field: string) => count('businesses', 'document', field),
    members: (field: string) => count('users', 'answers', field),
    referrals: (field: string) => count('referrals', 'answers', field),
  };
}
