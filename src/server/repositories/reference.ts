import type { Db } from '../db/connect';
import { getCountryByName } from '../../shared/countries';

export interface Category {
  category: string;
  subCategories: string[];
}

export interface CountryRecord {
  country: string;
  isoCode?: string;
  entityTypes: string[];
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

    /**
     * A country's record: its name, its entity types and, when the country list knows the name, its
     * ISO code, by which a page names the country in its own language.
     */
    async entityTypes(country: string): Promise<CountryRecord> {
      const rows = await db.selectFrom('entity_types').selectAll().execute();
      const row = rows.find((r) => r.country.toLowerCase() === country.toLowerCase());
      const record = row
        ? { country: row.country, entityTypes: JSON.parse(row.entity_types) as string[] }
        : { country, entityTypes: DEFAULT_ENTITY_TYPES };
      const isoCode = getCountryByName(record.country)?.isoCode;
      return isoCode ? { ...record, isoCode } : record;
    },
  };
}
