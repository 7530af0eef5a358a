import { checkFiles } from './check';
import { compileForms } from './compile';
import { baselineFiles } from './form-files';
import type { CompiledForm, FormFiles, Problem } from './types';

/** The forms a process validates with and serves: the baseline, or the version last published. */
export interface LiveForms {
  /** Throws for a name that is not a form; `has` asks first. */
  form(name: string): CompiledForm;
  has(name: string): boolean;
  names(): string[];
  files(): FormFiles;
  /** The published version applied, or null while the baseline is live. */
  version(): number | null;
  /**
   * Makes a published version live after checking it against this code's baseline. A version the
   * baseline refuses (made on an older baseline) is not applied: the problems are returned, the
   * forms stay as they were, and asking again for the same version answers from memory.
   */
  apply(files: FormFiles, version: number): Problem[];
  /** A validator module this process compiled: the baseline's and the last versions'. */
  moduleCode(hash: string): string | undefined;
}

/** How many versions' modules stay servable from memory besides the baseline's. */
const KEPT_VERSIONS = 3;

export function createLiveForms(baseline: FormFiles = baselineFiles()): LiveForms {
  const compiledBaseline = compileForms(baseline);
  const baselineModules = new Map(
    [...compiledBaseline.values()].map((form) => [form.moduleHash, form.moduleCode]),
  );
  const versionModules: Map<string, string>[] = [];
  let forms = compiledBaseline;
  let files = baseline;
  let version: number | null = null;
  let refused: { version: number; problems: Problem[] } | undefined;

  return {
    form(name) {
      const form = forms.get(name);
      if (!form) throw new Error(`no form "${name}"`);
      return form;
    },
    has: (name) => forms.has(name),
    names: () => [...forms.keys()],
    files: () => files,
    version: () => version,
    apply(next, id) {
      if (refused?.version === id) return refused.problems;
      const problems = checkFiles(next, { baseline });
      if (problems.length > 0) {
        refused = { version: id, problems };
        return problems;
      }
      forms = compileForms(next);
      files = next;
      version = id;
      versionModules.unshift(new Map([...forms.values()].map((f) => [f.moduleHash, f.moduleCode])));
      versionModules.length = Math.min(versionModules.length, KEPT_VERSIONS);
      return [];
    },
    moduleCode: (hash) =>
      baselineModules.get(hash) ?? versionModules.find((m) => m.has(hash))?.get(hash),
  };
}
