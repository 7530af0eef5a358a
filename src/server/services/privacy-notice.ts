import type { Config } from '../config';
import type { LiveForms } from '../../form-engine/live-forms';
import { propertiesOf } from '../../form-engine/compile';
import { bundleFile, schemaPath, sha256, uiPath } from '../../form-engine/form-files';
import { localizeFiles } from '../../form-engine/localize';
import { languagePath } from '../../form-engine/messages';
import type { TranslationFile } from '../../form-engine/translations';
import type { FormFiles } from '../../form-engine/types';
import { STORED_FORMS } from '../../shared/stored-forms';
import { SOURCE_LANGUAGE } from '../../shared/i18n/languages';
import type { TextKey } from '../../shared/i18n/format';
import { isObject, type JsonObject } from '../../shared/validation/bundle-schema';
import { RETENTION as RETENTION_PERIODS } from './retention';

/** Who else receives members' data, as the notice names them ("who received what" reads these). */
export const RECIPIENTS = [
  {
    id: 'whatsapp',
    name: 'privacy.recipient.whatsapp',
    receives: 'privacy.recipient.whatsapp.receives',
  },
  {
    id: 'otpless',
    name: 'privacy.recipient.otpless',
    receives: 'privacy.recipient.otpless.receives',
    /** Named only where the phone check goes through OTPless. */
    only: (config: Pick<Config, 'verificationProvider'>) =>
      config.verificationProvider === 'otpless',
  },
  { id: 'host', name: 'privacy.recipient.host', receives: 'privacy.recipient.host.receives' },
  { id: 'office', name: 'privacy.recipient.office', receives: 'privacy.recipient.office.receives' },
  {
    id: 'members',
    name: 'privacy.recipient.members',
    receives: 'privacy.recipient.members.receives',
  },
] as const satisfies readonly {
  id: string;
  name: TextKey;
  receives: TextKey;
  only?: (config: Pick<Config, 'verificationProvider'>) => boolean;
}[];

export type RecipientId = (typeof RECIPIENTS)[number]['id'];

/** The purpose of each field the code ships, as a catalogue text; fields staff add carry their own. */
export const BASELINE_PURPOSES: Record<string, TextKey> = {
  firstName: 'privacy.purpose.name',
  middleName: 'privacy.purpose.name',
  lastName: 'privacy.purpose.name',
  email: 'privacy.purpose.email',
  phone: 'privacy.purpose.phone',
  alternatePhone: 'privacy.purpose.alternatePhone',
  groupNumber: 'privacy.purpose.group',
  groupName: 'privacy.purpose.group',
  region: 'privacy.purpose.group',
  password: 'privacy.purpose.password',
  businessName: 'privacy.purpose.business',
  country: 'privacy.purpose.business',
  businessEntityType: 'privacy.purpose.business',
  businessCategory: 'privacy.purpose.business',
  otherBusinessCategory: 'privacy.purpose.business',
  businessSubCategory: 'privacy.purpose.business',
  businessTagline: 'privacy.purpose.business',
  businessDescription: 'privacy.purpose.business',
  specialities: 'privacy.purpose.business',
  interests: 'privacy.purpose.business',
  businessLogo: 'privacy.purpose.logo',
  businessAddress: 'privacy.purpose.address',
  whatDoYouWantFromUs: 'privacy.purpose.wants',
  // A referral's answers are about a third person, given to the member who receives it.
  contactName: 'privacy.purpose.referrals',
  contactPhone: 'privacy.purpose.referrals',
  need: 'privacy.purpose.referrals',
  warmth: 'privacy.purpose.referrals',
  contactAgreed: 'privacy.purpose.referrals',
};

/** Every answer is stored at the host and read by the office, except where named here. */
const FIELD_RECIPIENTS: Record<string, RecipientId[]> = {
  // The phone is where codes and messages go.
  phone: ['host', 'office', 'whatsapp', 'otpless'],
  // Kept hashed: nobody in the office reads it.
  password: ['host'],
  // A Yes shows the business (and the phone) to other signed-in members in the directory.
  showInDirectory: ['host', 'office', 'members'],
  showPhoneInDirectory: ['host', 'office', 'members'],
  // A referral goes to the member who receives it; its WhatsApp message names the contact and need.
  contactName: ['host', 'members', 'whatsapp'],
  need: ['host', 'members', 'whatsapp'],
};

/** A referral's answers (and fields staff add to its form) go to the member who receives it. */
const FORM_RECIPIENTS: Record<string, RecipientId[]> = { referral: ['host', 'members'] };

