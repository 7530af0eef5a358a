import { presetKind } from './text-field';

/** The app's phone widget and rule: a number with its country code, read as digits. */
export const phone = presetKind({
  id: 'phone',
  rule: { phone: true },
  maxLength: 20,
  ui: { 'ui:widget': 'phone', 'ui:autocomplete': 'tel' },
  samples: { valid: ['919803685087', '447911123456'], invalid: ['91980368', 'phone'] },
});
