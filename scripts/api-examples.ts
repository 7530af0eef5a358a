/**
 * `npm run api:examples`: runs the API suite with its contract check reporting every answer
 * (tests/helpers/contract.ts), and keeps, for each operation and status, the fullest answer the
 * document describes as that response's example (hostile input's answers left out): src/server/answer-examples.json, which the
 * document shows (plugins/openapi.ts). Run it when routes change; the API suite checks each example
 * still fits its schema.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const OUT = resolve(import.meta.dirname, '../src/server/answer-examples.json');
const DOCUMENT = resolve(import.meta.dirname, '../src/shared/api/generated/openapi.json');

interface Judged {
  operation: string;
  status: number;
  example?: unknown;
  test: string;
}

/** Suites that send hostile input: their answers are right, but no example to show a reader. */
const HOSTILE = new Set(['fuzz.test.ts', 'hardening.test.ts', 'edge-refusals.test.ts']);

const dir = mkdtempSync(join(tmpdir(), 'members-examples-'));
const report = join(dir, 'answers.jsonl');
spawnSync('npx', ['vitest', 'run', '--project', 'api-sqlite'], {
  stdio: 'inherit',
  env: { ...process.env, CONTRACT_REPORT: report },
});
const lines = readFileSync(report, 'utf8').trim().split('\n');
rmSync(dir, { recursive: true, force: true });
// Only the product's operations: a test may add a route of its own.
spawnSync('npx', ['tsx', 'scripts/api-types.ts'], { stdio: 'inherit' });
const { paths } = JSON.parse(readFileSync(DOCUMENT, 'utf8')) as {
  paths: Record<string, Record<string, unknown>>;
};
const documented = (operation: string) => {
  const [method, path] = operation.split(' ') as [string, string];
  return paths[path]?.[method.toLowerCase()] !== undefined;
};

const fullest = new Map<string, string>();
for (const line of lines) {
  const { operation, status, example, test } = JSON.parse(line) as Judged;
  if (example === undefined || HOSTILE.has(test) || !documented(operation)) continue;
  const key = `${operation} ${status}`;
  const text = JSON.stringify(example);
  const kept = fullest.get(key);
  if (!kept || text.length > kept.length || (text.length === kept.length && text < kept))
    fullest.set(key, text);
}
const examples: Record<string, Record<string, unknown>> = {};
for (const key of [...fullest.keys()].sort()) {
  const [method, path, status] = key.split(' ') as [string, string, string];
  (examples[`${method} ${path}`] ??= {})[status] = JSON.parse(fullest.get(key)!);
}
writeFileSync(OUT, `${JSON.stringify(examples, null, 2)}\n`);
console.log(`${fullest.size} examples of ${Object.keys(examples).length} operations → ${OUT}`);
