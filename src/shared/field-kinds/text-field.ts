import type { JsonObject } from '../validation/bundle-schema';
import { defined, kindOptions, numberAt, textsOf } from './build-parts';
import type { FieldKind, FieldSettings, KindId, Say } from './kind';

/** The longest text any field holds: the route shape bounds every text by it too. */
export const LONGEST_TEXT = 2000;

/** A text field of a fixed shape: a preset's rule and message, and what the member's input does. */
export interface TextShape {
  id: KindId;
  /** The rule's keywords, e.g. `{ pattern: … }` or `{ gstin: true }`. */
  rule: JsonObject;
  maxLength: number;
  /** UI schema entries beyond the kind's id (`upperCase`, `addHttps`, a widget). */
  ui?: JsonObject;
  options?: JsonObject;
  /** A rule's own message where it says more than the kind's (GSTIN's check character). */
  messages?: Record<string, string>;
  samples: FieldKind['samples'];
}

/** A preset whose rule is fixed: GSTIN, PAN, PIN code, IFSC, Udyam, email, web address, phone. */
export function presetKind(shape: TextShape): FieldKind {
  const message = `studio.kinds.${shape.id}.invalid`;
  return {
    id: shape.id,
    name: `studio.kinds.${shape.id}.name`,
    settings: [],
    defaults: {},
    build({ label }, say: Say) {
      const t = textsOf(say);
      // One message for every way the answer can be wrong: the member needs to know the shape.
      const keywords = ['type', 'maxLength', ...Object.keys(shape.rule)];
      const errorMessage = Object.fromEntries(
        keywords.map((keyword) => [
          keyword,
          t.say(`/errorMessage/${keyword}`, shape.messages?.[keyword] ?? message),
        ]),
      );
      return {
        schema: {
          title: label,
          type: 'string',
          maxLength: shape.maxLength,
          ...shape.rule,
          errorMessage,
        },
        ui: { ...shape.ui, ...kindOptions(shape.id, shape.options) },
        texts: t.texts,
      };
    },
    read: () => ({}),
    samples: shape.samples,
  };
}

/** Short and long text: staff set the shortest and longest answer. */
export function freeTextKind(id: KindId, defaultMax: number, ui: JsonObject = {}): FieldKind {
  return {
    id,
    name: `studio.kinds.${id}.name`,
    settings: ['length'],
    defaults: { maxLength: defaultMax },
    build({ label, settings }, say) {
      const t = textsOf(say);
      const { minLength, maxLength = defaultMax } = settings;
      const errorMessage: JsonObject = {
        maxLength: t.say('/errorMessage/maxLength', 'studio.kinds.text.tooLong', {
          max: maxLength,
        }),
      };
      if (minLength)
        errorMessage.minLength = t.say('/errorMessage/minLength', 'studio.kinds.text.tooShort', {
          min: minLength,
        });
      return {
        schema: defined({ title: label, type: 'string', minLength, maxLength, errorMessage }),
        ui: { ...ui, ...kindOptions(id) },
        texts: t.texts,
      };
    },
    read: (schema): FieldSettings =>
      defined({
        minLength: numberAt(schema, 'minLength'),
        maxLength: numberAt(schema, 'maxLength'),
      }),
    samples: {
      valid: ['Pune', 'A longer answer, with punctuation.'],
      invalid: ['x'.repeat(defaultMax + 1), 42],
    },
  };
}
