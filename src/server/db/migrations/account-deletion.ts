import { sql, type Kysely, type Migration } from 'kysely';

/** A member pseudonym (erasure.ts): SHA-256 in hex, 64 characters. */
const HEX64_GLOB = '[0-9a-f]'.repeat(64);

/**
 * The audit's triggers: append-only with exactly two exceptions, enforced by the database, not by
 * the code that uses them:
 * - an entry's subject and details may be rewritten to a member's pseudonym (64 hex digits), every
 *   other column unchanged: an erased member leaves no id, name or phone in the audit;
 * - an entry more than one year old, by the database's own clock, may be deleted: processing logs
 *   are kept for one year (DPDP Rules, rule 8(3)).
 * Any other UPDATE or DELETE, and TRUNCATE, is refused with "audit is append-only". Made both where
 * the audit is created (a new database runs this migration first, the audit's after) and here (a
 * database that has the audit already).
 */
export async function auditTriggers(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres') {
  if (dialect === 'postgres') {
    await sql`create or replace function audit_append_only() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' then
          if new.id = old.id and new.created_at = old.created_at and new.actor = old.actor
            and new.actor_role is not distinct from old.actor_role and new.action = old.action
            and new.ip = old.ip
            and (new.subject is not distinct from old.subject or new.subject ~ '^[0-9a-f]{64}$')
            and (new.details is not distinct from old.details or new.details ~ '[0-9a-f]{64}')
          then
            return new;
          end if;
        elsif tg_op = 'DELETE' then
          if old.created_at < to_char(
            (now() at time zone 'utc') - interval '1 year', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
          then
            return old;
          end if;
        end if;
        raise exception 'audit is append-only';
      end
    $$`.execute(db);
    await sql`drop trigger if exists audit_events_no_change on audit_events`.execute(db);
    await sql`drop trigger if exists audit_events_no_truncate on audit_events`.execute(db);
    await sql`create trigger audit_events_no_change before update or delete on audit_events
      for each row execute function audit_append_only()`.execute(db);
    await sql`create trigger audit_events_no_truncate before truncate on audit_events
      for each statement execute function audit_append_only()`.execute(db);
    return;
  }
  await sql`drop trigger if exists audit_events_no_update`.execute(db);
  await sql`drop trigger if exists audit_events_no_delete`.execute(db);
  await sql`create trigger audit_events_no_update before update on audit_events
    when not (
      new.id = old.id and new.created_at = old.created_at and new.actor = old.actor
      and new.actor_role is old.actor_role and new.action = old.action and new.ip = old.ip
      and (new.subject is old.subject
        or (length(new.subject) = 64 and new.subject not glob '*[^0-9a-f]*'))
      and (new.details is old.details or new.details glob ${sql.lit(`*${HEX64_GLOB}*`)})
    )
    begin select raise(abort, 'audit is append-only'); end`.execute(db);
  await sql`create trigger audit_events_no_delete before delete on audit_events
    when old.created_at >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 year')
    begin select raise(abort, 'audit is append-only'); end`.execute(db);
}

/**
 * The cut-off before which the triggers let an audit entry go, as the same SQL they compare with:
 * the purge never asks for a row the trigger would refuse, whatever the application's clock says.
 */
export const auditKeepCutoff = (dialect: 'sqlite' | 'postgres') =>
  dialect === 'postgres'
    ? sql<string>`to_char((now() at time zone 'utc') - interval '1 year', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 year')`;

/**
 * A member's deletion, scheduled: when they asked and when the purge erases them (both null unless
 * a deletion is scheduled); and the audit's triggers as above, where the audit exists already.
 */
export const accountDeletion = (dialect: 'sqlite' | 'postgres'): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('deletion_requested_at', 'text').execute();
    await db.schema.alterTable('users').addColumn('deletion_due_at', 'text').execute();
    await db.schema
      .createIndex('users_deletion_due')
      .on('users')
      .column('deletion_due_at')
      .execute();
    const tables = await db.introspection.getTables();
    if (tables.some((t) => t.name === 'audit_events')) await auditTriggers(db, dialect);
  },
});
