// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { Config } from '../config';
import { scheduleBackups } from './schedule';
import { snapshotName } from './snapshot-files';
import type { BackupResult } from './snapshot';

const MINUTE = 60_000;
let dir: string;
const config = (everyHours: number) => ({ backup: { dir, everyHours, keep: 3 } }) as Config;
const log = () => ({ info: vi.fn(), error: vi.fn() });
/**
 * The schedule reads BACKUP_DIR (real I/O, as slow as a busy machine makes it) between timers: wait
 * until it has armed its next timer, then move the clock.
 */
async function advance(ms: number) {
  const settle = async () => {
    for (let i = 0; i < 10_000 && vi.getTimerCount() === 0; i++)
      await new Promise((done) => setImmediate(done));
  };
  await settle();
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
}
const written = { file: 'f', bytes: 1, ms: 1, pruned: [] } as unknown as BackupResult;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'members-schedule-'));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(dir, { recursive: true, force: true });
});

it('takes none at start, the first an interval later, and goes on after a failure', async () => {
  const logger = log();
  const take = vi.fn().mockRejectedValueOnce(new Error('disk full')).mockResolvedValue(written);
  const schedule = scheduleBackups(config(1), logger as unknown as FastifyBaseLogger, take);
  await advance(59 * MINUTE);
  expect(take).not.toHaveBeenCalled();
  await advance(2 * MINUTE);
  expect(take).toHaveBeenCalledTimes(1);
  expect(logger.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'backup failed');
  await advance(60 * MINUTE);
  expect(take).toHaveBeenCalledTimes(2);
  expect(logger.info).toHaveBeenCalledWith(
    expect.objectContaining({ file: 'f' }),
    'backup written',
  );
  await schedule.stop();
  await advance(120 * MINUTE);
  expect(take).toHaveBeenCalledTimes(2);
});

it('counts from the newest snapshot in BACKUP_DIR, so a restarted server still takes them', async () => {
  writeFileSync(join(dir, snapshotName(Date.now() - 30 * MINUTE, false)), '');
  const take = vi.fn().mockResolvedValue(written);
  const schedule = scheduleBackups(config(1), log() as unknown as FastifyBaseLogger, take);
  await advance(29 * MINUTE);
  expect(take).not.toHaveBeenCalled();
  await advance(2 * MINUTE);
  expect(take).toHaveBeenCalledTimes(1);
  await schedule.stop();
});

it('takes none with BACKUP_EVERY_HOURS=0', async () => {
  const take = vi.fn().mockResolvedValue(written);
  const schedule = scheduleBackups(config(0), log() as unknown as FastifyBaseLogger, take);
  await advance(1000 * 60 * MINUTE);
  expect(take).not.toHaveBeenCalled();
  await schedule.stop();
});
