// @vitest-environment node
/**
 * "Show when": a follow-up is shown, required and stored only while the answer it depends on is
 * given, in the browser and on the server alike, through chains of follow-ups.
 */
import fc from 'fast-check';
import { retrieveSchema, type RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { afterAll, describe, expect, it } from 'vitest';
import { compileForm } from '../../src/form-engine/compile';
import { createAjv } from '../../src/shared/validation/create-ajv';
import { conditionalsOf, withoutHidden } from '../../src/shared/field-kinds/show-when';
import type { KindId } from '../../src/shared/field-kinds';
import { isObject, type JsonObject } from '../../src/shared/validation/bundle-schema';
import { createBusiness } from '../fixtures/forms';
import { browserValidators, serverErrors } from '../helpers/browser-validator';
import { withBuiltFields, type BuiltField } from '../helpers/built-form';

const { moduleErrors, dispose } = browserValidators();
afterAll(dispose);

const MARKETS = [
  { value: 'europe', label: 'Europe' },
  { value: 'gulf', label: 'Gulf' },
  { value: 'usa', label: 'USA' },
];

const exportForm = () =>
  compileForm(
    withBuiltFields([
      { name: 'exports', kind: 'yesNo', label: 'Do you export?' },
      {
        name: 'markets',
        kind: 'severalChoices',
        label: 'Export markets',
        required: true,
        settings: { choices: MARKETS },
        showWhen: { field: 'exports', values: [true] },
      },
      {
        name: 'euNumber',
        kind: 'shortText',
        label: 'EORI number',
        required: true,
        showWhen: { field: 'markets', values: ['europe'] },
      },
    ]),
    'business',
  );

describe('a chain of follow-ups', () => {
  const form = exportForm();
  const base = createBusiness();

  it('asks for a follow-up only while it is shown, the same on both ends', async () => {
    const browser = await moduleErrors(form);
    const cases: [Record<string, unknown>, string[]][] = [
      [{ exports: false }, []],
      [{}, []],
      [{ exports: true }, ['/markets']],
      [{ exports: true, markets: ['gulf'] }, []],
      [{ exports: true, markets: ['gulf', 'europe'] }, ['/euNumber']],
      [{ exports: true, markets: ['europe'], euNumber: 'GB123' }, []],
    ];
    for (const [answers, refused] of cases) {
      const data = { ...base, ...answers };
      const server = serverErrors(form, data);
      expect(browser(data)).toEqual(server);
      expect(Object.keys(server), JSON.stringify(answers)).toEqual(refused);
    }
  });

  it('drops the answers a No hides, down the chain', () => {
    const answers = { ...base, exports: false, markets: ['europe'], euNumber: 'GB123' };
    const kept = withoutHidden(form.schema, answers);
    expect(kept).not.toHaveProperty('markets');
    expect(kept).not.toHaveProperty('euNumber');
    expect(kept.exports).toBe(false);
    expect(
      withoutHidden(form.schema, { ...answers, markets: ['gulf'], exports: true }),
    ).not.toHaveProperty('euNumber');
    expect(withoutHidden(form.schema, { ...answers, exports: true })).toEqual({
      ...answers,
      exports: true,
    });
  });

  it('is bundled as the conditions alone, which RJSF resolves into the fields it shows', () => {
    expect(
      (form.schema.allOf as JsonObject[]).every((part) => 'if' in part && 'then' in part),
    ).toBe(true);
    const shown = (data: Record<string, unknown>) =>
      Object.keys(
        retrieveSchema(validator, form.schema as RJSFSchema, form.schema as RJSFSchema, data)
          .properties ?? {},
      );
    expect(shown({ ...base, exports: false })).not.toContain('markets');
    expect(shown({ ...base, exports: true })).toContain('markets');
    expect(shown({ ...base, exports: true, markets: ['gulf'] })).not.toContain('euNumber');
    expect(shown({ ...base, exports: true, markets: ['gulf', 'europe'] })).toContain('euNumber');
    // Beside the baseline's own condition, which still shows the Other category's text.
    expect(shown({ ...base, exports: true, businessCategory: 'other' })).toEqual(
      expect.arrayContaining(['markets', 'otherBusinessCategory']),
    );
  });

  it('keeps the root condition of the baseline (Other category) working beside them', () => {
    const kept = withoutHidden(form.schema, {
      ...base,
      businessCategory: 'Retail',
      otherBusinessCategory: 'x',
    });
    expect(kept).not.toHaveProperty('otherBusinessCategory');
  });
});

/** A random form: up to five fields, each possibly shown on an answer to an earlier one. */
const CONTROLS: KindId[] = ['yesNo', 'oneChoice', 'severalChoices'];
const VALUES = ['a', 'b', 'c'];
const CHOICES = VALUES.map((value) => ({ value, label: value.toUpperCase() }));

const fieldArb = fc.record({
  kind: fc.constantFrom<KindId>('yesNo', 'oneChoice', 'severalChoices', 'shortText'),
  required: fc.boolean(),
  on: fc.option(fc.nat(), { nil: undefined }),
  pick: fc.subarray(VALUES, { minLength: 1 }),
  yes: fc.boolean(),
});

const formArb = fc.array(fieldArb, { minLength: 2, maxLength: 5 }).map((specs) => {
  const fields: BuiltField[] = [];
  specs.forEach((spec, i) => {
    const controls = fields.filter((f) => CONTROLS.includes(f.kind));
    const control =
      spec.on !== undefined && controls.length > 0
        ? controls[spec.on % controls.length]
        : undefined;
    fields.push({
      name: `f${i}`,
      kind: spec.kind,
      required: spec.required,
      settings: spec.kind === 'shortText' || spec.kind === 'yesNo' ? {} : { choices: CHOICES },
      showWhen: control && {
        field: control.name,
        values: control.kind === 'yesNo' ? [spec.yes] : spec.pick,
      },
    });
  });
  return fields;
});

const answerArb = (kind: KindId) =>
  ({
    yesNo: fc.boolean(),
    oneChoice: fc.constantFrom(...VALUES),
    severalChoices: fc.subarray(VALUES, { minLength: 1 }),
    shortText: fc.constantFrom('x', 'some text'),
  })[kind as 'yesNo'] as fc.Arbitrary<unknown>;

const ajv = createAjv();

describe('random forms with random chains', () => {
  it('agree in the browser and on the server, and never keep a hidden answer', async () => {
    await fc.assert(
      fc.asyncProperty(
        formArb.chain((fields) =>
          fc.tuple(
            fc.constant(fields),
            fc.tuple(...fields.map((f) => fc.option(answerArb(f.kind), { nil: undefined }))),
          ),
        ),
        async ([fields, answers]) => {
          const form = compileForm(withBuiltFields(fields), 'business');
          const browser = await moduleErrors(form);
          const data: Record<string, unknown> = { ...createBusiness() };
          fields.forEach((f, i) => answers[i] !== undefined && (data[f.name] = answers[i]));
          const kept = withoutHidden(form.schema, data);
          expect(browser(data)).toEqual(serverErrors(form, data));
          expect(browser(kept)).toEqual(serverErrors(form, kept));
          // Each kept answer to a follow-up meets its condition, as ajv itself reads the `if`.
          for (const node of [form.schema, ...((form.schema.allOf as JsonObject[]) ?? [])]) {
            if (!isObject(node.if) || !isObject(node.then)) continue;
            const shown = Object.keys((node.then.properties as JsonObject) ?? {});
            if (shown.some((name) => name in kept)) expect(ajv.validate(node.if, kept)).toBe(true);
          }
          expect(conditionalsOf(form.schema).length).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 40 },
    );
  }, 30_000); // 40 random forms, each compiled for both sides: slow on a busy machine.
});
