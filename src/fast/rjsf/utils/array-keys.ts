import { hashObject as hashContent } from '@rjsf/utils';

export * from '@rjsf/utils';

const ids = new WeakMap<object, number>();
let lastId = 0;

const identity = (item: unknown) => {
  if (typeof item !== 'object' || item === null) return JSON.stringify(item) ?? 'undefined';
  let id = ids.get(item);
  if (id === undefined) ids.set(item, (id = ++lastId));
  return `#${id}`;
};

/**
 * RJSF's ArrayField asks this, on every render, whether its list changed since it last keyed the
 * items, and RJSF answers by serialising and hashing the whole list: every address, on every
 * keystroke in any of them. Here a list is told by its items' identities (RJSF's state keeps each
 * untouched item's object), one lookup per item. A list rebuilt with equal items reads as changed,
 * which costs ArrayField one more render and keeps its items' keys, as a content change of the same
 * length does. Only RJSF's ArrayField imports this (../../vite/rjsf-swaps.ts).
 */
export function hashObject(value: unknown): string {
  return Array.isArray(value) ? `[${value.map(identity).join(',')}]` : hashContent(value);
}
