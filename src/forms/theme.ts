import type { ThemeProps } from '@rjsf/core';
import { shadcnTemplates } from '@/fast/form';
import { ArrayFieldTemplate } from './templates/array-field-template';
import { ArrayFieldItemTemplate } from './templates/array-field-item-template';
import { BaseInputTemplate } from './templates/base-input-template';
import { FieldHelpTemplate } from './templates/field-help-template';
import { TextareaWidget } from './templates/textarea-widget';

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
