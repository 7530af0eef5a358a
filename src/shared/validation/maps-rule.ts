/**
 * Kept apart from the phone rule so that forms without a phone field do not load
 * libphonenumber's metadata.
 */
const GOOGLE_HOST = /^(www\.|maps\.)?google\.[a-z]{2,3}(\.[a-z]{2})?$/;

/**
 * A link to a place on Google Maps: http(s) on google.<tld>/maps, goo.gl/maps or maps.app.goo.gl,
 * always with a path that names something (a bare host or "/maps" alone is not a location).
 */
export function isGoogleMapsUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password || url.port) return false;
  const host = url.hostname.toLowerCase();
  const path = url.pathname;
  const hasQuery = url.search.length > 1;
  if (host === 'maps.app.goo.gl') return path.length > 1;
  if (host === 'goo.gl') return /^\/maps\/.+/.test(path);
  if (!GOOGLE_HOST.test(host)) return false;
  if (host.startsWith('maps.')) return path.length > 1 || hasQuery;
  return /^\/maps\/.+/.test(path) || (/^\/maps\/?$/.test(path) && hasQuery);
}
