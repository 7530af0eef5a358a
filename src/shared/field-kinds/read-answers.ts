import { isObject, type JsonObject } from '../validation/bundle-schema';
import { upperCode, wantsUpperCase } from './upper-code';

/**
 * Answers as the rules read them, the same in the browser and on the server: a code pasted in
 * lower case or with spaces ("27aapfu 0939f1zv") in capitals, and a list of choices with nothing
 * picked as no answer at all, so "required" means the same for a list as for a text.
 */
export function readAnswers(
  schema: JsonObject,
  uiSchema: JsonObject,
  data: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...data };
  for (const [field, value] of Object.entries(data)) {
    if (typeof value === 'string' && wantsUpperCase(uiSchema[field])) out[field] = upperCode(value);
    if (Array.isArray(value) && value.length === 0 && isChoiceList(schema, field))
      delete out[field];
  }
  return out;
}

const isChoiceList = (schema: JsonObject, field: string) => {
  const nodes = [schema, ...(Array.isArray(schema.allOf) ? schema.allOf : [])].flatMap((node) =>
    isObject(node) ? [node.properties, isObject(node.then) ? node.then.properties : undefined] : [],
  );
  return nodes.some(
    (props) => isObject(props) && isObject(props[field]) && props[field].uniqueItems === true,
  );
};
