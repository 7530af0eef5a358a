import { describe, expect, it } from 'vitest';
import { baselineFiles } from './form-files';
import { readableChanges } from './readable-changes';
import type { JsonObject } from '../shared/studio-types';
import type { FormFiles } from './types';

const shipped = baselineFiles();
/** The shipped files with one file changed by `edit`. */
function edited(file: string, edit: (json: Record<string, any>) => void): FormFiles {
  const json = structuredClone(shipped[file]!) as Record<string, any>;
  edit(json);
  return { ...shipped, [file]: json as JsonObject };
}

describe('readableChanges', () => {
  it('names a label change by the field’s label, before and after', () => {
    const after = edited('defs/business.json', (j) => {
      j.properties.businessName.title = 'Company Name';
    });
    expect(readableChanges(shipped, after)).toEqual([
      {
        kind: 'label',
        file: 'defs/business.json',
        field: 'Business Name',
        before: 'Business Name',
        after: 'Company Name',
      },
    ]);
  });

  it('reads a form’s override of a shared field as a change of that field, not a new one', () => {
    const after = edited('business.schema.json', (j) => {
      j.properties.businessName = { title: 'Company Name', maxLength: 80 };
    });
    expect(readableChanges(shipped, after)).toEqual([
      expect.objectContaining({ kind: 'label', field: 'Business Name', after: 'Company Name' }),
      expect.objectContaining({ kind: 'maxLength', before: '150', after: '80' }),
    ]);
  });

  it('says what happened to placeholders, help, required, messages, choices and fields', () => {
    const ui = edited('defs/group.ui.json', (j) => {
      j.region['ui:placeholder'] = 'Choose your region';
      j.groupName['ui:help'] = 'As your group leader writes it';
    });
    expect(readableChanges(shipped, ui)).toEqual([
      expect.objectContaining({
        kind: 'help',
        field: 'groupName',
        after: 'As your group leader writes it',
      }),
      expect.objectContaining({
        kind: 'placeholder',
        before: 'Select region',
        after: 'Choose your region',
      }),
    ]);
    const person = edited('defs/person.json', (j) => {
      j.properties.email.errorMessage.format = 'Check the email address.';
      j.properties.website = { title: 'Website', type: 'string' };
      delete j.properties.middleName;
    });
    expect(readableChanges(shipped, person)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'message', field: 'Email', rule: 'format' }),
        expect.objectContaining({ kind: 'added', field: 'Website' }),
        expect.objectContaining({ kind: 'removed', field: 'Middle Name' }),
      ]),
    );
    const required = edited('business.schema.json', (j) => {
      j.required = ['businessLogo'];
    });
    expect(readableChanges(shipped, required)).toContainEqual(
      expect.objectContaining({ kind: 'notRequired', field: 'Business Tagline' }),
    );
  });

  it('words a translation by the English it is made from, and never leaves a change unsaid', () => {
    const key = Object.keys(shipped['i18n/hi.json']!)[0]!;
    const hindi = edited('i18n/hi.json', (j) => {
      j[key] = { ...j[key], text: 'नया' };
    });
    const english = (shipped['i18n/hi.json']![key] as { en: string }).en;
    expect(readableChanges(shipped, hindi)).toEqual([
      {
        kind: 'text',
        file: 'i18n/hi.json',
        field: english,
        before: expect.any(String),
        after: 'नया',
      },
    ]);
    const unworded = edited('defs/email.ui.json', (j) => {
      j['ui:autocomplete'] = 'off';
    });
    expect(readableChanges(shipped, unworded)).toEqual([
      { kind: 'other', file: 'defs/email.ui.json', field: 'email' },
    ]);
  });
});
