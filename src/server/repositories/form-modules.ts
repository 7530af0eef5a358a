import type { Db } from '../db/connect';

/** Validator modules by content hash; the same hash is the same code, so a repeat is a no-op. */
export function formModulesRepository(db: Db) {
  return {
    async code(hash: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('form_modules')
        .select('code')
        .where('hash', '=', hash)
        .executeTakeFirst();
      return row?.code;
    },

    async save(modules: Array<{ hash: string; code: string }>, at: string): Promise<void> {
      if (modules.length === 0) return;
      await db
        .insertInto('form_modules')
        .values(modules.map((m) => ({ ...m, created_at: at })))
        .onConflict((oc) => oc.column('hash').doNothing())
        .execute();
    },

    /** Every process compiles its live forms itself; a stored module only serves a preview. */
    async purgeOlderThan(at: string): Promise<number> {
      const result = await db
        .deleteFrom('form_modules')
        .where('created_at', '<', at)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
