import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { STAFF_ROLES, STUDIO_AREAS } from '../../shared/staff-roles';
import { AUDIT_ACTIONS } from '../../shared/staff-types';
import type { ProblemCode, ReadableChange } from '../../shared/studio-types';
import { object, uuid } from './schemas';
import { text, texts } from './answers';

/**
 * What the Studio's routes answer (`/api/studio/*`), described once: the routes' response schemas
 * check each answer, and the OpenAPI document publishes them.
 */

const count = { type: 'integer', minimum: 0 } as const;
const moment = {
  type: 'string',
  format: 'date-time',
  examples: ['2026-11-26T03:51:26.000Z'],
} as const;
/** An E.164 phone. */
const e164 = { type: 'string', examples: ['+919876543210'] } as const;
const role = { type: 'string', enum: STAFF_ROLES } as const;
/**
 * Free-form JSON (a form file, a bundled schema or UI schema, an audit entry's details): its keys
 * are open, and `additionalProperties: true` makes the serializer send them all, not `{}`.
 */
const json = { type: 'object', additionalProperties: true } as const;

/** A keyset page of `item`s. */
const page = <const S extends JSONSchema>(item: S) =>
  object(
    {
      items: { type: 'array', items: item },
      next: {
        type: ['string', 'null'],
        description: 'The cursor of the following page, under the same filter; null on the last.',
      },
    },
    ['items', 'next'],
  );

// Forms

/** ProblemCode's codes: one missing here fails the type check of the routes that answer it. */
const PROBLEM_CODES = [
  'unsafePattern',
  'tooManyFields',
  'tooManyChoices',
  'choiceTooLong',
  'kindChanged',
  'conditionOnMissingField',
  'conditionCycle',
  'noPurpose',
] as const satisfies readonly ProblemCode[];

/** One problem of a draft, printed `schemas/<file>#<pointer>: <message>`. */
const problem = object(
  {
    file: {
      type: 'string',
      description: 'The file under schemas/.',
      examples: ['business.schema.json'],
    },
    pointer: {
      type: 'string',
      description: 'A JSON pointer into the file; empty for the whole file.',
      examples: ['/properties/businessName'],
    },
    message: { type: 'string', description: 'In English, as `schemas:check` prints it.' },
    code: {
      type: 'string',
      enum: PROBLEM_CODES,
      description: 'Where the catalogue words the problem, as `studio.problem.<code>`.',
    },
    values: {
      type: 'object',
      additionalProperties: { type: 'number' },
      description: "The numbers the worded problem's message is filled with.",
    },
  },
  ['file', 'pointer', 'message'],
);
const problems = { type: 'array', items: problem } as const;

/** One language's translations counted against the English of the same files. */
const languageReport = object(
  {
    language: { type: 'string', examples: ['hi'] },
    texts: count,
    translated: count,
    missing: count,
    stale: { ...count, description: 'Translated from an English text that has changed since.' },
  },
  ['language', 'texts', 'translated', 'missing', 'stale'],
);
const languages = {
  type: 'array',
  items: languageReport,
  description: 'Each language but English, counted.',
} as const;

const versionSummary = object(
  {
    id: { type: 'integer', minimum: 1 },
    action: { type: 'string', enum: ['publish', 'rollback'] },
    rolledBackTo: {
      type: ['integer', 'null'],
      minimum: 0,
      description: 'The version a rollback published again (0: the baseline); null for a publish.',
    },
    author: { type: 'string', description: 'The staff phone, masked.', examples: ['********3210'] },
    createdAt: moment,
    note: text,
    baselineHash: { type: 'string', description: 'The hash of the baseline it was published on.' },
    onCurrentBaseline: {
      type: 'boolean',
      description: 'Published on the baseline this server ships (schemas/).',
    },
    changedFiles: { ...texts, description: 'The files it changed against the version before.' },
  },
  [
    'id',
    'action',
    'rolledBackTo',
    'author',
    'createdAt',
    'note',
    'baselineHash',
    'onCurrentBaseline',
    'changedFiles',
  ],
);
export const published = object({ version: versionSummary }, ['version']);

