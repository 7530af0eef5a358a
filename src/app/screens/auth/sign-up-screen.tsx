import { useMemo, useState } from 'react';
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
import {
  ConsentBoxes,
  focusUnticked,
  givenConsent,
  NO_TICKS,
  unticked,
} from '../../components/consent-boxes';

const CONSENT = 'sign-up-consent';

/** A right code for a phone that already has an account: the way on is login, with the phone. */
const REFUSALS: SignInRefusals = {
  catalogue: wordedUnder('errors.signup.'),
  fallback: 'errors.signup.fallback',
  next: { USER_EXISTS: { to: '/auth/login', text: 'next.logIn' } },
};

/** Sign Up: the form and the consent, then the OTP, then the account. */
export function SignUpScreen() {
  const signUpForm = useLiveForm('sign-up');
  const [data, setData] = useCarriedPhone();
  const afterSignIn = useAfterSignIn();
  const group = useGroupFields(data);
  const t = useT();
  // The consent is no answer of the form: the form holds its submit back until both are ticked.
  const [ticks, setTicks] = useState(NO_TICKS);
  const [askTicks, setAskTicks] = useState(false);
  const below = useMemo(
    () => ({
      node: (
        <ConsentBoxes value={ticks} onChange={setTicks} showErrors={askTicks} idPrefix={CONSENT} />
      ),
      unmet: unticked(ticks),
      onAttempt: () => {
        setAskTicks(true);
        if (unticked(ticks)) focusUnticked(CONSENT, ticks);
      },
    }),
    [ticks, askTicks],
  );

  return (
    <SignInByCode
      form={signUpForm}
      data={data}
      onChange={setData}
      formProps={{
        onFieldBlur: (pointer, value, form) => void group.onFieldBlur(pointer, value, form),
        externalErrors: group.externalErrors,
        formContext: group.formContext,
        below,
      }}
      verifiedText={t('otp.signingUp')}
      onVerified={async ({ token, response }) => {
        const isVerified = anyVerified(response.identities);
        const consent = await givenConsent();
        const json = { ...data, uid: response.userId, isVerified, token, consent };
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
