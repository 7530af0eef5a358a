// @vitest-environment node
/** A version's texts, made on an older baseline, still apply after the code changed its texts. */
import { describe, expect, it } from 'vitest';
import { checkFiles, formatProblem } from './check';
import { baselineFiles } from './form-files';
import { rebaseLanguages } from './rebase-languages';
import type { FormFiles } from './types';

const LABEL = 'defs/business.json#/properties/businessName/title';
const HELP = 'business.ui.json#/specialities/ui:help';

/** The baseline after an upgrade: a text added, a placeholder renamed, a form text removed. */
function upgraded(): Record<string, any> {
  const files = structuredClone(baselineFiles()) as Record<string, any>;
  const [en, hi, ta] = ['en', 'hi', 'ta'].map((code) => files[`i18n/${code}.json`]);
  en['otp.sent'] = 'Code sent';
  en['otp.resendIn'] = 'Resend OTP in {secs}s';
  hi['otp.sent'] = { text: 'कोड भेजा गया', en: 'Code sent' };
  hi['otp.resendIn'] = { text: '{secs} सेकंड बाद OTP दोबारा भेजें', en: en['otp.resendIn'] };
  ta['otp.sent'] = { text: 'குறியீடு அனுப்பப்பட்டது', en: 'Code sent' };
  ta['otp.resendIn'] = { ...ta['otp.resendIn'], text: '{secs}', en: en['otp.resendIn'] };
  delete files['business.ui.json'].specialities['ui:help'];
  delete hi[HELP];
  delete ta[HELP];
  return files;
}

/** A version made on today's baseline: the English and Hindi reworded, Marathi added. */
function version(): FormFiles {
  const files = structuredClone(baselineFiles()) as Record<string, any>;
  const en = files['i18n/en.json'];
  const hi = files['i18n/hi.json'];
  en['otp.title'] = 'Check your phone';
  en['otp.resendIn'] = 'Send the OTP again in {seconds}s';
  hi[LABEL].text = 'दुकान का नाम';
  hi['otp.resendIn'].text = 'OTP {seconds} सेकंड में फिर';
  delete hi['otp.title'];
  files['i18n/mr.json'] = { [HELP]: { text: 'मदत', en: 'help' } };
  return files;
}

describe('rebaseLanguages', () => {
  it('fits a version made on an older baseline to the new one, so it still applies', () => {
    const baseline = upgraded();
    const overrides = version();
    const files = { ...baseline, ...overrides, 'business.ui.json': baseline['business.ui.json'] };
    expect(checkFiles(files, { baseline }).length).toBeGreaterThan(0);

    const rebased = rebaseLanguages(files, baseline) as Record<string, any>;
    expect(checkFiles(rebased, { baseline }).map(formatProblem)).toEqual([]);
    const en = rebased['i18n/en.json'];
    expect(en['otp.title']).toBe('Check your phone');
    // The code now fills {secs}: the version's wording with {seconds} gives way.
    expect(en['otp.resendIn']).toBe('Resend OTP in {secs}s');
    expect(en['otp.sent']).toBe('Code sent');
    const hi = rebased['i18n/hi.json'];
    expect(hi[LABEL].text).toBe('दुकान का नाम');
    expect(hi['otp.resendIn']).toEqual(baseline['i18n/hi.json']['otp.resendIn']);
    expect(hi['otp.sent'].text).toBe('कोड भेजा गया');
    expect(hi['otp.title']).toEqual(baseline['i18n/hi.json']['otp.title']);
    expect(hi[HELP]).toBeUndefined();
    expect(rebased['i18n/mr.json']).toEqual({});
  });

  it('changes nothing in a version made on the same baseline but what the baseline fills in', () => {
    const files = version() as Record<string, any>;
    const rebased = rebaseLanguages(files, baselineFiles()) as Record<string, any>;
    expect(rebased['i18n/en.json']).toEqual(files['i18n/en.json']);
    expect(rebased['i18n/mr.json']).toEqual(files['i18n/mr.json']);
    expect(rebased['i18n/hi.json']).toEqual({
      ...files['i18n/hi.json'],
      'otp.title': baselineFiles()['i18n/hi.json']!['otp.title'],
    });
  });
});
