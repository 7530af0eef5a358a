import { PostgresAdapter } from 'kysely';
import type { Db } from './connect';

/** The one way to run a transaction: no network call, JWT signing or image work inside it. */
export const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction().execute(work);

/**
 * Whether `FOR UPDATE` is needed and understood. PostgreSQL runs transactions in parallel, so a
 * read-then-write locks the row it read; SQLite runs one transaction at a time and has no row locks.
 */
export const hasRowLocks = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** A unique index refused the write (PostgreSQL 23505, SQLite's UNIQUE/PRIMARY KEY constraint). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
