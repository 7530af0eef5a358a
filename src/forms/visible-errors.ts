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

/** The DOM id RJSF gives the field at `pointer`: the inverse of `idToPointer`. */
export function pointerToId(prefix: string, pointer: string): string {
  return [prefix, ...pointer.split('/').slice(1)].join('_');
}

const FOCUSABLE = 'input, select, textarea, button, [tabindex]:not([tabindex="-1"])';

/** The control a member would use for the field at `pointer`, if it is on the page. */
function fieldElement(root: HTMLElement, prefix: string, pointer: string): HTMLElement | null {
  const id = pointerToId(prefix, pointer);
  const found =
    root.querySelector<HTMLElement>(`[id="${id}"]`) ??
    root.querySelector<HTMLElement>(`[id^="${id}_"]`);
  if (!found) return null;
  // A visually hidden file input is worked through the button that controls it.
  if (found instanceof HTMLInputElement && found.type === 'file') {
    return root.querySelector<HTMLElement>(`[aria-controls="${id}"]`) ?? found;
  }
  if (found.matches(FOCUSABLE)) return found;
  return found.querySelector<HTMLElement>(FOCUSABLE) ?? found;
}

/** Of the fields at `pointers`, the first on the page (in document order). */
export function firstFieldElement(
  root: HTMLElement,
  prefix: string,
  pointers: readonly string[],
): HTMLElement | null {
  let first: HTMLElement | null = null;
  for (const pointer of pointers) {
    const element = fieldElement(root, prefix, pointer);
    if (!element) continue;
    if (!first || first.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING) {
      first = element;
    }
  }
  return first;
}
