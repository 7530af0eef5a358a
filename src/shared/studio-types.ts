/** The shapes of the Studio's API (`/api/studio/*`): the server answers them, the Studio reads them. */
import type { JsonObject } from './validation/bundle-schema';

export type { JsonObject };

/** Problems the catalogue words, as `studio.problem.<code>`: the Studio can say them in any language. */
export type ProblemCode =
  | 'unsafePattern'
  | 'tooManyFields'
  | 'tooManyChoices'
  | 'choiceTooLong'
  | 'kindChanged'
  | 'conditionOnMissingField'
  | 'conditionCycle';

/** One problem, printed `schemas/<file>#<pointer>: <message>`. */
export interface Problem {
  file: string;
  pointer: string;
  /** In English, as `schemas:check` prints it. */
  message: string;
  /** Stable, where the catalogue words the problem; `values` fill its message. */
  code?: ProblemCode;
  values?: Record<string, number>;
}

export interface VersionSummary {
  id: number;
  action: 'publish' | 'rollback';
  rolledBackTo: number | null;
  /** The staff phone, masked. */
  author: string;
  createdAt: string;
  note: string;
  baselineHash: string;
  onCurrentBaseline: boolean;
  changedFiles: string[];
}

/**
 * One change of a version in words: what changed on which field (by its label), in which file.
 * `other` stands for what has no sentence of its own; the raw diff shows it.
 */
export interface ReadableChange {
  kind:
    | 'label'
    | 'placeholder'
    | 'help'
    | 'message'
    | 'minLength'
    | 'maxLength'
    | 'pattern'
    | 'options'
    | 'required'
    | 'notRequired'
    | 'added'
    | 'removed'
    | 'order'
    | 'text'
    | 'other';
  file: string;
  /** The field's label (for `text`: the English the translation is made from). */
  field?: string;
  /** For `message`: the rule the message is for (`required`, `maxLength`…). */
  rule?: string;
  before?: string;
  after?: string;
}

export interface VersionWithDiff extends VersionSummary {
  /** The changes against the version before it, in words. */
  changes: ReadableChange[];
  /** Unified diff against the version before it. */
  diff: string;
}

/** One language's translations counted against the English of the same file set. */
export interface LanguageReport {
  language: string;
  texts: number;
  translated: number;
  missing: number;
  /** Translated from an English text that has changed since. */
  stale: number;
}

/**
 * `GET /api/studio/forms`. `files` holds the forms, the parts (`defs/…`) and the languages
 * (`i18n/en.json`, `i18n/<code>.json`; `baseline` is null for a language added in the Studio).
 */
export interface StudioForms {
  version: VersionSummary | null;
  baselineHash: string;
  files: Record<string, { baseline: JsonObject | null; live: JsonObject }>;
  /** The form and part files each form is built from (never a language file). */
  forms: Record<string, { files: string[] }>;
  /**
   * The live English of every text a language translates, by the key its files use: catalogue
   * keys (`otp.title`) and form texts (`<file>#<JSON pointer>`).
   */
  english: Record<string, string>;
  /** Each live language but English, counted. */
  languages: LanguageReport[];
}

/** `POST /api/studio/check`: the draft's problems, and its languages counted. */
export interface CheckResult {
  problems: Problem[];
  languages: LanguageReport[];
}

/** A draft as the server takes it: raw JSON text of each changed file. */
export type DraftFiles = Record<string, string>;

export interface PreviewDescriptor {
  schema: object;
  uiSchema: object;
  validator: string;
  requires?: string[];
}

export interface PreviewResult {
  problems: Problem[];
  forms: Record<string, PreviewDescriptor>;
}

/** A member whose stored records the draft would make invalid: their profile, or their businesses by name. */
export interface AffectedMember {
  memberId: string;
  memberName: string;
  /** The names of the member's businesses affected; empty when it is their profile. */
  businesses: string[];
}

export interface FormImpact {
  form: string;
  records: number;
  invalid: number;
  /**
   * Why, by field: `label` is the field's label in the draft (`pointer` locates it). `unanswered`:
   * the records simply have no answer yet to a field the draft requires (a new required field).
   */
  reasons: {
    pointer: string;
    label: string;
    message: string;
    count: number;
    unanswered?: boolean;
  }[];
}

export interface ImpactResult {
  problems: Problem[];
  impact: FormImpact[];
  /** The first members whose records the draft would make invalid, each once across every form. */
  affected: AffectedMember[];
  /** How many members that is in all (`affected` may list fewer). */
  affectedMembers: number;
}

/** The line `schemas:check` prints for a problem. */
export const problemLine = (problem: Problem) =>
  `schemas/${problem.file}#${problem.pointer}: ${problem.message}`;
