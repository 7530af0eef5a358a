import { defined, kindOptions, numberAt, optionsOf, textsOf } from './build-parts';
import { choiceCount, choiceOptions, retiredIn, VALUE_LENGTH } from './choice-field';
import { choicesIn, hasOther } from './choices';
import type { FieldKind } from './kind';

/**
 * Checkboxes; an answer is the list of values picked, each once, in the order offered. A required
 * list needs one pick at least (`minItems` 1, said with the required message): the browser starts
 * a list empty, and an empty list would satisfy `required`. Since an empty list is no answer, "at
 * least 1" is the same rule as none, and reads back as none.
 */
export const severalChoices: FieldKind = {
  id: 'severalChoices',
  name: 'studio.kinds.severalChoices.name',
  settings: ['choices', 'other', 'pickCount'],
  defaults: { choices: [] },
  build({ label, required, settings }, say) {
    const t = textsOf(say);
    const retired = settings.retired ?? [];
    const least = Math.max(settings.minItems ?? 0, required ? 1 : 0);
    const most = settings.maxItems || choiceCount(settings);
    const errorMessage: Record<string, string> = {
      uniqueItems: t.say('/errorMessage/uniqueItems', 'studio.kinds.severalChoices.invalid'),
      maxItems: t.say('/errorMessage/maxItems', 'studio.kinds.severalChoices.atMost', {
        max: most,
      }),
    };
    if (least > 1)
      errorMessage.minItems = t.say(
        '/errorMessage/minItems',
        'studio.kinds.severalChoices.atLeast',
        { min: least },
      );
    else if (least === 1)
      errorMessage.minItems = t.say('/errorMessage/minItems', 'studio.kinds.required');
    return {
      schema: defined({
        title: label,
        type: 'array',
        uniqueItems: true,
        minItems: least || undefined,
        // A list is always bounded: by staff's "at most", else by the choices there are.
        maxItems: most,
        items: {
          type: 'string',
          maxLength: VALUE_LENGTH,
          oneOf: choiceOptions(settings, t, '/items'),
          errorMessage: {
            oneOf: t.say('/items/errorMessage/oneOf', 'studio.kinds.oneChoice.invalid'),
          },
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
  read: (schema, ui) => {
    const choices = choicesIn(schema.items);
    const other = hasOther(schema.items);
    const least = numberAt(schema, 'minItems');
    const most = numberAt(schema, 'maxItems');
    return defined({
      choices,
      retired: retiredIn(optionsOf(ui)),
      other,
      minItems: least && least > 1 ? least : undefined,
      maxItems: most === choiceCount({ choices, other }) ? undefined : most,
    });
  },
  samples: {
    valid: [['retail'], ['retail', 'services']],
    invalid: [['retail', 'retail'], ['wholesale'], 'retail'],
  },
};
