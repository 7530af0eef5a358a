import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/fast/button';
import { useLanguage, useT } from '@/i18n/texts-provider';
import { t as textNow } from '@/i18n/texts';
import { errorMessage } from '@/lib/api-error';
import { displayPhone } from '@/lib/phone-parts';
import { api, tokenStore } from '@/lib/services';
import { OtpStep } from '@/sign-in/lazy-otp-step';
import { SendWait } from '@/sign-in/send-wait';
import { useSendCode } from '@/sign-in/use-send-code';
import { toast } from '@/ui/toasts';
import type { Answer } from '@/shared/api/answers';
import type { SignInSuccessDetail } from '@/verification/phone-verifier';
import { longDate } from '../../components/deletion-notice';

type Scheduled = Answer<'/api/me/deletion', 'post'>;

const BUTTON = 'min-h-11 self-start px-4 md:min-h-9';

/**
 * Delete my account: confirmed with a code sent to the member's own phone, the same code step as
 * signing in. Once asked, the member is signed out everywhere, this page included, and it says the
 * day the account goes; with no grace it is gone at once.
 */
export function DeleteAccount({ phone, graceDays }: { phone: string; graceDays: number }) {
  const t = useT();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [scheduled, setScheduled] = useState<string>();
  const { step, sending, secondsToWait, sendCode, backToForm } = useSendCode(phone);

  const verified = async ({ token, response }: SignInSuccessDetail) => {
    try {
      const answer = await api
        .post('me/deletion', { json: { uid: response.userId, token } })
        .json<Scheduled>();
      // Signed out everywhere: this browser too.
      tokenStore.clear();
      if (answer.erased) {
        toast.success(textNow('myData.erased'));
        navigate('/auth/login', { replace: true });
        return;
      }
      setScheduled(answer.deletionDueAt);
    } catch (error) {
      toast.error(await errorMessage(error, textNow('screen.someError')));
      backToForm();
      setConfirming(false);
    }
  };

  if (scheduled)
    return (
      <div role="status" className="flex flex-col gap-2 rounded-lg border p-4">
        <p className="font-medium">
          {t('myData.scheduled', { date: longDate(scheduled, language) })}
        </p>
        <p className="text-muted-foreground">{t('myData.signedOut')}</p>
      </div>
    );

  if (confirming && step === 'otp')
    return (
      <Suspense fallback={<p role="status">{t('screen.loading')}</p>}>
        <OtpStep
          phone={phone}
          verifiedText={t('myData.deleting')}
          onVerified={verified}
          onBack={() => {
            backToForm();
            setConfirming(false);
          }}
        />
      </Suspense>
    );

  return (
    <div className="flex flex-col gap-3">
      <p>{t('myData.deleteText', { days: graceDays })}</p>
      {confirming ? (
        <div className="flex flex-col gap-3 rounded-lg border p-4">
          <p>{t('myData.deleteConfirm', { phone: displayPhone(phone) })}</p>
          <div className="flex flex-wrap gap-3">
            <Button
              type="button"
              variant="destructive"
              className={BUTTON}
              disabled={sending || secondsToWait > 0}
              onClick={() => void sendCode()}
            >
              {t('myData.sendCode')}
            </Button>
            <Button
              type="button"
              variant="outline"
              className={BUTTON}
              onClick={() => setConfirming(false)}
            >
              {t('myData.cancel')}
            </Button>
          </div>
          <SendWait seconds={secondsToWait} />
        </div>
      ) : (
        <Button
          type="button"
          variant="destructive"
          className={BUTTON}
          onClick={() => setConfirming(true)}
        >
          {t('myData.delete')}
        </Button>
      )}
    </div>
  );
}
