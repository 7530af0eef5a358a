/** ASCII digits as another script writes them, from that script's zero (U+0966 Devanagari, U+0BE6 Tamil). */
const inScript = (digits: string, zero: number) =>
  digits.replace(/\d/g, (d) => String.fromCodePoint(zero + Number(d)));

/**
 * The ways people type or paste one Indian mobile number, given its ten national digits
 * ("9803685087"): bare, with the trunk zero, spaced with its country code, with a dash, and in
 * Devanagari and Tamil digits. Each must read as +91 followed by the ten digits.
 */
export const typedSpellings = (ten: string) => [
  ten,
  `0${ten}`,
  `+91 ${ten.slice(0, 5)} ${ten.slice(5)}`,
  `${ten.slice(0, 5)}-${ten.slice(5)}`,
  inScript(ten, 0x0966),
  inScript(ten, 0x0be6),
];
