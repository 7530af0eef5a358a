import { isObject, type JsonObject } from '../shared/validation/bundle-schema';
import { escapePointer } from './check-rules';
import { codedProblem } from './coded-problem';
import { canonicalJson, bundleFile, formNames, schemaPath, uiPath } from './form-files';
import { propertiesOf, validatorFactory } from './compile';
import { languageCodeOf, languagePath } from './messages';
import { checkEnglishChanges } from './translations';
import { SOURCE_LANGUAGE } from '../shared/i18n/languages';
import {
  NEW_FIELD_MAX_LENGTH,
  NEW_FIELD_TYPES,
  SERVER_FIELDS,
  STORED_FORMS,
} from './server-fields';
import { purposeOfUi } from '../shared/field-kinds';
import type { FormFiles, Problem } from './types';

/** A form of the draft that passed the file checks, bundled. */
export interface FormBundle {
  schema: JsonObject;
  ui?: JsonObject;
}

const baselineCache = new WeakMap<FormFiles, Map<string, JsonObject>>();
function baselineSchemas(baseline: FormFiles): Map<string, JsonObject> {
  let schemas = baselineCache.get(baseline);
  if (!schemas) {
    schemas = new Map(
      formNames(baseline).map((form) => [form, bundleFile(baseline, schemaPath(form)).bundle]),
    );
    baselineCache.set(baseline, schemas);
  }
  return schemas;
}

const readByServer: Record<string, readonly string[] | undefined> = SERVER_FIELDS;

/** Where a field of `schema` is written: its own properties, or those a condition's `then` adds. */
function fieldPointer(schema: JsonObject, pointer: string, name: string) {
  const field = `/properties/${escapePointer(name)}`;
  if (isObject(schema.properties) && name in schema.properties) return `${pointer}${field}`;
  const allOf = Array.isArray(schema.allOf) ? schema.allOf : [];
  const at = allOf.findIndex(
    (part) =>
      isObject(part) &&
      isObject(part.then) &&
      isObject(part.then.properties) &&
      name in part.then.properties,
  );
  return at < 0 ? `${pointer}/then${field}` : `${pointer}/allOf/${at}/then${field}`;
}

function checkForm(form: string, schema: JsonObject, base: JsonObject): Problem[] {
  const file = schemaPath(form);
  const problems: Problem[] = [];
  const push = (pointer: string, message: string) => problems.push({ file, pointer, message });

  const properties = propertiesOf(schema);
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  for (const field of readByServer[form] ?? []) {
    if (!properties[field])
      push(`/properties/${field}`, `"${field}" is read by the server and cannot be removed`);
    else if (!required.includes(field))
      push('/required', `"${field}" is read by the server and must stay required`);
  }

  const newField = (name: string, sub: JsonObject, pointer: string, top: boolean) => {
    if (!top) {
      push(pointer, `new field "${name}": fields can be added only at the top level of a form`);
    } else if (!STORED_FORMS.has(form)) {
      push(
        pointer,
        `new field "${name}": this form's answers are not stored, so fields can be added only to the business and profile forms`,
      );
    } else if (typeof sub.type !== 'string' || !NEW_FIELD_TYPES.includes(sub.type)) {
      push(pointer, `new field "${name}" must have type ${NEW_FIELD_TYPES.join(', ')}`);
    } else if (
      sub.type === 'string' &&
      !(typeof sub.maxLength === 'number' && sub.maxLength <= NEW_FIELD_MAX_LENGTH)
    ) {
      push(pointer, `new field "${name}" needs a maxLength of at most ${NEW_FIELD_MAX_LENGTH}`);
    } else if (
      sub.type === 'array' &&
      !(isObject(sub.items) && sub.items.type === 'string' && Array.isArray(sub.items.oneOf))
    ) {
      push(pointer, `new field "${name}": a list must be a list of choices (items with oneOf)`);
    }
  };

  const compareField = (name: string, draft: JsonObject, was: JsonObject, pointer: string) => {
    if (canonicalJson(draft.type) !== canonicalJson(was.type)) {
      push(
        pointer,
        `"${name}" must keep its type ${canonicalJson(was.type)}: stored answers and the server rely on it`,
      );
      return;
    }
    for (const limit of ['maxLength', 'maxItems']) {
      const bound = was[limit];
      const value = draft[limit];
      if (typeof bound === 'number' && !(typeof value === 'number' && value <= bound)) {
        push(pointer, `"${name}" can have ${limit} at most ${bound}, the server's limit for it`);
      }
    }
    if (was.type === 'object') compareFields(draft, was, pointer, false);
    if (was.type === 'array' && isObject(draft.items) && isObject(was.items)) {
      compareField(`${name} item`, draft.items, was.items, `${pointer}/items`);
    }
  };

  const compareFields = (draft: JsonObject, was: JsonObject, pointer: string, top: boolean) => {
    const before = propertiesOf(was);
    for (const [name, sub] of Object.entries(propertiesOf(draft))) {
      if (!isObject(sub)) continue;
      const at = fieldPointer(draft, pointer, name);
      if (before[name]) compareField(name, sub, before[name], at);
      else newField(name, sub, at, top);
    }
  };
  compareFields(schema, base, '', true);

  if (problems.length === 0) {
    try {
      for (const specifier of validatorFactory(schema).unknown) {
        push(
          '',
          `the browser's validator would need "${specifier}", which the app does not load; remove the keyword that needs it`,
        );
      }
    } catch (error) {
      push('', `the browser's validator cannot be built: ${(error as Error).message}`);
    }
  }
  return problems;
}

