import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { RuntimeModuleName } from '../shared/validation/runtime-modules';
import { loadWidgets } from '../../widgets/load-widgets';
import { defineForm, type FormDefinition } from './define-form';
import { preloadForm } from './theme';

/** A form as the server serves it: bundled schema and UI schema, and its validator module's URL. */
export interface FormDescriptor {
  name: string;
  schema: object;
  uiSchema: object;
  /** A standalone ES module at an immutable hashed URL of our own origin. */
  validator: string;
  /** The runtime modules the validator takes, when the server names them beside it. */
  requires?: string[];
  version?: number | null;
}

/** A compiled validator module: the runtime pieces it needs, and a factory that takes them. */
interface ValidatorModule {
  requires: string[];
  default: (modules: Record<string, unknown>) => ValidatorFunctions;
}

/**
 * What a validator module may ask for (the server's list, so the two cannot drift). Each is loaded
 * only when a form needs it, so a page without a phone field never downloads libphonenumber.
 */
const RUNTIME_MODULES: Record<RuntimeModuleName, () => Promise<unknown>> = {
  ucs2length: () => import('ajv/dist/runtime/ucs2length'),
  equal: () => import('ajv/dist/runtime/equal'),
  formats: () => import('ajv-formats/dist/formats'),
  phone: () => import('../shared/validation/phone-rule'),
  googleMapsUrl: () => import('../shared/validation/maps-rule'),
  gstin: () => import('../shared/validation/gstin-rule'),
  dateWithin: () => import('../shared/validation/date-rule'),
};

/**
 * Turns a served form into one `SchemaForm` renders. The validator was compiled on the server, so
 * the page runs under `script-src 'self'` with no `unsafe-eval`, whatever staff published.
 */
export async function formFromDescriptor(descriptor: FormDescriptor): Promise<FormDefinition> {
  const runtime = (names: string[]) =>
    Promise.all(
      names.map(async (name) => {
        const load = RUNTIME_MODULES[name as RuntimeModuleName];
        if (!load)
          throw new Error(`Validator module needs "${name}", which this page does not offer`);
        return [name, await load()] as const;
      }),
    );
  // Loaded side by side when the server names them, so a page waits one round trip, not two.
  const [module, named, widgets] = await Promise.all([
    import(/* @vite-ignore */ descriptor.validator) as Promise<ValidatorModule>,
    runtime(descriptor.requires ?? []),
    loadWidgets(descriptor.uiSchema),
    preloadForm(descriptor.schema, descriptor.uiSchema),
  ]);
  const missing = module.requires.filter((name) => !descriptor.requires?.includes(name));
  const modules = [...named, ...(await runtime(missing))];
  return defineForm(
    descriptor.name,
    descriptor.schema,
    descriptor.uiSchema,
    module.default(Object.fromEntries(modules)),
    widgets,
  );
}
