import {
  createCipheriv,
  createDecipheriv,
  hkdfSync,
  randomBytes,
  scrypt,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';

/**
 * An encrypted snapshot: a 55-byte header, the archive under AES-256-GCM, the 16-byte tag.
 *
 *   "MNBKAES1" | log2 N, r, p (scrypt) | salt (16) | IV (12) | key check (16)
 *
 * scrypt turns BACKUP_KEY (a passphrase or a random string) into a master key with the file's own
 * salt; HKDF draws the cipher key and a key check from it, so a wrong key is told apart from a
 * damaged file without decrypting anything. The header is the cipher's additional data: changing
 * any byte of it fails the tag.
 */
export const SEALED_MAGIC = Buffer.from('MNBKAES1', 'ascii');
const HEADER_BYTES = SEALED_MAGIC.length + 3 + 16 + 12 + 16;
const TAG_BYTES = 16;
const SCRYPT = { logN: 15, r: 8, p: 1 };

export class WrongKey extends Error {}
export class SealedDamaged extends Error {}

function scryptAsync(key: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(key, salt, 32, options, (err, derived) => (err ? reject(err) : resolve(derived))),
  );
}

async function keys(passphrase: string, salt: Buffer, logN: number, r: number, p: number) {
  const N = 2 ** logN;
  const master = await scryptAsync(passphrase, salt, { N, r, p, maxmem: 256 * N * r + 1024 });
  const derive = (info: string, length: number) =>
    Buffer.from(hkdfSync('sha256', master, salt, info, length));
  return {
    cipher: derive('members-backup aes-256-gcm', 32),
    check: derive('members-backup key check', 16),
  };
}

/** The archive's chunks, encrypted, header first and tag last. */
export async function* seal(
  plain: AsyncIterable<Buffer>,
  passphrase: string,
): AsyncGenerator<Buffer> {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const { cipher: key, check } = await keys(passphrase, salt, SCRYPT.logN, SCRYPT.r, SCRYPT.p);
  const header = Buffer.concat([
    SEALED_MAGIC,
    Buffer.from([SCRYPT.logN, SCRYPT.r, SCRYPT.p]),
    salt,
    iv,
    check,
  ]);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(header);
  yield header;
  for await (const chunk of plain) {
    const out = cipher.update(chunk);
    if (out.length) yield out;
  }
  const last = cipher.final();
  if (last.length) yield last;
  yield cipher.getAuthTag();
}

/**
 * The decrypted archive of a sealed file, chunk by chunk. Refuses a wrong key before reading on;
 * the tag is checked when the last chunk is read (the stream then fails), so a caller uses what it
 * read only once the stream has ended cleanly.
 */
export async function unseal(
  file: FileHandle,
  path: string,
  size: number,
  passphrase: string,
): Promise<AsyncIterable<Buffer>> {
  if (size < HEADER_BYTES + TAG_BYTES) throw new SealedDamaged('the file ends too early');
  const header = Buffer.alloc(HEADER_BYTES);
  await file.read(header, 0, HEADER_BYTES, 0);
  const tag = Buffer.alloc(TAG_BYTES);
  await file.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
  const at = SEALED_MAGIC.length;
  const [logN, r, p] = [header[at]!, header[at + 1]!, header[at + 2]!];
  if (logN < 10 || logN > 20 || r < 1 || r > 32 || p < 1 || p > 16)
    throw new SealedDamaged('its header is damaged');
  const salt = header.subarray(at + 3, at + 19);
  const iv = header.subarray(at + 19, at + 31);
  const check = header.subarray(at + 31, at + 47);
  const derived = await keys(passphrase, salt, logN, r, p);
  if (!timingSafeEqual(derived.check, check)) throw new WrongKey();
  const decipher = createDecipheriv('aes-256-gcm', derived.cipher, iv);
  decipher.setAAD(header);
  decipher.setAuthTag(tag);
  return (async function* () {
    if (size - TAG_BYTES > HEADER_BYTES)
      for await (const chunk of createReadStream(path, {
        start: HEADER_BYTES,
        end: size - TAG_BYTES - 1,
        highWaterMark: 1 << 20,
      })) {
        const out = decipher.update(chunk as Buffer);
        if (out.length) yield out;
      }
    try {
      const last = decipher.final();
      if (last.length) yield last;
    } catch {
      throw new SealedDamaged('its authentication tag does not match (damaged or truncated)');
    }
  })();
}
