import { mkdir, open, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface ErasureEntry {
  pseudonym: string;
  erasedAt: string;
}

const LEDGER = 'erasures.jsonl';

/**
 * The erasure ledger: one JSON line per erased member, by pseudonym only, in the backups' folder
 * beside the snapshots and outside them. A restore replays it, so an erased member stays erased
 * whichever snapshot comes back. Each line is on disk (fsync) before this resolves.
 */
export async function appendErasure(dir: string, entry: ErasureEntry): Promise<void> {
  await mkdir(dir, { recursive: true });
  const file = await open(join(dir, LEDGER), 'a', 0o600);
  try {
    const line = JSON.stringify({ pseudonym: entry.pseudonym, erasedAt: entry.erasedAt });
    await file.appendFile(`${line}\n`);
    await file.sync();
  } finally {
    await file.close();
  }
}

/**
 * Every erasure in the ledger, oldest first; none when there is no ledger. A line cut short by a
 * crash while it was written is skipped: its erasure had not finished either.
 */
export async function readErasures(dir: string): Promise<ErasureEntry[]> {
  let text: string;
  try {
    text = await readFile(join(dir, LEDGER), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return text.split('\n').flatMap((line) => {
    try {
      const entry = JSON.parse(line) as Partial<ErasureEntry>;
      return typeof entry.pseudonym === 'string' && typeof entry.erasedAt === 'string'
        ? [{ pseudonym: entry.pseudonym, erasedAt: entry.erasedAt }]
        : [];
    } catch {
      return [];
    }
  });
}
