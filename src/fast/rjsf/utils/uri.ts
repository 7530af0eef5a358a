/**
 * What @rjsf/utils asks of fast-uri (`resolve` and `equal`, for `$id`/`$ref` lookups), done by the
 * browser's own URL parser. Our served schemas are bundled (no `$ref`, no `$id`), so these run
 * only for a schema that carries them; fast-uri's 22 kB of RFC 3986 code stayed in every page for
 * that. @rjsf/utils's import is pointed here (../../vite/rjsf-swaps.ts); ajv, on
 * the server and in tests, keeps fast-uri.
 */
const RELATIVE = 'http://relative.invalid/';

/** `ref` read against `base`; both may be relative ("#", "s.json"), as in JSON Schema. */
function resolve(base: string, ref: string): string {
  try {
    return new URL(ref, base).href;
  } catch {
    const href = new URL(ref, new URL(base, RELATIVE)).href;
    return href.startsWith(RELATIVE) ? href.slice(RELATIVE.length) : href;
  }
}

const normal = (uri: string) => {
  try {
    return new URL(uri).href;
  } catch {
    return new URL(uri, RELATIVE).href;
  }
};

function equal(a: string, b: string): boolean {
  return normal(a) === normal(b);
}

export default { resolve, equal };
