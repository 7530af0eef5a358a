import { RichHelp } from '@rjsf/core';
import { helpId, type FieldHelpProps } from '@rjsf/utils';

/**
 * A field's help text: 14 px and muted, never red. The error under the field says what is wrong;
 * the help keeps saying what belongs there.
 */
export function FieldHelpTemplate({ fieldPathId, help, uiSchema, registry }: FieldHelpProps) {
  if (!help) return null;
  return (
    <span className="text-muted-foreground text-sm" id={helpId(fieldPathId)}>
      <RichHelp help={help} registry={registry} uiSchema={uiSchema} />
    </span>
  );
}
