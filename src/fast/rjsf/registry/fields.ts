/**
 * RJSF's default fields here (../../vite/rjsf-swaps.ts swaps this in for
 * @rjsf/core's fields index). Left out: the layout fields (LayoutGridField, LayoutHeaderField,
 * LayoutMultiSchemaField), which render only for a `ui:field` naming them, which `schemas:check`
 * refuses. The array and oneOf/anyOf fields come in chunks of their own, fetched with a form whose
 * schema has a list or a choice of schemas (`preloadFields`), so the login form never gets them.
 */
import type { ComponentType } from 'react';
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import CyclicSchemaField from '@rjsf/core/lib/components/fields/CyclicSchemaField.js';
import FallbackField from '@rjsf/core/lib/components/fields/FallbackField.js';
import NullField from '@rjsf/core/lib/components/fields/NullField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import OptionalDataControlsField from '@rjsf/core/lib/components/fields/OptionalDataControlsField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import { deferred } from './deferred';

// RJSF's field components are generic over the form's types; the registry takes them as any field.
type Field = ComponentType<object>;

const ArrayField = deferred<object>(() =>
  import('@rjsf/core/lib/components/fields/ArrayField.js').then((m) => m.default as Field),
);
const MultiSchemaField = deferred<object>(() =>
  import('@rjsf/core/lib/components/fields/MultiSchemaField.js').then((m) => m.default as Field),
);

const has = (schema: unknown, found: (node: Record<string, unknown>) => boolean): boolean =>
  !!schema &&
  typeof schema === 'object' &&
  (found(schema as Record<string, unknown>) ||
    Object.values(schema).some((value) => has(value, found)));

/** Whether a schema has a list anywhere, which renders RJSF's array field and the list templates. */
export const hasList = (schema: unknown) =>
  has(
    schema,
    (node) => node.type === 'array' || (Array.isArray(node.type) && node.type.includes('array')),
  );

/** Whether a UI schema asks for a widget by name anywhere. */
export const asksForWidget = (uiSchema: unknown, widget: string) =>
  has(uiSchema, (node) => node['ui:widget'] === widget);

/** Fetches the deferred fields a schema will render, beside the form's other modules. */
export async function preloadFields(schema: unknown): Promise<void> {
  await Promise.all([
    hasList(schema) ? ArrayField.preload() : undefined,
    has(schema, (node) => 'oneOf' in node || 'anyOf' in node)
      ? MultiSchemaField.preload()
      : undefined,
  ]);
}

export default function fields() {
  return {
    AnyOfField: MultiSchemaField,
    ArrayField,
    BooleanField,
    CyclicSchemaField,
    FallbackField,
    NumberField,
    ObjectField,
    OneOfField: MultiSchemaField,
    OptionalDataControlsField,
    SchemaField,
    StringField,
    NullField,
  };
}
