import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { SchemaForm } from '@/forms/schema-form';
import { loginForm } from '@/forms/generated/login';
import { LOGIN_ERRORS, LOGIN_FALLBACK } from '@/shared/api-errors';
import { OTP_TEXT } from '@/shared/messages';
import type { AuthTokens } from '@/session/token-store';
import { errorMessage } from '../../api-error';
import { SendWait } from '../../components/send-wait';
import { api } from '../../services';
import { useAfterSignIn } from '../../hooks/use-after-sign-in';
import { useSendCode } from '../../hooks/use-send-code';
import { OtpStep } from './otp-step';

/** Login (§2): the phone, then the OTP. */
export function LoginScreen() {
  const [data, setData] = useState<Record<string, unknown>>({});
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
      toast.error(await errorMessage(error, LOGIN_ERRORS, LOGIN_FALLBACK));
      throw error;
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
