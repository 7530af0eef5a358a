import type { ThemeProps } from '@rjsf/core';
import type {
  ArrayFieldItemTemplateProps,
  ArrayFieldTemplateProps,
  WidgetProps,
} from '@rjsf/utils';
import { asksForWidget, deferred, hasList, preloadFields, shadcnTemplates } from '@/fast/form';
import { BaseInputTemplate } from './templates/base-input-template';
import { FieldHelpTemplate } from './templates/field-help-template';

// The list templates and the text area come in chunks of their own, with a form that renders them
// (`preloadForm`): the login and sign-up pages have neither.
const ArrayFieldTemplate = deferred<ArrayFieldTemplateProps>(() =>
  import('./templates/array-field-template').then((m) => m.ArrayFieldTemplate),
);
const ArrayFieldItemTemplate = deferred<ArrayFieldItemTemplateProps>(() =>
  import('./templates/array-field-item-template').then((m) => m.ArrayFieldItemTemplate),
);
const TextareaWidget = deferred<WidgetProps>(() =>
  import('./templates/textarea-widget').then((m) => m.TextareaWidget),
);

/**
 * Fetches the deferred parts a form will render, beside the form's other modules: RJSF's list and
 * choice fields, and this theme's list templates and text area.
 */
export const preloadForm = (schema: unknown, uiSchema: unknown) =>
  Promise.all([
    preloadFields(schema),
    hasList(schema) && ArrayFieldTemplate.preload(),
    hasList(schema) && ArrayFieldItemTemplate.preload(),
    asksForWidget(uiSchema, 'textarea') && TextareaWidget.preload(),
  ]);

/**
 * shadcn/ui's RJSF templates (decision 004); our widgets come with each form
 * (`FormDefinition.widgets`). shadcn's own widget set is left out on purpose: its checkbox pulls
 * in the whole Radix icon set, and our forms use none of those widgets.
 * The text box, textarea, help text and list templates are ours for sizes: 44 px fields on phones,
 * one left edge for every field, 14 px help that never turns red. shadcn's templates are taken one
 * by one, so the ones ours replace, and those our forms never render (the error list, the submit
 * button: `SchemaForm` renders its own; the layout grid), are not downloaded (@/fast/form).
 */
export const theme: ThemeProps = {
  widgets: { TextareaWidget },
  templates: {
    ...shadcnTemplates,
    ArrayFieldItemTemplate,
    ArrayFieldTemplate,
    BaseInputTemplate,
    FieldHelpTemplate,
  },
};
