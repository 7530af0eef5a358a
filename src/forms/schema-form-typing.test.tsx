import { Profiler, useState, type ComponentType, type ProfilerOnRenderCallback } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSchemaUtils, type FieldProps, type WidgetProps } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { SchemaForm, type FormData } from './schema-form';
import { businessForm } from './generated/business';
import type { FormDefinition } from './define-form';
import { LeafChangeForm } from '@/fast/form';
import { preloadForm } from './theme';
import { theme } from './theme';
import { createAddress, createBusiness } from '../../tests/fixtures/forms';

const { renders, counted } = vi.hoisted(() => ({
  /** Renders of each template, by the field id (or item index) they were rendered for. */
  renders: { field: [] as string[], input: [] as string[], item: [] as number[], submitBar: 0 },
  /** Wraps a template so each render is written down before it renders as before. */
  counted:
    <P extends object>(Template: ComponentType<P>, note: (props: P) => void) =>
    (props: P) => {
      note(props);
      return <Template {...props} />;
    },
}));

vi.mock('./templates/array-field-item-template', async (original) => {
  const { ArrayFieldItemTemplate } =
    await original<typeof import('./templates/array-field-item-template')>();
  return {
    ArrayFieldItemTemplate: counted(ArrayFieldItemTemplate, (p) => renders.item.push(p.index)),
  };
});
vi.mock('./templates/base-input-template', async (original) => {
  const { BaseInputTemplate } = await original<typeof import('./templates/base-input-template')>();
  return { BaseInputTemplate: counted(BaseInputTemplate, (p) => renders.input.push(p.id)) };
});
vi.mock('./templates/submit-bar', async (original) => {
  const { SubmitBar } = await original<typeof import('./templates/submit-bar')>();
  return { SubmitBar: counted(SubmitBar, () => (renders.submitBar += 1)) };
});
vi.mock('@rjsf/shadcn/lib/Templates/Templates.js', async (original) => {
  const templates = (await original<{ default: Record<string, unknown> }>()).default;
  const FieldTemplate = templates.FieldTemplate as ComponentType<{ id: string }>;
  return {
    default: {
      ...templates,
      FieldTemplate: counted(FieldTemplate, (p) => renders.field.push(p.id)),
    },
  };
});

// Every SchemaUtils shares its class's prototype, so this sees the form's own calls too.
const schemaUtilsPrototype = Object.getPrototypeOf(
  createSchemaUtils(businessForm.validator, businessForm.schema),
) as { getDefaultFormState: (...args: unknown[]) => unknown };

const context = {
  optionSources: {
    countries: ['India'],
    entityTypes: ['Partnership'],
    categories: ['Retail', { value: 'other', label: 'Other' }],
    subCategories: ['Clothing'],
  },
};

const tenAddresses = () =>
  createBusiness({
    businessAddress: Array.from({ length: 10 }, (_, i) =>
      createAddress({ addressLine1: `${i + 1} MG Road` }),
    ),
  });

/** A screen holding the data itself, as the business screen does. */
function ControlledScreen() {
  const [data, setData] = useState<FormData>(tenAddresses);
  return (
    <SchemaForm form={businessForm} formData={data} onChange={setData} formContext={context} />
  );
}

const screens = {
  'keeping its own data (defaultFormData)': () => (
    <SchemaForm form={businessForm} defaultFormData={tenAddresses()} formContext={context} />
  ),
  'held by its screen (formData and onChange)': () => <ControlledScreen />,
};

// The list field comes in a chunk of its own, fetched with the form as a page does.
beforeAll(() => preloadForm(businessForm.schema, businessForm.uiSchema));

