import type { Db } from '../db/connect';
import type { Database } from '../db/schema';

export type AuditRow = Database['audit_events'];

/** A position in the audit's order: the last entry a page showed. */
export interface AuditPosition {
  createdAt: string;
  id: string;
}

/**
 * The audit: append and read, nothing else. Entries are never updated or deleted, and the
 * database's triggers refuse it should anything try.
 */
export function auditEventsRepository(db: Db) {
  return {
    async append(tx: Db, row: AuditRow): Promise<void> {
      await tx.insertInto('audit_events').values(row).execute();
    },

    /**
     * Up to `limit` entries after `after`, newest first. Ties in time are ordered by id, so the
     * pair is a total order and no entry is skipped or shown twice between pages.
     */
    page(filter: {
      actor?: string;
      action?: string;
      after?: AuditPosition;
      limit: number;
    }): Promise<AuditRow[]> {
      let query = db.selectFrom('audit_events').selectAll();
      if (filter.actor) query = query.where('actor', '=', filter.actor);
      if (filter.action) query = query.where('action', '=', filter.action);
      const { after } = filter;
      if (after)
        query = query.where((eb) =>
          eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(after.createdAt, after.id)),
        );
      return query
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(filter.limit)
        .execute();
    },
  };
}
