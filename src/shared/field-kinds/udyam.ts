import { presetKind } from './text-field';

/** The MSME registration number: UDYAM, the state's two letters, the district's two digits, seven digits. */
export const udyam = presetKind({
  id: 'udyam',
  rule: { pattern: '^UDYAM-[A-Z]{2}-[0-9]{2}-[0-9]{7}$' },
  maxLength: 19,
  options: { upperCase: true },
  samples: {
    valid: ['UDYAM-MH-26-0012345', 'UDYAM-TN-02-1234567'],
    invalid: ['UDYAM-MH-26-001234', 'UDYOG-MH-26-0012345', 'MH-26-0012345'],
  },
});