/** What the product keeps beside the forms' answers. */
const RECORDS: { id: string; data: TextKey; purpose: TextKey; recipients: RecipientId[] }[] = [
  {
    id: 'record.language',
    data: 'privacy.item.language',
    purpose: 'privacy.purpose.language',
    recipients: ['host', 'office'],
  },
  {
    id: 'record.consents',
    data: 'privacy.item.consents',
    purpose: 'privacy.purpose.consents',
    recipients: ['host', 'office'],
  },
  {
    id: 'record.codes',
    data: 'privacy.item.codes',
    purpose: 'privacy.purpose.codes',
    recipients: ['whatsapp', 'otpless', 'host'],
  },
  {
    id: 'record.directoryChoices',
    data: 'privacy.item.directoryChoices',
    purpose: 'privacy.purpose.directoryChoices',
    recipients: ['host', 'office'],
  },
  {
    id: 'record.directoryViews',
    data: 'privacy.item.directoryViews',
    purpose: 'privacy.purpose.directoryViews',
    recipients: ['host', 'office'],
  },
  {
    id: 'record.concerns',
    data: 'privacy.item.concerns',
    purpose: 'privacy.purpose.concerns',
    recipients: ['host', 'office'],
  },
  {
    id: 'record.referrals',
    data: 'privacy.item.referrals',
    purpose: 'privacy.purpose.referrals',
    recipients: ['host', 'members', 'whatsapp'],
  },
  {
    id: 'record.logs',
    data: 'privacy.item.logs',
    purpose: 'privacy.purpose.logs',
    recipients: ['host', 'office'],
  },
];

/** The notice's sections, in reading order; `days` fills the texts that name a period. */
const SECTIONS = ['withdraw', 'download', 'delete', 'concern', 'rights', 'board'] as const;
const RETENTION = [
  'member',
  'account',
  'codes',
  'sessions',
  'drafts',
  'referrals',
  'directoryViews',
  'logs',
  'backups',
] as const;

/** Forms are read profile first, so an item reads as the member's own form names it. */
const FORM_ORDER = [
  'profile',
  'sign-up',
  'wizard-profile',
  'business',
  'wizard-business',
  'referral',
];

export interface NoticeItem {
  /** The stored field's name, or `record.<what>` for what the product keeps beside the forms. */
  id: string;
  data: string;
  purpose: string;
  /** The recipients' names, in the notice's language. */
  sharedWith: string[];
  recipients: RecipientId[];
}

export interface Notice {
  version: string;
  language: string;
  title: string;
  intro: string;
  items: NoticeItem[];
  recipients: { id: RecipientId; name: string; receives: string }[];
  sections: { id: (typeof SECTIONS)[number]; heading: string; text: string }[];
  retention: { id: (typeof RETENTION)[number]; data: string; period: string }[];
  contact: { name: string; email: string; phone: string };
  grievanceDays: number;
  accountDeletionGraceDays: number;
}

type Wording = Omit<Notice, 'version' | 'contact'>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** A staff-given purpose: `ui:options.purpose` of the field's UI schema. */
export function purposeOf(ui: JsonObject, field: string): string | undefined {
  const fieldUi = ui[field];
  const options = isObject(fieldUi) && isObject(fieldUi['ui:options']) ? fieldUi['ui:options'] : {};
  return text(options.purpose);
}

/** A form's fields in the order members meet them (its `ui:order`, the rest where `*` stands). */
function inFormOrder(fields: Record<string, JsonObject>, ui: JsonObject) {
  const order = Array.isArray(ui['ui:order']) ? (ui['ui:order'] as unknown[]) : [];
  const rest = order.includes('*') ? order.indexOf('*') : order.length;
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : rest);
  return Object.entries(fields).sort(([a], [b]) => rank(a) - rank(b));
}

/**
 * The privacy notice, derived from the live forms: each field the stored forms keep (its label
 * and purpose in the language asked), what the product keeps beside them, who receives each, the
 * member's rights, retention and the contact person. Its version is a hash of its wording in every
 * live language and of its items, computed once per live set of forms and texts.
 */
