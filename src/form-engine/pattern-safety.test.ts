// @vitest-environment node
import { describe, expect, it } from 'vitest';
import english from '../../schemas/i18n/en.json';
import { FIELD_KINDS } from '../shared/field-kinds';
import { checkFiles, formatProblem } from './check';
import { baselineFiles } from './form-files';
import { isSafePattern, unsafePatterns } from './pattern-safety';
import type { FormFiles } from './types';

/** The ReDoS check staff patterns pass before a version is published (decision 047). */

const draft = (change: (files: Record<string, any>) => void): FormFiles => {
  const files = structuredClone(baselineFiles()) as Record<string, any>;
  change(files);
  return files;
};

/** Every `pattern` the baseline's schema files write, found as text. */
const baselinePatterns = () =>
  Object.entries(baselineFiles())
    .filter(([path]) => !path.startsWith('i18n/') && !path.endsWith('.ui.json'))
    .flatMap(([, json]) =>
      [...JSON.stringify(json).matchAll(/"pattern":("(?:[^"\\]|\\.)*")/g)].map(
        (m) => JSON.parse(m[1]!) as string,
      ),
    );

describe('isSafePattern', () => {
  it.each([
    // Exponential: 26 characters block the server for 1.5 s, each one more doubles it.
    '^(a|a)+$',
    '^(a+)+$',
    '(\\w+\\s?)*$',
    // Polynomial: quadratic in the answer's length.
    '^\\d*\\d*$',
    '\\s*#?\\s*$',
  ])('refuses %s', (source) => {
    expect(isSafePattern(source)).toBe(false);
  });

  it('refuses a pattern it cannot prove safe in time', () => {
    // Bounded repeats nested three deep: the automaton calls it safe, yet 21 characters take a
    // minute and a half; the fuzzer runs out of time, and that proves nothing.
    expect(isSafePattern('^((a{1,30}){1,30}){1,30}$')).toBe(false);
  });

  it('passes every pattern the baseline writes, the presets and the route shapes', () => {
    const presets = FIELD_KINDS.flatMap((kind) => {
      const { schema } = kind.build(
        { label: 'Q', required: false, settings: kind.defaults },
        (key) => key,
      );
      return typeof schema.pattern === 'string' ? [schema.pattern] : [];
    });
    const patterns = [
      ...baselinePatterns(),
      ...presets,
      '^[^\\u0000-\\u001f\\u007f]*$',
      '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$',
    ];
    expect(baselinePatterns().length).toBeGreaterThanOrEqual(4);
    expect(presets.length).toBeGreaterThanOrEqual(4);
    expect(patterns.filter((source) => !isSafePattern(source))).toEqual([]);
  });
});

describe('unsafePatterns', () => {
  const files: FormFiles = {
    'defs/part.json': {
      properties: {
        name: {
          type: 'string',
          pattern: '^(a|a)+$',
          errorMessage: { pattern: '^(a+)+$' },
        },
        code: { type: 'string', pattern: '^[0-9]{6}$' },
        broken: { type: 'string', pattern: '(' },
        list: { type: 'array', items: { type: 'string', pattern: '(\\w+\\s?)*$' } },
        tags: { type: 'object', patternProperties: { '^(x+)+/y$': { type: 'string' } } },
      },
      allOf: [{ then: { properties: { later: { propertyNames: { pattern: '^(a+)+$' } } } } }],
    },
  };

  it('names each unsafe pattern where it is written; a message about a pattern is not one', () => {
    expect(unsafePatterns(files, ['defs/part.json'])).toEqual(
      [
        '/properties/name/pattern',
        '/properties/list/items/pattern',
        '/properties/tags/patternProperties/^(x+)+~1y$',
        '/allOf/0/then/properties/later/propertyNames/pattern',
      ].map((pointer) => ({
        file: 'defs/part.json',
        pointer,
        code: 'unsafePattern',
        message: english['studio.problem.unsafePattern'],
      })),
    );
  });

  it('reads only the files it is given', () => {
    expect(unsafePatterns(files, ['business.schema.json'])).toEqual([]);
  });
});

describe('checkFiles', () => {
  it('refuses a vulnerable pattern in a draft and in schemas:check, where it is written', () => {
    const files = draft((f) => {
      const name = f['defs/business.json'].properties.businessName;
      name.pattern = '^(a|a)+$';
      name.errorMessage = { pattern: 'Letters only.' };
    });
    const line = `schemas/defs/business.json#/properties/businessName/pattern: ${english['studio.problem.unsafePattern']}`;
    expect(checkFiles(files, { baseline: baselineFiles() }).map(formatProblem)).toEqual([line]);
    expect(checkFiles(files).map(formatProblem)).toEqual([line]);
  });
});
