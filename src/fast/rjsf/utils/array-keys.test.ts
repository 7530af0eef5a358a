// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hashObject as hashContent } from '@rjsf/utils';
import { hashObject } from './array-keys';

describe("the array field's list check", () => {
  const a = { city: 'Pune' };
  const b = { city: 'Nashik' };

  it('tells the same list by its items, whatever array holds them', () => {
    expect(hashObject([a, b])).toBe(hashObject([a, b]));
    expect(hashObject([])).toBe(hashObject([]));
    expect(hashObject(['x', 1, null])).toBe(hashObject(['x', 1, null]));
  });

  it('tells a list apart when an item was replaced, added, removed or moved', () => {
    const list = hashObject([a, b]);
    expect(hashObject([a, { ...b }])).not.toBe(list);
    expect(hashObject([a, b, a])).not.toBe(list);
    expect(hashObject([a])).not.toBe(list);
    expect(hashObject([b, a])).not.toBe(list);
    expect(hashObject(['a,b'])).not.toBe(hashObject(['a', 'b']));
  });

  it('whenever it says "same", RJSF\'s hash of the content agrees', () => {
    const lists = [[a, b], [a, b], [], [a], ['a', 'b'], ['a', 'b']];
    for (const x of lists)
      for (const y of lists)
        if (hashObject(x) === hashObject(y)) expect(hashContent(x)).toBe(hashContent(y));
  });

  it('hashes anything but a list as RJSF does', () => {
    expect(hashObject({ x: 1 })).toBe(hashContent({ x: 1 }));
  });
});
