import { presetKind } from './text-field';

/** India Post's six digits; none starts with 0. Digits typed in any script are read as ASCII. */
export const pinCode = presetKind({
  id: 'pinCode',
  rule: { pattern: '^[1-9][0-9]{5}$' },
  maxLength: 6,
  ui: { 'ui:autocomplete': 'postal-code' },
  options: { inputMode: 'numeric' },
  samples: { valid: ['411001', '110001'], invalid: ['011001', '41100', '4110011'] },
});
