// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { DamagedArchive, readArchive, writeArchive } from './tar';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'members-tar-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const sizes = [0, 1, 511, 512, 513, 300_000];
const entries = () =>
  sizes.map((size, i) => {
    const bytes = Buffer.alloc(size, i + 1);
    return { name: `entry-${size}.bin`, bytes, size };
  });

async function archive(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of writeArchive(entries(), Date.UTC(2026, 10, 26))) chunks.push(chunk);
  return Buffer.concat(chunks);
}

it('writes a POSIX tar that tar itself extracts, and reads it back with checksums', async () => {
  const bytes = await archive();
  writeFileSync(join(dir, 'a.tar'), bytes);
  execFileSync('tar', ['-xf', 'a.tar'], { cwd: dir });
  for (const { name, bytes: content } of entries())
    expect(readFileSync(join(dir, name)).equals(content)).toBe(true);
  const out = mkdtempSync(join(dir, 'out-'));
  const read = await readArchive(Readable.from([bytes]), out, (name) => name.includes('-1.'));
  expect(read.map((e) => [e.name, e.size])).toEqual(entries().map((e) => [e.name, e.size]));
  expect(read[1]!.bytes).toEqual(Buffer.alloc(1, 2));
  expect(readFileSync(join(out, 'entry-300000.bin')).equals(Buffer.alloc(300_000, 6))).toBe(true);
});

it('refuses a cut, a flipped bit in a header or padding, and bytes after the end', async () => {
  const bytes = await archive();
  const damaged = [
    bytes.subarray(0, bytes.length - 512),
    bytes.subarray(0, 700),
    Object.assign(Buffer.from(bytes), { 10: bytes[10]! ^ 1 }),
    // Padding after the one-byte entry's content (its header is at 512, its byte at 1024).
    Object.assign(Buffer.from(bytes), { 1030: 7 }),
    Buffer.concat([bytes, Buffer.from([1])]),
  ];
  for (const [i, copy] of damaged.entries()) {
    const out = mkdtempSync(join(dir, `damaged-${i}-`));
    await expect(readArchive(Readable.from([copy]), out, () => false)).rejects.toThrow(
      DamagedArchive,
    );
  }
});
