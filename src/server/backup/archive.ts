import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { extract, pack, type Pack } from 'tar-stream';

/**
 * A snapshot is one plain POSIX (ustar) archive, so an unencrypted one opens with `tar xf` and no
 * tool of ours. tar-stream writes it and parses it back, streaming: a database of hundreds of MB
 * goes through in 1 MiB chunks, never whole in memory.
 *
 * tar-stream checks each header's checksum and refuses a file cut inside a block; it skips padding
 * and anything after the end blocks, ignores the two bytes after a checksum's digits, and takes a
 * file cut at the end blocks as whole. So the reader also hands what it parsed to tar-stream's
 * packer and requires the file to be, byte for byte, the archive that makes: one flipped bit in a
 * header, its padding or the end blocks, a cut, or bytes past the end are refused. The manifest's
 * SHA-256 checksums (restore.ts) cover the contents.
 */
const NAME = /^[a-z0-9][a-z0-9.-]{0,99}$/;
const CHUNK = 1 << 20;

export class DamagedArchive extends Error {}

export interface ArchiveEntry {
  name: string;
  /** A file on disk, or the bytes themselves. */
  path?: string;
  bytes?: Buffer;
  size: number;
}

/** The one header our archives give an entry: what the writer writes and the reader expects. */
const entryHeader = (name: string, size: number, mtime: Date) => ({
  name,
  size,
  mtime,
  mode: 0o600,
  type: 'file' as const,
});

/** Resolves when the stream may take more, or is closed. */
function drained(stream: {
  readonly destroyed: boolean;
  once(event: 'drain' | 'close', listener: () => void): unknown;
  off(event: 'drain' | 'close', listener: () => void): unknown;
}) {
  return new Promise<void>((resolve) => {
    if (stream.destroyed) return resolve();
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.once('drain', done);
    stream.once('close', done);
  });
}

/** Adds one entry to the pack; resolves when tar-stream has taken all of it. */
async function addEntry(archive: Pack, entry: ArchiveEntry, mtime: Date): Promise<void> {
  let sink!: ReturnType<Pack['entry']>;
  const taken = new Promise<void>((done, fail) => {
    sink = archive.entry(entryHeader(entry.name, entry.size, mtime), (error) =>
      error ? fail(error) : done(),
    );
  });
  taken.catch(() => {}); // Awaited below unless the archive was destroyed meanwhile.
  sink.on('error', () => {}); // The same error reaches `taken`, and the archive's reader.
  if (entry.bytes) sink.end(entry.bytes);
  else {
    let written = 0;
    for await (const chunk of createReadStream(entry.path!, { highWaterMark: CHUNK })) {
      written += (chunk as Buffer).length;
      if (written > entry.size) break;
      if (!sink.write(chunk)) await drained(sink);
      if (archive.destroying) return;
    }
    if (written !== entry.size) {
      archive.destroy(new Error(`${entry.name} changed size while it was archived`));
      return;
    }
    sink.end(null); // streamx's end() takes a last chunk, here none.
  }
  await taken;
}

/** The archive's bytes, entry by entry; files on disk are read in 1 MiB chunks as it is read. */
export function writeArchive(entries: ArchiveEntry[], mtime: number): AsyncIterable<Buffer> {
  for (const { name } of entries)
    if (!NAME.test(name)) throw new Error(`archive entry name "${name}" is not allowed`);
  const archive = pack();
  void (async () => {
    try {
      for (const entry of entries) {
        await addEntry(archive, entry, new Date(mtime));
        if (archive.destroying) return;
      }
      archive.finalize();
    } catch (error) {
      archive.destroy(error as Error);
    }
  })();
  return archive as AsyncIterable<Buffer>;
}

/**
 * Two byte streams, each fed in chunks of any size, the expected one never ahead of the other:
 * whether they are equal. Holds only what the expected stream has not reached yet.
 */
class SameBytes {
  private pending: Buffer[] = [];
  private at = 0;
  private read = 0;
  private expected = 0;
  differs = false;

  constructor(private readonly onDiffer: () => void) {}

  addRead(chunk: Buffer) {
    this.read += chunk.length;
    if (!this.differs) this.pending.push(chunk);
  }

