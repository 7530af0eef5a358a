import { describe, expect, it } from 'vitest';
import { pointerRange, pointerSegments } from './json-pointer';

const text = `{
  "properties": {
    "a/b": { "title": "A", "maxLength": 5 },
    "list": [1, 2]
  }
}`;
const at = (pointer: string) => {
  const { from, to } = pointerRange(text, pointer);
  return text.slice(from, to);
};

describe('pointerRange', () => {
  it('decodes pointer segments', () => {
    expect(pointerSegments('/properties/a~1b/x~0y')).toEqual(['properties', 'a/b', 'x~y']);
    expect(pointerSegments('')).toEqual([]);
  });
  it('marks a property with its value', () => {
    expect(at('/properties/a~1b/maxLength')).toBe('"maxLength": 5');
  });
  it('marks the key of an object or array', () => {
    expect(at('/properties/a~1b')).toBe('"a/b"');
    expect(at('/properties/list/1')).toBe('2');
  });
  it('falls back to the deepest part that exists', () => {
    expect(at('/properties/a~1b/minLength')).toBe('"a/b"');
    expect(at('')).toBe('{');
  });
  it('survives text that does not parse', () => {
    expect(pointerRange('{"a": ', '/a').from).toBe(0);
  });
});
