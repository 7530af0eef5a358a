import { wordedUnder } from '@/i18n/refusals';
import { useT } from '@/i18n/texts-provider';
import { anyVerified } from '@/verification/phone-verifier';
import type { Answer } from '@/shared/api/answers';
import { api } from '@/lib/services';
import { useLiveForm } from '@/lib/live-forms';
import { useGroupFields } from '@/hooks/use-group-fields';
import { SignInByCode, type SignInRefusals } from '@/sign-in/sign-in-by-code';
import { useCarriedPhone } from '@/sign-in/use-carried-phone';
import { useAfterSignIn } from '../../hooks/use-after-sign-in';
import { OtherWayIn } from './other-way-in';

/** A right code for a phone that already has an account: the way on is login, with the phone. */
const REFUSALS: SignInRefusals = {
  catalogue: wordedUnder('errors.signup.'),
  fallback: 'errors.signup.fallback',
  next: { USER_EXISTS: { to: '/auth/login', text: 'next.logIn' } },
};

/** Sign Up: the form, then the OTP, then the account. */
export function SignUpScreen() {
  const signUpForm = useLiveForm('sign-up');
  const [data, setData] = useCarriedPhone();
  const afterSignIn = useAfterSignIn();
  const group = useGroupFields(data);
  const t = useT();

  return (
    <SignInByCode
      form={signUpForm}
      data={data}
      onChange={setData}
      formProps={{
        onFieldBlur: (pointer, value, form) => void group.onFieldBlur(pointer, value, form),
        externalErrors: group.externalErrors,
        formContext: group.formContext,
      }}
      verifiedText={t('otp.signingUp')}
      onVerified={async ({ token, response }) => {
        const isVerified = anyVerified(response.identities);
        const json = { ...data, uid: response.userId, isVerified, token };
        afterSignIn(
          await api.post('auth/signup', { json }).json<Answer<'/api/auth/signup', 'post'>>(),
        );
      }}
      refusals={REFUSALS}
    >
      <OtherWayIn to="/auth/login" />
    </SignInByCode>
  );
}