/** ReadableChange's kinds, checked as PROBLEM_CODES are. */
const CHANGE_KINDS = [
  'label',
  'placeholder',
  'help',
  'message',
  'minLength',
  'maxLength',
  'pattern',
  'options',
  'required',
  'notRequired',
  'added',
  'removed',
  'order',
  'text',
  'other',
] as const satisfies readonly ReadableChange['kind'][];

/** One change of a version in words; `other` stands for what only the raw diff shows. */
const readableChange = object(
  {
    kind: { type: 'string', enum: CHANGE_KINDS },
    file: text,
    field: {
      type: 'string',
      description: "The field's label (for `text`: the English the translation is made from).",
    },
    rule: {
      type: 'string',
      description: 'For `message`: the rule the message is for.',
      examples: ['maxLength'],
    },
    before: text,
    after: text,
  },
  ['kind', 'file'],
);

/** `GET /api/studio/forms`: the live forms, their files and their texts. */
export const studioForms = object(
  {
    version: {
      ...versionSummary,
      type: ['object', 'null'],
      description: 'Null before any publish.',
    },
    baselineHash: text,
    files: {
      type: 'object',
      description:
        'Every file by its path under schemas/: forms, parts (`defs/…`) and languages (`i18n/<code>.json`).',
      additionalProperties: object(
        {
          baseline: {
            ...json,
            type: ['object', 'null'],
            description: 'Null for a language added in the Studio.',
          },
          live: json,
        },
        ['baseline', 'live'],
      ),
    },
    forms: {
      type: 'object',
      description: 'The form and part files each form is built from, by form name.',
      additionalProperties: object({ files: texts }, ['files']),
    },
    english: {
      type: 'object',
      description:
        'The live English of every text a language translates, by the key its files use: catalogue keys and `<file>#<JSON pointer>`.',
      additionalProperties: text,
    },
    languages,
  },
  ['version', 'baselineHash', 'files', 'forms', 'english', 'languages'],
);

export const checkResult = object({ problems, languages }, ['problems', 'languages']);

export const previewResult = object(
  {
    problems,
    forms: {
      type: 'object',
      description: "The draft's forms by name, empty while it has problems.",
      additionalProperties: object(
        {
          schema: json,
          uiSchema: json,
          validator: {
            type: 'string',
            description: "Where the browser loads the form's validator module.",
            examples: ['/forms/3f2a9c.js'],
          },
          requires: { ...texts, description: 'The runtime modules the validator module imports.' },
        },
        ['schema', 'uiSchema', 'validator', 'requires'],
      ),
    },
  },
  ['problems', 'forms'],
);

const formImpact = object(
  {
    form: text,
    records: { ...count, description: 'Stored records this form validates.' },
    invalid: { ...count, description: 'Records valid now that the draft would make invalid.' },
    alreadyInvalid: {
      ...count,
      description: 'Records the live form already finds invalid (not counted in `invalid`).',
    },
    reasons: {
      type: 'array',
      description: 'Why, by field, most frequent first.',
      items: object(
        {
          pointer: { type: 'string', examples: ['/businessAddress/*/pinCode'] },
          label: { type: 'string', description: "The field's label in the draft." },
          message: text,
          count,
          unanswered: {
            type: 'boolean',
            description:
              'Present (true) when the records simply have no answer yet to a field the draft requires.',
          },
        },
        ['pointer', 'label', 'message', 'count'],
      ),
    },
  },
  ['form', 'records', 'invalid', 'alreadyInvalid', 'reasons'],
);

