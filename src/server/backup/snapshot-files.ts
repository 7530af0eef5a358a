import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** members-20261126T093000123Z.tar, or .tar.enc when encrypted: names sort by time. */
const SNAPSHOT = /^members-(\d{8}T\d{9}Z)\.tar(\.enc)?$/;
/** Work in progress: a snapshot's folder and its file until renamed. */
export const PARTIAL_PREFIX = '.partial-';

export function snapshotName(ms: number, encrypted: boolean): string {
  const stamp = new Date(ms).toISOString().replace(/[-:.]/g, '');
  return `members-${stamp}.tar${encrypted ? '.enc' : ''}`;
}

function stampMs(stamp: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z$/.exec(stamp)!;
  return Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!, +m[7]!);
}

async function names(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The folder's snapshots, newest first. */
export async function listSnapshots(dir: string): Promise<{ name: string; takenAt: number }[]> {
  return (await names(dir))
    .flatMap((name) => {
      const m = SNAPSHOT.exec(name);
      return m ? [{ name, takenAt: stampMs(m[1]!) }] : [];
    })
    .sort((a, b) => b.takenAt - a.takenAt || (a.name < b.name ? 1 : -1));
}

/** Whether another process is writing a snapshot here now (a work folder touched this hour). */
export async function snapshotUnderWay(dir: string, now: number): Promise<boolean> {
  for (const name of await names(dir))
    if (name.startsWith(PARTIAL_PREFIX)) {
      const modified = await stat(join(dir, name)).then(
        (s) => s.mtimeMs,
        () => 0,
      );
      if (now - modified < 60 * 60 * 1000) return true;
    }
  return false;
}

/**
 * Deletes all but the `keep` newest snapshots, and work left by a run that died more than a day
 * ago. The erasure ledger is never touched. Returns the names deleted.
 */
export async function pruneSnapshots(dir: string, keep: number, now: number): Promise<string[]> {
  const old = (await listSnapshots(dir)).slice(Math.max(1, keep)).map((s) => s.name);
  for (const name of await names(dir))
    if (name.startsWith(PARTIAL_PREFIX)) {
      const modified = await stat(join(dir, name)).then(
        (s) => s.mtimeMs,
        () => now,
      );
      if (now - modified > 24 * 60 * 60 * 1000) old.push(name);
    }
  for (const name of old) await rm(join(dir, name), { recursive: true, force: true });
  return old;
}
