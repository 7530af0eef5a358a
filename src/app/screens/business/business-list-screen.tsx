import { useEffect, useState } from 'react';
import { toast } from '@/app/toasts';
import { Link } from 'react-router-dom';
import { SCREEN_TEXT } from '@/shared/messages';
import { BusinessTable } from '../../components/business-table';
import { api } from '../../services';

interface Item {
  businessId: string;
  businessName: string;
}

const button =
  'bg-primary text-primary-foreground hover:bg-primary/90 inline-flex h-9 items-center rounded-md px-4 text-sm font-medium';

/** My Businesses (§2): a table of names with Edit, and Add business. */
export function BusinessListScreen() {
  const [items, setItems] = useState<Item[] | undefined>();

  useEffect(() => {
    api
      .get('business/')
      .json<Item[]>()
      .then(setItems, (error: unknown) => {
        console.error('Could not load businesses', error);
        toast.error(SCREEN_TEXT.someError);
        setItems([]);
      });
  }, []);

  return (
    <section className="flex flex-col gap-6">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">{SCREEN_TEXT.myBusinesses}</h1>
        <Link to="/secure/add-business" className={button}>
          {SCREEN_TEXT.addBusiness}
        </Link>
      </div>
      {items === undefined ? (
        <p role="status">{SCREEN_TEXT.loading}</p>
      ) : items.length === 0 ? (
        <p className="text-muted-foreground rounded-lg border border-dashed p-8 text-center">
          {SCREEN_TEXT.noBusinesses}
        </p>
      ) : (
        <BusinessTable
          rows={items}
          keyOf={(item) => item.businessId}
          nameOf={(item) => item.businessName}
          actionsHeading={SCREEN_TEXT.edit}
          actions={(item) => (
            <Link
              to={`/secure/edit-business?bizId=${encodeURIComponent(item.businessId)}`}
              className="text-primary font-medium underline-offset-4 hover:underline"
              aria-label={`${SCREEN_TEXT.edit} ${item.businessName}`}
            >
              {SCREEN_TEXT.edit}
            </Link>
          )}
        />
      )}
    </section>
  );
}
