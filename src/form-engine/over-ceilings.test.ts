// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CEILINGS } from './ceilings';
import { checkFiles } from './check';
import { propertiesOf } from './compile';
import { baselineFiles, bundleFile } from './form-files';
import type { FormFiles } from './types';

/** A form over a ceiling is a problem, in a draft as in schemas:check. */

const draft = (change: (files: Record<string, any>) => void): FormFiles => {
  const files = structuredClone(baselineFiles()) as Record<string, any>;
  change(files);
  return files;
};

const codes = (files: FormFiles) =>
  checkFiles(files).map(({ file, pointer, code, values }) => ({ file, pointer, code, values }));

const text = (n: number) => ({ title: `Field ${n}`, type: 'string', maxLength: 10 });
const choices = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ const: `c${i}`, title: `Choice ${i}` }));
/** The business form with one choice field offering `options`. */
const withChoices = (options: object[]) =>
  draft((f) => {
    f['business.schema.json'].properties.pick = {
      title: 'Pick',
      type: 'string',
      maxLength: 300,
      oneOf: options,
      errorMessage: { oneOf: 'Choose one.' },
    };
  });

describe('ceilings', () => {
  it('take a form with as many fields as it may have, counting those a condition shows', () => {
    const shipped = Object.keys(
      propertiesOf(bundleFile(baselineFiles(), 'business.schema.json').bundle),
    );
    const files = draft((f) => {
      const schema = f['business.schema.json'];
      for (let n = shipped.length; n < CEILINGS.fields - 1; n++)
        schema.properties[`f${n}`] = text(n);
      schema.allOf.push({
        if: { properties: { f20: { const: 'x' } }, required: ['f20'] },
        then: { properties: { shown: text(0) } },
      });
    });
    expect(codes(files)).toEqual([]);
    files['business.schema.json']!.properties = {
      ...(files['business.schema.json']!.properties as object),
      oneMore: text(1),
    };
    expect(codes(files)).toEqual([
      {
        file: 'business.schema.json',
        pointer: '',
        code: 'tooManyFields',
        values: { max: CEILINGS.fields },
      },
    ]);
  });

  it('take a field with as many choices as it may offer, and no more', () => {
    expect(codes(withChoices(choices(CEILINGS.choices)))).toEqual([]);
    expect(codes(withChoices(choices(CEILINGS.choices + 1)))).toEqual([
      {
        file: 'business.schema.json',
        pointer: '/properties/pick/oneOf',
        code: 'tooManyChoices',
        values: { max: CEILINGS.choices },
      },
    ]);
  });

  it('name a choice whose label or stored value is too long', () => {
    const long = 'x'.repeat(CEILINGS.choiceText + 1);
    const options = [
      { const: 'ok', title: 'x'.repeat(CEILINGS.choiceText) },
      { const: 'label', title: long },
      { const: long, title: 'Value' },
    ];
    expect(codes(withChoices(options))).toEqual(
      [1, 2].map((i) => ({
        file: 'business.schema.json',
        pointer: `/properties/pick/oneOf/${i}`,
        code: 'choiceTooLong',
        values: { max: CEILINGS.choiceText },
      })),
    );
  });
});
