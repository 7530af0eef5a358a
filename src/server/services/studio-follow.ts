import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect';
import { formVersionsRepository } from '../repositories/form-versions';
import { baselineFiles } from '../../form-engine/form-files';
import type { LiveForms } from '../../form-engine/live-forms';
import type { FormFiles } from '../../form-engine/types';
import { overlay } from './studio-drafts';

/**
 * Keeps this process on the live form version: one cheap `max(id)` per poll, and the version's
 * files loaded and compiled only when it changed. Every process sharing the database does the
 * same, so a publish on one is validated with everywhere within a poll and a compile. A version
 * this baseline refuses (an upgrade broke it) is logged once and not retried; the process keeps
 * validating with what it had.
 */
export function formsFollower(db: Db, liveForms: LiveForms, log: FastifyBaseLogger) {
  const versions = formVersionsRepository(db);
  let running: Promise<void> | undefined;
  let failed: number | undefined;

  const sync = async () => {
    const id = await versions.latestId();
    if (id === null || id === liveForms.version() || id === failed) return;
    const row = await versions.byId(id);
    if (!row) return;
    const problems = liveForms.apply(
      overlay(baselineFiles(), JSON.parse(row.files) as FormFiles),
      row.id,
    );
    if (problems.length === 0) {
      log.info({ formVersion: row.id }, 'forms follow the published version');
    } else {
      failed = row.id;
      log.error(
        { formVersion: row.id, problems: problems.slice(0, 10) },
        'published forms do not pass the checks of this baseline; staying on the forms applied before',
      );
    }
  };

  const poll = (): Promise<void> => {
    running ??= sync()
      .catch((err: unknown) => log.error({ err }, 'checking for published forms failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  let timer: NodeJS.Timeout | undefined;

  return {
    /** One check now; concurrent calls share it. Never throws: a poll must not crash the server. */
    poll,
    /** Checks every `ms` from now on. */
    start(ms: number) {
      timer = setInterval(() => void poll(), ms).unref();
    },
    /** No more checks; waits for one under way, so it is done before the database closes. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
