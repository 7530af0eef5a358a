import { presetKind } from './text-field';

/** The check character is the `gstin` rule's (Luhn mod 36); members may type it in lower case. */
export const gstin = presetKind({
  id: 'gstin',
  rule: { gstin: true },
  maxLength: 15,
  options: { upperCase: true },
  samples: {
    valid: ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4'],
    invalid: ['27AAPFU0939F1ZW', '22AAAAA0000A1Z5', '27AAPFU0939F1Z'],
  },
});
