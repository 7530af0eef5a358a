import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { createTranslate } from '@/shared/i18n/format';
import english from '../../schemas/i18n/en.json';
import { pseudoMessage, pseudoText } from './pseudo-language';

const pseudo = createTranslate(
  'pseudo',
  Object.fromEntries(
    Object.entries(english).map(([key, message]) => [key, compileMessage(pseudoMessage(message))]),
  ),
);

describe('the pseudo-language', () => {
  it('accents the words and pads them, between brackets', () => {
    expect(pseudoText('Login')).toBe('[Ŀöĝîñ ··]');
    expect(pseudo('otp.resend')).toMatch(/^\[Ŕéšéñđ ÖŢÞ ·+\]$/);
  });

  it('keeps arguments, plurals, # and apostrophes working', () => {
    expect(pseudo('otp.resendIn', { seconds: 12 })).toMatch(/^\[Ŕéšéñđ ÖŢÞ îñ 12š ·+\]$/);
    expect(pseudo('ui.fieldsNeedAttention', { count: 1 })).toMatch(/^\[1 ƒîéĺđ ñééđš/);
    expect(pseudo('ui.fieldsNeedAttention', { count: 3 })).toMatch(/^\[3 ƒîéĺđš ñééđ /);
    expect(pseudo('screen.noBusinesses')).toMatch(/^\[Ýöû ĥáṽéñ'ţ áđđéđ/);
  });

  it('words every message of the catalogue', () => {
    for (const key of Object.keys(english) as (keyof typeof english)[]) {
      expect(pseudo(key, { count: 2, seconds: 3, wait: '4s', name: 'N' })).toMatch(/^\[.*\]$/s);
    }
  });
});