describe.each(Object.entries(screens))('Typing in a 10-address business form %s', (_, Screen) => {
  let defaults: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    defaults = vi.spyOn(schemaUtilsPrototype, 'getDefaultFormState');
  });
  afterEach(() => defaults.mockRestore());

  it("re-renders only the last address's City, its ancestors and the submit bar, and recomputes no defaults", async () => {
    const user = userEvent.setup();
    let commits = 0;
    const onRender: ProfilerOnRenderCallback = () => (commits += 1);
    render(
      <Profiler id="business-form" onRender={onRender}>
        <Screen />
      </Profiler>,
    );
    const cities = screen.getAllByRole('textbox', { name: /City/ });
    const city = cities.at(-1)!;
    expect(cities).toHaveLength(10);
    await user.click(city);

    renders.field = [];
    renders.input = [];
    renders.item = [];
    renders.submitBar = 0;
    defaults.mockClear();
    commits = 0;
    await user.type(city, 'ab');

    expect(city).toHaveValue('Puneab');
    // One commit per keystroke: the screen's data and the form's change render together.
    expect(commits).toBe(2);
    // Nothing the submit bar shows changed: it is the same element, not rendered again.
    expect(renders.submitBar).toBe(0);
    // Of the ten address blocks, only the last one re-rendered; of the text boxes, only its City.
    expect(new Set(renders.item)).toEqual(new Set([9]));
    expect(new Set(renders.input)).toEqual(new Set(['business_businessAddress_9_city']));
    // Fields re-rendered: the City and the blocks holding it, none beside them.
    const path = ['business', 'business_businessAddress', 'business_businessAddress_9'];
    const allowed = new Set([...path, 'business_businessAddress_9_city']);
    expect(renders.field.filter((id) => !allowed.has(id))).toEqual([]);
    // No keystroke re-derived the whole form's defaults.
    expect(defaults).not.toHaveBeenCalled();
  });
});

/** A widget whose one press reports several changes, as a widget may within one event. */
function StepsWidget({ onChange, options }: WidgetProps) {
  return (
    <button type="button" onClick={() => (options.steps as unknown[]).forEach((v) => onChange(v))}>
      Change
    </button>
  );
}

const stepsForm = (steps: unknown[]): FormDefinition => ({
  name: 'steps',
  schema: { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } } },
  uiSchema: { a: { 'ui:widget': 'steps', 'ui:options': { steps } } },
  validator,
  widgets: { steps: StepsWidget },
});

describe('A screen holding the data hears of each change once, with the data the form holds', () => {
  it('one report per keystroke, sharing every untouched address', async () => {
    const user = userEvent.setup();
    const start = tenAddresses();
    const onChange = vi.fn();
    render(
      <SchemaForm
        form={businessForm}
        defaultFormData={start}
        onChange={onChange}
        formContext={context}
      />,
    );
    const city = screen.getAllByRole('textbox', { name: /City/ }).at(-1)!;
    await user.click(city);
    onChange.mockClear();
    await user.type(city, 'ab');

    expect(onChange).toHaveBeenCalledTimes(2);
    const [[first], [second]] = onChange.mock.calls as [[FormData], [FormData]];
    const addresses = (data: FormData) => data.businessAddress as Array<Record<string, unknown>>;
    expect(addresses(first)[9]!.city).toBe('Punea');
    expect(addresses(second)[9]!.city).toBe('Puneab');
    expect(addresses(second)[0]).toBe(addresses(first)[0]);
  });

  it.each([
    ['two typed values', ['x', 'xy'], 'xy'],
    ['a cleared value, then a typed one', [undefined, 'z'], 'z'],
    ['a typed value, then a cleared one', ['x', undefined], undefined],
  ])('keeps the last of several changes made in one event: %s', async (_, steps, last) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <SchemaForm form={stepsForm(steps)} defaultFormData={{ b: 'kept' }} onChange={onChange} />,
    );
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(onChange).toHaveBeenCalled();
    expect(onChange.mock.lastCall).toEqual([{ a: last, b: 'kept' }]);
  });
});

/** A field whose one press sets two of its object's values, `a` then `b`. */
function BothField({ onChange, fieldPathId }: FieldProps) {
  const set = () => {
    onChange('x', [...fieldPathId.path, 'a']);
    onChange('y', [...fieldPathId.path, 'b']);
  };
  return (
    <button type="button" onClick={set}>
      Set both
    </button>
  );
}

describe('LeafChangeForm reporting a change ahead of its commit', () => {
  it('reports ahead only data it then commits, even for two changes in one event', async () => {
    const user = userEvent.setup();
    const ahead = vi.fn();
    const committed = vi.fn();
    render(
      <LeafChangeForm
        schema={{ type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } } }}
        uiSchema={{ 'ui:field': 'both' }}
        fields={{ both: BothField }}
        templates={theme.templates}
        validator={validator}
        formData={{ a: '', b: '' }}
        onChange={(event) => committed(event.formData)}
        onLeafChange={ahead}
      >
        {/* As SchemaForm renders it: RJSF's own submit button is not in our registry. */}
        <></>
      </LeafChangeForm>,
    );
    await user.click(screen.getByRole('button', { name: 'Set both' }));

    expect(committed.mock.lastCall).toEqual([{ a: 'x', b: 'y' }]);
    expect(ahead).toHaveBeenCalled();
    const reported = committed.mock.calls.map(([data]) => data as unknown);
    for (const [data] of ahead.mock.calls) expect(reported).toContain(data);
  });
});
