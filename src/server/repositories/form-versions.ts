import type { Db } from '../db/connect';
import type { Database } from '../db/schema';

export type FormVersionRow = Database['form_versions'];

/** Published form versions: read newest first, written once, never updated. */
export function formVersionsRepository(db: Db) {
  return {
    /** The live version's id, or null before the first publish: what every process polls. */
    async latestId(tx: Db = db): Promise<number | null> {
      const row = await tx
        .selectFrom('form_versions')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      return row?.id == null ? null : Number(row.id);
    },

    latest: (): Promise<FormVersionRow | undefined> =>
      db.selectFrom('form_versions').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst(),

    byId: (id: number): Promise<FormVersionRow | undefined> =>
      db.selectFrom('form_versions').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The newest `limit` versions, newest first. */
    newest: (limit: number): Promise<FormVersionRow[]> =>
      db.selectFrom('form_versions').selectAll().orderBy('id', 'desc').limit(limit).execute(),

    /** Fails with a unique violation when that id exists: a concurrent publish took it. */
    async insert(tx: Db, row: FormVersionRow): Promise<void> {
      await tx.insertInto('form_versions').values(row).execute();
    },
  };
}
