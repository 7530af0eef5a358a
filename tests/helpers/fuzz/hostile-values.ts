import fc from 'fast-check';

/** Strings that have broken parsers, databases and templates before; each is here for a reason. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(64),
  '\ud800',
  '\udfff',
  'x\ud83dy',
  '\ufeff',
  '\u202e\u2066evil',
  '\u200b',
  '\r\n\r\nHTTP/1.1 200 OK',
  '\t',
  '\u001b[31m',
  '\u007f',
  '%',
  '%00',
  '%25',
  '%E0%A4',
  '../../../etc/passwd',
  '..\\..\\windows',
  "' OR '1'='1",
  '"; drop table users; --',
  '\\',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  'null',
  'undefined',
  'NaN',
  'true',
  '0',
  '-1',
  '1e999',
  '9'.repeat(400),
  '+91 98765 43210',
  '٩١٩٨٧٦٥٤٣٢١٠',
  '９１９８７６５４３２１０',
  'A\u0301\u0301\u0301\u0301',
  '👨‍👩‍👧‍👦'.repeat(50),
  'ग्रुप',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  '/api/business/logo/',
  '/api/business/logo/../../etc',
  'http://evil.example/logo.png',
  'javascript:alert(1)',
  'data:image/png;base64,iVBORw0KGgo=',
  'Bearer x',
] as const;

/** Up to ~300 KB: past the 256 KB body limit, or just under it, or a mere 64 KB. */
export const hugeString = fc
  .tuple(fc.constantFrom(1_000, 65_536, 200_000, 300_000), fc.constantFrom('x', '9', 'ग'))
  .map(([size, unit]) => unit.repeat(Math.ceil(size / Buffer.byteLength(unit))));

const controlChars = fc.string({
  unit: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  maxLength: 12,
});

export const hostileString: fc.Arbitrary<string> = fc
  .oneof(
    { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 6 },
    { arbitrary: fc.string({ maxLength: 40 }), weight: 2 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 2 },
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 1 },
    { arbitrary: controlChars, weight: 2 },
    {
      arbitrary: fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 })),
      weight: 2,
    },
    { arbitrary: hugeString, weight: 1 },
  )
  .map((value) => (Array.isArray(value) ? `${value[0]}\u0000${value[1]}` : value));

const scalar: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 8 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, -0, 0.5, 0), weight: 1 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: fc.constant(null), weight: 1 },
);

/** A value of the wrong type, or the right type with a hostile content. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: scalar, weight: 8 },
  { arbitrary: fc.array(scalar, { maxLength: 5 }), weight: 1 },
  { arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 4 }), weight: 1 },
  { arbitrary: fc.array(fc.constant({}), { minLength: 0, maxLength: 3 }), weight: 1 },
);

/** Keys a handler must ignore, not trust: prototype keys, ownership, ids. */
export const extraKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'userId',
    'ownerId',
    'owner_id',
    'id',
    'businessId',
    'isAdmin',
    'isVerified',
    'password_hash',
    '$where',
    '',
  ),
  fc.string({ maxLength: 12 }),
);

/**
 * JSON nested `depth` deep, as text: a JS value that deep would overflow our own stack first.
 * Shapes: arrays, objects, and both inside a field of an otherwise normal body.
 */
export function deepJson(shape: 'array' | 'object' | 'in-field', depth: number, field = 'phone') {
  const arrays = `${'['.repeat(depth)}${']'.repeat(depth)}`;
  if (shape === 'array') return arrays;
  const objects = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  if (shape === 'object') return objects;
  return `{${JSON.stringify(field)}:${depth % 2 ? arrays : objects}}`;
}

/** Object.defineProperty, so "__proto__" becomes a real key of the JSON instead of a prototype. */
export function setKey(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/**
 * A path segment as a client would percent-encode it; lone surrogates (which encodeURIComponent
 * refuses) go out as their UTF-8 replacement bytes.
 */
export function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf8')]
      .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
      .join('');
  }
}

/** Percent sequences and shapes that are not what encodeURIComponent would make. */
export const ODD_SEGMENTS = [
  '%25',
  '%00',
  '%E0%A4',
  '%',
  '%zz',
  '%C0%80',
  '%ED%A0%80',
  '%FF%FE',
  '%u0000',
  '..',
  '.',
  '%2e%2e',
  '%2F',
  '..%2F..%2Fetc%2Fpasswd',
  'a%2Fb',
  '%20',
  '+',
  ';x=1',
  '"',
  "'",
  '<x>',
  '~',
  '%0D%0ASet-Cookie:x=1',
  'x'.repeat(101),
  '9'.repeat(5_000),
  'é',
  '\u00ff',
] as const;

/** A segment for a path parameter: a hostile value encoded, or an odd raw segment. */
export const hostileSegment = fc.oneof(
  { arbitrary: hostileString.map(encodeSegment), weight: 3 },
  { arbitrary: fc.constantFrom(...ODD_SEGMENTS), weight: 3 },
);

/** A query string of hostile pairs, duplicated keys, bracket keys and bare percent signs. */
export const hostileQuery = fc.oneof(
  fc
    .array(fc.tuple(fc.oneof(extraKey, fc.constantFrom('name', 'region')), hostileString), {
      maxLength: 4,
    })
    .map((pairs) => pairs.map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(v)}`).join('&')),
  fc.constantFrom(
    'name=%',
    'name=%00',
    'name=%E0%A4',
    'name=a&name=b',
    'name[]=x',
    'name[a]=1',
    '__proto__[x]=1',
    'constructor[prototype][x]=1',
    '&&&=&',
    '=',
    'region=West&name=%00',
    'region=%25&name=%25',
    `name=${'a'.repeat(5_000)}`,
    'name=%F0%9F%98%80',
  ),
);
