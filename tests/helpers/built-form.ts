import en from '../../schemas/i18n/en.json';
import { baselineFiles } from '../../src/form-engine/form-files';
import type { FormFiles } from '../../src/form-engine/types';
import {
  fieldFragment,
  fieldKind,
  type FieldSettings,
  type KindId,
} from '../../src/shared/field-kinds';
import { placeField, withWrites } from '../../src/shared/field-kinds/place-field';
import { sayIn } from '../../src/shared/field-kinds/say-in';
import type { ShowWhen } from '../../src/shared/field-kinds/show-when';

export interface BuiltField {
  name: string;
  kind: KindId;
  label?: string;
  required?: boolean;
  settings?: FieldSettings;
  showWhen?: ShowWhen;
  /** Why the network keeps the answer; one is made from the label unless given ('' for none). */
  purpose?: string;
}

export const sayEnglish = sayIn('en', en as Record<string, string>);

/**
 * The baseline forms with fields built as the Studio builds them, on one form's own files: each
 * placed by the same code, in order, so a follow-up's condition names an earlier field.
 */
export function withBuiltFields(
  fields: BuiltField[],
  form = 'business',
  files: FormFiles = structuredClone(baselineFiles()) as FormFiles,
): FormFiles {
  let schemaFile = files[`${form}.schema.json`]!;
  const uiFile = (files[`${form}.ui.json`] ??= {});
  const kinds = new Map<string, KindId>();
  for (const field of fields) {
    const kind = fieldKind(field.kind);
    const label = field.label ?? field.name;
    const fragment = fieldFragment(
      kind,
      {
        label,
        required: Boolean(field.required),
        settings: { ...kind.defaults, ...field.settings },
        purpose: field.purpose ?? `To know: ${label}`,
      },
      sayEnglish,
    );
    const { writes } = placeField(schemaFile, field.name, fragment, {
      required: Boolean(field.required),
      requiredMessage: sayEnglish('studio.kinds.required'),
      showWhen: field.showWhen && {
        ...field.showWhen,
        several: kinds.get(field.showWhen.field) === 'severalChoices',
      },
    });
    schemaFile = withWrites(schemaFile, writes);
    for (const write of writes) if (write.file === 'ui') uiFile[write.path[0]!] = write.value;
    kinds.set(field.name, field.kind);
  }
  files[`${form}.schema.json`] = schemaFile;
  const order = uiFile['ui:order'];
  if (Array.isArray(order) && !order.includes('*')) order.push(...fields.map((f) => f.name));
  return files;
}

/** The files a draft changes from the baseline, as texts: what the Studio publishes. */
export function changedTexts(files: FormFiles): Record<string, string> {
  const baseline = baselineFiles();
  return Object.fromEntries(
    Object.entries(files)
      .filter(([path, json]) => JSON.stringify(json) !== JSON.stringify(baseline[path]))
      .map(([path, json]) => [path, JSON.stringify(json, null, 2)]),
  );
}
