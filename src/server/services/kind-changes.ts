import type { Db } from '../db/connect';
import { answerCountsRepository } from '../repositories/answer-counts';
import { propertiesOf } from '../../form-engine/compile';
import { codedProblem } from '../../form-engine/coded-problem';
import { bundleFile, formNames, schemaPath, uiPath } from '../../form-engine/form-files';
import type { FormFiles, Problem } from '../../form-engine/types';
import { kindOfUi } from '../../shared/field-kinds';
import { PROFILE_FORMS, STORED_FORMS } from '../../shared/stored-forms';
import { isObject, type JsonObject } from '../../shared/validation/bundle-schema';

/** What a field is, as its stored answers depend on it: its type, and the kind it was built as. */
function kindsOf(files: FormFiles, form: string): Map<string, string> {
  const schema = bundleFile(files, schemaPath(form)).bundle;
  const ui = (files[uiPath(form)] ? bundleFile(files, uiPath(form)).bundle : {}) as JsonObject;
  return new Map(
    Object.entries(propertiesOf(schema)).map(([name, sub]) => [
      name,
      `${JSON.stringify(isObject(sub) ? sub.type : undefined)} ${kindOfUi(ui[name])?.id ?? ''}`,
    ]),
  );
}

/**
 * A field whose kind a draft changes while stored records answer it is a Problem: its answers
 * would no longer read as they were given. Staff retire it and add a new field instead.
 */
export function kindChangeProblems(db: Db) {
  const counts = answerCountsRepository(db);
  return async (draft: FormFiles, live: FormFiles): Promise<Problem[]> => {
    const problems: Problem[] = [];
    const seen = new Set<string>();
    for (const form of formNames(draft)) {
      if (!STORED_FORMS.has(form) || !formNames(live).includes(form)) continue;
      const before = kindsOf(live, form);
      for (const [field, kind] of kindsOf(draft, form)) {
        const was = before.get(field);
        const records = PROFILE_FORMS.has(form)
          ? 'members'
          : form === 'referral'
            ? 'referrals'
            : 'businesses';
        const key = `${records} ${field}`;
        if (was === undefined || was === kind || seen.has(key)) continue;
        seen.add(key);
        const answers = await counts[records](field);
        if (answers > 0)
          problems.push(
            codedProblem(schemaPath(form), `/properties/${field}`, 'kindChanged', { answers }),
          );
      }
    }
    return problems;
  };
}
