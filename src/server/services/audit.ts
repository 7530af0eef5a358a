import type { FromSchema } from 'json-schema-to-ts';
import type { Db } from '../db/connect';
import { auditEventsRepository, type AuditReadRow } from '../repositories/audit-events';
import { newId } from '../crypto';
import { iso, type Clock } from '../clock';
import type { KeysetCursors } from '../keyset-cursor';
import { memberName } from './member-name';
import type { StaffRole } from '../../shared/staff-roles';
import type { AuditAction } from '../../shared/staff-types';
import type { auditPage } from '../routes/studio-answers';

type AuditPage = FromSchema<typeof auditPage>;
type AuditEntry = AuditPage['items'][number];

/** Who did it: a staff phone (E.164), their role then if they had one, and their address. */
export interface Actor {
  phone: string;
  role?: StaffRole;
  ip: string;
}

/** Details beyond this are cut to a note saying so: an entry stays small whatever it describes. */
const MAX_DETAILS = 4 * 1024;

const detailsText = (details: Record<string, unknown> | undefined) => {
  if (details === undefined) return null;
  const text = JSON.stringify(details);
  return text.length <= MAX_DETAILS
    ? text
    : JSON.stringify({ truncated: true, length: text.length });
};

const entryOf = (row: AuditReadRow): AuditEntry => ({
  id: row.id,
  at: row.created_at,
  actor: row.actor,
  actorRole: row.actor_role,
  action: row.action as AuditAction,
  subject: row.subject,
  subjectName:
    row.first_name === null
      ? null
      : memberName({ ...row, first_name: row.first_name, last_name: row.last_name ?? '' }),
  details: row.details === null ? null : (JSON.parse(row.details) as Record<string, unknown>),
  ip: row.ip,
});

export interface AuditQuery {
  actor?: string;
  action?: AuditAction;
  cursor?: string;
  limit: number;
}

/**
 * The Studio's audit: what staff did, when and from where. Other services call `record`, inside
 * their own transaction when the entry must stand or fall with the change it describes.
 */
export function auditService(db: Db, clock: Clock, cursors: KeysetCursors) {
  const events = auditEventsRepository(db);
  return {
    async record(
      actor: Actor,
      action: AuditAction,
      subject?: string,
      details?: Record<string, unknown>,
      tx: Db = db,
    ): Promise<void> {
      await events.append(tx, {
        id: newId(),
        created_at: iso(clock.now()),
        actor: actor.phone,
        actor_role: actor.role ?? null,
        action,
        subject: subject ?? null,
        details: detailsText(details),
        ip: actor.ip,
      });
    },

    /** Newest first; `cursor` comes from the previous page under the same filter. */
    async page(query: AuditQuery): Promise<AuditPage> {
      const filter = { actor: query.actor ?? null, action: query.action ?? null };
      const after = query.cursor ? cursors.read(query.cursor, filter) : undefined;
      const rows = await events.page({ ...query, after, limit: query.limit + 1 });
      const items = rows.slice(0, query.limit);
      const last = items.at(-1);
      return {
        items: items.map(entryOf),
        next:
          rows.length > query.limit && last
            ? cursors.sign({ createdAt: last.created_at, id: last.id }, filter)
            : null,
      };
    },
  };
}

export type AuditService = ReturnType<typeof auditService>;