export function privacyNoticeService(
  config: Pick<
    Config,
    | 'privacyContact'
    | 'grievanceDays'
    | 'accountDeletionGraceDays'
    | 'verificationProvider'
    | 'backup'
    | 'referralContactDays'
  >,
  liveForms: LiveForms,
) {
  const recipients = RECIPIENTS.filter((r) => !('only' in r) || r.only(config));
  const named = new Set<RecipientId>(recipients.map((r) => r.id));

  let files: FormFiles | undefined;
  let wordings = new Map<string, Wording>();
  let version: string | undefined;

  /** Forgets everything computed for an older live set (a publish or a rollback replaced it). */
  const fresh = () => {
    const live = liveForms.files();
    if (live !== files) {
      files = live;
      wordings = new Map();
      version = undefined;
    }
    return live;
  };

  const languageOf = (language: string) =>
    liveForms.languages().includes(language) ? language : SOURCE_LANGUAGE;

  function itemsIn(language: string, live: FormFiles): NoticeItem[] {
    const say = (key: TextKey) => liveForms.text(language, key);
    const names = new Map(recipients.map((r) => [r.id, say(r.name)]));
    const translations =
      language === SOURCE_LANGUAGE
        ? undefined
        : (live[languagePath(language)] as TranslationFile | undefined);
    const localized = translations ? localizeFiles(live, translations) : live;
    const item = (id: string, data: string, purpose: string, wanted: RecipientId[]) => {
      const ids = wanted.filter((r) => named.has(r));
      return { id, data, purpose, sharedWith: ids.map((r) => names.get(r)!), recipients: ids };
    };
    const items = new Map<string, NoticeItem>();
    for (const form of FORM_ORDER) {
      if (!STORED_FORMS.has(form) || !liveForms.has(form)) continue;
      const schema = bundleFile(localized, schemaPath(form)).bundle;
      const ui = bundleFile(localized, uiPath(form)).bundle;
      for (const [field, sub] of inFormOrder(propertiesOf(schema), ui)) {
        const known = items.get(field);
        const purpose = purposeOf(ui, field);
        if (known) {
          // A field added to several forms may be given its purpose on any of them.
          if (known.purpose === '' && purpose) known.purpose = purpose;
          continue;
        }
        const baseline = BASELINE_PURPOSES[field];
        items.set(
          field,
          item(
            field,
            text(sub.title) ?? field,
            purpose ?? (baseline ? say(baseline) : ''),
            FIELD_RECIPIENTS[field] ?? FORM_RECIPIENTS[form] ?? ['host', 'office'],
          ),
        );
      }
    }
    for (const it of items.values())
      if (it.purpose === '') it.purpose = say('privacy.purpose.other');
    for (const record of RECORDS)
      items.set(
        record.id,
        item(record.id, say(record.data), say(record.purpose), record.recipients),
      );
    return [...items.values()];
  }

  function wording(language: string): Wording {
    const live = fresh();
    let done = wordings.get(language);
    if (!done) {
      const say = (key: TextKey, values?: Record<string, number>) =>
        liveForms.text(language, key, values);
      const days = {
        grievance: config.grievanceDays,
        grace: config.accountDeletionGraceDays,
      };
      done = {
        language,
        title: say('privacy.title'),
        intro: say('privacy.intro'),
        items: itemsIn(language, live),
        recipients: recipients.map((r) => ({
          id: r.id,
          name: say(r.name),
          receives: say(r.receives),
        })),
        sections: SECTIONS.map((id) => ({
          id,
          heading: say(`privacy.${id}.heading`),
          text: say(`privacy.${id}.text`, {
            days: id === 'delete' ? days.grace : days.grievance,
          }),
        })),
        retention: RETENTION.map((id) => ({
          id,
          data: say(`privacy.retention.${id}.data`),
          period: say(`privacy.retention.${id}.period`, {
            days:
              id === 'referrals'
                ? config.referralContactDays
                : id === 'directoryViews'
                  ? RETENTION_PERIODS.directoryViewDays
                  : days.grace,
            keep: config.backup.keep,
          }),
        })),
        grievanceDays: config.grievanceDays,
        accountDeletionGraceDays: config.accountDeletionGraceDays,
      };
      wordings.set(language, done);
    }
    return done;
  }

  function currentVersion(): string {
    fresh();
    version ??= sha256(
      JSON.stringify(liveForms.languages().map((language) => wording(language))),
    ).slice(0, 12);
    return version;
  }

  return {
    /**
     * The version members consent to: the first 12 hex characters of a SHA-256 over the notice's
     * wording in every live language (its items included). The contact person is left out: a new
     * contact does not change what a member agreed to.
     */
    currentVersion,
    /** The notice in a language (English for one not offered), as `GET /api/privacy/notice` answers. */
    notice(language: string): Notice {
      const code = languageOf(language);
      const words = wording(code);
      return {
        version: currentVersion(),
        ...words,
        contact: { ...config.privacyContact },
      };
    },
  };
}

export type PrivacyNoticeService = ReturnType<typeof privacyNoticeService>;
