import { _, Name, stringify, type KeywordCxt, type KeywordDefinition } from 'ajv';
import { isGoogleMapsUrl } from './maps-rule';
import { isValidPhone } from './phone-rule';
import { isGstin } from './gstin-rule';
import { isDateWithin, type DateBounds } from './date-rule';

/**
 * The module specifiers that precompiled (standalone) validators import the rules from, one per
 * rule so a form loads only the rules it uses. `scripts/compile-schemas.ts` rewrites them to
 * paths relative to the generated files.
 */
export const RULE_MODULES = {
  phone: '@shared/validation/phone-rule',
  googleMapsUrl: '@shared/validation/maps-rule',
  gstin: '@shared/validation/gstin-rule',
  dateWithin: '@shared/validation/date-rule',
} as const;

/**
 * Written in ajv's `code` style, not with `validate`, so that standalone compilation can emit
 * an import of the rule instead of failing (decision 003).
 */
function ruleKeyword(
  keyword: keyof typeof RULE_MODULES,
  name: 'isValidPhone' | 'isGoogleMapsUrl' | 'isGstin' | 'isDateWithin',
  ref: (value: string, option: never) => boolean,
  schemaType: KeywordDefinition['schemaType'],
  option: (schema: unknown) => number | Record<string, unknown>,
): KeywordDefinition {
  return {
    keyword,
    type: 'string',
    schemaType,
    code(cxt: KeywordCxt) {
      if (cxt.schema === false) return;
      const fn = cxt.gen.scopeValue('func', {
        ref,
        code: _`require(${RULE_MODULES[keyword]}).${new Name(name)}`,
      });
      const value = option(cxt.schema);
      // An object option is written into the compiled code as a JSON literal.
      cxt.fail(_`!${fn}(${cxt.data}, ${typeof value === 'number' ? value : stringify(value)})`);
    },
  };
}

/** `"phone": true`, or `"phone": { "emptyUpToDigits": 4 }` for an optional number. */
export const phoneKeyword = ruleKeyword(
  'phone',
  'isValidPhone',
  isValidPhone,
  ['boolean', 'object'],
  (schema) =>
    typeof schema === 'object' && schema !== null
      ? Number((schema as { emptyUpToDigits?: number }).emptyUpToDigits ?? 0)
      : 0,
);

/** `"googleMapsUrl": true` */
export const googleMapsUrlKeyword = ruleKeyword(
  'googleMapsUrl',
  'isGoogleMapsUrl',
  (value) => isGoogleMapsUrl(value),
  ['boolean'],
  () => 0,
);

/** `"gstin": true`: the shape, state code and check character of a GSTIN. */
export const gstinKeyword = ruleKeyword('gstin', 'isGstin', isGstin, ['boolean'], () => 0);

/** `"dateWithin": { "earliest": "2000-01-01", "latest": "…", "notInFuture": true }` */
export const dateWithinKeyword = ruleKeyword(
  'dateWithin',
  'isDateWithin',
  isDateWithin,
  ['object'],
  (schema) => {
    const { earliest, latest, notInFuture } = schema as DateBounds;
    return { earliest, latest, notInFuture };
  },
);

export const customKeywords = [phoneKeyword, googleMapsUrlKeyword, gstinKeyword, dateWithinKeyword];
