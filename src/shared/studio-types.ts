/**
 * What the form engine builds for the Studio's routes (problems, changes, languages counted) and
 * the drafts it takes. The server's answer schemas are checked against these codes and kinds; the
 * Studio reads the answers as the API document types them (`@/shared/api/answers`).
 */
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
  | 'conditionCycle'
  | 'noPurpose';

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

/** One language's translations counted against the English of the same file set. */
export interface LanguageReport {
  language: string;
  texts: number;
  translated: number;
  missing: number;
  /** Translated from an English text that has changed since. */
  stale: number;
}

/** A draft as the server takes it: raw JSON text of each changed file. */
export type DraftFiles = Record<string, string>;

/** The line `schemas:check` prints for a problem. */
export const problemLine = (problem: Pick<Problem, 'file' | 'pointer' | 'message'>) =>
  `schemas/${problem.file}#${problem.pointer}: ${problem.message}`;
