// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fastUri from 'fast-uri';
import lean from './uri';

// The cases @rjsf/utils meets: a root `$id` (absolute, URN or none, which it reads as "#") and
// fragment, relative and absolute `$ref`s.
const RESOLVE: Array<[string, string]> = [
  ['#', '#/definitions/address'],
  ['#', '#/properties/businessAddress/items'],
  ['https://example.com/business.json', '#/$defs/address'],
  ['https://example.com/forms/business.json', 'address.json#/city'],
  ['https://example.com/forms/business.json', '../defs/group.json'],
  ['https://example.com/business.json', 'https://example.org/x.json#y'],
  ['HTTPS://Example.com/a/./b.json', 'c.json'],
  ['urn:members:business', '#/$defs/address'],
  ['business.json', 'address.json#/city'],
];

const EQUAL: Array<[string, string]> = [
  ['https://example.com/s.json', 'HTTPS://example.com/s.json'],
  ['https://example.com/s.json#', 'https://example.com/s.json'],
  ['https://example.com/a/../s.json', 'https://example.com/s.json'],
  ['urn:members:a', 'urn:members:a'],
  ['urn:members:a', 'urn:members:b'],
  ['address.json', 'address.json'],
  ['address.json', 'group.json'],
];

describe('the browser build’s fast-uri stand-in answers as fast-uri does', () => {
  it.each(RESOLVE)('resolve(%s, %s)', (base, ref) => {
    expect(lean.resolve(base, ref)).toBe(fastUri.resolve(base, ref));
  });
  it.each(EQUAL)('equal(%s, %s)', (a, b) => {
    expect(lean.equal(a, b)).toBe(fastUri.equal(a, b));
  });
});
