import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { SchemaBundleError, type JsonObject } from '../shared/validation/bundle-schema';
import { childLayers, lastSaying, layersOf } from '../shared/validation/schema-layers';
import { addRules } from '../shared/validation/create-ajv';
import { checkMessages, checkUi, pointerOf } from './check-rules';
import { bundleFile, formNames, formsUsing, schemaPath, uiPath } from './form-files';
import { guardRails, type FormBundle } from './guard-rails';
import { languageCodeOf } from './messages';
import { overCeilings } from './over-ceilings';
import { conditionProblems } from './condition-checks';
import { unsafePatterns } from './pattern-safety';
import { checkLanguageFiles } from './translations';
import { isKnownLanguage, KNOWN_LANGUAGES } from '../shared/i18n/languages';
import type { FormFiles, Problem } from './types';

function strictAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false });
  addFormats(ajv);
  return addRules(ajv);
}

type Place = { file: string; pointer: string };

/**
 * Where a key of a bundled UI schema was written: the file and pointer of the strongest layer that
 * says it, in the bundling order the bundler merges by.
 */
function locate(files: FormFiles, file: string, segments: string[]): Place | undefined {
  const key = segments.at(-1);
  if (key === undefined) return { file, pointer: '' };
  let layers = layersOf(files, file);
  for (const parent of segments.slice(0, -1)) layers = childLayers(files, layers, [parent]);
  const layer = lastSaying(layers, [key]);
  return layer && { file: layer.file, pointer: pointerOf([...layer.path.map(String), key]) };
}

interface FormCheck {
  problems: Problem[];
  bundle?: FormBundle;
  /** The bundled schema, once it compiles, and the schema files it is built of. */
  compiled?: { schema: JsonObject; used: Set<string> };
}

/** UI keys written in a file several forms build on, naming a field some of them lack. */
type SharedMisses = Map<string, { file: string; pointer: string; forms: string[] }>;

function checkForm(files: FormFiles, form: string, ajv: Ajv, misses: SharedMisses): FormCheck {
  const problems: Problem[] = [];
  const file = schemaPath(form);
  const bundled = (path: string) => {
    try {
      return bundleFile(files, path);
    } catch (error) {
      if (!(error instanceof SchemaBundleError)) throw error;
      problems.push({ file: error.file, pointer: error.pointer, message: error.reason });
      return undefined;
    }
  };
  const schemaBundle = bundled(file);
  if (!files[uiPath(form)]) {
    problems.push({
      file: uiPath(form),
      pointer: '',
      message: 'missing: every form has a UI file',
    });
  }
  const uiBundle = files[uiPath(form)] ? bundled(uiPath(form)) : undefined;
  for (const used of schemaBundle?.used ?? []) {
    if (used.endsWith('.ui.json')) {
      problems.push({ file, pointer: '', message: `a schema cannot $ref the UI file ${used}` });
    }
  }
  for (const used of uiBundle?.used ?? []) {
    if (!used.endsWith('.ui.json')) {
      const message = `a UI schema can $ref only UI files (*.ui.json), not ${used}`;
      problems.push({ file: uiPath(form), pointer: '', message });
    }
  }
  if (!schemaBundle) return { problems };
  const schema = schemaBundle.bundle;
  if (!ajv.validateSchema(schema)) {
    for (const e of ajv.errors ?? []) {
      problems.push({ file, pointer: e.instancePath, message: e.message ?? 'invalid' });
    }
    return { problems };
  }
  try {
    ajv.compile(schema);
  } catch (error) {
    problems.push({ file, pointer: '', message: (error as Error).message });
    return { problems };
  }
  const compiled = { schema, used: schemaBundle.used };
  checkMessages(schema, '', (pointer, message) => problems.push({ file, pointer, message }));
  // The guard rails read the schema alone, so a UI slip does not hide a refused schema change.
  const bundle = problems.length === 0 ? { schema, ui: uiBundle?.bundle } : undefined;
  if (uiBundle) {
    checkUi(uiBundle.bundle, schema, [], (at, message, perForm) => {
      const found = locate(files, uiPath(form), at) ?? {
        file: uiPath(form),
        pointer: pointerOf(at),
      };
      if (perForm && found.file !== uiPath(form)) {
        // A file other forms build on may name a field only some of them have.
        const key = `${found.file}#${found.pointer}`;
        const miss = misses.get(key) ?? { ...found, forms: [] };
        miss.forms.push(form);
        misses.set(key, miss);
      } else {
        problems.push({ ...found, message });
      }
    });
  }
  return { problems, bundle, compiled };
}

