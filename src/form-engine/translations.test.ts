// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkTranslations, formTexts, type TranslationFile } from './translations';

const english = {
  'otp.resendIn': 'Resend OTP in {seconds}s',
  'ui.fieldsNeedAttention':
    '{count, plural, one {# field needs attention.} other {# fields need attention.}}',
  'business.schema.json#/properties/businessName/title': 'Business Name',
};

/** A complete, current Hindi file; each test breaks one thing. */
const hindi = (): TranslationFile => ({
  'otp.resendIn': { text: '{seconds}s में OTP फिर भेजें', en: 'Resend OTP in {seconds}s' },
  'ui.fieldsNeedAttention': {
    text: '{count, plural, one {# फ़ील्ड पर ध्यान दें।} other {# फ़ील्ड पर ध्यान दें।}}',
    en: english['ui.fieldsNeedAttention'],
  },
  'business.schema.json#/properties/businessName/title': {
    text: 'व्यवसाय का नाम',
    en: 'Business Name',
  },
});

const check = (hi: TranslationFile, complete: string[] = []) =>
  checkTranslations(english, { hi }, { complete });
const messages = (hi: TranslationFile) =>
  check(hi).problems.map((p) => `${p.pointer}: ${p.message}`);

describe('checkTranslations', () => {
  it('passes a complete, current language and counts it', () => {
    expect(check(hindi(), ['hi'])).toEqual({
      problems: [],
      reports: [{ language: 'hi', texts: 3, translated: 3, missing: 0, stale: 0 }],
    });
  });

  it('refuses a translation of a text that no longer exists', () => {
    const hi = { ...hindi(), 'otp.gone': { text: 'पुराना', en: 'Old' } };
    expect(messages(hi)).toEqual(['/otp.gone: Translates a text that no longer exists.']);
  });

  it('refuses a placeholder the English does not have, or one left out', () => {
    const renamed = hindi();
    renamed['otp.resendIn']!.text = '{secs}s में OTP फिर भेजें';
    expect(messages(renamed)).toEqual([
      '/otp.resendIn: Placeholders or plural branches differ from the English: {seconds}.',
    ]);
    const dropped = hindi();
    dropped['otp.resendIn']!.text = 'OTP फिर भेजें';
    expect(messages(dropped)).toHaveLength(1);
  });

  it('refuses plural branches other than the English ones, and a lost #', () => {
    const branches = hindi();
    branches['ui.fieldsNeedAttention']!.text = '{count, plural, other {# फ़ील्ड पर ध्यान दें।}}';
    expect(messages(branches)).toHaveLength(1);
    const hash = hindi();
    hash['ui.fieldsNeedAttention']!.text =
      '{count, plural, one {एक फ़ील्ड पर ध्यान दें।} other {# फ़ील्ड पर ध्यान दें।}}';
    expect(messages(hash)).toHaveLength(1);
  });

  it("reads a form's texts as plain text, as staff write them: braces and apostrophes are words", () => {
    const key = 'business.schema.json#/properties/businessName/title';
    const hi = hindi();
    hi[key]!.text = "व्यवसाय का नाम {जैसे 'शर्मा टेक्सटाइल्स'}";
    expect(messages(hi)).toEqual([]);
  });

  it('refuses invalid ICU', () => {
    const hi = hindi();
    hi['otp.resendIn']!.text = '{seconds s में OTP फिर भेजें';
    expect(messages(hi)[0]).toMatch(/^\/otp.resendIn: Not valid ICU MessageFormat: /);
  });

  it('refuses HTML and script', () => {
    for (const text of [
      '<b>व्यवसाय</b> का नाम',
      '<script>alert(1)</script>',
      'javascript:alert(1)',
    ]) {
      const hi = hindi();
      hi['business.schema.json#/properties/businessName/title']!.text = text;
      expect(messages(hi)).toEqual([
        '/business.schema.json#~1properties~1businessName~1title: A translation may not contain HTML or script.',
      ]);
    }
  });

  it('counts missing and stale texts, and refuses them only in a language that must be complete', () => {
    const hi = hindi();
    delete hi['otp.resendIn'];
    hi['business.schema.json#/properties/businessName/title']!.en = 'Business name';
    const { problems, reports } = check(hi);
    expect(problems).toEqual([]);
    expect(reports).toEqual([{ language: 'hi', texts: 3, translated: 2, missing: 1, stale: 1 }]);
    expect(check(hi, ['hi']).problems).toEqual([
      {
        file: 'i18n/hi.json',
        pointer: '',
        message: 'A shipped language must be complete: 1 missing, 1 stale.',
      },
    ]);
  });
});

describe('formTexts', () => {
  it('reads titles, help, placeholders, button texts and every error message, keyed where written', () => {
    const texts = formTexts({
      'business.schema.json': {
        title: 'Add Business',
        properties: {
          title: { type: 'string', title: 'Title', pattern: '^[a-z]+$' },
          pin: {
            type: 'string',
            errorMessage: { maxLength: 'PIN code must be at most 10 characters.' },
          },
        },
        errorMessage: { required: { pin: 'PIN code is required.' } },
      },
      'business.ui.json': {
        'ui:submitButtonOptions': { submitText: 'Save Business' },
        pin: {
          'ui:placeholder': 'e.g. 110001',
          'ui:widget': 'text',
          'ui:options': { rows: 2, kind: 'pinCode', purpose: 'To find your business on a map.' },
        },
      },
    });
    expect(texts).toEqual({
      'business.schema.json#/title': 'Add Business',
      'business.schema.json#/properties/title/title': 'Title',
      'business.schema.json#/properties/pin/errorMessage/maxLength':
        'PIN code must be at most 10 characters.',
      'business.schema.json#/errorMessage/required/pin': 'PIN code is required.',
      'business.ui.json#/ui:submitButtonOptions/submitText': 'Save Business',
      'business.ui.json#/pin/ui:placeholder': 'e.g. 110001',
      // The purpose staff give a field: members read it in the privacy notice.
      'business.ui.json#/pin/ui:options/purpose': 'To find your business on a map.',
    });
  });
});
