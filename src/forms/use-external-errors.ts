import { useState } from 'react';
import type { FieldErrors } from '@/shared/validation/field-errors';
import { valueAt } from './visible-errors';

/**
 * Errors from outside the schema (the group lookup's "Group not found.") stay until the member
 * changes that field: each is kept while its field still holds the value it had when it arrived.
 */
export function useExternalErrors(external: FieldErrors | undefined, data: unknown): FieldErrors {
  const snapshot = () => ({
    for: external,
    values: Object.fromEntries(Object.keys(external ?? {}).map((p) => [p, valueAt(data, p)])),
  });
  const [taken, setTaken] = useState(snapshot);
  let current = taken;
  if (taken.for !== external) {
    current = snapshot();
    setTaken(current);
  }
  return Object.fromEntries(
    Object.entries(external ?? {}).filter(([p]) => valueAt(data, p) === current.values[p]),
  );
}
