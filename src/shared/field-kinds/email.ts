import { presetKind } from './text-field';

export const email = presetKind({
  id: 'email',
  rule: { format: 'email' },
  maxLength: 254,
  ui: { 'ui:autocomplete': 'email' },
  options: { inputType: 'email' },
  samples: {
    valid: ['asha@example.com', 'r.k+office@example.co.in'],
    invalid: ['asha@', 'asha example.com'],
  },
});