export const impactResult = object(
  {
    problems,
    impact: { type: 'array', items: formImpact },
    affected: {
      type: 'array',
      description:
        'The first members the draft would make invalid, each once across every form; empty for a role without the Members area, which sees the count only.',
      items: object(
        {
          memberId: uuid,
          memberName: text,
          businesses: {
            ...texts,
            description: "The names of the member's businesses affected; empty for their profile.",
          },
        },
        ['memberId', 'memberName', 'businesses'],
      ),
    },
    affectedMembers: { ...count, description: 'How many members that is in all.' },
  },
  ['problems', 'impact', 'affected', 'affectedMembers'],
);

export const versionList = object(
  {
    versions: {
      type: 'array',
      description: 'Newest first, the latest 100.',
      items: object(
        {
          ...versionSummary.properties,
          changes: {
            type: 'array',
            items: readableChange,
            description: 'The changes against the version before, in words.',
          },
          diff: { type: 'string', description: 'A unified diff against the version before.' },
        },
        [...versionSummary.required, 'changes', 'diff'],
      ),
    },
  },
  ['versions'],
);

// Staff

export const staffSession = object(
  {
    token: { type: 'string', description: 'The staff bearer token.' },
    expiresAt: moment,
    phone: e164,
  },
  ['token', 'expiresAt', 'phone'],
);

export const staffMe = object(
  {
    phone: e164,
    role,
    areas: {
      type: 'array',
      items: { type: 'string', enum: STUDIO_AREAS },
      description: 'The Studio areas the role lets them use now.',
    },
  },
  ['phone', 'role', 'areas'],
);

export const staffEntry = object(
  {
    phone: e164,
    role,
    bootstrap: {
      type: 'boolean',
      description: 'An admin by configuration (STAFF_PHONES): it cannot be changed here.',
    },
    addedBy: {
      type: ['string', 'null'],
      description: 'The admin who added them; null for bootstrap.',
    },
    since: { ...moment, type: ['string', 'null'] },
  },
  ['phone', 'role', 'bootstrap', 'addedBy', 'since'],
);

export const staffList = object({ staff: { type: 'array', items: staffEntry } }, ['staff']);

export const staffRemoved = object(
  {
    removed: {
      type: 'boolean',
      description: 'False when the phone was not on staff: no error, nothing to remove.',
    },
  },
  ['removed'],
);

export const auditPage = page(
  object(
    {
      id: uuid,
      at: moment,
      actor: e164,
      actorRole: { type: ['string', 'null'], enum: [...STAFF_ROLES, null] },
      action: { type: 'string', enum: AUDIT_ACTIONS },
      subject: {
        type: ['string', 'null'],
        description: 'What it was done to: a member id, a version, a staff phone.',
      },
      subjectName: {
        type: ['string', 'null'],
        description: 'The member a `member-viewed` entry looked at, while they are still a member.',
      },
      // What each action records is its own (a note, a role change, an export's filter).
      details: { ...json, type: ['object', 'null'] },
      ip: text,
    },
    ['id', 'at', 'actor', 'actorRole', 'action', 'subject', 'subjectName', 'details', 'ip'],
  ),
);

// Members

const memberRow = object(
  {
    id: uuid,
    name: text,
    phone: e164,
    groupNumber: text,
    groupName: text,
    region: text,
    source: { type: 'string', enum: ['signup', 'wizard'] },
    joined: moment,
    businesses: count,
  },
  ['id', 'name', 'phone', 'groupNumber', 'groupName', 'region', 'source', 'joined', 'businesses'],
);

export const memberPage = page(memberRow);
export type MemberRow = FromSchema<typeof memberRow>;
export type MemberSource = MemberRow['source'];
export type MemberPage = FromSchema<typeof memberPage>;

export const memberCount = object({ members: count, businesses: count }, ['members', 'businesses']);

/** A field of a live form, labelled, with the stored value as text. */
const fieldProperties = {
  key: text,
  label: text,
  value: text,
  image: { type: 'boolean', description: 'The value is the address of an image (a logo).' },
  retired: { type: 'boolean', description: 'No longer asked; an answer given before.' },
} as const;
/**
 * A field, or a list of objects (a business's addresses) with one list of fields per entry. Fields
 * are added only at a form's top level and a new list holds choices (guard-rails.ts), so an
 * entry's fields are never lists themselves.
 */
