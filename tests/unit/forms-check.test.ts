// @vitest-environment node
/** The one form check: files as staff edit them, and the guard rails a live version must keep. */
import { describe, expect, it } from 'vitest';
import { checkFiles, formatProblem } from '../../src/form-engine/check';
import { compileForm } from '../../src/form-engine/compile';
import {
  baselineFiles,
  bundleFile,
  formNames,
  formsUsing,
  parseFiles,
  schemaPath,
} from '../../src/form-engine/form-files';
import type { FormFiles } from '../../src/form-engine/types';

/** A draft: the baseline with some files changed. */
const draft = (change: (files: Record<string, any>) => void): FormFiles => {
  const files = structuredClone(baselineFiles()) as Record<string, any>;
  change(files);
  return files;
};
const lines = (files: FormFiles) =>
  checkFiles(files, { baseline: baselineFiles() }).map(formatProblem);

describe('checkFiles', () => {
  it('passes the baseline, with and without guard rails', () => {
    expect(checkFiles(baselineFiles())).toEqual([]);
    expect(checkFiles(baselineFiles(), { baseline: baselineFiles() })).toEqual([]);
  });

  it('passes a draft that adds a bounded text field to the business form', () => {
    const files = draft((f) => {
      f['business.schema.json'].properties.website = {
        title: 'Website',
        type: 'string',
        maxLength: 200,
      };
      f['business.ui.json']['ui:order'].splice(3, 0, 'website');
      f['business.ui.json'].website = {
        'ui:placeholder': 'https://…',
        'ui:options': { purpose: 'To link to your business online.' },
      };
      f['defs/business.json'].properties.businessDescription.maxLength = 1500;
    });
    expect(lines(files)).toEqual([]);
  });

  it('refuses a field added to a stored form without a purpose, with a coded problem', () => {
    const files = draft((f) => {
      f['profile.schema.json'].properties = {
        ...f['profile.schema.json'].properties,
        nickname: { type: 'string', maxLength: 50 },
      };
      f['profile.ui.json'].nickname = { 'ui:options': { purpose: '  ' } };
    });
    const problems = checkFiles(files, { baseline: baselineFiles() });
    expect(problems).toEqual([
      expect.objectContaining({ file: 'profile.ui.json', pointer: '/nickname', code: 'noPurpose' }),
    ]);
  });

  it('names a file that is not JSON', () => {
    const { files, problems } = parseFiles({ 'login.ui.json': '{ "phone": ', 'otp.ui.json': '[]' });
    expect(files).toEqual({});
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^schemas\/login\.ui\.json#: not valid JSON \(/),
      'schemas/otp.ui.json#: must be a JSON object',
    ]);
  });

  it('names a UI $ref that does not resolve, where it was written', () => {
    const files = draft((f) => {
      f['sign-up.ui.json'].email.$ref = 'defs/mail.ui.json';
    });
    expect(checkFiles(files).map(formatProblem)).toEqual([
      expect.stringMatching(
        /^schemas\/sign-up\.ui\.json#\/email: \$ref "defs\/mail\.ui\.json" does not resolve/,
      ),
    ]);
  });

  it('checks the bundled UI and names the part that holds the problem, once', () => {
    const files = draft((f) => {
      f['defs/group.ui.json'].groupName['ui:widget'] = 'group-picker';
    });
    expect(checkFiles(files).map(formatProblem)).toEqual([
      expect.stringMatching(
        /^schemas\/defs\/group\.ui\.json#\/groupName\/ui:widget: unknown widget "group-picker"/,
      ),
    ]);
  });

  it('names a field a shared file names that no form using it has', () => {
    const files = draft((f) => {
      f['defs/person.ui.json'].nickname = { 'ui:placeholder': 'Nick' };
    });
    expect(checkFiles(files).map(formatProblem)).toEqual([
      'schemas/defs/person.ui.json#/nickname: no such field in the schema of any form using this file (profile, wizard-profile)',
    ]);
  });

  it('lets a UI file others build on name a field only its own form has', () => {
    const files = draft((f) => {
      f['business.schema.json'].properties.website = { type: 'string', maxLength: 200 };
      f['business.ui.json'].website = { 'ui:placeholder': 'https://…' };
    });
    expect(checkFiles(files)).toEqual([]);
  });

  it('names a key overridden on top of a $ref in the file that overrides it', () => {
    const files = draft((f) => {
      f['wizard-business.ui.json'].businessLogo['ui:widget'] = 'logo';
    });
    expect(checkFiles(files).map(formatProblem)).toEqual([
      expect.stringMatching(/^schemas\/wizard-business\.ui\.json#\/businessLogo\/ui:widget: /),
    ]);
  });

  it('names the $ref, not an allOf part beside it, for a key both say: the $ref is merged later', () => {
    const files = draft((f) => {
      f['defs/email.ui.json']['ui:widget'] = 'mail';
      f['sign-up.ui.json'].email.allOf = [{ 'ui:widget': 'text' }];
    });
    expect(bundleFile(files, 'sign-up.ui.json').bundle.email).toMatchObject({
      'ui:widget': 'mail',
    });
    expect(checkFiles(files).map(formatProblem)).toEqual([
      expect.stringMatching(/^schemas\/defs\/email\.ui\.json#\/ui:widget: unknown widget "mail"/),
    ]);
  });

  it('serves no allOf: bundling merges it, at any depth (the browser leaves merging out)', () => {
    const files = draft((f) => {
      f['login.schema.json'].allOf = [{ required: ['phone'] }];
      f['login.schema.json'].properties.phone.allOf = [{ minLength: 3 }];
    });
    const login = JSON.stringify(bundleFile(files, 'login.schema.json').bundle);
    expect(login).not.toContain('allOf');
    expect(login).toContain('"minLength":3');
    for (const form of formNames(baselineFiles()))
      expect(JSON.stringify(bundleFile(baselineFiles(), schemaPath(form)).bundle)).not.toContain(
        'allOf',
      );
  });

  it('refuses an order list RJSF cannot render', () => {
    const files = draft((f) => {
      f['wizard-profile.ui.json']['ui:order'] = ['firstName', 'lastName', 'phone', 'email'];
      f['business.ui.json']['ui:order'].push('*');
    });
    expect(checkFiles(files).map(formatProblem)).toEqual([
      'schemas/business.ui.json#/ui:order: may contain "*" only once',
      'schemas/wizard-profile.ui.json#/ui:order: leaves out middleName, alternatePhone, groupNumber, groupName, region; list them or add "*"',
    ]);
  });

  it('refuses a UI schema that $refs a schema part', () => {
    const files = draft((f) => {
      f['login.ui.json'].phone = { $ref: '../defs/phone.json' };
    });
    expect(checkFiles(files).map(formatProblem)).toContain(
      'schemas/login.ui.json#: a UI schema can $ref only UI files (*.ui.json), not defs/phone.json',
    );
  });
});

