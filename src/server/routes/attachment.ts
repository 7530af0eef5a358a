/**
 * A Content-Disposition that saves a download under `name` in any script: RFC 6266's `filename*`
 * in UTF-8 for browsers, and an ASCII `filename` for clients that read only that one.
 */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '').replace(/-{2,}/g, '-');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
