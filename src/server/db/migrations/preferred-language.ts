import type { Kysely, Migration } from 'kysely';

/** The language a member chose to read in; null for everyone until they choose. */
export const preferredLanguage: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('preferred_language', 'text').execute();
  },
};
