import type { BaseInputTemplateProps } from '@rjsf/utils';
import shadcnTemplates from '@rjsf/shadcn/lib/Templates/Templates.js';

const ShadcnBaseInput = shadcnTemplates.BaseInputTemplate!;

/**
 * shadcn's input plus what phones need: the UI schema's `inputMode` (numeric keypad), the schema's
 * `maxLength` enforced while typing, and `aria-invalid` so the error style and screen readers agree.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { options, schema, rawErrors = [] } = props;
  return (
    <ShadcnBaseInput
      {...props}
      extraProps={{
        ...props.extraProps,
        inputMode: options.inputMode as BaseInputTemplateProps['inputMode'],
        maxLength: schema.maxLength,
        'aria-invalid': rawErrors.length > 0 || undefined,
      }}
    />
  );
}
