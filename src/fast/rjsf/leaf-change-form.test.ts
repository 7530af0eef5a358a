import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import Form, { type FormProps, type FormState } from '@rjsf/core';
import { createSchemaUtils, setByPath, type RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { LeafChangeForm } from './leaf-change-form';
import type { FormDefinition } from '@/forms/define-form';
import { baselineForms } from '@/forms/generated';
import { businessForm } from '@/forms/generated/business';
import { createAddress, validData } from '../../../tests/fixtures/forms';

type Data = Record<string, unknown>;
type Path = Array<string | number>;

const forms = baselineForms;

/** Every field a member can type into: the schema's string, number and boolean leaves. */
function leaves(schema: unknown, data: unknown, at: Path = []): Path[] {
  const node = schema as Data;
  if (node.type === 'object' || node.properties) {
    const properties = { ...(node.properties as Data) };
    // A `then` may add fields (the business category's "other").
    for (const branch of ['then', 'else']) {
      Object.assign(properties, ((node[branch] as Data | undefined)?.properties ?? {}) as Data);
    }
    return Object.entries(properties).flatMap(([key, sub]) =>
      leaves(sub, (data as Data | undefined)?.[key], [...at, key]),
    );
  }
  if (node.type === 'array') {
    const items = Array.isArray(data) ? data : [];
    return items.flatMap((item, i) => leaves(node.items, item, [...at, i]));
  }
  return [at];
}

/** What RJSF's `processChange` hands `getStateFromProps` for a change at `path`. */
function afterChange(state: FormState, path: Path, value: unknown): Data {
  const next = structuredClone(state.formData) as Data;
  setByPath(next, path, value);
  return next;
}

/** A form's valid data; a business form's with two addresses, the second without a city. */
const sampleData = (name: string): Data => ({
  ...validData[name],
  ...(name.includes('business') && {
    businessAddress: [createAddress(), createAddress({ city: undefined })],
  }),
});

function setUp(form: FormDefinition, data: Data) {
  const props: FormProps = {
    schema: form.schema,
    uiSchema: form.uiSchema,
    validator: form.validator,
    formData: data,
    noValidate: true,
  };
  const fast = new LeafChangeForm(props);
  const stock = new Form(props);
  return { props, fast, stock, state: fast.state };
}

/** RJSF's own step from a field's change to the state it makes (private in its types). */
const processChange = (form: Form, change: object, state: FormState, props: FormProps) =>
  (
    form as unknown as {
      processChange: (c: object, isLast: boolean, s: FormState, p: FormProps) => Partial<FormState>;
    }
  ).processChange(change, true, state, props);

/** Every SchemaUtils shares it: a spy on it sees the retrievals RJSF itself makes. */
const schemaUtilsPrototype = () =>
  Object.getPrototypeOf(createSchemaUtils(businessForm.validator, {})) as {
    retrieveSchema: () => unknown;
  };

describe('LeafChangeForm', () => {
  it.each(forms.map((form) => [form.name, form] as const))(
    "gives the %s form the data RJSF's own change would, for any value typed in any field",
    (name, form) => {
      const data = sampleData(name);
      const { props, fast, stock, state } = setUp(form, data);
      const paths = leaves(form.schema, state.formData);
      expect(paths.length).toBeGreaterThan(0);
      fc.assert(
        fc.property(
          fc.constantFrom(...paths),
          fc.oneof(fc.string(), fc.constantFrom('other', 'India', '')),
          (path, value) => {
            const input = afterChange(state, path, value);
            const args = [undefined, undefined, undefined, true, true, state, props] as const;
            const ours = fast.getStateFromProps(props, structuredClone(input), ...args);
            const theirs = stock.getStateFromProps(props, structuredClone(input), ...args);
            expect(ours.formData).toEqual(theirs.formData);
            expect(ours.retrievedSchema).toEqual(theirs.retrievedSchema);
          },
        ),
        { numRuns: 300 },
      );
    },
  );

  it.each(forms.map((form) => [form.name, form] as const))(
    "makes of a change it foresaw in the %s form what RJSF's own processChange makes",
    (name, form) => {
      const data = sampleData(name);
      const { props, stock, state } = setUp(form, data);
      const paths = leaves(form.schema, state.formData);
      let foreseen = 0;
      fc.assert(
        fc.property(
          fc.constantFrom(...paths),
          fc.oneof(fc.string(), fc.constantFrom('other', 'India', '')),
          (path, value) => {
            const ahead = vi.fn();
            const fast = new LeafChangeForm({ ...props, onLeafChange: ahead });
            // Unmounted: RJSF's queued update goes nowhere; its processChange is called below.
            fast.setState = () => undefined;
            fast.onChange(value, path);
            const change = { newValue: value, path, newErrorSchema: undefined };
            const ours = processChange(fast, change, fast.state, fast.props);
            const theirs = processChange(stock, change, state, props);
            expect(ours.formData).toEqual(theirs.formData);
            expect(ours.retrievedSchema).toEqual(theirs.retrievedSchema);
            if (ahead.mock.calls.length > 0) {
              foreseen += 1;
              expect(ahead.mock.calls[0]![0]).toBe(ours.formData);
            }
          },
        ),
        { numRuns: 60 },
      );
      expect(foreseen).toBeGreaterThan(0);
    },
  );

  it('takes the short way for a text typed in an address, keeping every untouched object', () => {
    const data = { ...validData.business, businessAddress: [createAddress(), createAddress()] };
    const { props, fast, state } = setUp(businessForm, data);
    const path = ['businessAddress', 1, 'city'];
    const next = fast.getStateFromProps(
      props,
      afterChange(state, path, 'Punea'),
      ...([undefined, undefined, undefined, true, true, state, props] as const),
    );
    const before = state.formData as { businessAddress: Data[] };
    const after = next.formData as { businessAddress: Data[] };
    expect(after.businessAddress[1]).toEqual({ ...before.businessAddress[1], city: 'Punea' });
    expect(after.businessAddress[0]).toBe(before.businessAddress[0]);
    expect(next.retrievedSchema).toBe(state.retrievedSchema);
  });

  it('leaves a field a condition reads (the category) to RJSF', () => {
    const { props, fast, state } = setUp(businessForm, validData.business!);
    const next = fast.getStateFromProps(
      props,
      afterChange(state, ['businessCategory'], 'other'),
      ...([undefined, undefined, undefined, true, true, state, props] as const),
    );
    expect(next.retrievedSchema).not.toBe(state.retrievedSchema);
    expect(next.retrievedSchema.properties).toHaveProperty('otherBusinessCategory');
  });

  it.each(forms.map((form) => [form.name, form] as const))(
    'retrieves each schema of the %s form as RJSF would, again with other data',
    (name, form) => {
      const { state, stock } = setUp(form, validData[name]!);
      const utils = state.schemaUtils;
      const theirs = stock.state.schemaUtils;
      const schemas: RJSFSchema[] = [];
      const collect = (node: unknown) => {
        if (typeof node !== 'object' || node === null) return;
        schemas.push(node as RJSFSchema);
        const { properties, items, then, else: otherwise } = node as Data;
        for (const sub of [...Object.values((properties as Data) ?? {}), items, then, otherwise])
          collect(sub);
      };
      collect(form.schema);
      for (const schema of schemas) {
        const first = utils.retrieveSchema(schema, {});
        const again = utils.retrieveSchema(schema, { businessCategory: 'other' });
        expect(first).toEqual(theirs.retrieveSchema(schema, {}));
        expect(again).toEqual(theirs.retrieveSchema(schema, { businessCategory: 'other' }));
      }
      expect(schemas.length).toBeGreaterThan(1);
    },
  );

  it('walks an address schema once, however often and with whatever data it is retrieved', () => {
    const walks = vi.spyOn(schemaUtilsPrototype(), 'retrieveSchema');
    try {
      const { state } = setUp(businessForm, validData.business!);
      const address = (businessForm.schema.properties!.businessAddress as { items: RJSFSchema })
        .items;
      walks.mockClear();
      state.schemaUtils.retrieveSchema(address, createAddress());
      state.schemaUtils.retrieveSchema(address, createAddress({ city: 'Nashik' }));
      expect(walks).toHaveBeenCalledTimes(1);
    } finally {
      walks.mockRestore();
    }
  });

  it('retrieves a schema with a condition again only when a value the condition reads changes', () => {
    const walks = vi.spyOn(schemaUtilsPrototype(), 'retrieveSchema');
    try {
      const { state } = setUp(businessForm, validData.business!);
      const retrieve = (data: Data) => state.schemaUtils.retrieveSchema(businessForm.schema, data);
      const plain = retrieve({ businessCategory: 'x' });
      const other = retrieve({ businessCategory: 'other' });
      expect(plain.properties).not.toHaveProperty('otherBusinessCategory');
      expect(other.properties).toHaveProperty('otherBusinessCategory');
      // Other data, the category unchanged: the same schema, not walked again.
      walks.mockClear();
      expect(retrieve({ businessCategory: 'other', businessName: 'Sharma Textiles' })).toBe(other);
      expect(walks).not.toHaveBeenCalled();
      expect(retrieve({}).properties).not.toHaveProperty('otherBusinessCategory');
      expect(walks).toHaveBeenCalledTimes(1);
    } finally {
      walks.mockRestore();
    }
  });

  it('retrieves a schema whose condition reads a list of picks again only when the list changes', () => {
    // "Show when Export markets includes Europe", as the Studio writes it for Several choices.
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        name: { type: 'string' },
        markets: {
          type: 'array',
          uniqueItems: true,
          items: { type: 'string', oneOf: [{ const: 'europe' }, { const: 'gulf' }] },
        },
      },
      allOf: [
        {
          if: { properties: { markets: { contains: { const: 'europe' } } }, required: ['markets'] },
          then: { properties: { eori: { type: 'string' } } },
        },
      ],
    };
    const form: FormDefinition = { name: 'picks', schema, uiSchema: {}, validator, widgets: {} };
    const walks = vi.spyOn(schemaUtilsPrototype(), 'retrieveSchema');
    try {
      const { state } = setUp(form, {});
      const retrieve = (data: Data) => state.schemaUtils.retrieveSchema(schema, data);
      const europe = ['europe'];
      const shown = retrieve({ name: 'Asha', markets: europe });
      expect(shown.properties).toHaveProperty('eori');
      // Typing elsewhere keeps the list: the same schema, not walked again.
      walks.mockClear();
      expect(retrieve({ name: 'Asha Textiles', markets: europe })).toBe(shown);
      expect(walks).not.toHaveBeenCalled();
      expect(retrieve({ name: 'Asha Textiles', markets: ['gulf'] }).properties).not.toHaveProperty(
        'eori',
      );
      expect(walks).toHaveBeenCalledTimes(1);
    } finally {
      walks.mockRestore();
    }
  });
});
