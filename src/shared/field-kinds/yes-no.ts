import { kindOptions, textsOf } from './build-parts';
import type { FieldKind } from './kind';

/**
 * Two radios, Yes and No, not a checkbox: a member who has not answered is not a member who said
 * No, and a follow-up can be shown on either answer.
 */
export const yesNo: FieldKind = {
  id: 'yesNo',
  name: 'studio.kinds.yesNo.name',
  settings: [],
  defaults: {},
  build({ label }, say) {
    const t = textsOf(say);
    return {
      schema: {
        title: label,
        type: 'boolean',
        oneOf: [
          { const: true, title: t.say('/oneOf/0/title', 'studio.kinds.yes') },
          { const: false, title: t.say('/oneOf/1/title', 'studio.kinds.no') },
        ],
        errorMessage: { type: t.say('/errorMessage/type', 'studio.kinds.yesNo.invalid') },
      },
      ui: { 'ui:widget': 'choice-radios', ...kindOptions('yesNo', { inline: true }) },
      texts: t.texts,
    };
  },
  read: () => ({}),
  samples: { valid: [true, false], invalid: ['yes', 1] },
};
