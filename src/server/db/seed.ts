import type { Db } from './connect';
import samples from './reference/groups.sample.json' with { type: 'json' };
import categories from './reference/categories.json' with { type: 'json' };
import entityTypes from './reference/entity-types.json' with { type: 'json' };
import { inTransaction } from './transaction';

/**
 * Reference data on first start: categories, entity types per country, and sample groups (marked
 * is_sample, names prefixed "Sample") until the real directory is imported. Tables that already
 * hold rows are left alone, so a restart changes nothing.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await inTransaction(db, async (tx) => {
    const empty = async (table: 'groups' | 'categories' | 'entity_types') =>
      Number(
        (
          await tx
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ) === 0;
    if (await empty('groups')) {
      await tx
        .insertInto('groups')
        .values(
          samples.groups.map((g) => ({
            group_number: g.groupNumber,
            group_name: g.groupName,
            region: g.region,
            is_sample: 1,
          })),
        )
        .execute();
    }
    if (await empty('categories')) {
      await tx
        .insertInto('categories')
        .values(
          categories.map((c, position) => ({
            category: c.category,
            sub_categories: JSON.stringify(c.subCategories),
            position,
          })),
        )
        .execute();
    }
    if (await empty('entity_types')) {
      await tx
        .insertInto('entity_types')
        .values(
          entityTypes.map((e) => ({
            country: e.country,
            entity_types: JSON.stringify(e.entityTypes),
          })),
        )
        .execute();
    }
  });
}
