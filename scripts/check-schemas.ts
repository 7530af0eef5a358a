/** `npm run schemas:check`: what staff run after editing a form. One line per problem. */
import { checkSchemas } from './lib/check';

const problems = checkSchemas();
for (const problem of problems) console.error(problem);
console.log(
  problems.length === 0
    ? 'schemas:check: all forms are valid'
    : `schemas:check: ${problems.length} problem(s)`,
);
process.exit(problems.length === 0 ? 0 : 1);
