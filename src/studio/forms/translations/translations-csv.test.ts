import { describe, expect, it } from 'vitest';
import { exportCsv, importCsv } from './translations-csv';
import { t } from '@/i18n/texts';
import type { LanguageFile } from './translation-model';

const english = {
  'otp.title': 'Enter the OTP',
  'ui.fieldsNeedAttention': '{count, plural, one {# field needs} other {# fields need}} attention',
  'business.schema.json#/properties/businessName/title': 'Business Name',
  'defs/address.json#/properties/line/description': 'Street, area\nand "landmark"',
};
const rows = Object.entries(english).map(([key, text]) => ({ key, english: text }));
const hindi: LanguageFile = {
  'otp.title': { text: 'OTP डालें', en: 'Enter the OTP' },
  'ui.fieldsNeedAttention': {
    text: '{count, plural, one {# फ़ील्ड पर} other {# फ़ील्ड पर}} ध्यान दें',
    // Stale: an import that leaves it as it is must not mark it reviewed.
    en: 'Some fields need attention',
  },
  'defs/address.json#/properties/line/description': {
    text: 'गली, इलाका,\n"निशानी"',
    en: 'Street, area\nand "landmark"',
  },
};

describe('translations CSV', () => {
  it('writes UTF-8 with a byte-order mark, quoting commas, quotes and newlines', () => {
    const csv = exportCsv('hi', rows, hindi);
    expect(csv.startsWith('\uFEFFkey,english,hi\r\n')).toBe(true);
    expect(csv).toContain('"गली, इलाका,\n""निशानी"""');
    // A missing text is an empty cell.
    expect(csv).toContain('business.schema.json#/properties/businessName/title,Business Name,\r\n');
  });

  it('reads back an unchanged export as no change', () => {
    const result = importCsv('hi', exportCsv('hi', rows, hindi), hindi, english, t);
    expect(result).toEqual({ ok: true, file: hindi, changed: 0 });
  });

  it('takes a translated row as made from the English in the row, in the English key order', () => {
    const csv = exportCsv('hi', rows, hindi).replace(
      'Business Name,\r\n',
      'Business Name,"व्यवसाय का नाम, पूरा"\r\n',
    );
    const result = importCsv('hi', csv, hindi, english, t);
    expect(result.ok && result.changed).toBe(1);
    const file = result.ok ? result.file : {};
    expect(file['business.schema.json#/properties/businessName/title']).toEqual({
      text: 'व्यवसाय का नाम, पूरा',
      en: 'Business Name',
    });
    expect(Object.keys(file)).toEqual(Object.keys(english));
  });

  it('refuses the whole file and names each bad line', () => {
    const csv = [
      '\uFEFFkey,english,hi',
      'otp.title,Enter the OTP,नया',
      'otp.gone,Gone,गया',
      '"defs/address.json#/properties/line/description","Street, area',
      'and ""landmark""",गली,extra',
      'ui.fieldsNeedAttention,only two',
      'otp.title,Enter the OTP,फिर',
    ].join('\r\n');
    expect(importCsv('hi', csv, hindi, english, t)).toEqual({
      ok: false,
      problems: [
        'Line 3: no text has the key “otp.gone”.',
        'Line 4: 4 columns instead of 3.',
        'Line 6: 2 columns instead of 3.',
        'Line 7: the key “otp.title” is listed twice.',
      ],
    });
  });

  it('refuses a file for another language, and one that is not CSV', () => {
    const tamil = exportCsv('ta', rows, {});
    expect(importCsv('hi', tamil, hindi, english, t)).toEqual({
      ok: false,
      problems: ['Line 1: the header must be key,english,hi.'],
    });
    const broken = importCsv('hi', 'key,english,hi\r\notp.title,"Enter', hindi, english, t);
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.problems[0]).toMatch(/^Line 2: not readable as CSV/);
  });
});
