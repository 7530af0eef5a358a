import { checkFiles } from '../../form-engine/check';
import { compileForms } from '../../form-engine/compile';
import { baselineFiles, filesHash, parseFiles } from '../../form-engine/form-files';
import { isLanguageFile, languageCodeOf } from '../../form-engine/messages';
import { rebaseLanguages } from '../../form-engine/rebase-languages';
import type { FormFiles, Problem } from '../../form-engine/types';

/** Same text, same meaning: key order is compared too, since it orders a form's fields. */
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A version's files on the current baseline: its overrides replace baseline files, the rest is the
 * baseline's. An override of a path the baseline no longer has (an upgrade removed it) is dropped,
 * except a language staff added, which a version carries itself; its languages' texts are fitted
 * to the baseline's (see rebaseLanguages).
 */
export function overlay(baseline: FormFiles, overrides: FormFiles): FormFiles {
  const files = { ...baseline };
  for (const [path, json] of Object.entries(overrides))
    if (path in baseline || isLanguageFile(path)) files[path] = json;
  const texts = Object.keys(overrides).some((path) => languageCodeOf(path) !== undefined);
  return texts ? rebaseLanguages(files, baseline) : files;
}

/** What a version stores: only the files that differ from the baseline. */
export function overridesOf(files: FormFiles, baseline: FormFiles): FormFiles {
  return Object.fromEntries(
    Object.entries(files).filter(([path, json]) => !sameJson(json, baseline[path])),
  );
}

/** The paths whose content differs between two complete file sets. */
export function changedPaths(before: FormFiles, after: FormFiles): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((path) => !sameJson(before[path], after[path]))
    .sort();
}

export interface Draft {
  /** The live files with the draft's files in their place. */
  files: FormFiles;
  /** The paths the draft sent. */
  paths: string[];
  problems: Problem[];
}

/** Checks a complete file set: `checkFiles` with the baseline's guard rails. */
export type Checker = (files: FormFiles) => Problem[];

/**
 * A draft as staff send it (raw JSON text of the files they changed) on top of the live files,
 * checked by the one implementation `schemas:check` runs, with the baseline's guard rails.
 */
export function readDraft(texts: Record<string, string>, live: FormFiles, check: Checker): Draft {
  const parsed = parseFiles(texts);
  const files = { ...live, ...parsed.files };
  const paths = Object.keys(texts).sort();
  if (parsed.problems.length > 0) return { files, paths, problems: parsed.problems };
  return { files, paths, problems: check(files) };
}

/**
 * Staff take one draft through check, preview, impact and publish, and each step reads it again:
 * what the last few file sets came to is kept, by their content. Checking compiles every form
 * with a strict ajv (80 ms of the event loop a request), compiling makes their validators.
 */
function keptByContent<T>(make: (files: FormFiles) => T, size = 4): (files: FormFiles) => T {
  const kept = new Map<string, T>();
  return (files) => {
    const hash = filesHash(files);
    const value = kept.has(hash) ? kept.get(hash)! : make(files);
    // Map keeps insertion order: the one set again goes last, the oldest is first.
    kept.delete(hash);
    kept.set(hash, value);
    if (kept.size > size) kept.delete(kept.keys().next().value!);
    return value;
  };
}

export const compiler = () => keptByContent(compileForms);

export const checker = (): Checker =>
  keptByContent((files) => checkFiles(files, { baseline: baselineFiles() }));
