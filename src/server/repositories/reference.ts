import type { Db } from '../db/connect';

export interface Category {
  category: string;
  subCategories: string[];
}

/** The entity types of a country the list does not name. */
export const DEFAULT_ENTITY_TYPES = ['Sole Proprietorship', 'Partnership', 'Company', 'Other'];

export function referenceRepository(db: Db) {
  return {
    async categories(): Promise<Category[]> {
      const rows = await db.selectFrom('categories').selectAll().orderBy('position').execute();
      return rows.map((r) => ({
        category: r.category,
        subCategories: JSON.parse(r.sub_categories) as string[],
      }));
    },

    async entityTypes(country: string): Promise<{ country: string; entityTypes: string[] }> {
      const rows = await db.selectFrom('entity_types').selectAll().execute();
      const row = rows.find((r) => r.country.toLowerCase() === country.toLowerCase());
      return row
        ? { country: row.country, entityTypes: JSON.parse(row.entity_types) as string[] }
        : { country, entityTypes: DEFAULT_ENTITY_TYPES };
    },
  };
}
