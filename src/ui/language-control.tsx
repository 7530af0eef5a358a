import { useEffect, useId } from 'react';
import { useLanguage, useT } from '@/i18n/texts-provider';
import { currentTexts } from '@/i18n/texts';
import { ownName } from '@/shared/i18n/languages';
import type { Profile } from '@/shared/api/answers';
import { api, tokenStore } from '@/lib/services';
import { forgetMyProfile, myProfile } from '@/lib/my-profile';

/** A language by its own name (see `ownName`), from the page's catalogue. */
export function languageName(code: string, t: ReturnType<typeof useT>): string {
  const key = `language.${code}`;
  return ownName(code, currentTexts().has(key) ? t(key) : undefined);
}

/**
 * The header's one language control, on every page. Switching re-renders the page in place (what
 * was typed and the focus stay); the choice is kept in this browser and, for a signed-in member, on
 * their profile so it follows them to another device. The Studio keeps it in the browser only: a
 * staff choice there is no member's profile setting, even when a member is signed in here too.
 */
export function LanguageControl({ profile = true }: { profile?: boolean }) {
  const t = useT();
  const { language, languages, choose } = useLanguage();
  const id = useId();
  if (languages.length < 2) return null;
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          const code = event.target.value;
          void choose(code).then(() => {
            if (profile && tokenStore.isSignedIn())
              void api
                .post('profile/update', { json: { preferredLanguage: code } })
                .then(forgetMyProfile, () => {
                  // Kept in this browser still; the next choice tries the profile again.
                });
          });
        }}
        className="border-input bg-background focus-visible:ring-ring/50 min-h-11 rounded-md border px-2 text-sm outline-none focus-visible:ring-[3px] md:min-h-9"
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageName(code, t)}
          </option>
        ))}
      </select>
    </>
  );
}

/**
 * A signed-in member's language is the one on their profile, chosen on any device: it wins over
 * this browser's languages and over a choice made here before they signed in. `onProfile` gets the
 * profile this reads (whether their consent is current); the page's screen reading it too shares
 * the same request (`myProfile`).
 */
export function useProfileLanguage(onProfile?: (profile: Profile) => void) {
  const { language, languages, choose } = useLanguage();
  useEffect(() => {
    if (!tokenStore.isSignedIn()) return;
    let current = true;
    void myProfile()
      .then((profile) => {
        if (current) onProfile?.(profile);
        const { preferredLanguage } = profile;
        if (
          current &&
          preferredLanguage &&
          preferredLanguage !== language &&
          languages.includes(preferredLanguage)
        )
          void choose(preferredLanguage);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
    // Once per signed-in layout: a later switch here is saved to the profile, not undone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