/** Paths that are neither a form's files, nor a part, nor a language the product knows. */
function strayFiles(files: FormFiles): Problem[] {
  const forms = new Set(formNames(files));
  return Object.keys(files).flatMap((file) => {
    if (file.startsWith('defs/') && !file.slice(5).includes('/') && file.endsWith('.json'))
      return [];
    const code = languageCodeOf(file);
    if (code !== undefined) {
      if (isKnownLanguage(code)) return [];
      const message = `"${code}" is not a language the product knows (${KNOWN_LANGUAGES.join(', ')})`;
      return [{ file, pointer: '', message }];
    }
    const form = file.replace(/\.(schema|ui)\.json$/, '');
    if (form !== file && !form.includes('/')) {
      if (forms.has(form)) return [];
      return [{ file, pointer: '', message: `no form "${form}": ${schemaPath(form)} is missing` }];
    }
    const message =
      'not a form file (<form>.schema.json, <form>.ui.json), a part (defs/*.json) nor a language (i18n/<code>.json)';
    return [{ file, pointer: '', message }];
  });
}

/**
 * Every problem in a file set, one line each, naming the file and JSON pointer where it was
 * written. With `baseline` (schemas/ as shipped), also what a live version may not change: the
 * server's code and request limits are built on the baseline. The languages listed `complete`
 * (the shipped ones, when schemas:check checks the baseline) must translate every text; any other
 * language, and every language of a version, may leave texts to fall back to English.
 */
export function checkFiles(
  files: FormFiles,
  options: { baseline?: FormFiles; complete?: readonly string[] } = {},
): Problem[] {
  const ajv = strictAjv();
  const problems: Problem[] = strayFiles(files);
  const bundles = new Map<string, FormBundle>();
  const misses: SharedMisses = new Map();
  const compiled = new Map<string, JsonObject>();
  const schemaFiles = new Set<string>();
  for (const form of formNames(files)) {
    const checked = checkForm(files, form, ajv, misses);
    problems.push(...checked.problems);
    if (checked.bundle) bundles.set(form, checked.bundle);
    if (checked.compiled) {
      compiled.set(schemaPath(form), checked.compiled.schema);
      for (const file of checked.compiled.used) schemaFiles.add(file);
    }
  }
  // Members' answers are matched against these patterns and sized by these ceilings.
  problems.push(...unsafePatterns(files, schemaFiles));
  problems.push(...overCeilings(files, schemaFiles, compiled));
  problems.push(...conditionProblems(compiled));
  for (const { file, pointer, forms } of misses.values()) {
    if (forms.length >= formsUsing(files, file).length) {
      const message = `no such field in the schema of any form using this file (${forms.join(', ')})`;
      problems.push({ file, pointer, message });
    }
  }
  problems.push(...checkLanguageFiles(files, { complete: options.complete }).problems);
  if (options.baseline) problems.push(...guardRails(files, options.baseline, bundles));
  const seen = new Set<string>();
  return problems.filter((p) => {
    const line = formatProblem(p);
    if (seen.has(line)) return false;
    seen.add(line);
    return true;
  });
}

/** How a problem is printed, for staff: `schemas/<file>#<pointer>: <message>`. */
export const formatProblem = (p: Problem) => `schemas/${p.file}#${p.pointer}: ${p.message}`;
