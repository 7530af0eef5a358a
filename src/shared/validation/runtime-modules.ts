import { RULE_MODULES } from './keywords';

/**
 * The modules a form's precompiled validator may need at run time, by the name the server's
 * validator modules ask for them (`export const requires = [...]`), with the specifier ajv's
 * standalone code emits. The browser imports exactly these and hands them to the module's factory,
 * so a validator served live never makes the browser load code from elsewhere.
 */
export const RUNTIME_MODULES = {
  ucs2length: 'ajv/dist/runtime/ucs2length',
  equal: 'ajv/dist/runtime/equal',
  formats: 'ajv-formats/dist/formats',
  phone: RULE_MODULES.phone,
  googleMapsUrl: RULE_MODULES.googleMapsUrl,
  gstin: RULE_MODULES.gstin,
  dateWithin: RULE_MODULES.dateWithin,
} as const;

export type RuntimeModuleName = keyof typeof RUNTIME_MODULES;

/** A runtime module as `import * as m` gives it (or its CommonJS exports). */
export type RuntimeModules = Partial<Record<RuntimeModuleName, unknown>>;
