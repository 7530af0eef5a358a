import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isObject, bundleSchema, type JsonObject } from '../shared/validation/bundle-schema';
import type { FormFiles, Problem } from './types';

/** The files shipped with the code: the baseline every published version builds on. */
export const SCHEMAS_DIR = resolve(import.meta.dirname, '../../schemas');

/** The JSON files of a subfolder, as paths relative to the set's folder. */
const jsonIn = (dir: string, sub: string) =>
  existsSync(join(dir, sub))
    ? readdirSync(join(dir, sub))
        .filter((file) => file.endsWith('.json'))
        .map((file) => `${sub}/${file}`)
    : [];

/**
 * The set's files, paths relative to the folder: forms (`<form>.*.json`), parts (`defs/*.json`)
 * and languages (`i18n/<code>.json`; the check refuses a code the product does not know).
 */
export function readFormTexts(dir = SCHEMAS_DIR): Record<string, string> {
  const paths = [
    ...readdirSync(dir).filter((file) => file.endsWith('.json')),
    ...jsonIn(dir, 'defs'),
    ...jsonIn(dir, 'i18n'),
  ].sort();
  return Object.fromEntries(paths.map((path) => [path, readFileSync(join(dir, path), 'utf8')]));
}

/** Parses raw texts; a file that is not a JSON object is a problem and left out of `files`. */
export function parseFiles(texts: Record<string, string>): {
  files: FormFiles;
  problems: Problem[];
} {
  const files: FormFiles = {};
  const problems: Problem[] = [];
  for (const [file, text] of Object.entries(texts)) {
    try {
      const json: unknown = JSON.parse(text);
      if (isObject(json)) files[file] = json;
      else problems.push({ file, pointer: '', message: 'must be a JSON object' });
    } catch (error) {
      problems.push({ file, pointer: '', message: `not valid JSON (${(error as Error).message})` });
    }
  }
  return { files, problems };
}

export class FormFilesError extends Error {
  constructor(readonly problems: Problem[]) {
    super(problems.map((p) => `schemas/${p.file}#${p.pointer}: ${p.message}`).join('\n'));
  }
}

/** The files of a folder, parsed; throws FormFilesError naming every file that does not parse. */
export function readFormFiles(dir = SCHEMAS_DIR): FormFiles {
  const { files, problems } = parseFiles(readFormTexts(dir));
  if (problems.length > 0) throw new FormFilesError(problems);
  return files;
}

let baseline: FormFiles | undefined;
/** schemas/ as shipped, read once per process. */
export function baselineFiles(): FormFiles {
  baseline ??= readFormFiles();
  return baseline;
}

/** Keys sorted at every level, so equal files give equal text whatever order they were written in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isObject(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Identifies a file set: sha256 of its canonical JSON, hex, first 16 characters. */
export const filesHash = (files: FormFiles) => sha256(canonicalJson(files)).slice(0, 16);

/** Every form: a `<form>.schema.json`, which comes with its `<form>.ui.json`. */
export function formNames(files: FormFiles): string[] {
  return Object.keys(files)
    .filter((path) => !path.includes('/') && path.endsWith('.schema.json'))
    .map((path) => path.slice(0, -'.schema.json'.length))
    .sort();
}

export const schemaPath = (form: string) => `${form}.schema.json`;
export const uiPath = (form: string) => `${form}.ui.json`;

/** A loader over the set that remembers what it was asked for. */
function loader(files: FormFiles, used: Set<string>) {
  return (path: string): JsonObject => {
    const json = files[path];
    if (!json) throw new Error(`no file schemas/${path}`);
    used.add(path);
    return json;
  };
}

/** A file bundled with every file it references (throws SchemaBundleError), and those files. */
export function bundleFile(
  files: FormFiles,
  path: string,
): { bundle: JsonObject; used: Set<string> } {
  const used = new Set<string>();
  return { bundle: bundleSchema(path, loader(files, used)), used };
}

/** The forms whose schema or UI bundle includes `path` (a form's own files count). */
export function formsUsing(files: FormFiles, path: string): string[] {
  return formNames(files).filter((form) =>
    [schemaPath(form), uiPath(form)].some((own) => {
      if (own === path) return true;
      try {
        return bundleFile(files, own).used.has(path);
      } catch {
        return false;
      }
    }),
  );
}
