/**
 * RJSF's default templates that shadcn's theme (src/forms/theme.ts) does not replace; the ones it
 * replaces would only be downloaded to be overridden. Stands in for @rjsf/core's templates index
 * (../../vite/rjsf-swaps.ts).
 */
import ArrayFieldDescriptionTemplate from '@rjsf/core/lib/components/templates/ArrayFieldDescriptionTemplate.js';
import ArrayFieldItemButtonsTemplate from '@rjsf/core/lib/components/templates/ArrayFieldItemButtonsTemplate.js';
import ArrayFieldTitleTemplate from '@rjsf/core/lib/components/templates/ArrayFieldTitleTemplate.js';
import FallbackFieldTemplate from '@rjsf/core/lib/components/templates/FallbackFieldTemplate.js';
import UnsupportedField from '@rjsf/core/lib/components/templates/UnsupportedField.js';

export default function templates() {
  return {
    ArrayFieldDescriptionTemplate,
    ArrayFieldItemButtonsTemplate,
    ArrayFieldTitleTemplate,
    ButtonTemplates: {},
    FallbackFieldTemplate,
    UnsupportedFieldTemplate: UnsupportedField,
  };
}
