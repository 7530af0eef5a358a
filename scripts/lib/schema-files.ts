import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { bundleSchema, type JsonObject } from '../../src/shared/validation/bundle-schema';

export const SCHEMAS_DIR = resolve(import.meta.dirname, '../../schemas');

/** The forms: every `schemas/<form>.schema.json`, each with its `<form>.ui.json`. */
export function formNames(dir = SCHEMAS_DIR): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.schema.json'))
    .map((file) => file.slice(0, -'.schema.json'.length))
    .sort();
}

export class JsonFileError extends Error {}

export function readJson(file: string, dir = SCHEMAS_DIR): JsonObject {
  const text = readFileSync(join(dir, file), 'utf8');
  try {
    return JSON.parse(text) as JsonObject;
  } catch (error) {
    throw new JsonFileError(`schemas/${file}: not valid JSON (${(error as Error).message})`);
  }
}

export function bundleForm(form: string, dir = SCHEMAS_DIR): JsonObject {
  return bundleSchema(`${form}.schema.json`, (file) => readJson(file, dir));
}
