import { currentTexts } from './texts';

/**
 * The catalogue's text for an API refusal, by the code the server answered, in the page's language
 * when it is shown; undefined for a code this part of the catalogue does not word.
 */
export type RefusalTexts = (code: string) => string | undefined;

const wordedUnder =
  (prefix: string): RefusalTexts =>
  (code) => {
    const { has, t } = currentTexts();
    const key = `${prefix}.${code}`;
    return has(key) ? t(key) : undefined;
  };

/** Any call's refusals: `errors.<CODE>`. */
export const apiRefusals = wordedUnder('errors');
/** Sign-up's own words for its refusals: `errors.signup.<CODE>`. */
export const signUpRefusals = wordedUnder('errors.signup');
/** Login's own words for its refusals: `errors.login.<CODE>`. */
export const logInRefusals = wordedUnder('errors.login');
