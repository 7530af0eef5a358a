import type { ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { Button } from '@/fast/button';
import { useT } from '@/i18n/texts-provider';

/**
 * One item (an address) as a card. Remove is offered only while more than one item exists, so a
 * list that needs at least one can never be emptied from the form.
 */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const t = useT();
  const { children, buttonsProps, index, totalItems, parentUiSchema, registry } = props;
  const options = getUiOptions(parentUiSchema, registry.globalUiOptions);
  const removeText =
    typeof options.removeText === 'string' ? options.removeText : t('forms.remove');
  const itemTitle = typeof options.itemTitle === 'string' ? options.itemTitle : undefined;
  const canRemove = buttonsProps.hasRemove && totalItems > 1;
  const itemLabel = itemTitle && t('forms.itemLabel', { itemTitle, number: index + 1 });
  return (
    <section
      className="border-border bg-card rounded-lg border p-4"
      aria-label={itemLabel || undefined}
    >
      {(itemTitle || canRemove) && (
        <div className="mb-2 flex items-center justify-between">
          <span className="text-muted-foreground text-sm font-medium">{itemLabel || null}</span>
          {canRemove && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="text-destructive"
              onClick={buttonsProps.onRemoveItem}
              disabled={buttonsProps.disabled || buttonsProps.readonly}
              aria-label={
                itemTitle
                  ? t('forms.removeItemLabel', {
                      removeText,
                      itemTitle: itemTitle.toLowerCase(),
                      number: index + 1,
                    })
                  : undefined
              }
            >
              {removeText}
            </Button>
          )}
        </div>
      )}
      {children}
    </section>
  );
}
