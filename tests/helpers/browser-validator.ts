import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ErrorObject } from 'ajv';
import type { RJSFSchema } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import * as ucs2length from 'ajv/dist/runtime/ucs2length';
import * as equal from 'ajv/dist/runtime/equal';
import * as formats from 'ajv-formats/dist/formats';
import * as phone from '../../src/shared/validation/phone-rule';
import * as googleMapsUrl from '../../src/shared/validation/maps-rule';
import * as gstin from '../../src/shared/validation/gstin-rule';
import * as dateWithin from '../../src/shared/validation/date-rule';
import { toFieldErrors, type FieldErrors } from '../../src/shared/validation/field-errors';
import type { RuntimeModuleName } from '../../src/shared/validation/runtime-modules';
import type { CompiledForm } from '../../src/form-engine/types';

const runtimeModules: Record<RuntimeModuleName, unknown> = {
  ucs2length,
  equal,
  formats,
  phone,
  googleMapsUrl,
  gstin,
  dateWithin,
};

/**
 * Loads compiled forms' validator modules as the browser does (an ES module from our origin, given
 * the runtime modules it names), from a folder inside the project: vitest's module runner loads
 * only files under its root. `dispose` removes the folder.
 */
export function browserValidators() {
  mkdirSync('node_modules/.cache', { recursive: true });
  const dir = mkdtempSync(join('node_modules/.cache', 'forms-modules-'));

  async function loadModule(form: CompiledForm) {
    const file = resolve(dir, `${form.moduleHash}.mjs`);
    writeFileSync(file, form.moduleCode);
    return (await import(/* @vite-ignore */ file)) as {
      requires: string[];
      default: (modules: Record<string, unknown>) => Record<string, unknown>;
    };
  }

  /** The form's field errors through its browser validator module. */
  async function moduleErrors(form: CompiledForm): Promise<(data: unknown) => FieldErrors> {
    const module = await loadModule(form);
    const modules = Object.fromEntries(
      module.requires.map((name) => [name, runtimeModules[name as RuntimeModuleName]]),
    );
    const validator = createPrecompiledValidator(
      module.default(modules) as never,
      form.schema as RJSFSchema,
    );
    return (data) =>
      toFieldErrors(
        validator.rawValidation(form.schema as RJSFSchema, data).errors as ErrorObject[],
        '',
      );
  }

  return { loadModule, moduleErrors, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The form's field errors through the server's runtime validator. */
export const serverErrors = (form: CompiledForm, data: unknown) =>
  form.validate(data) ? {} : toFieldErrors(form.validate.errors, '');
