// @vitest-environment node
/**
 * The lists members pick from (categories, sub-categories, entity types, regions) are stored as
 * their English and read through catalogue keys made from it: every item the product seeds has its
 * key, and Hindi and Tamil translate each (schemas:check fails on a shipped language with a text
 * missing).
 */
import { describe, expect, it } from 'vitest';
import english from '../../schemas/i18n/en.json';
import categories from '../../src/server/db/reference/categories.json';
import entityTypes from '../../src/server/db/reference/entity-types.json';
import sampleGroups from '../../src/server/db/reference/groups.sample.json';
import { DEFAULT_ENTITY_TYPES } from '../../src/server/repositories/reference';
import { listKey, type ListPrefix } from '../../src/i18n/list-options';

describe('the catalogue names every list item the product ships', () => {
  const shipped: [ListPrefix, string[]][] = [
    ['lists.category.', categories.map((c) => c.category)],
    ['lists.subCategory.', categories.flatMap((c) => c.subCategories)],
    ['lists.entityType.', [...entityTypes.flatMap((e) => e.entityTypes), ...DEFAULT_ENTITY_TYPES]],
    ['lists.region.', sampleGroups.groups.map((g) => g.region)],
  ];
  it.each(shipped)(
    '%s: each item has a key whose English is its stored value',
    (prefix, values) => {
      const texts = english as Record<string, string>;
      for (const value of values)
        expect([value, texts[listKey(prefix, value)!]]).toEqual([value, value]);
    },
  );

  it('has no list key that names no shipped item', () => {
    const keys = new Set(
      shipped.flatMap(([prefix, values]) => values.map((v) => listKey(prefix, v))),
    );
    expect(
      Object.keys(english).filter((key) => key.startsWith('lists.') && !keys.has(key)),
    ).toEqual([]);
  });
});