/**
 * A field staff add to a stored form says why the network keeps its answer (`ui:options.purpose`
 * in its UI schema): the privacy notice lists every stored field with its purpose.
 */
function missingPurposes(form: string, schema: JsonObject, base: JsonObject, ui: JsonObject = {}) {
  const before = propertiesOf(base);
  return Object.keys(propertiesOf(schema))
    .filter((name) => !before[name] && !purposeOfUi(ui[name]))
    .map((name) => codedProblem(uiPath(form), `/${escapePointer(name)}`, 'noPurpose'));
}

/**
 * What a live version may change, given the baseline the code was built on: the same files (no
 * new forms or parts; a language may be added, a shipped one kept), the fields the server reads
 * kept and required, no field loosened beyond the limits the request shapes were built with, new
 * fields only where they are stored as they are, and the catalogue's English in wording only.
 */
export function guardRails(
  files: FormFiles,
  baseline: FormFiles,
  bundles: Map<string, FormBundle>,
): Problem[] {
  const problems: Problem[] = [];
  for (const file of Object.keys(files)) {
    // A language file is added as a language (the file checks name a code it does not know).
    if (!(file in baseline) && languageCodeOf(file) === undefined) {
      const message =
        'files cannot be added in the Studio: new forms and parts are added in the code (schemas/)';
      problems.push({ file, pointer: '', message });
    }
  }
  for (const file of Object.keys(baseline)) {
    if (!(file in files)) {
      const message =
        languageCodeOf(file) === undefined
          ? 'files cannot be removed in the Studio'
          : 'a language shipped with the code cannot be removed';
      problems.push({ file, pointer: '', message });
    }
  }
  const english = files[languagePath(SOURCE_LANGUAGE)];
  const baseEnglish = baseline[languagePath(SOURCE_LANGUAGE)];
  if (english && baseEnglish)
    problems.push(...checkEnglishChanges(english, baseEnglish as Record<string, string>));
  const baseSchemas = baselineSchemas(baseline);
  for (const [form, { schema, ui }] of bundles) {
    const base = baseSchemas.get(form);
    if (!base) continue;
    const formProblems = checkForm(form, schema, base);
    problems.push(...formProblems);
    // Only where the new fields themselves may be added: otherwise that refusal says enough.
    if (formProblems.length === 0 && STORED_FORMS.has(form))
      problems.push(...missingPurposes(form, schema, base, ui));
  }
  return problems;
}
