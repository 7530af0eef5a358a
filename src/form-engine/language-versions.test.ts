// @vitest-environment node
/** Language files travel in the form set: checked with it, and served from the set applied. */
import { describe, expect, it } from 'vitest';
import { checkFiles, formatProblem } from './check';
import { baselineFiles } from './form-files';
import { createLiveForms } from './live-forms';
import type { FormFiles } from './types';

const LABEL = 'defs/business.json#/properties/businessName/title';

/** A version: the baseline with some files changed. */
const version = (change: (files: Record<string, any>) => void): FormFiles => {
  const files = structuredClone(baselineFiles()) as Record<string, any>;
  change(files);
  return files;
};
const problems = (files: FormFiles) =>
  checkFiles(files, { baseline: baselineFiles() }).map(formatProblem);

describe('the form set carries the languages', () => {
  it('reads the English catalogue and each known language, not the notes beside them', () => {
    const i18n = Object.keys(baselineFiles()).filter((path) => path.startsWith('i18n/'));
    expect(i18n).toEqual(['i18n/en.json', 'i18n/hi.json', 'i18n/ta.json']);
  });
});

describe('checkFiles on a version', () => {
  it('lets a shipped language miss texts, which fall back to English', () => {
    const files = version((f) => {
      delete f['i18n/hi.json'][LABEL];
    });
    expect(problems(files)).toEqual([]);
    expect(checkFiles(files, { complete: ['hi'] }).map(formatProblem)).toEqual([
      'schemas/i18n/hi.json#: A shipped language must be complete: 1 missing, 0 stale.',
    ]);
  });

  it('adds a language the product knows, and refuses a code it does not', () => {
    expect(problems(version((f) => (f['i18n/mr.json'] = {})))).toEqual([]);
    expect(problems(version((f) => (f['i18n/xx.json'] = {})))).toEqual([
      expect.stringMatching(/^schemas\/i18n\/xx\.json#: "xx" is not a language the product knows/),
    ]);
  });

  it('keeps every shipped language', () => {
    const files = version((f) => {
      delete f['i18n/ta.json'];
    });
    expect(problems(files)).toEqual([
      'schemas/i18n/ta.json#: a language shipped with the code cannot be removed',
    ]);
  });

  it('names a translation whose placeholders differ, or that carries markup', () => {
    const files = version((f) => {
      f['i18n/hi.json']['otp.resendIn'].text = 'OTP {secs}s में';
      f['i18n/mr.json'] = { [LABEL]: { text: '<b>नाव</b>', en: 'Business Name' } };
    });
    expect(problems(files)).toEqual([
      'schemas/i18n/hi.json#/otp.resendIn: Placeholders or plural branches differ from the English: {seconds}.',
      'schemas/i18n/mr.json#/defs~1business.json#~1properties~1businessName~1title: A translation may not contain HTML or script.',
    ]);
  });

  it('lets the English change its wording only, since the code asks for its keys and placeholders', () => {
    expect(problems(version((f) => (f['i18n/en.json']['otp.title'] = 'Check your phone')))).toEqual(
      [],
    );
    const files = version((f) => {
      const en = f['i18n/en.json'];
      delete en['otp.title'];
      en['otp.resendIn'] = 'Resend OTP in {secs}s';
      en['otp.extra'] = 'Extra';
    });
    // The translations of those texts are named too, as no longer matching the English.
    expect(problems(files).filter((line) => line.startsWith('schemas/i18n/en.json'))).toEqual([
      'schemas/i18n/en.json#/otp.title: The code reads this text: it cannot be removed.',
      'schemas/i18n/en.json#/otp.resendIn: The code fills these placeholders and plural branches: {seconds}.',
      'schemas/i18n/en.json#/otp.extra: No code reads this text: texts are added in the code.',
    ]);
  });
});

describe('live forms follow the texts of the version applied', () => {
  it('serves a changed translation in the forms and the catalogue, and a rollback restores it', () => {
    const live = createLiveForms();
    const title = () =>
      (live.form('business', 'hi').schema as any).properties.businessName.title as string;
    const before = {
      title: title(),
      hash: live.texts('hi').hash,
      text: live.text('hi', 'otp.title'),
    };
    const files = version((f) => {
      f['i18n/hi.json'][LABEL].text = 'दुकान का नाम';
      f['i18n/hi.json']['otp.title'].text = 'फ़ोन जाँचें';
    });
    expect(live.apply(files, 1)).toEqual([]);
    expect(title()).toBe('दुकान का नाम');
    expect(live.texts('hi').hash).not.toBe(before.hash);
    expect(live.text('hi', 'otp.title')).toBe('फ़ोन जाँचें');
    // Served from this process whichever process answered the form.
    expect(live.moduleCode(live.form('business', 'hi').moduleHash)).toBeDefined();

    expect(live.apply(baselineFiles(), 2)).toEqual([]);
    expect(title()).toBe(before.title);
    expect(live.texts('hi').hash).toBe(before.hash);
    expect(live.text('hi', 'otp.title')).toBe(before.text);
  });

  it('offers an added language with the English of every text', () => {
    const live = createLiveForms();
    expect(live.languages()).toEqual(['en', 'hi', 'ta']);
    const englishHash = live.texts('en').hash;
    expect(
      live.apply(
        version((f) => (f['i18n/mr.json'] = {})),
        1,
      ),
    ).toEqual([]);
    expect(live.languages()).toEqual(['en', 'hi', 'mr', 'ta']);
    expect(live.texts('mr').messages).toEqual(live.texts('en').messages);
    // Its English is unchanged, but the list it is served with is not: a page revalidating it
    // (its ETag) must get the new list.
    expect(live.texts('en').hash).not.toBe(englishHash);
    expect(live.form('business', 'mr').schema).toEqual(live.form('business').schema);
  });

  it('compiles every language of the live set when asked for a module it has not served', () => {
    const other = createLiveForms();
    const hash = other.form('profile', 'ta').moduleHash;
    const live = createLiveForms();
    expect(live.moduleCode(hash)).toBe(other.moduleCode(hash));
  });
});
