import { checkFiles, formatProblem } from '../../src/form-engine/check';
import { parseFiles, readFormTexts, SCHEMAS_DIR } from '../../src/form-engine/form-files';

/**
 * All problems in a schemas folder, one line each, naming the file and the JSON pointer: the same
 * check the server runs on a Studio draft, without the guard rails (this folder is the baseline).
 */
export function checkSchemas(dir = SCHEMAS_DIR): string[] {
  const { files, problems } = parseFiles(readFormTexts(dir));
  return (problems.length > 0 ? problems : checkFiles(files)).map(formatProblem);
}
