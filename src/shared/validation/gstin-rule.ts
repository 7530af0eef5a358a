/**
 * Kept apart from the other rules so that only a form with a GSTIN field loads it.
 *
 * A GSTIN: a state code (01–38, or 97 for other territories), the holder's PAN, the entity number
 * (1–9 or A–Z), "Z", and a check character computed over the first fourteen with Luhn mod 36 over
 * 0-9A-Z, as the GST network issues them.
 */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character GSTN appends to the first fourteen characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < first14.length; i++) {
    const product = ALPHABET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

export function isGstin(value: string): boolean {
  const shape = SHAPE.exec(value);
  if (!shape) return false;
  const state = Number(shape[1]);
  if (!((state >= 1 && state <= 38) || state === 97)) return false;
  return gstinCheckCharacter(value.slice(0, 14)) === value[14];
}
