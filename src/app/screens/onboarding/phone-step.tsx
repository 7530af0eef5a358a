import { useState } from 'react';
import { toast } from '@/app/toasts';
import { HTTPError } from 'ky';
import { Link } from 'react-router-dom';
import { SchemaForm } from '@/forms/schema-form';
import { API_ERRORS } from '@/shared/api-errors';
import { OTP_TEXT, WIZARD_NEXT_TEXT, WIZARD_TEXT } from '@/shared/messages';
import type { SignInSuccessDetail } from '@/verification/phone-verifier';
import { errorMessage, Refusal, retryAfterSeconds } from '../../api-error';
import { SendWait } from '../../components/send-wait';
import { useSendWait } from '../../hooks/use-send-wait';
import { phoneParts } from '../../phone-parts';
import { api, verifier } from '../../services';
import { OtpStep, preloadOtpStep } from '../auth/lazy-otp-step';
import { useLiveForm } from '../../live-forms';

interface PhoneStepProps {
  data: Record<string, unknown>;
  phase: 'phone' | 'otp';
  onChange: (data: Record<string, unknown>) => void;
  onPhase: (phase: 'phone' | 'otp') => void;
  onVerified: (uid: string) => void;
}

/**
 * Step 1 (§2, §4): a phone the network has not seen yet, then the WhatsApp code. A phone that
 * already submitted stops here.
 */
export function PhoneStep({ data, phase, onChange, onPhase, onVerified }: PhoneStepProps) {
  const wizardPhoneForm = useLiveForm('wizard-phone');
  const [checking, setChecking] = useState(false);
  const phone = String(data.phone ?? '');
  // The phone the network already has a submission for: the flow stops there, said in the page.
  const [submittedPhone, setSubmittedPhone] = useState<string>();
  const alreadySubmitted = submittedPhone !== undefined && submittedPhone === phone;
  const { secondsToWait, wait } = useSendWait(phone);

  const check = async () => {
    setChecking(true);
    preloadOtpStep();
    try {
      const answer = await api
        .get(`auth/phone/${phone}`)
        .json<{ success?: boolean; code?: string }>();
      if (answer.code === 'USER_EXIST') {
        setSubmittedPhone(phone);
      } else if (answer.code === 'USER_NOT_FOUND') {
        const sent = await verifier.initiate(phoneParts(phone));
        if (sent.success) {
          onPhase('otp');
        } else {
          toast.error(sent.response.errorMessage);
          if (sent.retryAfter) wait(sent.retryAfter);
        }
      } else {
        toast.error(WIZARD_TEXT.unexpected);
      }
    } catch (error) {
      // Too many checks from this address (429): the server names the wait.
      const seconds = await retryAfterSeconds(error);
      if (seconds) {
        toast.error(await errorMessage(error, API_ERRORS, WIZARD_TEXT.checkFailed));
        wait(seconds);
      } else {
        const invalid = error instanceof HTTPError && error.response.status === 400;
        toast.error(invalid ? WIZARD_TEXT.invalidPhone : WIZARD_TEXT.checkFailed);
      }
    } finally {
      setChecking(false);
    }
  };

  const verified = async ({ response }: SignInSuccessDetail) => {
    if (!response.userId) throw new Refusal(WIZARD_TEXT.uidMissing);
    onVerified(response.userId);
  };

  if (phase === 'otp') {
    return (
      <OtpStep
        phone={phone}
        verifiedText={OTP_TEXT.processing}
        onVerified={verified}
        onBack={() => onPhase('phone')}
        backText={WIZARD_TEXT.editPhone}
      />
    );
  }
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{wizardPhoneForm.schema.title}</h1>
      <SchemaForm
        form={wizardPhoneForm}
        formData={data}
        onChange={onChange}
        onSubmit={() => void check()}
        busy={checking}
        submitDisabled={secondsToWait > 0}
      />
      <SendWait seconds={secondsToWait} />
      <div aria-live="polite">
        {alreadySubmitted && (
          <div className="flex flex-col gap-1 rounded-md border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950">
            <p className="font-medium">{WIZARD_TEXT.alreadySubmitted}</p>
            <p>
              {WIZARD_NEXT_TEXT.logInHint}{' '}
              <Link
                to="/auth/login"
                state={{ phone }}
                className="text-primary font-medium underline underline-offset-4"
              >
                {WIZARD_NEXT_TEXT.logIn}
              </Link>
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
