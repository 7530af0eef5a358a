// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pack } from 'tar-stream';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { DamagedArchive, readArchive, writeArchive, type ArchiveEntry } from './archive';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'members-archive-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const MTIME = Date.UTC(2026, 10, 26);
const sizes = [0, 1, 511, 512, 513, 300_000];
/** Bytes entries of awkward sizes, then a file on disk of several read chunks. */
function entries(): (ArchiveEntry & { content: Buffer })[] {
  const big = Buffer.alloc(3 * (1 << 20) + 77);
  for (let i = 0; i < big.length; i++) big[i] = (i * 31) & 0xff;
  writeFileSync(join(dir, 'big.source'), big);
  return [
    ...sizes.map((size, i) => {
      const bytes = Buffer.alloc(size, i + 1);
      return { name: `entry-${size}.bin`, bytes, size, content: bytes };
    }),
    { name: 'database.sqlite', path: join(dir, 'big.source'), size: big.length, content: big },
  ];
}

async function collect(chunks: AsyncIterable<Buffer>): Promise<Buffer> {
  const all: Buffer[] = [];
  for await (const chunk of chunks) all.push(chunk);
  return Buffer.concat(all);
}

const archive = async () => collect(writeArchive(entries(), MTIME));

/** The bytes in chunks of `size`, so checks meet chunk edges anywhere. */
const inChunks = (bytes: Buffer, size: number) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
      bytes.subarray(i * size, (i + 1) * size),
    ),
  );

const read = (bytes: Buffer | Readable, inMemory: (name: string) => boolean = () => false) =>
  readArchive(
    bytes instanceof Readable ? bytes : Readable.from([bytes]),
    mkdtempSync(join(dir, 'out-')),
    inMemory,
  );

it('writes a POSIX tar that tar itself extracts, and reads it back with checksums', async () => {
  const bytes = await archive();
  writeFileSync(join(dir, 'a.tar'), bytes);
  const extracted = mkdtempSync(join(dir, 'tar-'));
  execFileSync('tar', ['-xf', join(dir, 'a.tar')], { cwd: extracted });
  for (const { name, content } of entries())
    expect(readFileSync(join(extracted, name)).equals(content)).toBe(true);
  expect(execFileSync('tar', ['-tvf', join(dir, 'a.tar')]).toString()).toMatch(/^-rw------- /);

  for (const source of [Readable.from([bytes]), inChunks(bytes, 1000), inChunks(bytes, 1 << 20)]) {
    const out = mkdtempSync(join(dir, 'out-'));
    const back = await readArchive(source, out, (name) => name === 'entry-1.bin');
    expect(back.map((e) => [e.name, e.size])).toEqual(entries().map((e) => [e.name, e.size]));
    for (const [i, { name, content }] of entries().entries()) {
      expect(back[i]!.sha256).toBe(createHash('sha256').update(content).digest('hex'));
      if (name === 'entry-1.bin') {
        expect(back[i]!.bytes).toEqual(content);
        expect(existsSync(join(out, name))).toBe(false);
      } else expect(readFileSync(join(out, name)).equals(content)).toBe(true);
    }
  }
});

it('refuses a cut, a flipped bit in a header, its checksum field, padding or the end blocks, and bytes past the end', async () => {
  const bytes = await archive();
  const flip = (at: number) => Object.assign(Buffer.from(bytes), { [at]: bytes[at]! ^ 0x04 });
  const damaged: Record<string, Buffer> = {
    'cut inside an entry': bytes.subarray(0, 700),
    'cut inside a header': bytes.subarray(0, 1024 + 100),
    'cut before the end blocks': bytes.subarray(0, bytes.length - 1024),
    'cut inside the end blocks': bytes.subarray(0, bytes.length - 512),
    'a flipped bit in a name': flip(10),
    // tar-stream reads the checksum's digits up to the space, so these two bytes go unseen by it.
    'a flipped bit after the checksum digits': flip(154),
    'a flipped bit in the checksum field end': flip(155),
    // The one-byte entry's header is at 512, its byte at 1024, its padding after that.
    'a flipped bit in padding': flip(1030),
    'a flipped bit in the first end block': flip(bytes.length - 600),
    'a flipped bit in the last end block': flip(bytes.length - 1),
    'a byte past the end': Buffer.concat([bytes, Buffer.from([1])]),
    'a zero block past the end': Buffer.concat([bytes, Buffer.alloc(512)]),
  };
  const accepted = [];
  for (const [what, copy] of Object.entries(damaged)) {
    const refused = await read(copy).then(
      () => undefined,
      (error: unknown) => error,
    );
    if (!(refused instanceof DamagedArchive)) accepted.push(what);
  }
  expect(accepted).toEqual([]);
});

it('refuses an entry that is not a plain file of a simple name, and one named twice', async () => {
  const tarOf = async (add: (p: ReturnType<typeof pack>) => void) => {
    const p = pack();
    add(p);
    p.finalize();
    return collect(p as AsyncIterable<Buffer>);
  };
  const header = { mode: 0o600, mtime: new Date(MTIME) };
  const cases = {
    'a path out of the folder': await tarOf((p) => p.entry({ ...header, name: '../x.bin' }, 'x')),
    'a folder': await tarOf((p) => p.entry({ ...header, name: 'x', type: 'directory' })),
    'a link': await tarOf((p) =>
      p.entry({ ...header, name: 'x', type: 'symlink', linkname: '/etc/passwd' }),
    ),
    'a name twice': await tarOf((p) => {
      p.entry({ ...header, name: 'x.bin' }, 'one');
      p.entry({ ...header, name: 'x.bin' }, 'two');
    }),
  };
  for (const [what, bytes] of Object.entries(cases)) {
    await expect(read(bytes), what).rejects.toThrow(DamagedArchive);
    expect(existsSync(join(dir, 'x.bin')), what).toBe(false);
  }
  expect(readdirSync(dir).filter((name) => !name.startsWith('out-'))).toEqual([]);
});

it('passes an error of the source on as it is, and a file that changes size while archived fails the archive', async () => {
  const bytes = await archive();
  const failure = new Error('the tag does not match');
  const failing = Readable.from(
    (async function* () {
      yield bytes.subarray(0, 5000);
      throw failure;
    })(),
  );
  await expect(read(failing)).rejects.toBe(failure);

  const [, ...rest] = entries();
  const last = rest.at(-1)!;
  await expect(collect(writeArchive([{ ...last, size: last.size - 1 }], MTIME))).rejects.toThrow(
    /changed size while it was archived/,
  );
  await expect(collect(writeArchive([{ ...last, size: last.size + 1 }], MTIME))).rejects.toThrow(
    /changed size while it was archived/,
  );
});
