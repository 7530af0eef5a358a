import type { Db } from '../db/connect';
import type { Database } from '../db/schema';

export type AuditRow = Database['audit_events'];

/** An entry as the audit reads it: with the name of the member it looked at, while they are here. */
export type AuditReadRow = AuditRow & {
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
};

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
    }): Promise<AuditReadRow[]> {
      let query = db
        .selectFrom('audit_events as a')
        .leftJoin('users as u', (join) =>
          join.onRef('u.id', '=', 'a.subject').on('a.action', '=', 'member-viewed'),
        )
        .selectAll('a')
        .select(['u.first_name', 'u.middle_name', 'u.last_name']);
      if (filter.actor) query = query.where('a.actor', '=', filter.actor);
      if (filter.action) query = query.where('a.action', '=', filter.action);
      const { after } = filter;
      if (after)
        query = query.where((eb) =>
          eb(eb.refTuple('a.created_at', 'a.id'), '<', eb.tuple(after.createdAt, after.id)),
        );
      return query
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id', 'desc')
        .limit(filter.limit)
        .execute();
    },
  };
}
