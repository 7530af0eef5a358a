import { createTwoFilesPatch } from 'diff';
import type { FromSchema } from 'json-schema-to-ts';
import type { FormVersionRow } from '../repositories/form-versions';
import type { FormFiles } from '../../form-engine/types';
import { readableChanges } from '../../form-engine/readable-changes';
import { maskPhones } from '../log-masking';
import { changedPaths, overlay } from './studio-drafts';
import type { published } from '../routes/studio-answers';

export type VersionSummary = FromSchema<typeof published>['version'];

const pretty = (json: unknown) => (json === undefined ? '' : `${JSON.stringify(json, null, 2)}\n`);

/** Versions as the Studio lists them, each compared with the one before it on today's baseline. */
export function versionHistory(baseline: FormFiles, baselineHash: string) {
  const filesOf = (row: FormVersionRow | undefined) =>
    overlay(baseline, row ? (JSON.parse(row.files) as FormFiles) : {});

  const summary = (row: FormVersionRow, previous: FormVersionRow | undefined): VersionSummary => ({
    id: row.id,
    action: row.action,
    rolledBackTo: row.rolled_back_to,
    author: maskPhones(row.author),
    createdAt: row.created_at,
    note: row.note,
    baselineHash: row.baseline_hash,
    onCurrentBaseline: row.baseline_hash === baselineHash,
    changedFiles: changedPaths(filesOf(previous), filesOf(row)),
  });

  /** A unified diff of each changed file's pretty JSON, as `git diff` shows it. */
  const diff = (row: FormVersionRow, previous: FormVersionRow | undefined): string => {
    const before = filesOf(previous);
    const after = filesOf(row);
    return changedPaths(before, after)
      .map((path) =>
        createTwoFilesPatch(
          `a/schemas/${path}`,
          `b/schemas/${path}`,
          pretty(before[path]),
          pretty(after[path]),
          undefined,
          undefined,
          { context: 3 },
          // The library heads each file with a line of "=", which `git diff` does not.
        ).replace(/^=+\n/, ''),
      )
      .join('');
  };

  return {
    summary,
    /** `rows` newest first; each is compared with the next, the oldest with the baseline. */
    withDiffs(rows: FormVersionRow[], hasOlder: boolean) {
      const shown = hasOlder ? rows.slice(0, -1) : rows;
      return shown.map((row, i) => ({
        ...summary(row, rows[i + 1]),
        changes: readableChanges(filesOf(rows[i + 1]), filesOf(row)),
        diff: diff(row, rows[i + 1]),
      }));
    },
  };
}
