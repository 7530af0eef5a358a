import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { listSnapshots, snapshotUnderWay } from './snapshot-files';
import { takeBackup } from './snapshot';

/** setTimeout's longest delay (about 24.8 days); a longer wait is taken in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export interface BackupSchedule {
  /** Stops the timer and a snapshot under way (its partial file is removed). */
  stop(): Promise<void>;
}

/**
 * A snapshot every BACKUP_EVERY_HOURS (0: none), counted from the newest snapshot in BACKUP_DIR,
 * so a server restarted more often than that still takes them: an overdue one comes a minute after
 * the start; with none yet, the first comes one interval after the start. A failure is
 * logged and the next one comes an interval later; it never stops the server. Several processes
 * sharing BACKUP_DIR take turns: one sees the other's snapshot, or its work under way, and waits.
 */
export function scheduleBackups(
  config: Config,
  log: FastifyBaseLogger,
  take: typeof takeBackup = takeBackup,
): BackupSchedule {
  const everyMs = config.backup.everyHours * 60 * 60 * 1000;
  if (!(everyMs > 0)) return { stop: async () => {} };
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let due = Date.now() + everyMs;

  const arm = () => {
    if (abort.signal.aborted) return;
    timer = setTimeout(tick, Math.min(Math.max(0, due - Date.now()), LONGEST_TIMER_MS));
    timer.unref();
  };

  const nextFromNewest = async () => {
    const newest = (await listSnapshots(config.backup.dir))[0];
    return newest ? newest.takenAt + everyMs : undefined;
  };

  const run = async () => {
    const now = Date.now();
    const fromNewest = await nextFromNewest();
    if (fromNewest !== undefined && fromNewest > now) {
      due = fromNewest;
      return;
    }
    if (await snapshotUnderWay(config.backup.dir, now)) {
      due = now + 60 * 60 * 1000;
      return;
    }
    due = now + everyMs;
    const result = await take(config, { signal: abort.signal });
    log.info(
      { file: result.file, bytes: result.bytes, ms: result.ms, pruned: result.pruned.length },
      'backup written',
    );
  };

  function tick() {
    if (Date.now() < due) return arm();
    running = run()
      .catch((err: unknown) => {
        if (!abort.signal.aborted) log.error({ err }, 'backup failed');
      })
      .finally(() => {
        running = undefined;
        arm();
      });
  }

  nextFromNewest().then(
    (fromNewest) => {
      if (fromNewest !== undefined) due = Math.max(fromNewest, Date.now() + 60_000);
      arm();
    },
    (err: unknown) => {
      log.error({ err }, 'backup schedule could not read BACKUP_DIR');
      arm();
    },
  );

  return {
    async stop() {
      abort.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
