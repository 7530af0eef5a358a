import type { Kysely, Migration } from 'kysely';

/**
 * Each consent a member gave, the proof s.6(10) of the DPDP Act asks for: the notice's version they
 * agreed to, the language they read it in, how it was given (sign-up, the wizard, or agreeing again
 * after the notice changed), whether someone else entered it for them, and when. Rows are only
 * added; a member's rows go with the member.
 */
export const consents: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('consents')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('notice_version', 'text', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('entered_by_other', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    // A member's consents, newest first (ids are time-ordered UUIDv7).
    await db.schema
      .createIndex('consents_user')
      .on('consents')
      .columns(['user_id', 'id'])
      .execute();
  },
};
