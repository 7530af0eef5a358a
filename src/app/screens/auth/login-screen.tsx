import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { SchemaForm } from '@/forms/schema-form';
import { LOGIN_ERRORS, LOGIN_FALLBACK } from '@/shared/api-errors';
import { NEXT_STEP_TEXT, OTP_TEXT } from '@/shared/messages';
import type { AuthTokens } from '@/session/token-store';
import { refusalOf } from '../../api-error';
import { SendWait } from '../../components/send-wait';
import { api } from '../../services';
import { useAfterSignIn } from '../../hooks/use-after-sign-in';
import { useSendCode } from '../../hooks/use-send-code';
import { OtpStep } from './lazy-otp-step';
import { useLiveForm } from '../../live-forms';

/** Login (§2): the phone, then the OTP. */
export function LoginScreen() {
  const loginForm = useLiveForm('login');
  // A phone carried from a refusal elsewhere ("Log in with this phone").
  const carried = (useLocation().state as { phone?: string } | null)?.phone;
  const [data, setData] = useState<Record<string, unknown>>(() =>
    carried ? { phone: carried } : {},
  );
  const afterSignIn = useAfterSignIn();
  const phone = String(data.phone ?? '');
  const { step, sending, secondsToWait, sendCode, backToForm } = useSendCode(phone);

  const logIn = async ({ token, response }: { token: string; response: { userId: string } }) => {
    try {
      afterSignIn(
        await api
          .post('auth/login', { json: { phone, uid: response.userId, token } })
          .json<AuthTokens>(),
      );
    } catch (error) {
      throw await refusalOf(error, LOGIN_ERRORS, LOGIN_FALLBACK, {
        USER_NOT_FOUND: { to: '/auth/sign-up', text: NEXT_STEP_TEXT.signUp, state: { phone } },
      });
    }
  };

  if (step === 'otp') {
    return (
      <OtpStep
        phone={phone}
        verifiedText={OTP_TEXT.processing}
        onVerified={logIn}
        onBack={backToForm}
      />
    );
  }
  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{loginForm.schema.title}</h1>
      <SchemaForm
        form={loginForm}
        formData={data}
        onChange={setData}
        onSubmit={() => void sendCode()}
        busy={sending}
        submitDisabled={secondsToWait > 0}
      />
      <SendWait seconds={secondsToWait} />
      <p className="text-sm">
        New here?{' '}
        <Link
          to="/auth/sign-up"
          className="text-primary font-medium underline-offset-4 hover:underline"
        >
          Sign up
        </Link>
      </p>
    </section>
  );
}
