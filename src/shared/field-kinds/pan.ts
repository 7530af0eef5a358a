import { presetKind } from './text-field';

/** The fourth letter says who holds it: P person, C company, H HUF, F firm, and so on. */
export const pan = presetKind({
  id: 'pan',
  rule: { pattern: '^[A-Z]{3}[ABCFGHLJPTK][A-Z][0-9]{4}[A-Z]$' },
  maxLength: 10,
  options: { upperCase: true },
  samples: {
    valid: ['AAPFU0939F', 'ABCPE1234F'],
    invalid: ['ABCDE1234F', 'AAPFU0939', '1APFU0939F'],
  },
});
