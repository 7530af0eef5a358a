import type { Db } from '../db/connect';

/** Daily budgets shared by every server process: codes sent, anonymous uploads per address. */
export function quotasRepository(db: Db) {
  return {
    /**
     * Takes one unit of `key`'s budget for `day`, in one statement, so concurrent requests cannot
     * overspend it. False when the budget is used up.
     */
    async take(key: string, day: string, limit: number, tx: Db = db): Promise<boolean> {
      const row = await tx
        .insertInto('quotas')
        .values({ key, day, used: 1 })
        .onConflict((oc) =>
          oc
            .columns(['key', 'day'])
            .doUpdateSet((eb) => ({ used: eb('quotas.used', '+', 1) }))
            .where('quotas.used', '<', limit),
        )
        .returning('used')
        .executeTakeFirst();
      return row !== undefined && row.used <= limit;
    },
  };
}
