import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A plain POSIX (ustar) archive, so an unencrypted snapshot opens with `tar xf` and no tool of
 * ours. Written by hand: no tar library is among our dependencies, and the reader must be stricter
 * than any (every header checksum, zero padding, the end blocks), so that one flipped bit is
 * refused rather than restored.
 */
const BLOCK = 512;
/** Largest size the 11 octal digits of a ustar header hold (8 GiB); larger ones use base-256. */
const OCTAL_MAX = 8 ** 11 - 1;
const NAME = /^[a-z0-9][a-z0-9.-]{0,99}$/;

export class DamagedArchive extends Error {}

export interface ArchiveEntry {
  name: string;
  /** A file on disk, or the bytes themselves. */
  path?: string;
  bytes?: Buffer;
  size: number;
}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function header(name: string, size: number, mtime: number): Buffer {
  if (!NAME.test(name)) throw new Error(`archive entry name "${name}" is not allowed`);
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(0o600, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  if (size <= OCTAL_MAX) block.write(octal(size, 12), 124, 'ascii');
  else {
    // GNU base-256: the high bit of the first byte marks it, the rest is big-endian.
    block[124] = 0x80;
    block.writeBigUInt64BE(BigInt(size), 124 + 4);
  }
  block.write(octal(Math.floor(mtime / 1000), 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write('0', 156, 'ascii');
  block.write('ustar\u000000', 257, 'binary');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 'ascii');
  return block;
}

const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

/** The archive's bytes, entry by entry, read from disk in 1 MiB chunks. */
export async function* writeArchive(
  entries: ArchiveEntry[],
  mtime: number,
): AsyncGenerator<Buffer> {
  for (const entry of entries) {
    yield header(entry.name, entry.size, mtime);
    let written = 0;
    if (entry.bytes) {
      written = entry.bytes.length;
      yield entry.bytes;
    } else {
      for await (const chunk of createReadStream(entry.path!, { highWaterMark: 1 << 20 })) {
        written += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
    }
    if (written !== entry.size) throw new Error(`${entry.name} changed size while it was archived`);
    if (padding(entry.size)) yield Buffer.alloc(padding(entry.size));
  }
  yield Buffer.alloc(BLOCK * 2);
}

/** Reads exact byte counts out of a stream of chunks. */
class ChunkReader {
  private buffered: Buffer[] = [];
  private length = 0;
  private done = false;
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async fill(n: number): Promise<boolean> {
    while (this.length < n && !this.done) {
      const next = await this.source.next();
      if (next.done) this.done = true;
      else if (next.value.length) {
        this.buffered.push(next.value);
        this.length += next.value.length;
      }
    }
    return this.length >= n;
  }

  /** Up to `max` bytes (at least one), or undefined at the end. */
  async some(max: number): Promise<Buffer | undefined> {
    if (!(await this.fill(1))) return undefined;
    return this.take(Math.min(max, this.length));
  }

  async exactly(n: number): Promise<Buffer> {
    if (!(await this.fill(n))) throw new DamagedArchive('the file ends too early (truncated)');
    return this.take(n);
  }

  private take(n: number): Buffer {
    const all = this.buffered.length === 1 ? this.buffered[0]! : Buffer.concat(this.buffered);
    this.buffered = n < all.length ? [all.subarray(n)] : [];
    this.length = all.length - n;
    return all.subarray(0, n);
  }

  async atEnd(): Promise<boolean> {
    return !(await this.fill(1));
  }
}

const isZero = (bytes: Buffer) => bytes.every((b) => b === 0);

function parseSize(field: Buffer): number {
  if (field[0] === 0x80) return Number(field.readBigUInt64BE(4));
  const text = field.toString('ascii').replace(/[\0 ]+$/, '');
  if (!/^[0-7]+$/.test(text)) throw new DamagedArchive('an archive header is damaged');
  return parseInt(text, 8);
}

function parseHeader(block: Buffer): { name: string; size: number } {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
  const stored = block
    .subarray(148, 156)
    .toString('ascii')
    .replace(/[\0 ]+$/, '');
  if (!/^[0-7]+$/.test(stored) || parseInt(stored, 8) !== sum)
    throw new DamagedArchive('an archive header is damaged');
  if (block.subarray(257, 265).toString('binary') !== 'ustar\u000000' || block[156] !== 0x30)
    throw new DamagedArchive('an archive header is damaged');
  const end = block.indexOf(0);
  const name = block.subarray(0, end < 0 || end > 100 ? 100 : end).toString('utf8');
  if (!NAME.test(name)) throw new DamagedArchive(`the archive holds an unexpected entry "${name}"`);
  return { name, size: parseSize(block.subarray(124, 136)) };
}

export interface ExtractedEntry {
  name: string;
  size: number;
  sha256: string;
  /** Small entries (the manifest) are kept in memory; the rest go to `dir`. */
  bytes?: Buffer;
}

/**
 * Writes each entry to `dir` (or keeps it in memory when `inMemory` names it), hashing as it goes.
 * Refuses anything but a whole, well-formed archive: truncated, a damaged header, non-zero padding,
 * anything after the end blocks.
 */
export async function readArchive(
  chunks: AsyncIterable<Buffer>,
  dir: string,
  inMemory: (name: string) => boolean,
): Promise<ExtractedEntry[]> {
  const reader = new ChunkReader(chunks[Symbol.asyncIterator]());
  const entries: ExtractedEntry[] = [];
  for (;;) {
    const block = await reader.exactly(BLOCK);
    if (isZero(block)) {
      if (!isZero(await reader.exactly(BLOCK)))
        throw new DamagedArchive('the archive end is damaged');
      if (!(await reader.atEnd()))
        throw new DamagedArchive('the file goes on past the archive end');
      return entries;
    }
    const { name, size } = parseHeader(block);
    if (entries.some((e) => e.name === name))
      throw new DamagedArchive(`the archive holds "${name}" twice`);
    const hash = createHash('sha256');
    const memory: Buffer[] = [];
    const file = inMemory(name) ? undefined : await open(join(dir, name), 'wx');
    try {
      let left = size;
      while (left > 0) {
        const chunk = await reader.some(Math.min(left, 1 << 20));
        if (!chunk) throw new DamagedArchive('the file ends too early (truncated)');
        hash.update(chunk);
        if (file) await file.write(chunk);
        else memory.push(Buffer.from(chunk));
        left -= chunk.length;
      }
      if (file) await file.sync();
    } finally {
      await file?.close();
    }
    if (padding(size) && !isZero(await reader.exactly(padding(size))))
      throw new DamagedArchive('the archive padding is damaged');
    entries.push({
      name,
      size,
      sha256: hash.digest('hex'),
      ...(file ? {} : { bytes: Buffer.concat(memory) }),
    });
  }
}
