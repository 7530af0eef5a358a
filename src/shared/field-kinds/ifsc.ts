import { presetKind } from './text-field';

/** A bank's four letters, a zero kept for later use, then the branch's six letters or digits. */
export const ifsc = presetKind({
  id: 'ifsc',
  rule: { pattern: '^[A-Z]{4}0[A-Z0-9]{6}$' },
  maxLength: 11,
  options: { upperCase: true },
  samples: {
    valid: ['SBIN0001234', 'HDFC0ABC123'],
    invalid: ['SBIN1001234', 'SBI00001234', 'SBIN000123'],
  },
});
