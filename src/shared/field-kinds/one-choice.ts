import { kindOptions, optionsOf, textsOf } from './build-parts';
import { choiceOptions, offeredCount, retiredIn, VALUE_LENGTH } from './choice-field';
import { choicesIn, hasOther, MOST_RADIOS } from './choices';
import type { FieldKind } from './kind';

export const oneChoice: FieldKind = {
  id: 'oneChoice',
  name: 'studio.kinds.oneChoice.name',
  settings: ['choices', 'other'],
  defaults: { choices: [] },
  build({ label, settings }, say) {
    const t = textsOf(say);
    const retired = settings.retired ?? [];
    return {
      schema: {
        title: label,
        type: 'string',
        maxLength: VALUE_LENGTH,
        oneOf: choiceOptions(settings, t, ''),
        errorMessage: { oneOf: t.say('/errorMessage/oneOf', 'studio.kinds.oneChoice.invalid') },
      },
      ui: {
        'ui:widget': offeredCount(settings) <= MOST_RADIOS ? 'choice-radios' : 'choice-select',
        ...kindOptions('oneChoice', retired.length ? { retired } : {}),
      },
      texts: t.texts,
    };
  },
  read: (schema, ui) => ({
    choices: choicesIn(schema),
    retired: retiredIn(optionsOf(ui)),
    other: hasOther(schema),
  }),
  samples: { valid: ['retail', 'services'], invalid: ['wholesale', 3] },
};
