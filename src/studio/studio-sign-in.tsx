import { useState } from 'react';
import { SchemaForm } from '@/forms/schema-form';
import { LOGIN_FALLBACK } from '@/shared/api-errors';
import { NEXT_STEP_TEXT, OTP_TEXT } from '@/shared/messages';
import { refusalOf } from '@/app/api-error';
import { SendWait } from '@/app/components/send-wait';
import { useSendCode } from '@/app/hooks/use-send-code';
import { useLiveForm } from '@/app/live-forms';
import { OtpStep } from '@/app/screens/auth/otp-step';
import type { StaffSession } from './staff-session';
import type { StudioApi } from './studio-api';

/** The server answers 404 to a phone not in STAFF_PHONES, as to anything else it does not know. */
const NOT_STAFF = { NOT_FOUND: 'This phone is not on the Studio’s staff list.' };

interface StudioSignInProps {
  api: StudioApi;
  onSignedIn: (session: StaffSession) => void;
  /** Why the last session ended, if it did. */
  notice?: string;
}

/** Staff sign in as members log in: the phone, then the WhatsApp code; then a staff session. */
export function StudioSignIn({ api, onSignedIn, notice }: StudioSignInProps) {
  const loginForm = useLiveForm('login');
  const [data, setData] = useState<Record<string, unknown>>({});
  const phone = String(data.phone ?? '');
  const { step, sending, secondsToWait, sendCode, backToForm } = useSendCode(phone);

  const signIn = async ({ token, response }: { token: string; response: { userId: string } }) => {
    try {
      onSignedIn(await api.signIn({ phone, uid: response.userId, token }));
    } catch (error) {
      // Not staff: the way on is the members' login with the same phone, not another code.
      throw await refusalOf(error, NOT_STAFF, LOGIN_FALLBACK, {
        NOT_FOUND: { to: '/auth/login', text: NEXT_STEP_TEXT.logIn, state: { phone } },
      });
    }
  };

  if (step === 'otp') {
    return (
      <OtpStep
        phone={phone}
        verifiedText={OTP_TEXT.processing}
        onVerified={signIn}
        onBack={backToForm}
      />
    );
  }
  return (
    <section
      aria-labelledby="studio-sign-in"
      className="mx-auto flex w-full max-w-md flex-col gap-6"
    >
      <div className="flex flex-col gap-2">
        <h1 id="studio-sign-in" className="text-2xl font-semibold">
          Form Studio sign-in
        </h1>
        <p className="text-muted-foreground text-sm">
          For product staff: use a phone on the staff list.
        </p>
      </div>
      {notice && (
        <p
          role="alert"
          className="border-destructive/40 bg-destructive/5 text-destructive rounded-md border p-3 text-sm"
        >
          {notice}
        </p>
      )}
      <SchemaForm
        form={loginForm}
        formData={data}
        onChange={setData}
        onSubmit={() => void sendCode()}
        busy={sending}
        submitDisabled={secondsToWait > 0}
      />
      <SendWait seconds={secondsToWait} />
    </section>
  );
}
