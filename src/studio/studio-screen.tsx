import { Suspense, useMemo, useState } from 'react';
import { ScopedTexts, useT } from '@/i18n/texts-provider';
import { Toasts } from '@/ui/toasts';
import { LoadErrorBoundary } from '@/ui/load-error-boundary';
import { useOwnHeader } from '@/ui/page-header';
import { staffSession } from './shell/staff-session';
import type { StaffSession } from '@/shared/api/answers';
import { createStudioApi } from './shell/studio-api';
import { StudioSignIn } from './shell/studio-sign-in';
import { StudioHeader } from './shell/studio-header';
import { StudioAreas } from './studio-areas';
import type { TextKey } from '@/shared/i18n/format';

/**
 * `/studio`: the Form Studio for product staff. Its own lazy chunk with its own frame, outside the
 * members' layouts, so no member page downloads it, its editor or its texts.
 */
export function StudioScreen() {
  useOwnHeader();
  return (
    <Suspense fallback={<StudioTextsLoading />}>
      <ScopedTexts scope="studio">
        <StudioFrame />
      </ScopedTexts>
    </Suspense>
  );
}

/** Before the Studio's texts are in, the page's own catalogue says it is loading. */
function StudioTextsLoading() {
  const t = useT();
  return <p role="status">{t('screen.loading')}</p>;
}

function StudioFrame() {
  const t = useT();
  const [session, setSession] = useState<StaffSession | undefined>(() => staffSession.get());
  // A key, so that it is said in the language of the moment.
  const [notice, setNotice] = useState<TextKey>();
  const api = useMemo(
    () =>
      createStudioApi({
        token: () => staffSession.get()?.token,
        onSignedOut: () => {
          staffSession.clear();
          setSession(undefined);
          setNotice('studio.sessionEnded');
        },
      }),
    [],
  );

  const signOut = () => {
    staffSession.clear();
    setSession(undefined);
    setNotice(undefined);
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <StudioHeader phone={session?.phone} onSignOut={signOut} />
      <Toasts />
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        <LoadErrorBoundary>
          <Suspense fallback={<p role="status">{t('studio.loading')}</p>}>
            {session ? (
              <StudioAreas api={api} />
            ) : (
              <StudioSignIn
                api={api}
                notice={notice && t(notice)}
                onSignedIn={(next) => {
                  staffSession.save(next);
                  setSession(next);
                  setNotice(undefined);
                }}
              />
            )}
          </Suspense>
        </LoadErrorBoundary>
      </main>
    </div>
  );
}
