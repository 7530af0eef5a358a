import type { FormDefinition } from './define-form';
import { firstFieldElement } from './visible-errors';

/**
 * Puts the focus in the form's first field on the page (in document order, so as the UI schema
 * orders them): its own input, as a click on its label would. For a screen that starts the form
 * afresh for someone new, who then types at once.
 */
export function focusFirstField(form: FormDefinition): void {
  const pointers = Object.keys(form.schema.properties ?? {}).map((name) => `/${name}`);
  firstFieldElement(document.body, form.name, pointers)?.focus();
}
