import { problemLine } from '@/shared/studio-types';
import type { Problem } from '@/shared/api/answers';
import { useT } from '@/i18n/texts-provider';
import { TARGET } from '../../shell/studio-classes';

export interface ProblemsPanelProps {
  problems: Problem[];
  /** While the draft is being checked. */
  checking?: boolean;
  onOpen: (problem: Problem) => void;
}

/** The draft's problems from the same checks as `schemas:check`, each opening its place in the JSON. */
export function ProblemsPanel({ problems, checking = false, onOpen }: ProblemsPanelProps) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3" aria-busy={checking}>
      <p role="status" className="text-sm">
        {checking
          ? t('studio.problems.checking')
          : problems.length === 0
            ? t('studio.problems.none')
            : t('studio.problems.count', { count: problems.length })}
      </p>
      {problems.length > 0 && (
        <ul className="flex flex-col gap-1">
          {problems.map((problem) => {
            const line = problemLine(problem);
            // A problem the catalogue words is said in the staff's language; the place stays as is.
            const said = problem.code
              ? `schemas/${problem.file}#${problem.pointer}: ${t(`studio.problem.${problem.code}`, problem.values)}`
              : line;
            return (
              <li key={line}>
                <button
                  type="button"
                  onClick={() => onOpen(problem)}
                  className={`${TARGET} hover:bg-accent w-full rounded-md border px-3 py-2 text-left font-mono text-xs break-all`}
                >
                  <span className="text-destructive">{said}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
