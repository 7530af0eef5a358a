import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/fast/button';
import { toast } from '@/ui/toasts';
import { useT } from '@/i18n/texts-provider';
import { t as textNow } from '@/i18n/texts';
import { BusinessTable } from '../../components/business-table';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { api } from '@/lib/services';
import type { ListedBusiness } from '@/shared/api/answers';
import { deleteBusinessTitle } from '../../texts/delete-business-title';

/** How long the toast after a delete offers Undo. */
const UNDO_MS = 5_000;

const button =
  'bg-primary text-primary-foreground hover:bg-primary/90 inline-flex h-9 items-center rounded-md px-4 text-sm font-medium';

const failed = async (error: unknown) => {
  console.error('Business list call failed', error);
  toast.error(await errorMessage(error, textNow('screen.someError')));
};

/** My Businesses: a table of names with Edit and Delete, and Add business. */
export function BusinessListScreen() {
  const [items, setItems] = useState<ListedBusiness[] | undefined>();
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useT();

  const load = useCallback(
    () =>
      api
        .get('business/')
        .json<ListedBusiness[]>()
        .then(setItems, async (error: unknown) => {
          await failed(error);
          setItems((current) => current ?? []);
        }),
    [],
  );
  useEffect(() => void load(), [load]);

  const restore = async (item: ListedBusiness) => {
    try {
      await api.post(`business/${encodeURIComponent(item.businessId)}/restore`);
      toast.success(textNow('screen.businessRestored', { name: item.businessName }));
      await load();
    } catch (error) {
      await failed(error);
    }
  };

  const remove = async (item: ListedBusiness) => {
    try {
      await api.delete(`business/${encodeURIComponent(item.businessId)}`);
    } catch (error) {
      return failed(error);
    }
    setItems((current) => current?.filter((i) => i.businessId !== item.businessId));
    // The row and its Delete button are gone: focus goes to the list, not to the page's start.
    heading.current?.focus();
    toast.withAction(
      textNow('screen.businessDeleted', { name: item.businessName }),
      { text: textNow('screen.undo'), onClick: () => void restore(item) },
      { duration: UNDO_MS },
    );
  };

  return (
    <section className="flex flex-col gap-6">
      <div className="flex items-center justify-between gap-4">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
          {t('screen.myBusinesses')}
        </h1>
        <Link to="/secure/add-business" className={button}>
          {t('screen.addBusiness')}
        </Link>
      </div>
      {items === undefined ? (
        <p role="status">{t('screen.loading')}</p>
      ) : items.length === 0 ? (
        <p className="text-muted-foreground rounded-lg border border-dashed p-8 text-center">
          {t('screen.noBusinesses')}
        </p>
      ) : (
        <BusinessTable
          rows={items}
          keyOf={(item) => item.businessId}
          nameOf={(item) => item.businessName}
          edit={(item) => (
            <Link
              to={`/secure/edit-business?bizId=${encodeURIComponent(item.businessId)}`}
              className="text-primary font-medium underline-offset-4 hover:underline"
              aria-label={t('screen.editNamed', { name: item.businessName })}
            >
              {t('screen.edit')}
            </Link>
          )}
          remove={(item) => (
            <ConfirmDialog
              title={deleteBusinessTitle(t, item.businessName)}
              description={t('confirm.deleteSavedBusinessBody')}
              cancelText={t('confirm.keep')}
              confirmText={t('confirm.delete')}
              onConfirm={() => void remove(item)}
              trigger={
                <Button
                  type="button"
                  variant="ghost"
                  className="text-destructive text-base"
                  aria-label={t('screen.deleteNamed', { name: item.businessName })}
                >
                  {t('screen.delete')}
                </Button>
              }
            />
          )}
        />
      )}
    </section>
  );
}
