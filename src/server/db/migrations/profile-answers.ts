import type { Kysely, Migration } from 'kysely';

/**
 * Answers to the fields staff add to the profile forms, as a JSON document beside the fixed
 * columns (null while there are none): a field published in the Studio needs no migration.
 */
export const profileAnswers: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('answers', 'text').execute();
  },
};
