import { presetKind } from './text-field';

/** The check character is the `gstin` rule's (Luhn mod 36); members may type it in lower case. */
export const gstin = presetKind({
  id: 'gstin',
  // The shape (with a state code) first, then the check character, each with its own message.
  rule: {
    pattern: '^(0[1-9]|[12][0-9]|3[0-8]|97)[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$',
    gstin: true,
  },
  messages: { gstin: 'studio.kinds.gstin.checkCharacter' },
  maxLength: 15,
  options: { upperCase: true },
  samples: {
    valid: ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4'],
    invalid: ['27AAPFU0939F1ZW', '22AAAAA0000A1Z5', '27AAPFU0939F1Z'],
  },
});
