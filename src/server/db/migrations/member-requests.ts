import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Members' requests to the office: today a concern (a grievance, DPDP s.13), answered by staff in
 * the Studio's Requests area before `due_at`. The answers are the concern form's, as JSON, so staff
 * can reword the form without a migration. A member's requests go with the member (cascade).
 */
export const memberRequests: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('member_requests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('answers', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('reply', 'text')
      .addColumn('replied_by', 'text')
      .addColumn('replied_at', 'text')
      .addColumn('due_at', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addCheckConstraint('member_requests_kind', sql`kind in ('concern')`)
      .addCheckConstraint('member_requests_status', sql`status in ('open', 'answered')`)
      .execute();
    // A member's own, newest first; the Studio's open ones by due date.
    await db.schema
      .createIndex('member_requests_user')
      .on('member_requests')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('member_requests_status_due')
      .on('member_requests')
      .columns(['status', 'due_at'])
      .execute();
  },
};
