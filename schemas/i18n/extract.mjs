/**
 * Writes forms.en.json: every text a member reads in the form files of `schemas/` (each
 * `<form>.schema.json`, `<form>.ui.json` and `defs/*.json`), keyed `<file>#<JSON pointer>`.
 *
 *   node schemas/i18n/extract.mjs           writes schemas/i18n/forms.en.json
 *   node schemas/i18n/extract.mjs --check   exits 1 if forms.en.json differs from the schemas
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const schemas = join(here, '..');
const out = join(here, 'forms.en.json');

/** Texts wherever they stand: a schema's title and description, the UI schema's texts. */
const TEXT_KEYS = new Set([
  'title',
  'description',
  'ui:title',
  'ui:description',
  'ui:placeholder',
  'ui:help',
]);
/** Texts inside `ui:submitButtonOptions` and `ui:options`. */
const OPTION_TEXT_KEYS = new Set([
  'submitText',
  'editSubmitText',
  'addText',
  'removeText',
  'itemTitle',
]);
/** Values, not texts: never read as a text even where a text key is inside. */
const SKIP_KEYS = new Set([
  '$schema',
  '$id',
  '$ref',
  '$comment',
  'default',
  'const',
  'enum',
  'examples',
]);

const escape = (token) => String(token).replaceAll('~', '~0').replaceAll('/', '~1');

function collect(node, pointer, found) {
  if (Array.isArray(node)) {
    node.forEach((item, index) => collect(item, `${pointer}/${index}`, found));
    return;
  }
  if (node === null || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    const at = `${pointer}/${escape(key)}`;
    if (SKIP_KEYS.has(key)) continue;
    if (typeof value === 'string' && TEXT_KEYS.has(key)) found.push([at, value]);
    else if (key === 'ui:enumNames' && Array.isArray(value)) {
      value.forEach((name, i) => typeof name === 'string' && found.push([`${at}/${i}`, name]));
    } else if (key === 'errorMessage') strings(value, at, found);
    else if ((key === 'ui:options' || key === 'ui:submitButtonOptions') && isObject(value)) {
      for (const [option, text] of Object.entries(value)) {
        if (OPTION_TEXT_KEYS.has(option) && typeof text === 'string') {
          found.push([`${at}/${escape(option)}`, text]);
        }
      }
    } else collect(value, at, found);
  }
}

/** Every string under an `errorMessage`: the keyword forms and `properties`/`required` maps. */
function strings(node, pointer, found) {
  if (typeof node === 'string') found.push([pointer, node]);
  else if (Array.isArray(node)) node.forEach((item, i) => strings(item, `${pointer}/${i}`, found));
  else if (isObject(node)) {
    for (const [key, value] of Object.entries(node))
      strings(value, `${pointer}/${escape(key)}`, found);
  }
}

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

const files = [
  ...readdirSync(schemas).filter((file) => file.endsWith('.json')),
  ...readdirSync(join(schemas, 'defs'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => `defs/${file}`),
].sort();

const texts = {};
for (const file of files) {
  const found = [];
  collect(JSON.parse(readFileSync(join(schemas, file), 'utf8')), '', found);
  for (const [pointer, text] of found) texts[`${file}#${pointer}`] = text;
}

const json = `${JSON.stringify(texts, null, 2)}\n`;
if (process.argv.includes('--check')) {
  const same = readFileSync(out, 'utf8') === json;
  console.log(
    same ? 'forms.en.json is current' : 'forms.en.json differs from schemas/: run extract',
  );
  process.exit(same ? 0 : 1);
}
writeFileSync(out, json);
console.log(`forms.en.json: ${Object.keys(texts).length} texts from ${files.length} files`);
