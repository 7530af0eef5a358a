import traverse from 'json-schema-traverse';
import { checkSync, type Parameters } from 'recheck';
import { escapePointer } from './check-rules';
import { codedProblem } from './coded-problem';
import type { FormFiles, Problem } from './types';

// recheck's own engine compiled to JavaScript, in this thread: the same answer on every platform,
// and no worker thread or agent process in the server. Its speed is ample for the handful of
// patterns a form has, each checked once (decision 047).
process.env.RECHECK_SYNC_BACKEND ??= 'pure';

/**
 * A check never takes longer than this; one that runs out proves nothing, and the pattern is
 * refused like a vulnerable one. Staff patterns check in 1–120 ms; only lookarounds, back
 * references and large counted repeats reach the slower fuzzing, which this bounds.
 */
const CHECK = { timeout: 1000 } satisfies Parameters;

/** Verdicts kept, oldest forgotten first: a Studio session types many patterns on its way. */
const KEPT = 2000;
const verdicts = new Map<string, boolean>();

/**
 * Whether matching `source` takes time linear in the answer, as recheck proves it (ajv compiles
 * patterns with the `u` flag). Exponential and polynomial patterns are refused alike: an answer a
 * few thousand characters long already makes a quadratic one slow.
 */
export function isSafePattern(source: string): boolean {
  let safe = verdicts.get(source);
  if (safe === undefined) {
    safe = checkSync(source, 'u', CHECK).status === 'safe';
    if (verdicts.size >= KEPT) verdicts.delete(verdicts.keys().next().value!);
    verdicts.set(source, safe);
  }
  return safe;
}

const compiles = (source: string) => {
  try {
    new RegExp(source, 'u');
    return true;
  } catch {
    // ajv names a pattern that does not compile.
    return false;
  }
};

/**
 * Every pattern written in these schema files that members' answers would be matched against and
 * that could make the server slow: each `pattern` and each key of `patternProperties`, named where
 * it is written. The schema keywords alone are walked, so a message about a pattern is not one.
 */
export function unsafePatterns(files: FormFiles, paths: Iterable<string>): Problem[] {
  const problems: Problem[] = [];
  for (const file of paths) {
    const json = files[file];
    if (!json) continue;
    traverse(json, ((schema, pointer) => {
      const found: [string, unknown][] = [[`${pointer}/pattern`, schema.pattern]];
      const keyed: unknown = schema.patternProperties;
      if (keyed && typeof keyed === 'object' && !Array.isArray(keyed)) {
        for (const key of Object.keys(keyed))
          found.push([`${pointer}/patternProperties/${escapePointer(key)}`, key]);
      }
      for (const [at, source] of found) {
        if (typeof source === 'string' && compiles(source) && !isSafePattern(source))
          problems.push(codedProblem(file, at, 'unsafePattern'));
      }
    }) satisfies traverse.Callback);
  }
  return problems;
}
