import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { SchemaForm } from '@/forms/schema-form';
import { SIGNUP_ERRORS, SIGNUP_FALLBACK } from '@/shared/api-errors';
import { NEXT_STEP_TEXT, OTP_TEXT } from '@/shared/messages';
import { anyVerified, type SignInSuccessDetail } from '@/verification/phone-verifier';
import type { AuthTokens } from '@/session/token-store';
import { refusalOf } from '../../api-error';
import { SendWait } from '../../components/send-wait';
import { useGroupFields } from '../../hooks/use-group-fields';
import { api } from '../../services';
import { useAfterSignIn } from '../../hooks/use-after-sign-in';
import { useSendCode } from '../../hooks/use-send-code';
import { OtpStep } from './lazy-otp-step';
import { useLiveForm } from '../../live-forms';

/** Sign Up (§2): the form, then the OTP, then the account. */
export function SignUpScreen() {
  const signUpForm = useLiveForm('sign-up');
  // A phone carried from a refusal elsewhere ("Sign up with this phone").
  const carried = (useLocation().state as { phone?: string } | null)?.phone;
  const [data, setData] = useState<Record<string, unknown>>(() =>
    carried ? { phone: carried } : {},
  );
  const afterSignIn = useAfterSignIn();
  const group = useGroupFields(data);
  const phone = String(data.phone ?? '');
  const { step, sending, secondsToWait, sendCode, backToForm } = useSendCode(phone);

  const signUp = async ({ token, response }: SignInSuccessDetail) => {
    try {
      const body = {
        ...data,
        uid: response.userId,
        isVerified: anyVerified(response.identities),
        token,
      };
      afterSignIn(await api.post('auth/signup', { json: body }).json<AuthTokens>());
    } catch (error) {
      throw await refusalOf(error, SIGNUP_ERRORS, SIGNUP_FALLBACK, {
        USER_EXISTS: { to: '/auth/login', text: NEXT_STEP_TEXT.logIn, state: { phone } },
      });
    }
  };

  if (step === 'otp') {
    return (
      <OtpStep
        phone={phone}
        verifiedText={OTP_TEXT.signingUp}
        onVerified={signUp}
        onBack={backToForm}
      />
    );
  }
  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{signUpForm.schema.title}</h1>
      <SchemaForm
        form={signUpForm}
        formData={data}
        onChange={setData}
        onSubmit={() => void sendCode()}
        onFieldBlur={(pointer, value, form) => void group.onFieldBlur(pointer, value, form)}
        externalErrors={group.externalErrors}
        formContext={group.formContext}
        busy={sending}
        submitDisabled={secondsToWait > 0}
      />
      <SendWait seconds={secondsToWait} />
      <p className="text-sm">
        Already a member?{' '}
        <Link
          to="/auth/login"
          className="text-primary font-medium underline-offset-4 hover:underline"
        >
          Login
        </Link>
      </p>
    </section>
  );
}
