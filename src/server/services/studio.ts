import type { FastifyBaseLogger } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import type { Db } from '../db/connect';
import { inTransaction, isUniqueViolation } from '../db/transaction';
import { formVersionsRepository, type FormVersionRow } from '../repositories/form-versions';
import { formModulesRepository } from '../repositories/form-modules';
import {
  baselineFiles,
  canonicalJson,
  filesHash,
  formNames,
  formsUsing,
} from '../../form-engine/form-files';
import type { LiveForms } from '../../form-engine/live-forms';
import { localizeFiles } from '../../form-engine/localize';
import { languageCodeOf, messagesOf } from '../../form-engine/messages';
import { checkLanguageFiles, englishTexts } from '../../form-engine/translations';
import type { checkResult, studioForms } from '../routes/studio-answers';
import type { CompiledForm, FormFiles, Problem } from '../../form-engine/types';
import { ApiError, notFound } from '../errors';
import { maskPhones } from '../log-masking';
import { iso, type Clock } from '../clock';
import { checker, compiler, overlay, overridesOf, readDraft } from './studio-drafts';
import { affectedMembers, impactOf } from './studio-impact';
import { kindChangeProblems } from './kind-changes';
import type { Actor, AuditService } from './audit';
import { versionHistory, type VersionSummary } from './studio-versions';

type StudioForms = FromSchema<typeof studioForms>;
type CheckResult = FromSchema<typeof checkResult>;

export type FileTexts = Record<string, string>;

/** Versions the history lists, newest first. */
const HISTORY_SHOWN = 100;

const validatorUrl = (form: CompiledForm) => `/forms/${form.moduleHash}.js`;

/** The forms an edit of `path` reaches: a language's texts are read by every form. */
/**
 * The forms a changed file reaches: a form file, the forms built on it; a language file, the forms
 * whose texts changed in it (a text keyed `<file>#<pointer>`, as a built field's messages are),
 * or every form when a catalogue text changed (any screen may say it).
 */
function formsReached(files: FormFiles, live: FormFiles, path: string): string[] {
  if (languageCodeOf(path) === undefined) return formsUsing(files, path);
  const draft = (files[path] ?? {}) as Record<string, unknown>;
  const before = (live[path] ?? {}) as Record<string, unknown>;
  const changed = [...new Set([...Object.keys(draft), ...Object.keys(before)])].filter(
    (key) => canonicalJson(draft[key]) !== canonicalJson(before[key]),
  );
  if (changed.some((key) => !key.includes('#'))) return formNames(files);
  return [...new Set(changed.flatMap((key) => formsUsing(files, key.slice(0, key.indexOf('#')))))];
}

const problemsError = (problems: Problem[]) =>
  Object.assign(new ApiError(400, 'FORM_PROBLEMS'), { details: { problems } });
const conflict = () => new ApiError(409, 'VERSION_CONFLICT');

/**
 * The Form Studio's work: drafts checked, previewed and measured against stored records, versions
 * published and rolled back. A version is the baseline (schemas/) plus the files staff changed.
 */
