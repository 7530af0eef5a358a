import { sql, type Kysely, type Migration } from 'kysely';
import { auditTriggers } from './account-deletion';

/**
 * Staff roles kept in the database, an append-only audit, and the indexes the members' list pages
 * on. STAFF_PHONES are never stored: they are admins by configuration, so no process inserts them
 * at start and none can race another doing so. The audit has no foreign keys, so deleting a member
 * or a staff row deletes no entry, and triggers refuse any UPDATE or DELETE of one but the two
 * account-deletion.ts allows (a member's pseudonym, an entry older than a year).
 */
export const staffConsole = (dialect: 'sqlite' | 'postgres'): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('staff')
      .addColumn('phone', 'text', (c) => c.primaryKey())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('added_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addCheckConstraint('staff_role', sql`role in ('admin', 'editor', 'viewer')`)
      .execute();

    await db.schema
      .createTable('audit_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('actor_role', 'text')
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('subject', 'text')
      .addColumn('details', 'text')
      .addColumn('ip', 'text', (c) => c.notNull())
      .execute();
    const auditIndexes: Array<[string, string[]]> = [
      ['audit_events_time', ['created_at', 'id']],
      ['audit_events_actor', ['actor', 'created_at', 'id']],
      ['audit_events_action', ['action', 'created_at', 'id']],
    ];
    for (const [name, columns] of auditIndexes)
      await db.schema.createIndex(name).on('audit_events').columns(columns).execute();

    await auditTriggers(db, dialect);

    // The members' list: newest first, filtered by region or group, and a pasted alternate phone.
    const userIndexes: Array<[string, string[]]> = [
      ['users_created', ['created_at', 'id']],
      ['users_region_created', ['region', 'created_at', 'id']],
      ['users_group_created', ['group_number', 'created_at', 'id']],
      ['users_alternate_phone', ['alternate_phone']],
    ];
    for (const [name, columns] of userIndexes)
      await db.schema.createIndex(name).on('users').columns(columns).execute();
  },
});
