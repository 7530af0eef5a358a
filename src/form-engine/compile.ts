// The same compiler `schemas:compile` uses; it runs here in Node and never reaches a browser.
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { ValidateFunction } from 'ajv';
import { isObject, type JsonObject } from '../shared/validation/bundle-schema';
import { addRules, createAjv } from '../shared/validation/create-ajv';
import { bundleFile, canonicalJson, formNames, schemaPath, sha256, uiPath } from './form-files';
import type { CompiledForm, FormFiles } from './types';
import { toValidatorFactory, validatorModuleCode, type ValidatorFactory } from './validator-module';

/**
 * Compiling is the slow part, and a draft changes one or two forms: results are kept per schema
 * content, a bounded number so drafts checked over a day do not pile up.
 */
function memo<T>(limit: number, make: (schema: JsonObject) => T): (schema: JsonObject) => T {
  const cache = new Map<string, T>();
  return (schema) => {
    const key = sha256(canonicalJson(schema));
    let value = cache.get(key);
    if (value === undefined) {
      value = make(schema);
      if (cache.size >= limit) cache.delete(cache.keys().next().value!);
    } else {
      cache.delete(key);
    }
    cache.set(key, value);
    return value;
  };
}

/** The browser's validator for a bundled schema, before it becomes a module. */
export const validatorFactory: (schema: JsonObject) => ValidatorFactory = memo(64, (schema) =>
  toValidatorFactory(
    compileSchemaValidatorsCode(schema as Parameters<typeof compileSchemaValidatorsCode>[0], {
      extenderFn: addRules,
      ajvOptionsOverrides: { verbose: false },
    }),
  ),
);

/**
 * The module served for a schema's validator, minified by esbuild: as slow as compiling it, and the
 * same schema (each app a test builds, a draft checked again) gives the same text.
 */
const validatorModule: (schema: JsonObject) => string = memo(64, (schema) =>
  validatorModuleCode(validatorFactory(schema)),
);

/** The server's validator: runtime ajv, one instance per schema so dropped drafts are freed. */
const runtimeValidator: (schema: JsonObject) => ValidateFunction = memo(64, (schema) =>
  createAjv().compile(schema),
);

/** Top-level fields, own and those a condition shows (the root's `then`, and each in `allOf`). */
export function propertiesOf(schema: JsonObject): Record<string, JsonObject> {
  const own = isObject(schema.properties) ? schema.properties : {};
  const conditions = [schema, ...(Array.isArray(schema.allOf) ? schema.allOf : [])];
  const shown = conditions.map((node) =>
    isObject(node) && isObject(node.then) && isObject(node.then.properties)
      ? node.then.properties
      : {},
  );
  return Object.assign({}, own, ...shown) as Record<string, JsonObject>;
}

/** One form of a set that `checkFiles` passed. */
export function compileForm(files: FormFiles, name: string): CompiledForm {
  const schema = bundleFile(files, schemaPath(name)).bundle;
  const uiSchema = bundleFile(files, uiPath(name)).bundle;
  const properties = propertiesOf(schema);
  const factory = validatorFactory(schema);
  if (factory.unknown.length > 0) {
    throw new Error(`${name}: validator needs unknown modules ${factory.unknown.join(', ')}`);
  }
  const moduleCode = validatorModule(schema);
  return {
    name,
    schema,
    uiSchema,
    validate: runtimeValidator(schema),
    fields: new Set(Object.keys(properties)),
    phones: Object.entries(properties)
      .filter(([, sub]) => sub.phone)
      .map(([key]) => key),
    moduleCode,
    moduleHash: sha256(moduleCode).slice(0, 20),
    requires: factory.requires,
  };
}

/** Every form of a set that `checkFiles` passed. */
export function compileForms(files: FormFiles): Map<string, CompiledForm> {
  return new Map(formNames(files).map((name) => [name, compileForm(files, name)]));
}
