import type { ThemeProps } from '@rjsf/core';
import shadcnTemplates from '@rjsf/shadcn/lib/Templates/Templates.js';
import TextareaWidget from '@rjsf/shadcn/lib/TextareaWidget/TextareaWidget.js';
import { widgets } from '../../widgets';
import { ArrayFieldTemplate } from './templates/array-field-template';
import { ArrayFieldItemTemplate } from './templates/array-field-item-template';
import { BaseInputTemplate } from './templates/base-input-template';

/**
 * shadcn/ui's RJSF templates (DESIGN §8) with our widgets. shadcn's own widget set is left out on
 * purpose: its checkbox pulls in the whole Radix icon set, and our forms use none of those widgets.
 */
export const theme: ThemeProps = {
  widgets: { TextareaWidget, ...widgets },
  templates: {
    ...shadcnTemplates,
    ArrayFieldTemplate,
    ArrayFieldItemTemplate,
    BaseInputTemplate,
  },
};
