import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { getWidget, type RJSFSchema } from '@rjsf/utils';
import { BUILT_IN_WIDGETS } from '@/shared/widget-names';
import { preloadForm, theme } from '@/forms/theme';
import { getDefaultRegistry } from '@rjsf/core';
import leanWidgets from './widgets';
import leanFields from './fields';
import { SchemaForm } from '@/forms/schema-form';
import { baselineForms } from '@/forms/generated';
import { createBusiness, createSignUp } from '../../../../tests/fixtures/forms';

// No mock: the swaps (src/fast/vite/rjsf-swaps.ts) apply in Vitest as in the build, so the
// registry rendered here is the one members get.

const registered = { ...leanWidgets(), ...theme.widgets };

describe('the lean RJSF registry', () => {
  it('is the registry RJSF itself builds here', () => {
    const { fields, widgets, templates } = getDefaultRegistry();
    expect(Object.keys(fields).sort()).toEqual(Object.keys(leanFields()).sort());
    expect(fields).not.toHaveProperty('LayoutGridField');
    expect(Object.keys(widgets).sort()).toEqual(Object.keys(leanWidgets()).sort());
    expect(templates).not.toHaveProperty('ErrorListTemplate');
  });

  it.each(BUILT_IN_WIDGETS)('has the built-in widget a UI schema may name: %s', (name) => {
    const schema: RJSFSchema = { type: name === 'checkbox' ? 'boolean' : 'string' };
    expect(() => getWidget(schema, name, registered)).not.toThrow();
  });

  it.each([
    ['an enum', { type: 'string', enum: ['a', 'b'] }, 'select'],
    ['a URL', { type: 'string', format: 'uri' }, 'uri'],
    ['a number', { type: 'number' }, 'text'],
    ['a boolean', { type: 'boolean' }, 'checkbox'],
  ] as const)('has the widget RJSF picks for %s', (_, schema, widget) => {
    expect(() => getWidget(schema as RJSFSchema, widget, registered)).not.toThrow();
  });

  const data: Record<string, Record<string, unknown>> = {
    business: createBusiness(),
    'wizard-business': createBusiness(),
    'sign-up': createSignUp(),
  };
  it.each(baselineForms.map((form) => [form.name, form] as const))(
    'renders every field of the %s form',
    async (name, form) => {
      await preloadForm(form.schema, form.uiSchema);
      const { container } = render(<SchemaForm form={form} defaultFormData={data[name] ?? {}} />);
      expect(container.textContent).not.toMatch(/Unsupported field|No widget/i);
      expect(container.querySelectorAll('input, textarea, button').length).toBeGreaterThan(0);
      // The list field arrives deferred: a business's address renders its fields all the same.
      if (name.endsWith('business'))
        expect(container.querySelector('[id$="_city"]')).not.toBeNull();
    },
  );
});
