import { presetKind } from './text-field';

/** "example.com" typed without its scheme gets https:// as the member leaves the box. */
export const webAddress = presetKind({
  id: 'webAddress',
  rule: { format: 'uri', pattern: '^https?://[^/\\s.]+\\.[^/\\s]' },
  maxLength: 500,
  options: { addHttps: true, inputType: 'url' },
  samples: {
    valid: ['https://example.com', 'http://shop.example.in/about'],
    invalid: ['example', 'ftp://example.com', 'https://'],
  },
});
