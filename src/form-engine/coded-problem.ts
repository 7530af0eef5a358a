import english from '../../schemas/i18n/en.json' with { type: 'json' };
import { sayIn } from '../shared/field-kinds/say-in';
import { SOURCE_LANGUAGE } from '../shared/i18n/languages';
import type { TextKey } from '../shared/i18n/format';
import type { ProblemCode } from '../shared/studio-types';
import type { Problem } from './types';

const say = sayIn(SOURCE_LANGUAGE, english);

/**
 * A problem the catalogue words (`studio.problem.<code>`): its English for `schemas:check` and the
 * code and values the Studio says it with in the staff's language.
 */
export function codedProblem(
  file: string,
  pointer: string,
  code: ProblemCode,
  values?: Record<string, number>,
): Problem {
  const key: TextKey = `studio.problem.${code}`;
  return { file, pointer, message: say(key, values), code, ...(values ? { values } : {}) };
}
