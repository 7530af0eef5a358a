/** The shapes of the Studio's API (`/api/studio/*`): the server answers them, the Studio reads them. */
import type { JsonObject } from './validation/bundle-schema';

export type { JsonObject };

/** One problem, printed `schemas/<file>#<pointer>: <message>`. */
export interface Problem {
  file: string;
  pointer: string;
  message: string;
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

export interface VersionWithDiff extends VersionSummary {
  /** Unified diff against the version before it. */
  diff: string;
}

/** `GET /api/studio/forms`. */
export interface StudioForms {
  version: VersionSummary | null;
  baselineHash: string;
  files: Record<string, { baseline: JsonObject | null; live: JsonObject }>;
  forms: Record<string, { files: string[] }>;
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

export interface FormImpact {
  form: string;
  records: number;
  invalid: number;
  reasons: { pointer: string; message: string; count: number }[];
  ids: string[];
}

export interface ImpactResult {
  problems: Problem[];
  impact: FormImpact[];
}

/** The line `schemas:check` prints for a problem. */
export const problemLine = (problem: Problem) =>
  `schemas/${problem.file}#${problem.pointer}: ${problem.message}`;
