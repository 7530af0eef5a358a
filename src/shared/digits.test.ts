import { describe, expect, it } from 'vitest';
import { digitsOnly, foldDigits } from './digits';

describe('foldDigits', () => {
  it.each([
    ['९८७६५ ४३२१०', '98765 43210', 'Devanagari'],
    ['௧௦௧', '101', 'Tamil'],
    ['০১২৩৪৫৬৭৮৯', '0123456789', 'Bengali'],
    ['૦૧૨૩૪૫૬૭૮૯', '0123456789', 'Gujarati'],
    ['੦੧੨੩੪੫੬੭੮੯', '0123456789', 'Gurmukhi'],
    ['೦೧೨೩೪೫೬೭೮೯', '0123456789', 'Kannada'],
    ['౦౧౨౩౪౫౬౭౮౯', '0123456789', 'Telugu'],
    ['൦൧൨൩൪൫൬൭൮൯', '0123456789', 'Malayalam'],
    ['୦୧୨୩୪୫୬୭୮୯', '0123456789', 'Odia'],
    ['۰۱۲۳۴۵۶۷۸۹', '0123456789', 'Urdu (extended Arabic-Indic)'],
    ['０１２３', '0123', 'full-width'],
  ])('reads %s as %s (%s)', (typed, ascii) => {
    expect(foldDigits(typed)).toBe(ascii);
  });

  it('leaves everything but digits as it is', () => {
    expect(foldDigits('+91 ९८७६५-४३२१० नमस्ते abc')).toBe('+91 98765-43210 नमस्ते abc');
    expect(foldDigits('')).toBe('');
  });

  it('reads digits in runs that sit back to back (mathematical digits)', () => {
    // U+1D7CE… holds five runs of ten: bold, double-struck, sans-serif, sans bold, monospace.
    expect(foldDigits('\u{1D7CE}\u{1D7D8}\u{1D7E2}\u{1D7FF}')).toBe('0009');
  });
});

describe('digitsOnly', () => {
  it('keeps the digits of a phone as people paste it, in any script', () => {
    expect(digitsOnly('+91 98765-43210')).toBe('919876543210');
    expect(digitsOnly('+९१ ९८७६५ ४३२१०')).toBe('919876543210');
    expect(digitsOnly('OTP: ௯௫௬௫௨௧')).toBe('956521');
  });
});
