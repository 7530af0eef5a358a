import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { inTransaction } from '../db/transaction';

export interface Group {
  groupNumber: string;
  groupName: string;
  region: string;
}

const SUGGESTION_LIMIT = 20;

const toGroup = (row: { group_number: string; group_name: string; region: string }): Group => ({
  groupNumber: row.group_number,
  groupName: row.group_name,
  region: row.region,
});

/** LIKE with the member's text taken literally, case-insensitive on both databases. */
const containsPattern = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function groupsRepository(db: Db) {
  return {
    async regions(): Promise<string[]> {
      const rows = await db
        .selectFrom('groups')
        .select('region')
        .distinct()
        .orderBy('region')
        .execute();
      return rows.map((r) => r.region);
    },

    async byNumber(groupNumber: string): Promise<Group | undefined> {
      const row = await db
        .selectFrom('groups')
        .selectAll()
        .where('group_number', '=', groupNumber)
        .executeTakeFirst();
      return row && toGroup(row);
    },

    async search(name: string, region?: string): Promise<Group[]> {
      let query = db
        .selectFrom('groups')
        .selectAll()
        .where(sql<boolean>`lower(group_name) like ${containsPattern(name)} escape '\\'`)
        .orderBy('group_name')
        .limit(SUGGESTION_LIMIT);
      if (region) query = query.where('region', '=', region);
      return (await query.execute()).map(toGroup);
    },

    /** Real directory rows replace samples; all or nothing. */
    async importDirectory(groups: Group[]): Promise<{ inserted: number; updated: number }> {
      return inTransaction(db, async (tx) => {
        await tx.deleteFrom('groups').where('is_sample', '=', 1).execute();
        let inserted = 0;
        let updated = 0;
        for (const g of groups) {
          const existing = await tx
            .selectFrom('groups')
            .select('group_number')
            .where('group_number', '=', g.groupNumber)
            .executeTakeFirst();
          if (existing) {
            await tx
              .updateTable('groups')
              .set({ group_name: g.groupName, region: g.region, is_sample: 0 })
              .where('group_number', '=', g.groupNumber)
              .execute();
            updated++;
          } else {
            await tx
              .insertInto('groups')
              .values({
                group_number: g.groupNumber,
                group_name: g.groupName,
                region: g.region,
                is_sample: 0,
              })
              .execute();
            inserted++;
          }
        }
        return { inserted, updated };
      });
    },
  };
}
