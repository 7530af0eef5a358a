import fc from 'fast-check';
import { deepJson, extraKey, hostileValue, setKey } from './hostile-values';

export interface BodyCase {
  kind: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

type Obj = Record<string, unknown>;

const JSON_TYPE = { 'content-type': 'application/json' };
const BODY_LIMIT = 256 * 1024;

/** The kind plus what makes it worth grouping apart: a NUL inside, or past the body limit. */
function tagged(kind: string, text: string | Buffer): string {
  const s = typeof text === 'string' ? text : text.toString('latin1');
  const tags = [kind];
  if (s.includes('\\u0000') || s.includes('\u0000')) tags.push('nul');
  if (Buffer.byteLength(text) > BODY_LIMIT) tags.push('over-limit');
  return tags.join('+');
}

const asJson = (kind: string, value: unknown): BodyCase => {
  const body = JSON.stringify(value) ?? 'null';
  return { kind: tagged(kind, body), headers: JSON_TYPE, body };
};

/** A copy of `base` with fields dropped, replaced by hostile values, and unknown ones added. */
export function mutate(base: fc.Arbitrary<Obj>): fc.Arbitrary<Obj> {
  return base.chain((obj) => {
    const keys = Object.keys(obj);
    const key = keys.length ? fc.oneof(fc.constantFrom(...keys), extraKey) : extraKey;
    return fc
      .record({
        drop: fc.subarray(keys, { maxLength: Math.min(3, keys.length) }),
        replace: fc.array(fc.tuple(key, hostileValue), { minLength: 1, maxLength: 3 }),
      })
      .map(({ drop, replace }) => {
        const out: Obj = {};
        for (const k of keys) if (!drop.includes(k)) setKey(out, k, obj[k]);
        for (const [k, v] of replace) setKey(out, k, v);
        return out;
      });
  });
}

/** Bodies JSON.parse refuses, or accepts in ways a handler might not expect. */
export const BAD_JSON: Array<string | Buffer> = [
  '',
  ' ',
  '{',
  '{"phone":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":1} trailing',
  '[1,2',
  '"unterminated',
  '\ufeff{}',
  '{"a":1}{"b":2}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  'null',
  '0',
  '"a string"',
  '-',
  '{"a":01}',
  '{"a":1e999999}',
  '/*c*/{}',
  '{"a"\u0000:1}',
  '{"a":"\u0000"}',
  '{"token":"\\u0000"}',
  '{"a":"\\ud800"}',
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]),
];

/** Content types a JSON route does not take, or takes only if its parser is lenient. */
const WRONG_TYPES: Array<Record<string, string>> = [
  {},
  { 'content-type': 'text/plain' },
  { 'content-type': 'application/x-www-form-urlencoded' },
  { 'content-type': 'application/xml' },
  { 'content-type': 'multipart/form-data; boundary=x' },
  { 'content-type': 'application/json; charset=utf-16' },
  { 'content-type': 'application/json; charset=latin1' },
  { 'content-type': 'application/jsonx' },
  { 'content-type': 'APPLICATION/JSON' },
  { 'content-type': 'application/json;;;' },
  { 'content-type': `application/json; x=${'a'.repeat(300)}` },
  { 'content-type': '*/*' },
  { 'content-type': 'application/vnd.api+json' },
  { 'content-type': 'application/json, text/plain' },
  { 'content-type': 'application/json\t' },
  { 'content-type': 'application/json', 'content-encoding': 'gzip' },
  { 'content-type': 'application/json', 'content-encoding': 'br, identity, x' },
  { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
];

/** Any body a JSON route may be sent: mostly near-valid, plus every shape of broken. */
export function jsonBody(base: fc.Arbitrary<Obj>): fc.Arbitrary<BodyCase> {
  return fc.oneof(
    { weight: 2, arbitrary: base.map((obj) => asJson('valid', obj)) },
    { weight: 10, arbitrary: mutate(base).map((obj) => asJson('mutated', obj)) },
    { weight: 2, arbitrary: hostileValue.map((value) => asJson('non-object', value)) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...BAD_JSON)
        .map((body) => ({ kind: tagged('bad-json', body), headers: JSON_TYPE, body })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom('array', 'object', 'in-field') as fc.Arbitrary<
            'array' | 'object' | 'in-field'
          >,
          fc.constantFrom(6_000, 6_001, 40_000),
          base.chain((obj) => fc.constantFrom('x', ...Object.keys(obj))),
        )
        .map(([shape, depth, field]) => ({
          kind: `deep-json-${shape}`,
          headers: JSON_TYPE,
          body: deepJson(shape, depth, field),
        })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(base, fc.constantFrom(...WRONG_TYPES))
        .map(([obj, headers]) => ({ kind: 'content-type', headers, body: JSON.stringify(obj) })),
    },
  );
}
