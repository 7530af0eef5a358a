import type { JsonObject } from '../validation/bundle-schema';
import { OTHER_VALUE } from './choices';
import type { FieldSettings } from './kind';
import type { textsOf } from './build-parts';

/**
 * The `oneOf` a choice field offers: every choice ever saved, retired ones too (an old answer must
 * still validate and read as its label), then "Other (please say)" when staff ask for it. Which
 * ones are offered is the UI schema's `retired` list.
 */
export function choiceOptions(
  settings: FieldSettings,
  t: ReturnType<typeof textsOf>,
  at: string,
): JsonObject[] {
  const choices = settings.choices ?? [];
  const options: JsonObject[] = choices.map((c) => ({ const: c.value, title: c.label }));
  if (settings.other)
    options.push({
      const: OTHER_VALUE,
      title: t.say(`${at}/oneOf/${choices.length}/title`, 'studio.kinds.other'),
    });
  return options;
}

/** How many choices members are offered. */
export const offeredCount = (settings: FieldSettings) =>
  (settings.choices ?? []).filter((c) => !settings.retired?.includes(c.value)).length +
  (settings.other && !settings.retired?.includes(OTHER_VALUE) ? 1 : 0);

export const retiredIn = (options: JsonObject): string[] =>
  Array.isArray(options.retired) ? options.retired.filter((v) => typeof v === 'string') : [];

/** The longest stored value a choice has (see `choiceValue`), and so a choice answer's bound. */
export const VALUE_LENGTH = 50;

/** Every choice a field holds, retired ones and Other included: the most a member can pick. */
export const choiceCount = (settings: FieldSettings) =>
  Math.max(1, (settings.choices ?? []).length + (settings.other ? 1 : 0));
