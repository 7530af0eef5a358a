import { parse, type Token } from '@messageformat/parser';

/** Each ASCII letter as an accented look-alike: still readable, and plainly not the English. */
const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'áƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĿṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index]!,
  ]),
);

const accent = (text: string) => text.replace(/[a-zA-Z]/g, (letter) => ACCENTED[letter]!);

/**
 * About 40% more width than the English, as Hindi and Tamil often take, between brackets, so a
 * cut-off text shows a missing "]" and a text that stays plain English was never a message.
 */
const padded = (text: string, length: number) =>
  `[${text} ${'·'.repeat(Math.max(2, Math.ceil(length * 0.4)))}]`;

/** A plain text (a form's title or error message, not ICU) in the pseudo-language. */
export const pseudoText = (text: string): string => padded(accent(text), text.length);

/** The literal runs of a message, nested plural and select branches included. */
function literals(tokens: Token[]): { offset: number; text: string }[] {
  return tokens.flatMap((token) => {
    if (token.type === 'content') return [token.ctx];
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      return token.cases.flatMap((branch) => literals(branch.tokens));
    }
    return [];
  });
}

/**
 * An ICU message in the pseudo-language: only its literal text is accented; argument names,
 * plural keywords, `#` and apostrophe escapes stay as they are, so it formats as the English does.
 */
export function pseudoMessage(message: string): string {
  let out = message;
  for (const { offset, text } of literals(parse(message)).reverse()) {
    out = out.slice(0, offset) + accent(text) + out.slice(offset + text.length);
  }
  return padded(
    out,
    literals(parse(message)).reduce((sum, run) => sum + run.text.length, 0),
  );
}
