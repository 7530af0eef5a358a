// @vitest-environment node
/** `schemas:check` names the file and JSON pointer of each problem a staff edit can make. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLanguages, checkSchemas } from '../../scripts/lib/check';
import { SCHEMAS_DIR } from '../../scripts/lib/schema-files';

let dir: string;
const copy = () => {
  dir = mkdtempSync(join(tmpdir(), 'schemas-'));
  cpSync(SCHEMAS_DIR, dir, { recursive: true });
  return dir;
};
const edit = (file: string, change: (json: Record<string, any>) => void) => {
  const path = join(dir, file);
  const json = JSON.parse(readFileSync(path, 'utf8'));
  change(json);
  writeFileSync(path, JSON.stringify(json));
};

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('schemas:check', () => {
  it('passes the schemas as they are', () => {
    expect(checkSchemas(copy())).toEqual([]);
  });

  it('names a file that is not JSON', () => {
    copy();
    writeFileSync(join(dir, 'login.ui.json'), '{ "phone": ');
    expect(checkSchemas(dir)).toEqual([
      expect.stringMatching(/^schemas\/login\.ui\.json#: not valid JSON/),
    ]);
  });

  it('names an unknown widget by file and pointer', () => {
    copy();
    edit('business.ui.json', (ui) => {
      ui.businessAddress.items.pin['ui:widget'] = 'pin-pad';
    });
    expect(checkSchemas(dir)).toEqual([
      expect.stringMatching(
        /^schemas\/business\.ui\.json#\/businessAddress\/items\/pin\/ui:widget: unknown widget "pin-pad"/,
      ),
    ]);
  });

  it('refuses markdown in descriptions, which the app does not render', () => {
    copy();
    edit('profile.ui.json', (ui) => {
      ui.email = { ...ui.email, 'ui:enableMarkdownInDescription': true };
      ui['ui:options'] = { enableMarkdownInDescription: true };
    });
    expect(checkSchemas(dir)).toEqual([
      'schemas/profile.ui.json#: markdown in descriptions is not offered; write the text plainly',
      'schemas/profile.ui.json#/email: markdown in descriptions is not offered; write the text plainly',
    ]);
  });

  it('names a UI entry for a field the schema lacks', () => {
    copy();
    edit('login.ui.json', (ui) => {
      ui.phoen = { 'ui:widget': 'phone' };
    });
    expect(checkSchemas(dir)).toEqual([
      'schemas/login.ui.json#/phoen: no such field in the schema',
    ]);
  });

  it('names a required field without its message', () => {
    copy();
    edit('sign-up.schema.json', (schema) => {
      schema.properties.nickname = { type: 'string' };
      schema.required.push('nickname');
    });
    expect(checkSchemas(dir)).toContain(
      'schemas/sign-up.schema.json#: required field "nickname" has no errorMessage.required.nickname',
    );
  });

  it('names a rule without its message', () => {
    copy();
    edit('defs/address.json', (schema) => {
      delete schema.properties.pin.errorMessage.pattern;
    });
    const problems = checkSchemas(dir);
    expect(problems).toContain(
      'schemas/business.schema.json#/properties/businessAddress/items/properties/pin/pattern: rule has no errorMessage.pattern',
    );
    expect(problems).toContain(
      'schemas/wizard-business.schema.json#/properties/businessAddress/items/properties/pin/pattern: rule has no errorMessage.pattern',
    );
  });

  it('names an unknown keyword, such as a misspelt custom one', () => {
    copy();
    edit('defs/address.json', (schema) => {
      schema.properties.businessGoogleLocationUrl.googleMapUrl = true;
    });
    expect(checkSchemas(dir)).toContainEqual(
      expect.stringMatching(/unknown keyword: "googleMapUrl"/),
    );
  });

  it('names a $ref that does not resolve', () => {
    copy();
    edit('login.schema.json', (schema) => {
      schema.properties.phone.$ref = 'defs/telephone.json';
    });
    expect(checkSchemas(dir)).toEqual([
      expect.stringMatching(
        /^schemas\/login\.schema\.json#\/properties\/phone: \$ref "defs\/telephone\.json" does not resolve/,
      ),
    ]);
  });

  it('names a schema the meta-schema rejects', () => {
    copy();
    edit('otp.schema.json', (schema) => {
      schema.properties.otp.minLength = 'six';
    });
    expect(checkSchemas(dir)).toContainEqual(
      expect.stringMatching(
        /^schemas\/otp\.schema\.json#\/properties\/otp\/minLength: must be integer/,
      ),
    );
  });

  describe('every language', () => {
    it('counts each shipped language complete and current', () => {
      expect(checkLanguages(copy()).reports).toEqual([
        expect.objectContaining({ language: 'hi', missing: 0, stale: 0 }),
        expect.objectContaining({ language: 'ta', missing: 0, stale: 0 }),
      ]);
    });

    it('names a translation whose placeholder differs from the English', () => {
      copy();
      edit('i18n/hi.json', (hi) => {
        hi['otp.resendIn'].text = hi['otp.resendIn'].text.replace('{seconds}', '{secs}');
      });
      expect(checkSchemas(dir)).toEqual([
        'schemas/i18n/hi.json#/otp.resendIn: Placeholders or plural branches differ from the English: {seconds}.',
        // Members read the English for it meanwhile: a text the language does not have.
        'schemas/i18n/hi.json#: A shipped language must be complete: 1 missing, 0 stale.',
      ]);
    });

    it('names a translation of a form text that no longer exists', () => {
      copy();
      edit('business.ui.json', (ui) => {
        delete ui.specialities['ui:help'];
      });
      const problems = checkSchemas(dir);
      expect(problems).toContain(
        'schemas/i18n/ta.json#/business.ui.json#~1specialities~1ui:help: Translates a text that no longer exists.',
      );
    });

    it('refuses a shipped language that misses a text, or translates an English that changed', () => {
      copy();
      edit('i18n/ta.json', (ta) => {
        delete ta['otp.title'];
      });
      edit('login.schema.json', (schema) => {
        schema.title = 'Log in';
      });
      expect(checkSchemas(dir)).toEqual([
        'schemas/i18n/hi.json#: A shipped language must be complete: 0 missing, 1 stale.',
        'schemas/i18n/ta.json#: A shipped language must be complete: 1 missing, 1 stale.',
      ]);
    });
  });
});
