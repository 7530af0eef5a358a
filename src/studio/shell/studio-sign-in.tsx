import { useMemo, useState } from 'react';
import { useT } from '@/i18n/texts-provider';
import type { Translate } from '@/shared/i18n/format';
import { useLiveForm } from '@/lib/live-forms';
import { SignInByCode, type SignInRefusals } from '@/sign-in/sign-in-by-code';
import type { StaffSession } from '@/shared/api/answers';
import type { StudioApi } from './studio-api';

/**
 * The server answers 404 to a phone not on the staff list. The way on is the members' login with
 * the same phone, not another code.
 */
const refusalsIn = (t: Translate): SignInRefusals => ({
  // The Studio's own texts come with its screen, not in the page's catalogue `currentTexts()`.
  catalogue: (code) => (code === 'NOT_FOUND' ? t('studio.signIn.notStaff') : undefined),
  fallback: 'errors.login.fallback',
  next: { NOT_FOUND: { to: '/auth/login', text: 'next.logIn' } },
});

interface StudioSignInProps {
  api: StudioApi;
  onSignedIn: (session: StaffSession) => void;
  /** Why the last session ended, if it did. */
  notice?: string;
}

/** Staff sign in as members log in: the phone, then the WhatsApp code; then a staff session. */
export function StudioSignIn({ api, onSignedIn, notice }: StudioSignInProps) {
  const t = useT();
  const refusals = useMemo(() => refusalsIn(t), [t]);
  const loginForm = useLiveForm('login');
  const [data, setData] = useState<Record<string, unknown>>({});

  return (
    <SignInByCode
      form={loginForm}
      data={data}
      onChange={setData}
      onVerified={async ({ token, response }) =>
        onSignedIn(
          await api.signIn({ phone: String(data.phone ?? ''), uid: response.userId, token }),
        )
      }
      refusals={refusals}
      className="mx-auto flex w-full max-w-md flex-col gap-6"
      labelledBy="studio-sign-in"
      title={
        <>
          <div className="flex flex-col gap-2">
            <h1 id="studio-sign-in" className="text-2xl font-semibold">
              {t('studio.signIn.title')}
            </h1>
            <p className="text-muted-foreground text-sm">{t('studio.signIn.hint')}</p>
          </div>
          {notice && (
            <p
              role="alert"
              className="border-destructive/40 bg-destructive/5 text-destructive rounded-md border p-3 text-sm"
            >
              {notice}
            </p>
          )}
        </>
      }
    />
  );
}
