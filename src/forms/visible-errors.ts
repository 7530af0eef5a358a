import type { ErrorSchema } from '@rjsf/utils';
import type { FieldErrors } from '@/shared/validation/field-errors';

/**
 * RJSF names a field's DOM id after its path: prefix "business" and pointer
 * "/businessAddress/0/city" give "business_businessAddress_0_city". Our property names have no "_".
 */
export function idToPointer(prefix: string, id: string): string {
  const rest = id.startsWith(`${prefix}_`) ? id.slice(prefix.length + 1) : '';
  return rest === '' ? '' : `/${rest.split('_').join('/')}`;
}

/** A field counts as touched when it, or something inside it, has been blurred. */
function isTouched(pointer: string, touched: ReadonlySet<string>): boolean {
  for (const t of touched) {
    if (t === pointer || t.startsWith(`${pointer}/`)) return true;
  }
  return false;
}

/** The errors a member should see now: those of touched fields, or all after a submit attempt. */
export function visibleErrors(
  all: FieldErrors,
  touched: ReadonlySet<string>,
  showAll: boolean,
): FieldErrors {
  if (showAll) return all;
  return Object.fromEntries(Object.entries(all).filter(([pointer]) => isTouched(pointer, touched)));
}

/** RJSF's nested `{ a: { 0: { b: { __errors: [...] } } } }` shape, for `extraErrors`. */
export function toErrorSchema(errors: FieldErrors): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const [pointer, message] of Object.entries(errors)) {
    let node = root;
    for (const key of pointer.split('/').slice(1)) {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    node.__errors = [message];
  }
  return root as ErrorSchema;
}

export function valueAt(data: unknown, pointer: string): unknown {
  let node = data;
  for (const key of pointer.split('/').slice(1)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}
