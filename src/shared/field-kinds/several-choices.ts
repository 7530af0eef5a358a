import { isObject } from '../validation/bundle-schema';
import { defined, kindOptions, numberAt, optionsOf, textsOf } from './build-parts';
import { choiceCount, choiceOptions, retiredIn, VALUE_LENGTH } from './choice-field';
import { choicesIn, hasOther } from './choices';
import type { FieldKind } from './kind';

/** Checkboxes; an answer is the list of values picked, each once, in the order offered. */
export const severalChoices: FieldKind = {
  id: 'severalChoices',
  name: 'studio.kinds.severalChoices.name',
  settings: ['choices', 'other', 'pickCount'],
  defaults: { choices: [] },
  build({ label, settings }, say) {
    const t = textsOf(say);
    const { minItems, maxItems } = settings;
    const retired = settings.retired ?? [];
    const errorMessage: Record<string, string> = {
      uniqueItems: t.say('/errorMessage/uniqueItems', 'studio.kinds.severalChoices.invalid'),
    };
    if (minItems)
      errorMessage.minItems = t.say(
        '/errorMessage/minItems',
        'studio.kinds.severalChoices.atLeast',
        {
          min: minItems,
        },
      );
    if (maxItems)
      errorMessage.maxItems = t.say(
        '/errorMessage/maxItems',
        'studio.kinds.severalChoices.atMost',
        {
          max: maxItems,
        },
      );
    return {
      schema: defined({
        title: label,
        type: 'array',
        uniqueItems: true,
        minItems: minItems || undefined,
        // A list is always bounded: by staff's "at most", else by the choices there are.
        maxItems: maxItems || choiceCount(settings),
        items: {
          type: 'string',
          maxLength: VALUE_LENGTH,
          oneOf: choiceOptions(settings, t, '/items'),
        },
        errorMessage,
      }),
      ui: {
        'ui:widget': 'choice-checkboxes',
        ...kindOptions('severalChoices', retired.length ? { retired } : {}),
      },
      texts: t.texts,
    };
  },
  read: (schema, ui) =>
    defined({
      choices: choicesIn(schema.items),
      retired: retiredIn(optionsOf(ui)),
      other: hasOther(schema.items),
      minItems: numberAt(schema, 'minItems'),
      maxItems:
        numberAt(schema, 'maxItems') ===
        choiceCount({ choices: choicesIn(schema.items), other: hasOther(schema.items) })
          ? undefined
          : numberAt(schema, 'maxItems'),
    }),
  samples: {
    valid: [['retail'], ['retail', 'services']],
    invalid: [['retail', 'retail'], ['wholesale'], 'retail'],
  },
};

export const isSeveralChoices = (schema: unknown) => isObject(schema) && schema.type === 'array';
