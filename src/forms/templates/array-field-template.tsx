import type { ArrayFieldTemplateProps } from '@rjsf/utils';
import { buttonId, getUiOptions } from '@rjsf/utils';
import { Button } from '@/fast/button';
import { useT } from '@/i18n/texts-provider';

/** A titled list of items (addresses) with the UI schema's add text ("Add another address"). */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const t = useT();
  const {
    canAdd,
    disabled,
    readonly,
    fieldPathId,
    items,
    onAddClick,
    title,
    uiSchema,
    required,
    rawErrors,
  } = props;
  const options = getUiOptions(uiSchema);
  const addText = typeof options.addText === 'string' ? options.addText : t('forms.add');
  return (
    <fieldset className="flex flex-col gap-3" id={fieldPathId.$id}>
      <legend className="mb-2 text-base font-semibold">
        {options.title ?? title}
        {required ? '*' : null}
      </legend>
      {items}
      {rawErrors && rawErrors.length > 0 && (
        <p className="text-destructive text-sm" role="alert">
          {rawErrors[0]}
        </p>
      )}
      {canAdd && !readonly && (
        <Button
          type="button"
          variant="outline"
          id={buttonId(fieldPathId, 'add')}
          onClick={onAddClick}
          disabled={disabled}
          className="self-start"
        >
          {addText}
        </Button>
      )}
    </fieldset>
  );
}
