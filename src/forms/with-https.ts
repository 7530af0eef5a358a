/**
 * A web address typed without its scheme ("maps.app.goo.gl/x") gets "https://" in front; one with
 * a scheme, or an empty value, is left alone. Text fields whose UI schema sets
 * `"ui:options": { "addHttps": true }` apply it on blur.
 */
export function withHttps(value: string): string {
  const text = value.trim();
  // A scheme already, nothing, or words with spaces (not an address: the rule says so as it is).
  if (text === '' || /^[a-z][a-z\d+.-]*:/i.test(text) || /\s/.test(text)) return value;
  return `https://${text.replace(/^\/+/, '')}`;
}
