const DIGIT = /\p{Nd}/u;
const isDigit = (code: number) => DIGIT.test(String.fromCodePoint(code));

/**
 * Decimal digits of any script as ASCII ("९८७६५" → "98765", "௧௦௧" → "101"), every other character
 * as it is. Phones type digits in the keyboard's script, and a number pasted from a Hindi or Tamil
 * message keeps its script; the product stores and compares ASCII digits.
 *
 * Unicode lays out decimal digits (category Nd) in runs of ten consecutive code points from zero,
 * some runs back to back, so a digit's value is its distance from its run's start, modulo ten.
 */
export function foldDigits(value: string): string {
  return value.replace(/[^\p{ASCII}]/gu, (char) => {
    const code = char.codePointAt(0)!;
    if (!isDigit(code)) return char;
    let start = code;
    while (isDigit(start - 1)) start--;
    return String((code - start) % 10);
  });
}

/**
 * The digits of a text, in order, as ASCII ("+91 98765-43210" → "919876543210", "९८७६५" →
 * "98765").
 */
export function digitsOnly(value: string): string {
  return foldDigits(value).replace(/\D/g, '');
}

/**
 * Whether a field's schema pattern asks for ASCII digits (`0-9`, `\d`): a PIN code, a group
 * number. The same digits typed in another script mean them too, so such a field folds them, in the
 * browser as it is typed and on the server as it is read.
 */
export const asksForDigits = (pattern: unknown): boolean =>
  typeof pattern === 'string' && /0-9|\\d/.test(pattern);
