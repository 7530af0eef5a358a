import {
  createHash,
  createHmac,
  randomBytes,
  randomInt,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: object,
) => Promise<Buffer>;

/** Time-ordered (UUIDv7), so rows written in one transaction keep their order by id. */
export const newId = () => uuidv7();

/** An opaque secret of 256 bits, URL-safe: tokens, and the uid that proves a verified phone. */
export const newSecret = () => randomBytes(32).toString('base64url');

/** A 6-digit code from the CSPRNG. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Tokens are high-entropy, so a plain SHA-256 is enough to store them. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Codes are low-entropy: keyed with the OTP key so a leaked table cannot be brute-forced offline. */
export const hashCode = (key: string, phone: string, code: string) =>
  createHmac('sha256', key).update(`${phone}:${code}`).digest('hex');

export const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** OWASP's Password Storage Cheat Sheet: scrypt N=2^17, r=8, p=1 (128 MiB, so maxmem is raised). */
export const SCRYPT = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 };

/** scrypt's cost parameters; the hash records them, so hashes of another cost stay readable. */
export type PasswordCost = Pick<typeof SCRYPT, 'N' | 'r' | 'p'>;

export async function hashPassword(password: string, cost: PasswordCost = SCRYPT): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, 32, { ...cost, maxmem: SCRYPT.maxmem });
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}
