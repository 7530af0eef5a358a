import { join } from 'node:path';
import { checkFiles, formatProblem } from '../../src/form-engine/check';
import { parseFiles, readFormTexts, SCHEMAS_DIR } from '../../src/form-engine/form-files';
import { readMessageFiles } from '../../src/form-engine/messages';
import { checkTranslations, formTexts } from '../../src/form-engine/translations';
import { SHIPPED_LANGUAGES } from '../../src/shared/i18n/languages';
import type { FormFiles } from '../../src/form-engine/types';

/**
 * All problems in a schemas folder, one line each, naming the file and the JSON pointer: the same
 * check the server runs on a Studio draft, without the guard rails (this folder is the baseline).
 */
export function checkSchemas(dir = SCHEMAS_DIR): string[] {
  const { files, problems } = parseFiles(readFormTexts(dir));
  if (problems.length > 0) return problems.map(formatProblem);
  return [...checkFiles(files), ...checkLanguages(dir, files).problems].map(formatProblem);
}

/**
 * Every language's translations against the English of the forms and the catalogue, counted per
 * language. The shipped languages must be complete and current in the baseline.
 */
export function checkLanguages(dir = SCHEMAS_DIR, files?: FormFiles) {
  const forms = files ?? parseFiles(readFormTexts(dir)).files;
  const { catalogue, languages } = readMessageFiles(join(dir, 'i18n'));
  return checkTranslations({ ...catalogue, ...formTexts(forms) }, languages, {
    complete: SHIPPED_LANGUAGES,
  });
}
