import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/fast/button';
import { useLanguage, useT } from '@/i18n/texts-provider';
import { t as textNow } from '@/i18n/texts';
import { api } from '@/lib/services';
import { forgetMyProfile } from '@/lib/my-profile';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/ui/toasts';
import type { PrivacyNotice } from '@/shared/api/answers';
import { ConsentBoxes, focusUnticked, NO_TICKS, PRIVACY_PAGE, unticked } from './consent-boxes';

const RENEWAL = 'consent-renewal';

/**
 * Shown in place of a signed-in page while the member's latest consent is not to the current
 * privacy notice (it changed, or they joined before consent was asked): what is kept, why and who
 * receives it, the full notice a link away, the same two boxes as sign-up, and "I agree", which
 * records a consent (channel renewal); or "Your data", to see, download or delete instead.
 */
export function ConsentRenewal({ onAgreed }: { onAgreed: () => void }) {
  const t = useT();
  const { language } = useLanguage();
  const [notice, setNotice] = useState<PrivacyNotice>();
  const [ticks, setTicks] = useState(NO_TICKS);
  const [askTicks, setAskTicks] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    api
      .get('privacy/notice', { searchParams: { lang: language } })
      .json<PrivacyNotice>()
      .then(
        (answer) => live && setNotice(answer),
        (error: unknown) => console.error('Could not load the privacy notice', error),
      );
    return () => {
      live = false;
    };
  }, [language]);

  const agree = async () => {
    if (unticked(ticks) || !notice) {
      setAskTicks(true);
      focusUnticked(RENEWAL, ticks);
      return;
    }
    setSaving(true);
    try {
      await api.post('me/consent', { json: { notice: notice.version, adult: true } }).json();
      forgetMyProfile();
      onAgreed();
    } catch (error) {
      console.error('Could not record the consent', error);
      toast.error(await errorMessage(error, textNow('consent.renew.failed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="consent-renewal-title" className="flex flex-col gap-4">
      <h1 id="consent-renewal-title" className="text-2xl font-semibold">
        {t('consent.renew.firstTitle')}
      </h1>
      <p>{t('consent.renew.intro')}</p>
      {notice && (
        <ul className="flex flex-col gap-2">
          {notice.items.map((item) => (
            <li key={item.id} className="rounded-lg border p-3 text-sm">
              <p className="font-medium">{item.data}</p>
              <p className="text-muted-foreground">{item.purpose}</p>
              {item.sharedWith.length > 0 && (
                <p className="text-muted-foreground">{item.sharedWith.join(', ')}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      <a
        href={PRIVACY_PAGE}
        target="_blank"
        rel="noopener"
        className="text-primary inline-flex min-h-11 items-center self-start font-medium underline underline-offset-4"
      >
        {t('consent.renew.fullNotice')}
        <span className="sr-only"> {t('consent.newTab')}</span>
      </a>
      <ConsentBoxes
        value={ticks}
        onChange={setTicks}
        showErrors={askTicks}
        idPrefix={RENEWAL}
        disabled={saving}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Link
          to="/secure/my-data"
          className="border-input hover:bg-accent inline-flex min-h-11 items-center justify-center rounded-md border px-4 font-medium md:min-h-9"
        >
          {t('consent.renew.yourData')}
        </Link>
        <Button
          type="button"
          className="min-h-11 px-4 md:min-h-9"
          disabled={saving}
          onClick={() => void agree()}
        >
          {saving ? t('consent.renew.saving') : t('consent.renew.agree')}
        </Button>
      </div>
    </section>
  );
}
