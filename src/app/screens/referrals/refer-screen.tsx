import { useEffect, useState } from 'react';
import { HTTPError } from 'ky';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { SchemaForm } from '@/forms/schema-form';
import { useT } from '@/i18n/texts-provider';
import { t as textNow } from '@/i18n/texts';
import { errorMessage } from '@/lib/api-error';
import { useLiveForm } from '@/lib/live-forms';
import { api } from '@/lib/services';
import { toast } from '@/ui/toasts';
import type { Answer, ApiError } from '@/shared/api/answers';
import type { FieldErrors } from '@/shared/validation/field-errors';
import { LoadingOverlay } from '../../components/loading-overlay';
import { useReferralDraft, type ReferredBusiness } from './use-referral-draft';

/**
 * The form's one plain Yes box ("They agreed to be contacted") is RJSF's own checkbox, which no
 * other form shows and our theme does not restyle: here it gets the consent boxes' 44 px row.
 */
const CHECKBOX =
  '[&_.checkbox>label]:flex [&_.checkbox>label]:min-h-11 [&_.checkbox>label]:cursor-pointer [&_.checkbox>label]:items-start [&_.checkbox>label]:gap-3 [&_.checkbox_input]:accent-primary [&_.checkbox_input]:h-11 [&_.checkbox_input]:w-5 [&_.checkbox_input]:shrink-0 [&_.checkbox_label>span]:py-2.5 md:[&_.checkbox_label>span]:py-3';

const BACK =
  'text-primary inline-flex min-h-11 items-center self-start text-sm underline-offset-4 hover:underline';

/**
 * Give a referral (`/secure/directory/:id/refer`): the referral form (schemas/, which staff may
 * change) drawn by the form engine under the business's name. What is typed survives a reload.
 * Sent, it goes to the member's Given referrals.
 *
 * The heading needs the business's name. Opening a listing counts against the member's daily
 * views, so the name is not asked for again when it is already here: the listing's link may carry
 * it (`state.listing`), and the draft keeps it; only a page opened cold asks for the listing.
 */
export function ReferScreen() {
  const { id = '' } = useParams();
  const form = useLiveForm('referral');
  const t = useT();
  const navigate = useNavigate();
  const carried = (useLocation().state as { listing?: ReferredBusiness } | null)?.listing;
  const draft = useReferralDraft(id);
  const business = draft.business ?? carried;
  const [missing, setMissing] = useState<string>();
  const [sending, setSending] = useState(false);
  const [refused, setRefused] = useState<FieldErrors>();
  const { setBusiness } = draft;

  useEffect(() => {
    if (carried) setBusiness(carried);
  }, [carried, setBusiness]);

  useEffect(() => {
    if (draft.business || carried) return;
    let live = true;
    api
      .get(`directory/${encodeURIComponent(id)}`)
      .json<Answer<'/api/directory/{id}', 'get'>>()
      .then(
        ({ businessName, owner }) => live && setBusiness({ businessName, owner }),
        (error: unknown) => {
          console.error('Could not load the listing', error);
          // Not listed: no referral can go to it. Any other failure (the day's views used up)
          // leaves the form under its own title: the referral itself is no view.
          if (live && error instanceof HTTPError && error.response.status === 404)
            setMissing(textNow('referrals.notFound'));
        },
      );
    return () => {
      live = false;
    };
  }, [id, draft.business, carried, setBusiness]);

  const send = async (referral: Record<string, unknown>) => {
    setSending(true);
    try {
      await api.post(`directory/${encodeURIComponent(id)}/referrals`, { json: referral }).json();
      draft.clear();
      toast.success(
        textNow('referrals.sent', { name: business?.owner?.name ?? business?.businessName ?? '' }),
      );
      navigate('/secure/referrals?tab=given');
    } catch (error) {
      console.error('Could not give the referral', error);
      const body =
        error instanceof HTTPError
          ? ((await error.response
              .clone()
              .json()
              .catch(() => undefined)) as Partial<ApiError> | undefined)
          : undefined;
      if (body?.fields) setRefused(body.fields);
      else toast.error(await errorMessage(error, textNow('screen.someError')));
    } finally {
      setSending(false);
    }
  };

  const { description } = form.schema;
  return (
    <section className="flex flex-col gap-6">
      <Link to={`/secure/directory/${encodeURIComponent(id)}`} className={BACK}>
        ← {t('referrals.backToListing')}
      </Link>
      {missing ? (
        <p role="alert" className="rounded-lg border p-4">
          {missing}
        </p>
      ) : (
        <>
          <div className="flex flex-col gap-1">
            <h1 className="text-2xl font-semibold break-words">
              {business
                ? t('referrals.giveTitle', { businessName: business.businessName })
                : form.schema.title}
            </h1>
            {business?.owner && (
              <p className="text-muted-foreground break-words">
                {t('referrals.giveOwner', {
                  ownerName: business.owner.name,
                  groupNumber: business.owner.groupNumber,
                  groupName: business.owner.groupName,
                })}
              </p>
            )}
            {typeof description === 'string' && (
              <p className="text-muted-foreground text-sm">{description}</p>
            )}
          </div>
          <div className={CHECKBOX}>
            <SchemaForm
              form={form}
              formData={draft.data}
              onChange={draft.setData}
              onSubmit={(referral) => void send(referral)}
              externalErrors={refused}
              busy={sending}
            />
          </div>
        </>
      )}
      {sending && <LoadingOverlay />}
    </section>
  );
}
