import { currentTexts } from './texts';

/**
 * A screen's own words for an API refusal, by the code the server answered, in the page's language
 * when it is shown; undefined for a code it does not word (the server's message then says it, from
 * the catalogue, in the language the page asked in).
 */
export type RefusalTexts = (code: string) => string | undefined;

/**
 * A screen's words for refusals, under a prefix of the catalogue (`errors.login.`). The prefix ends
 * in a dot and is written in the screen's own code: the build then sends the page every key under
 * it, and no other screen's (src/fast/vite/page-texts.ts).
 */
export const wordedUnder =
  (prefix: `${string}.`): RefusalTexts =>
  (code) => {
    const { has, t } = currentTexts();
    const key = prefix + code;
    return has(key) ? t(key) : undefined;
  };