  addExpected(chunk: Buffer) {
    this.expected += chunk.length;
    for (let from = 0; from < chunk.length && !this.differs;) {
      const head = this.pending[0];
      if (!head) break; // The file is shorter: told by the lengths.
      const n = Math.min(head.length - this.at, chunk.length - from);
      if (head.compare(chunk, from, from + n, this.at, this.at + n) !== 0) {
        this.differs = true;
        this.pending = [];
        this.onDiffer();
        return;
      }
      from += n;
      this.at += n;
      if (this.at === head.length) {
        this.pending.shift();
        this.at = 0;
      }
    }
  }

  /** Why the file is not the expected archive, once both have ended; undefined when it is. */
  verdict(): string | undefined {
    if (this.differs) return 'a header, padding or end block of the archive is damaged';
    if (this.read > this.expected) return 'the file goes on past the archive end';
    if (this.read < this.expected) return 'the archive end is missing (truncated)';
    return undefined;
  }
}

/** tar-stream's own refusals, in the words a restore prints. */
function parserDamage(error: unknown): DamagedArchive {
  const message = error instanceof Error ? error.message : String(error);
  if (/unexpected end of data/i.test(message))
    return new DamagedArchive(
      'the file ends part-way through an archive block (cut short, or bytes past the archive end)',
    );
  if (/invalid tar header/i.test(message))
    return new DamagedArchive('an archive header is damaged');
  return new DamagedArchive(`its archive cannot be read (${message})`);
}

/** An error of the file system (writing an entry out), passed on as it is. */
const systemError = (error: unknown) =>
  error instanceof Error && typeof (error as NodeJS.ErrnoException).syscall === 'string';

/** Resolves when the packer has emitted all it will, or is closed. */
function ended(stream: Pack) {
  return new Promise<void>((resolve, reject) => {
    stream.once('end', resolve);
    stream.once('close', resolve);
    stream.once('error', reject);
  });
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
 * Refuses anything but a whole archive exactly as writeArchive makes it: a damaged header, padding
 * or end block, a cut, bytes past the end, an entry that is not a plain file of a simple name, or
 * one named twice. An error of `chunks` itself (a decryption that fails) is passed on as it is.
 */
export async function readArchive(
  chunks: AsyncIterable<Buffer>,
  dir: string,
  inMemory: (name: string) => boolean,
): Promise<ExtractedEntry[]> {
  const parser = extract();
  // What writeArchive would make of the entries parsed, compared with the file as it is read.
  const again = pack();
  const same = new SameBytes(() =>
    parser.destroy(new DamagedArchive('a header, padding or end block of the archive is damaged')),
  );
  again.on('data', (chunk) => same.addExpected(chunk as Buffer));
  const againEnded = ended(again);
  againEnded.catch(() => {});

  let sourceFailure: unknown;
  const feeding = (async () => {
    try {
      for await (const chunk of chunks) {
        if (parser.destroying) return;
        same.addRead(chunk);
        if (!parser.write(chunk)) await drained(parser);
      }
      parser.end(null);
    } catch (error) {
      sourceFailure = error;
      parser.destroy(error as Error);
    }
  })();

  const entries: ExtractedEntry[] = [];
  try {
    for await (const entry of parser) {
      const { name, size, type, mtime } = entry.header;
      if (type !== 'file' || !NAME.test(name))
        throw new DamagedArchive(`the archive holds an unexpected entry "${name}"`);
      if (entries.some((e) => e.name === name))
        throw new DamagedArchive(`the archive holds "${name}" twice`);
      const copy = again.entry(entryHeader(name, size, mtime));
      copy.on('error', () => {}); // It fails the packer too, which `againEnded` reports.
      const hash = createHash('sha256');
      const memory: Buffer[] = [];
      const file = inMemory(name) ? undefined : await open(join(dir, name), 'wx');
      try {
        for await (const chunk of entry as AsyncIterable<Buffer>) {
          hash.update(chunk);
          if (!copy.write(chunk)) await drained(copy);
          if (file) await file.write(chunk);
          else memory.push(Buffer.from(chunk));
        }
        if (file) await file.sync();
      } finally {
        await file?.close();
      }
      copy.end(null);
      entries.push({
        name,
        size,
        sha256: hash.digest('hex'),
        ...(file ? {} : { bytes: Buffer.concat(memory) }),
      });
    }
    await feeding;
    if (sourceFailure) throw sourceFailure;
    again.finalize();
    await againEnded;
  } catch (error) {
    parser.destroy();
    again.destroy();
    await feeding;
    if (sourceFailure) throw sourceFailure;
    throw error instanceof DamagedArchive || systemError(error) ? error : parserDamage(error);
  }
  const why = same.verdict();
  if (why) throw new DamagedArchive(why);
  return entries;
}
