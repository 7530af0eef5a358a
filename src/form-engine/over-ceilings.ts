import traverse from 'json-schema-traverse';
import { isObject, type JsonObject } from '../shared/validation/bundle-schema';
import { CEILINGS } from './ceilings';
import { codedProblem } from './coded-problem';
import { propertiesOf } from './compile';
import type { FormFiles, Problem } from './types';

/** A list of choices: an `enum`, or a `oneOf`/`anyOf` of constants (as the Studio writes them). */
function choiceLists(schema: JsonObject): [keyword: string, values: unknown[]][] {
  const lists: [string, unknown[]][] = [];
  if (Array.isArray(schema.enum)) lists.push(['enum', schema.enum]);
  for (const keyword of ['oneOf', 'anyOf']) {
    const options: unknown = schema[keyword];
    if (
      Array.isArray(options) &&
      options.length > 0 &&
      options.every((o) => isObject(o) && 'const' in o)
    )
      lists.push([keyword, options]);
  }
  return lists;
}

const tooLong = (text: unknown) =>
  typeof text === 'string' && [...text].length > CEILINGS.choiceText;

/**
 * What goes over the ceilings: a form with too many fields (`forms`: each form's schema file and
 * bundled schema), and in the schema files `paths`, each list with too many choices and each
 * choice whose stored value or label is too long, named where it is written.
 */
export function overCeilings(
  files: FormFiles,
  paths: Iterable<string>,
  forms: Map<string, JsonObject>,
): Problem[] {
  const problems: Problem[] = [];
  for (const [file, schema] of forms) {
    if (Object.keys(propertiesOf(schema)).length > CEILINGS.fields)
      problems.push(codedProblem(file, '', 'tooManyFields', { max: CEILINGS.fields }));
  }
  for (const file of paths) {
    const json = files[file];
    if (!json) continue;
    traverse(json, ((schema, pointer) => {
      for (const [keyword, values] of choiceLists(schema)) {
        const at = `${pointer}/${keyword}`;
        if (values.length > CEILINGS.choices)
          problems.push(codedProblem(file, at, 'tooManyChoices', { max: CEILINGS.choices }));
        values.forEach((value, i) => {
          const texts = isObject(value) ? [value.const, value.title] : [value];
          if (texts.some(tooLong))
            problems.push(
              codedProblem(file, `${at}/${i}`, 'choiceTooLong', { max: CEILINGS.choiceText }),
            );
        });
      }
    }) satisfies traverse.Callback);
  }
  return problems;
}