export const fieldValues = {
  type: 'array',
  items: object(
    {
      ...fieldProperties,
      items: {
        type: 'array',
        items: { type: 'array', items: object(fieldProperties, ['key', 'label']) },
      },
    },
    ['key', 'label'],
  ),
} as const;

export type FieldValue = FromSchema<typeof fieldValues>[number];

export const memberDetail = object(
  {
    member: object(
      {
        ...memberRow.properties,
        firstName: text,
        middleName: { type: ['string', 'null'] },
        lastName: text,
        email: text,
        alternatePhone: { type: ['string', 'null'] },
        preferredLanguage: { type: ['string', 'null'], examples: ['hi'] },
        answers: {
          ...fieldValues,
          description: 'Answers to the fields staff added to the profile forms.',
        },
      },
      [
        ...memberRow.required,
        'firstName',
        'middleName',
        'lastName',
        'email',
        'alternatePhone',
        'preferredLanguage',
        'answers',
      ],
    ),
    businesses: {
      type: 'array',
      items: object(
        {
          id: uuid,
          name: text,
          created: moment,
          fields: {
            ...fieldValues,
            description: 'Every field of the live business form, in its order.',
          },
          unlisted: {
            type: 'object',
            additionalProperties: text,
            description: 'Stored values of fields the live form no longer has, by key.',
          },
          listed: {
            type: 'boolean',
            description: "Shown in the members' directory now.",
          },
        },
        ['id', 'name', 'created', 'fields', 'unlisted', 'listed'],
      ),
    },
    directory: object(
      {
        phoneShown: {
          type: 'boolean',
          description: 'The member shows their phone on their directory listings.',
        },
        choices: {
          type: 'array',
          description:
            'Each Yes or No the member gave to showing a business or their phone, newest first: the consent record of the opt-ins.',
          items: object(
            {
              at: moment,
              choice: { type: 'string', enum: ['listing', 'phone'] },
              businessId: { type: ['string', 'null'], description: 'null for the phone.' },
              businessName: {
                type: ['string', 'null'],
                description: 'null for the phone, or a business since erased.',
              },
              shown: { type: 'boolean' },
              noticeVersion: { ...text, description: 'The privacy notice version then.' },
            },
            ['at', 'choice', 'businessId', 'businessName', 'shown', 'noticeVersion'],
          ),
        },
      },
      ['phoneShown', 'choices'],
    ),
    consents: {
      type: 'array',
      description:
        "The member's consents, newest first; none for a member who joined before consent was asked.",
      items: object(
        {
          noticeVersion: { ...text, description: 'The privacy notice version agreed to.' },
          language: {
            ...text,
            description: 'The language the notice was read in.',
            examples: ['hi'],
          },
          at: moment,
          channel: { type: 'string', enum: ['signup', 'wizard', 'renewal'] },
          enteredByOther: {
            type: 'boolean',
            description: 'A volunteer entered it for the member in the wizard.',
          },
        },
        ['noticeVersion', 'language', 'at', 'channel', 'enteredByOther'],
      ),
    },
  },
  ['member', 'businesses', 'consents', 'directory'],
);

export type MemberDetail = FromSchema<typeof memberDetail>;

/** A link that downloads one export: followed once, within a minute, with no Authorization. */
export const exportLink = object(
  {
    url: {
      type: 'string',
      description: 'The path to follow (GET) for the file; it carries its own signed proof.',
      examples: ['/api/studio/members/export-file?link=eyJhbGciOiJIUzI1NiJ9.e30.c2ln'],
    },
    expiresAt: moment,
  },
  ['url', 'expiresAt'],
);

/** The export: a CSV file, streamed as it is read (not JSON, so not serialized). */
export const membersCsv = {
  description: 'A CSV file in UTF-8 with a byte-order mark, saved under the name it is sent with.',
  content: { 'text/csv': { schema: { type: 'string' } } },
} as const;
