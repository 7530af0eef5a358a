import { wordedUnder } from '@/i18n/refusals';
import type { AuthTokens } from '@/shared/api/answers';
import { api } from '@/lib/services';
import { useLiveForm } from '@/lib/live-forms';
import { SignInByCode, type SignInRefusals } from '@/sign-in/sign-in-by-code';
import { useCarriedPhone } from '@/sign-in/use-carried-phone';
import { useAfterSignIn } from '../../hooks/use-after-sign-in';
import { OtherWayIn } from './other-way-in';

/** A right code for a phone with no account: the way on is sign-up, with the phone. */
const REFUSALS: SignInRefusals = {
  catalogue: wordedUnder('errors.login.'),
  fallback: 'errors.login.fallback',
  next: { USER_NOT_FOUND: { to: '/auth/sign-up', text: 'next.signUp' } },
};

/** Login: the phone, then the OTP. */
export function LoginScreen() {
  const loginForm = useLiveForm('login');
  const [data, setData] = useCarriedPhone();
  const afterSignIn = useAfterSignIn();

  return (
    <SignInByCode
      form={loginForm}
      data={data}
      onChange={setData}
      onVerified={async ({ token, response }) => {
        const json = { phone: String(data.phone ?? ''), uid: response.userId, token };
        afterSignIn(await api.post('auth/login', { json }).json<AuthTokens>());
      }}
      refusals={REFUSALS}
    >
      <OtherWayIn to="/auth/sign-up" />
    </SignInByCode>
  );
}
