import { conditionalsOf } from '../shared/field-kinds/show-when';
import type { JsonObject } from '../shared/validation/bundle-schema';
import { codedProblem } from './coded-problem';
import { propertiesOf } from './compile';
import type { Problem } from './types';

/**
 * "Show when" that could never work: a field shown on the answer to a field the form no longer has,
 * or fields shown on each other's answers in a circle (none of them could ever show). `forms`:
 * each form's schema file and bundled schema.
 */
export function conditionProblems(forms: Map<string, JsonObject>): Problem[] {
  const problems: Problem[] = [];
  for (const [file, schema] of forms) {
    const fields = propertiesOf(schema);
    const shownOn = new Map<string, string>();
    for (const { when, fields: shown } of conditionalsOf(schema)) {
      if (!when) continue;
      if (!(when.field in fields))
        for (const field of shown)
          problems.push(codedProblem(file, `/properties/${field}`, 'conditionOnMissingField'));
      for (const field of shown) shownOn.set(field, when.field);
    }
    const reported = new Set<string>();
    for (const start of shownOn.keys()) {
      const path: string[] = [];
      for (let at: string | undefined = start; at !== undefined; at = shownOn.get(at)) {
        const loop = path.indexOf(at);
        if (loop >= 0) {
          const circle = path.slice(loop).sort().join(' ');
          if (!reported.has(circle)) {
            reported.add(circle);
            problems.push(codedProblem(file, `/properties/${at}`, 'conditionCycle'));
          }
          break;
        }
        path.push(at);
      }
    }
  }
  return problems;
}
