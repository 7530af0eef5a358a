import type { JsonObject } from '../../src/shared/validation/bundle-schema';
import {
  SCHEMAS_DIR,
  bundleFile,
  formNames as namesOf,
  readFormFiles,
  schemaPath,
} from '../../src/form-engine/form-files';

export { SCHEMAS_DIR };

/** The forms: every `schemas/<form>.schema.json`, each with its `<form>.ui.json`. */
export const formNames = (dir = SCHEMAS_DIR): string[] => namesOf(readFormFiles(dir));

/** A form's schema with its parts merged in, as both validators get it. */
export const bundleForm = (form: string, dir = SCHEMAS_DIR): JsonObject =>
  bundleFile(readFormFiles(dir), schemaPath(form)).bundle;
