import { t } from '@/i18n/texts';
import type { TextKey } from '@/shared/i18n/format';

/** Where the catalogue keeps refusals by the server's code: `errors.login.USER_NOT_FOUND`. */
type RefusalPrefix = 'errors' | 'errors.login' | 'errors.signup';

/**
 * The catalogue's refusal texts under `prefix`, by the server's code, for `errorMessage` and
 * `SignInRefusals`: each is read in the page's language when a refusal is told, not before. A code
 * with no text reads as absent, so the server's own message is told: every language holds every
 * key, and Lingui answers a key it does not hold with the key itself.
 */
export function refusalTexts(prefix: RefusalPrefix): Record<string, string> {
  return new Proxy<Record<string, string>>(
    {},
    {
      get: (_, code) => {
        if (typeof code !== 'string') return undefined;
        const key = `${prefix}.${code}`;
        const text = t(key as TextKey);
        return text === key ? undefined : text;
      },
    },
  );
}
