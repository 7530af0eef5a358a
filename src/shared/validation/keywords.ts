import { _, Name, type KeywordCxt, type KeywordDefinition } from 'ajv';
import { isGoogleMapsUrl } from './maps-rule';
import { isValidPhone } from './phone-rule';

/**
 * The module specifiers that precompiled (standalone) validators import the rules from, one per
 * rule so a form loads only the rules it uses. `scripts/compile-schemas.ts` rewrites them to
 * paths relative to the generated files.
 */
export const RULE_MODULES = {
  phone: '@shared/validation/phone-rule',
  googleMapsUrl: '@shared/validation/maps-rule',
} as const;

/**
 * Written in ajv's `code` style, not with `validate`, so that standalone compilation can emit
 * an import of the rule instead of failing (decision 003).
 */
function ruleKeyword(
  keyword: keyof typeof RULE_MODULES,
  name: 'isValidPhone' | 'isGoogleMapsUrl',
  ref: (value: string, option: number) => boolean,
  schemaType: KeywordDefinition['schemaType'],
  option: (schema: unknown) => number,
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
      cxt.fail(_`!${fn}(${cxt.data}, ${option(cxt.schema)})`);
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

export const customKeywords = [phoneKeyword, googleMapsUrlKeyword];
