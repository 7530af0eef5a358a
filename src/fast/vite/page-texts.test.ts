import { describe, expect, it } from 'vitest';
import { keysNamed } from './page-texts';

const KEYS = [
  'auth.login',
  'language.en',
  'language.hi',
  'errors.login.fallback',
  'errors.OTP_EXPIRED',
];

describe('the catalogue keys a module names', () => {
  it('finds a key written whole, in any quotes', () => {
    const code = `t('auth.login'); const k = "errors.OTP_EXPIRED"; const j = \`language.hi\`;`;
    expect([...keysNamed(code, KEYS)].sort()).toEqual([
      'auth.login',
      'errors.OTP_EXPIRED',
      'language.hi',
    ]);
  });

  it('takes every key under a prefix the code completes at run time', () => {
    expect([...keysNamed('const key = `language.${code}`;', KEYS)].sort()).toEqual([
      'language.en',
      'language.hi',
    ]);
    expect([...keysNamed("wordedUnder('errors.login.')", KEYS)]).toEqual(['errors.login.fallback']);
  });

  it('takes nothing for words that only look like keys', () => {
    const code = `app.login(); "auth.loginNow"; 'language'; "errors.login"; obj.auth.login`;
    expect([...keysNamed(code, KEYS)]).toEqual([]);
  });
});