describe('UI composition', () => {
  const ui = (form: string) => compileForm(baselineFiles(), form).uiSchema as Record<string, any>;

  it('builds the wizard business UI on the business UI with exactly its own differences', () => {
    const business = ui('business');
    const wizard = ui('wizard-business');
    expect(wizard).toEqual({
      ...business,
      'ui:submitButtonOptions': { submitText: 'Save' },
      'ui:options': { editSubmitText: 'Update' },
      businessLogo: {
        ...business.businessLogo,
        'ui:help': 'Optional. PNG, JPEG or WebP, up to 2 MB.',
      },
    });
    expect(wizard['ui:order']).toEqual(business['ui:order']);
  });

  it('shares the group, region and email blocks between sign-up and the wizard profile', () => {
    const signUp = ui('sign-up');
    const wizard = ui('wizard-profile');
    for (const key of ['groupNumber', 'groupName', 'region', 'email']) {
      expect(wizard[key]).toEqual(signUp[key]);
    }
    expect(signUp.groupName['ui:widget']).toBe('group-autocomplete');
    expect(ui('profile').email).toEqual({
      'ui:readonly': true,
      'ui:options': { inputType: 'email' },
    });
  });

  it('knows which forms a part reaches', () => {
    expect(formsUsing(baselineFiles(), 'defs/group.ui.json')).toEqual([
      'sign-up',
      'wizard-profile',
    ]);
    expect(formsUsing(baselineFiles(), 'business.ui.json')).toEqual([
      'business',
      'wizard-business',
    ]);
    // Login, the profile, sign-up, the wizard's phone and profile, and the referral's contact.
    expect(formsUsing(baselineFiles(), 'defs/phone.json')).toHaveLength(6);
  });
});

