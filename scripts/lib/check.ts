import { checkFiles, formatProblem } from '../../src/form-engine/check';
import { parseFiles, readFormTexts, SCHEMAS_DIR } from '../../src/form-engine/form-files';
import { checkLanguageFiles } from '../../src/form-engine/translations';
import { SHIPPED_LANGUAGES } from '../../src/shared/i18n/languages';

/**
 * All problems in a schemas folder, one line each, naming the file and the JSON pointer: the same
 * check the server runs on a Studio draft, without the guard rails (this folder is the baseline,
 * so its shipped languages must be complete and current).
 */
export function checkSchemas(dir = SCHEMAS_DIR): string[] {
  const { files, problems } = parseFiles(readFormTexts(dir));
  if (problems.length > 0) return problems.map(formatProblem);
  return checkFiles(files, { complete: SHIPPED_LANGUAGES }).map(formatProblem);
}

/** Every language's translations against the English of the forms and the catalogue, counted. */
export function checkLanguages(dir = SCHEMAS_DIR) {
  return checkLanguageFiles(parseFiles(readFormTexts(dir)).files);
}
