import type { ComponentType } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import { useDeepCompareMemo, type FieldProps } from '@rjsf/utils';

/**
 * RJSF's object and array fields, handed a UI schema that keeps its identity while its content does.
 * RJSF's SchemaField gives each field a fresh copy of its UI schema on every render; the object and
 * array fields build their callbacks and item options from it, so every property and every item
 * (all ten addresses) saw new props and re-rendered whenever one of them changed. With the same
 * UI schema, RJSF's own memoized properties and items skip all but the one being typed in.
 */
function withStableUiSchema(Field: ComponentType<FieldProps>) {
  function StableUiSchemaField(props: FieldProps) {
    const uiSchema = useDeepCompareMemo(props.uiSchema);
    return <Field {...props} uiSchema={uiSchema} />;
  }
  return StableUiSchemaField;
}

const { fields } = getDefaultRegistry();

export const stableFields = {
  ObjectField: withStableUiSchema(fields.ObjectField as ComponentType<FieldProps>),
  ArrayField: withStableUiSchema(fields.ArrayField as ComponentType<FieldProps>),
};
