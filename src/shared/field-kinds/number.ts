import { defined, kindOptions, numberAt, textsOf } from './build-parts';
import type { FieldKind } from './kind';

/** Whole or decimal, between a minimum and a maximum when staff set them. */
export const number: FieldKind = {
  id: 'number',
  name: 'studio.kinds.number.name',
  settings: ['whole', 'range'],
  defaults: { whole: true },
  build({ label, settings }, say) {
    const t = textsOf(say);
    const { whole = true, minimum, maximum } = settings;
    const errorMessage: Record<string, string> = {
      type: t.say(
        '/errorMessage/type',
        whole ? 'studio.kinds.number.whole' : 'studio.kinds.number.any',
      ),
    };
    if (minimum !== undefined)
      errorMessage.minimum = t.say('/errorMessage/minimum', 'studio.kinds.number.atLeast', {
        min: minimum,
      });
    if (maximum !== undefined)
      errorMessage.maximum = t.say('/errorMessage/maximum', 'studio.kinds.number.atMost', {
        max: maximum,
      });
    return {
      schema: defined({
        title: label,
        type: whole ? 'integer' : 'number',
        minimum,
        maximum,
        errorMessage,
      }),
      ui: { ...kindOptions('number', { inputMode: whole ? 'numeric' : 'decimal' }) },
      texts: t.texts,
    };
  },
  read: (schema) =>
    defined({
      whole: schema.type !== 'number',
      minimum: numberAt(schema, 'minimum'),
      maximum: numberAt(schema, 'maximum'),
    }),
  samples: { valid: [0, 12, 1500], invalid: [1.5, '12'] },
};
