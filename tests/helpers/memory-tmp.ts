import { statfsSync } from 'node:fs';

/** Room the test databases, uploads and snapshots of one run need, with a wide margin. */
const NEEDED_BYTES = 2 * 1024 ** 3;

/**
 * A temporary folder in memory (Linux's /dev/shm) when the machine has one with room, for the
 * servers the tests start: their SQLite databases commit with `synchronous = FULL`, and on a disk each
 * app's migrations and each write wait for fsync (0.3 s an app on an idle disk, seconds on a busy
 * one). The database, its settings and what the tests check are the same; only the files are in
 * memory. Undefined elsewhere (macOS, a container with a small /dev/shm): the system's own folder.
 */
export function memoryTmpDir(): string | undefined {
  try {
    const fs = statfsSync('/dev/shm');
    return fs.bavail * fs.bsize >= NEEDED_BYTES ? '/dev/shm' : undefined;
  } catch {
    return undefined;
  }
}
