// Sums the JSON results of Vitest and Playwright into the plain closing line CI reads.
import { existsSync, readFileSync } from 'node:fs';

const [dir, gateStatus] = process.argv.slice(2);
let passed = 0;
let failed = 0;

const vitest = `${dir}/vitest.json`;
if (existsSync(vitest)) {
  const r = JSON.parse(readFileSync(vitest, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
}
const e2e = `${dir}/e2e.json`;
if (existsSync(e2e)) {
  const r = JSON.parse(readFileSync(e2e, 'utf8'));
  passed += r.stats.expected;
  failed += r.stats.unexpected + r.stats.flaky;
}
// A gate that failed without a test failing (typecheck, lint, a crash) still counts as a failure.
if (gateStatus !== '0' && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
