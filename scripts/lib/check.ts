import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { SchemaBundleError, type JsonObject } from '../../src/shared/validation/bundle-schema';
import { addRules } from '../../src/shared/validation/create-ajv';
import { BUILT_IN_WIDGETS, CUSTOM_WIDGETS } from '../../widgets/names';
import { SCHEMAS_DIR, bundleForm, formNames, readJson, JsonFileError } from './schema-files';

/** Keywords a member can fail, so each needs its own message in `errorMessage`. */
const RULE_KEYWORDS = [
  'pattern',
  'format',
  'minLength',
  'minItems',
  'phone',
  'googleMapsUrl',
  'const',
  'enum',
  'minimum',
  'maximum',
];
const WIDGETS = new Set<string>([...CUSTOM_WIDGETS, ...BUILT_IN_WIDGETS]);

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

function strictAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false });
  addFormats(ajv);
  return addRules(ajv);
}

/**
 * Every rule and every required field of an object schema has its message, and every text and
 * list has a size limit: the server refuses an oversized request from these limits before it runs
 * the full validation.
 */
function checkMessages(schema: JsonObject, where: string, out: string[]): void {
  if (schema.type === 'string' && typeof schema.maxLength !== 'number') {
    out.push(`${where}: text field has no maxLength`);
  }
  if (schema.type === 'array' && typeof schema.maxItems !== 'number') {
    out.push(`${where}: list has no maxItems`);
  }
  const messages = isObject(schema.errorMessage) ? schema.errorMessage : {};
  const requiredMessages = isObject(messages.required) ? messages.required : {};
  for (const field of Array.isArray(schema.required) ? (schema.required as string[]) : []) {
    if (typeof requiredMessages[field] !== 'string') {
      out.push(`${where}: required field "${field}" has no errorMessage.required.${field}`);
    }
  }
  for (const keyword of RULE_KEYWORDS) {
    if (keyword in schema && typeof messages[keyword] !== 'string') {
      out.push(`${where}/${keyword}: rule has no errorMessage.${keyword}`);
    }
  }
  for (const key of ['properties', 'then', 'else', 'items']) {
    const child = schema[key];
    if (!isObject(child)) continue;
    if (key === 'properties') {
      for (const [name, sub] of Object.entries(child)) {
        if (isObject(sub)) checkMessages(sub, `${where}/properties/${escape(name)}`, out);
      }
    } else {
      checkMessages(child, `${where}/${key}`, out);
    }
  }
}

function propertiesOf(schema: JsonObject): Record<string, JsonObject> {
  const own = isObject(schema.properties) ? schema.properties : {};
  const then =
    isObject(schema.then) && isObject(schema.then.properties) ? schema.then.properties : {};
  return { ...own, ...then } as Record<string, JsonObject>;
}

/** Every "ui:widget" is registered and every key names a field the schema has. */
function checkUi(ui: JsonObject, schema: JsonObject, where: string, out: string[]): void {
  const widget = ui['ui:widget'];
  if (widget !== undefined && (typeof widget !== 'string' || !WIDGETS.has(widget))) {
    out.push(
      `${where}/ui:widget: unknown widget ${JSON.stringify(widget)}; registered: ${[...WIDGETS].join(', ')}`,
    );
  }
  const options = isObject(ui['ui:options']) ? ui['ui:options'] : {};
  if (ui['ui:enableMarkdownInDescription'] || options.enableMarkdownInDescription) {
    out.push(`${where}: markdown in descriptions is not offered; write the text plainly`);
  }
  const properties = propertiesOf(schema);
  for (const [key, value] of Object.entries(ui)) {
    if (key.startsWith('ui:')) continue;
    const sub = key === 'items' && isObject(schema.items) ? schema.items : properties[key];
    if (!sub) out.push(`${where}/${escape(key)}: no such field in the schema`);
    else if (isObject(value)) checkUi(value, sub, `${where}/${escape(key)}`, out);
  }
}

/** All problems in schemas/, one line each, naming the file and the JSON pointer. */
export function checkSchemas(dir = SCHEMAS_DIR): string[] {
  const out: string[] = [];
  const files = [
    ...readdirSync(dir).filter((f) => f.endsWith('.json')),
    ...readdirSync(join(dir, 'defs')).map((f) => `defs/${f}`),
  ];
  for (const file of files) {
    try {
      readJson(file, dir);
    } catch (error) {
      out.push((error as Error).message);
    }
  }
  if (out.length > 0) return out;

  const ajv = strictAjv();
  for (const form of formNames(dir)) {
    const file = `schemas/${form}.schema.json`;
    let schema: JsonObject;
    try {
      schema = bundleForm(form, dir);
    } catch (error) {
      if (error instanceof SchemaBundleError) out.push(`schemas/${error.message}`);
      else if (error instanceof JsonFileError) out.push(error.message);
      else throw error;
      continue;
    }
    if (!ajv.validateSchema(schema)) {
      for (const e of ajv.errors ?? []) out.push(`${file}#${e.instancePath}: ${e.message}`);
      continue;
    }
    try {
      ajv.compile(schema);
    } catch (error) {
      out.push(`${file}#: ${(error as Error).message}`);
      continue;
    }
    checkMessages(schema, `${file}#`, out);
    const uiFile = `${form}.ui.json`;
    try {
      checkUi(readJson(uiFile, dir), schema, `schemas/${uiFile}#`, out);
    } catch (error) {
      out.push(`schemas/${uiFile}: ${(error as Error).message}`);
    }
  }
  return out;
}
