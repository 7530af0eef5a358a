import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** The longest number E.164 allows, country code included (§9). */
export const MAX_PHONE_DIGITS = 15;

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * A phone carried as digits with its country code ("919876543210").
 * `emptyUpToDigits` lets an optional field treat a bare country code as "not given":
 * the profile's alternate phone counts 4 or fewer digits as empty (§5).
 */
export function isValidPhone(value: string, emptyUpToDigits = 0): boolean {
  if (!/^\+?\d*$/.test(value)) return false;
  const digits = digitsOnly(value);
  if (emptyUpToDigits > 0 && digits.length <= emptyUpToDigits) return true;
  if (digits.length === 0 || digits.length > MAX_PHONE_DIGITS) return false;
  return parsePhoneNumberFromString(`+${digits}`)?.isValid() ?? false;
}

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
