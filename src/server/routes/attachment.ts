/**
 * A Content-Disposition that saves a download under `name` in any script: RFC 6266's `filename*`
 * in UTF-8 for browsers, and an ASCII `filename` for clients that read only that one.
 */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '').replace(/-{2,}/g, '-');
  // RFC 5987 leaves ' ( ) * out of a value's plain characters, where encodeURIComponent keeps them.
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