export function studioService(
  db: Db,
  clock: Clock,
  liveForms: LiveForms,
  log: FastifyBaseLogger,
  audit: AuditService,
) {
  const versions = formVersionsRepository(db);
  const modules = formModulesRepository(db);
  const compile = compiler();
  // Not `check`: the service's own `check` (of a draft's texts) would read as calling itself.
  const problemsOf = checker();
  const impact = impactOf(db);
  const kindChanges = kindChangeProblems(db);

  const baseline = () => baselineFiles();
  const baselineHash = () => filesHash(baseline());
  const history = () => versionHistory(baseline(), baselineHash());
  const filesOf = (row: FormVersionRow | undefined) =>
    overlay(baseline(), row ? (JSON.parse(row.files) as FormFiles) : {});

  /** What is live in the database, which this process may follow a moment later. */
  async function live() {
    const [row, previous] = await versions.newest(2);
    return { row, files: filesOf(row), summary: row && history().summary(row, previous) };
  }

  /** Stores every form's module, so any process serves it whichever compiled it. */
  async function store(compiled: Map<string, CompiledForm>) {
    await modules.save(
      [...compiled.values()].map((form) => ({ hash: form.moduleHash, code: form.moduleCode })),
      iso(clock.now()),
    );
  }

  /**
   * Records a new version after `base`, audited in the same transaction, and makes it live here;
   * the others follow by polling.
   */
  async function commit(
    files: FormFiles,
    base: number | null,
    actor: Actor,
    note: string,
    rolledBackTo: number | null,
  ): Promise<VersionSummary> {
    const overrides = overridesOf(files, baseline());
    const before = base === null ? undefined : await versions.byId(base);
    const current = before ? (JSON.parse(before.files) as FormFiles) : {};
    if (canonicalJson(overrides) === canonicalJson(current)) throw new ApiError(400, 'NO_CHANGES');
    await store(compile(files));
    const row: FormVersionRow = {
      id: (base ?? 0) + 1,
      action: rolledBackTo === null ? 'publish' : 'rollback',
      rolled_back_to: rolledBackTo,
      files: JSON.stringify(overrides),
      author: actor.phone,
      note,
      baseline_hash: baselineHash(),
      created_at: iso(clock.now()),
    };
    await inTransaction(db, async (tx) => {
      if ((await versions.latestId(tx)) !== base) throw conflict();
      // A concurrent publish on the same base read the same latest id: the key refuses one of us.
      await versions.insert(tx, row);
      await audit.record(actor, row.action, String(row.id), { note, rolledBackTo }, tx);
    }).catch((error: unknown) => {
      throw isUniqueViolation(error) ? conflict() : error;
    });
    // What every process applies: the stored overrides on the baseline, as the followers read them.
    const refused = liveForms.apply(overlay(baseline(), overrides), row.id);
    if (refused.length > 0)
      log.error({ formVersion: row.id, problems: refused }, 'published forms not applied');
    log.info(
      {
        formVersion: row.id,
        action: row.action,
        author: maskPhones(actor.phone),
        note: maskPhones(note),
      },
      rolledBackTo === null ? 'forms published' : 'forms rolled back',
    );
    return history().summary(row, before);
  }

  return {
    async forms(): Promise<StudioForms> {
      const { files, summary } = await live();
      const base = baseline();
      const forms: Record<string, { files: string[] }> = Object.fromEntries(
        formNames(files).map((name) => [name, { files: [] as string[] }]),
      );
      for (const path of Object.keys(files).sort())
        if (languageCodeOf(path) === undefined)
          for (const name of formsUsing(files, path)) forms[name]?.files.push(path);
      return {
        version: summary ?? null,
        baselineHash: baselineHash(),
        files: Object.fromEntries(
          Object.keys(files)
            .sort()
            .map((path) => [path, { baseline: base[path] ?? null, live: files[path]! }]),
        ),
        forms,
        english: englishTexts(files),
        languages: checkLanguageFiles(files).reports,
      };
    },

    async check(texts: FileTexts): Promise<CheckResult> {
      const draft = readDraft(texts, (await live()).files, problemsOf);
      return { problems: draft.problems, languages: checkLanguageFiles(draft.files).reports };
    },

    /**
     * The draft's forms with validator modules any process serves, for the Studio's preview; in
     * `language`, its texts are the draft's file of that language (English where it has none).
     */
    async preview(texts: FileTexts, language?: string) {
      const draft = readDraft(texts, (await live()).files, problemsOf);
      if (draft.problems.length > 0) return { problems: draft.problems, forms: {} };
      const translations = language ? messagesOf(draft.files).languages[language] : undefined;
      const compiled = compile(
        translations ? localizeFiles(draft.files, translations) : draft.files,
      );
      await store(compiled);
      return {
        problems: [],
        forms: Object.fromEntries(
          [...compiled].map(([name, form]) => [
            name,
            {
              schema: form.schema,
              uiSchema: form.uiSchema,
              validator: validatorUrl(form),
              requires: form.requires,
            },
          ]),
        ),
      };
    },

    /**
     * Every form the draft's files reach, validated against the records stored for it. Members'
     * names and businesses only for staff who may open Members (`withNames`); others get counts.
     */
    async impact(texts: FileTexts, withNames: boolean) {
      const current = await live();
      const draft = readDraft(texts, current.files, problemsOf);
      if (draft.problems.length > 0)
        return { problems: draft.problems, impact: [], affected: [], affectedMembers: 0 };
      const compiled = compile(draft.files);
      const liveCompiled = compile(current.files);
      const names = [
        ...new Set(draft.paths.flatMap((path) => formsReached(draft.files, current.files, path))),
      ];
      const results = [];
      const people = affectedMembers();
      for (const name of names.sort()) {
        const draftForm = compiled.get(name);
        const liveForm = liveCompiled.get(name);
        if (draftForm && liveForm) results.push(await impact(name, draftForm, liveForm, people));
      }
      const reached = people.result();
      return {
        problems: [],
        impact: results,
        ...reached,
        affected: withNames ? reached.affected : [],
      };
    },

    async publish(texts: FileTexts, note: string, base: number | null, actor: Actor) {
      const current = await live();
      if ((current.row?.id ?? null) !== base) throw conflict();
      const draft = readDraft(texts, current.files, problemsOf);
      if (draft.problems.length > 0) throw problemsError(draft.problems);
      const changedKinds = await kindChanges(draft.files, current.files);
      if (changedKinds.length > 0) throw problemsError(changedKinds);
      return { version: await commit(draft.files, base, actor, note, null) };
    },

    /**
     * Publishes a past version's files again, checked again on today's baseline; version 0 is the
     * baseline shipped with the code.
     */
    async rollback(id: number, note: string, actor: Actor) {
      const target = id === 0 ? undefined : await versions.byId(id);
      if (id !== 0 && !target) throw notFound();
      const files = target ? filesOf(target) : baseline();
      const problems = problemsOf(files);
      if (problems.length > 0) throw problemsError(problems);
      return { version: await commit(files, await versions.latestId(), actor, note, id) };
    },

    async versions() {
      const rows = await versions.newest(HISTORY_SHOWN + 1);
      return { versions: history().withDiffs(rows, rows.length > HISTORY_SHOWN) };
    },
  };
}

export type StudioService = ReturnType<typeof studioService>;
