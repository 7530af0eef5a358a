/** `npm run schemas:check`: what staff run after editing a form. One line per problem. */
import { checkLanguages, checkSchemas } from './lib/check';

const problems = checkSchemas();
for (const problem of problems) console.error(problem);
for (const { language, texts, translated, missing, stale } of checkLanguages().reports) {
  console.log(
    `schemas:check: ${language}: ${translated} of ${texts} texts translated, ${missing} missing, ${stale} stale`,
  );
}
console.log(
  problems.length === 0
    ? 'schemas:check: all forms are valid'
    : `schemas:check: ${problems.length} problem(s)`,
);
process.exit(problems.length === 0 ? 0 : 1);
