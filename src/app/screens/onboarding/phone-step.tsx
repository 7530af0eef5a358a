import { useEffect, useState } from 'react';
import { HTTPError } from 'ky';
import { Link } from 'react-router-dom';
import { useT } from '@/i18n/texts-provider';
import { t as textNow } from '@/i18n/texts';
import { toast } from '@/ui/toasts';
import { errorMessage, Refusal, retryAfterSeconds } from '@/lib/api-error';
import { api } from '@/lib/services';
import type { Answer } from '@/shared/api/answers';
import { useLiveForm } from '@/lib/live-forms';
import { focusFirstField } from '@/forms/focus-first-field';
import { SignInByCode } from '@/sign-in/sign-in-by-code';
import type { BeforeSend } from '@/sign-in/use-send-code';

interface PhoneStepProps {
  data: Record<string, unknown>;
  phase: 'phone' | 'otp';
  onChange: (data: Record<string, unknown>) => void;
  onPhase: (phase: 'phone' | 'otp') => void;
  onVerified: (uid: string) => void;
  /** The phone field takes the focus once shown: the wizard was started afresh for someone new. */
  autoFocus?: boolean;
}

/**
 * Step 1: a phone the network has not seen yet, then the WhatsApp code. A phone that
 * already submitted stops here.
 */
export function PhoneStep({
  data,
  phase,
  onChange,
  onPhase,
  onVerified,
  autoFocus = false,
}: PhoneStepProps) {
  const t = useT();
  const wizardPhoneForm = useLiveForm('wizard-phone');
  const phone = String(data.phone ?? '');
  // The phone the network already has a submission for: the flow stops there, said in the page.
  const [submittedPhone, setSubmittedPhone] = useState<string>();
  const alreadySubmitted = submittedPhone !== undefined && submittedPhone === phone;

  useEffect(() => {
    if (!autoFocus) return;
    // A turn later: the dialog that asked gives the focus back on closing, to a control now gone.
    const timer = setTimeout(() => focusFirstField(wizardPhoneForm));
    return () => clearTimeout(timer);
  }, [autoFocus, wizardPhoneForm]);

  /** A code goes only to a phone the network has not seen. */
  const isNew: BeforeSend = async (wait) => {
    try {
      const answer = await api
        .get(`auth/phone/${phone}`)
        .json<Answer<'/api/auth/phone/{phone}', 'get'>>();
      if (answer.code === 'USER_NOT_FOUND') return true;
      if (answer.code === 'USER_EXIST') setSubmittedPhone(phone);
      else toast.error(textNow('wizard.unexpected'));
    } catch (error) {
      // Too many checks from this address (429): the server names the wait.
      const seconds = await retryAfterSeconds(error);
      if (seconds) {
        toast.error(await errorMessage(error, textNow('wizard.checkFailed')));
        wait(seconds);
      } else {
        const invalid = error instanceof HTTPError && error.response.status === 400;
        toast.error(textNow(invalid ? 'wizard.invalidPhone' : 'wizard.checkFailed'));
      }
    }
    return false;
  };

  return (
    <SignInByCode
      form={wizardPhoneForm}
      data={data}
      onChange={onChange}
      step={phase === 'otp' ? 'otp' : 'form'}
      onStep={(step) => onPhase(step === 'otp' ? 'otp' : 'phone')}
      beforeSend={isNew}
      onVerified={async ({ response }) => {
        if (!response.userId) throw new Refusal(textNow('wizard.uidMissing'));
        onVerified(response.userId);
      }}
      backText={t('wizard.editPhone')}
      className="flex flex-col gap-4"
    >
      <div aria-live="polite">
        {alreadySubmitted && (
          <div className="flex flex-col gap-1 rounded-md border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950">
            <p className="font-medium">{t('errors.USER_EXIST')}</p>
            <p>
              {t('wizard.next.logInHint')}{' '}
              <Link
                to="/auth/login"
                state={{ phone }}
                className="text-primary font-medium underline underline-offset-4"
              >
                {t('wizard.next.logIn')}
              </Link>
            </p>
          </div>
        )}
      </div>
    </SignInByCode>
  );
}