describe('guard rails', () => {
  it.each<[string, (f: Record<string, any>) => void, string]>([
    [
      'no new files',
      (f) => {
        f['defs/extra.ui.json'] = {};
      },
      'schemas/defs/extra.ui.json#: files cannot be added in the Studio: new forms and parts are added in the code (schemas/)',
    ],
    [
      'no removed files',
      (f) => {
        delete f['defs/email.ui.json'];
      },
      'schemas/defs/email.ui.json#: files cannot be removed in the Studio',
    ],
    [
      'fields the server reads stay',
      (f) => {
        delete f['wizard-phone.schema.json'].properties.phone;
        f['wizard-phone.schema.json'].required = [];
      },
      'schemas/wizard-phone.schema.json#/properties/phone: "phone" is read by the server and cannot be removed',
    ],
    [
      'fields the server reads stay required',
      (f) => {
        f['sign-up.schema.json'].required = f['sign-up.schema.json'].required.filter(
          (field: string) => field !== 'email',
        );
      },
      'schemas/sign-up.schema.json#/required: "email" is read by the server and must stay required',
    ],
    [
      'fields keep their type',
      (f) => {
        f['defs/business.json'].properties.interests = { title: 'Interests', type: 'integer' };
      },
      'schemas/business.schema.json#/properties/interests: "interests" must keep its type "string": stored answers and the server rely on it',
    ],
    [
      'maxLength is not raised beyond the baseline',
      (f) => {
        f['defs/address.json'].properties.pin.maxLength = 12;
      },
      `schemas/business.schema.json#/properties/businessAddress/items/properties/pin: "pin" can have maxLength at most 10, the server's limit for it`,
    ],
    [
      'maxItems is not raised beyond the baseline',
      (f) => {
        f['defs/business.json'].properties.businessAddress.maxItems = 50;
      },
      `schemas/wizard-business.schema.json#/properties/businessAddress: "businessAddress" can have maxItems at most 10, the server's limit for it`,
    ],
    [
      'a new profile field is bounded like any other',
      (f) => {
        f['profile.schema.json'].properties = { nickname: { type: 'string', maxLength: 5000 } };
      },
      'schemas/profile.schema.json#/properties/nickname: new field "nickname" needs a maxLength of at most 2000',
    ],
    [
      'forms that are not stored take no new fields',
      (f) => {
        f['login.schema.json'].properties.remember = { type: 'boolean' };
      },
      `schemas/login.schema.json#/properties/remember: new field "remember": this form's answers are not stored, so fields can be added only to the business and profile forms`,
    ],
    [
      'a new list is a list of choices',
      (f) => {
        f['business.schema.json'].properties.tags = {
          type: 'array',
          maxItems: 5,
          items: { type: 'string', maxLength: 20 },
        };
      },
      'schemas/business.schema.json#/properties/tags: new field "tags": a list must be a list of choices (items with oneOf)',
    ],
    [
      'new text fields hold at most 2000 characters',
      (f) => {
        f['business.schema.json'].properties.story = { type: 'string', maxLength: 5000 };
      },
      'schemas/business.schema.json#/properties/story: new field "story" needs a maxLength of at most 2000',
    ],
    [
      'new fields only at the top level',
      (f) => {
        f['defs/address.json'].properties.floor = { type: 'string', maxLength: 10 };
      },
      'schemas/business.schema.json#/properties/businessAddress/items/properties/floor: new field "floor": fields can be added only at the top level of a form',
    ],
    [
      'the browser can load everything the validator needs',
      (f) => {
        f['business.schema.json'].$async = true;
      },
      `schemas/business.schema.json#: the browser's validator would need "ajv/dist/runtime/validation_error", which the app does not load; remove the keyword that needs it`,
    ],
  ])('%s', (_rule, change, line) => {
    const problems = lines(draft(change));
    expect(problems).toContain(line);
    for (const problem of problems) expect(problem).not.toMatch(/\n/);
  });

  it('only registered widgets and keywords, as in schemas:check', () => {
    const ui = lines(
      draft((f) => {
        f['business.ui.json'].businessName['ui:widget'] = 'rich-text';
        f['business.ui.json'].businessName['ui:field'] = 'RichText';
      }),
    );
    expect(ui).toEqual([
      expect.stringMatching(
        /^schemas\/business\.ui\.json#\/businessName\/ui:widget: unknown widget "rich-text"/,
      ),
      'schemas/business.ui.json#/businessName/ui:field: ui:field is not offered; use "ui:widget" with a registered widget',
    ]);
    const keyword = lines(
      draft((f) => {
        f['defs/business.json'].properties.businessName.minWords = 2;
      }),
    );
    expect(keyword).toEqual([
      'schemas/business.schema.json#: strict mode: unknown keyword: "minWords"',
      'schemas/wizard-business.schema.json#: strict mode: unknown keyword: "minWords"',
    ]);
  });
});
