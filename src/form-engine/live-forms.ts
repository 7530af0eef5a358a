import { checkFiles } from './check';
import { compileForm, compileForms } from './compile';
import { baselineFiles, sha256 } from './form-files';
import { compileCatalogue, localizeFiles, type CompiledCatalogue } from './localize';
import { messagesOf } from './messages';
import { SOURCE_LANGUAGE } from '../shared/i18n/languages';
import type { TextScope } from '../shared/i18n/texts';
import {
  createTranslate,
  type TextKey,
  type TextValues,
  type Translate,
} from '../shared/i18n/format';
import type { CompiledForm, FormFiles, Problem } from './types';

/** A language's catalogue as members' screens load it, and its content hash (the ETag). */
export interface LiveTexts {
  language: string;
  hash: string;
  messages: CompiledCatalogue;
}

/**
 * The forms and texts a process validates with and serves: the baseline, or the version last
 * published. The texts are the set's language files, so a version changes them with the forms.
 */
export interface LiveForms {
  /** In a language (English unless named); throws for a name that is not a form, `has` asks first. */
  form(name: string, language?: string): CompiledForm;
  has(name: string): boolean;
  names(): string[];
  files(): FormFiles;
  /** The languages members may choose, English first. */
  languages(): string[];
  /**
   * A catalogue in a language of `languages()`: members' (the Studio's own texts left out), or the
   * Studio's alone, so that neither page downloads the other's; `only` narrows it to the keys a
   * page reads, under that page's name.
   */
  texts(language: string, scope?: TextScope, only?: TextsSubset): LiveTexts;
  /** A catalogue text in a language (English where it has none), `values` filling its arguments. */
  text(language: string, key: TextKey, values?: TextValues): string;
  /** The published version applied, or null while the baseline is live. */
  version(): number | null;
  /**
   * Makes a published version live after checking it against this code's baseline. A version the
   * baseline refuses (made on an older baseline) is not applied: the problems are returned, the
   * forms stay as they were, and asking again for the same version answers from memory.
   */
  apply(files: FormFiles, version: number): Problem[];
  /** A validator module this process compiled: the baseline's and the last versions'. */
  moduleCode(hash: string): string | undefined;
}

/** The keys one page's code reads (see src/fast/vite/page-texts.ts), under that page's name. */
export interface TextsSubset {
  name: string;
  keys: ReadonlySet<string>;
}

/** How many versions' modules stay servable from memory besides the baseline's. */
const KEPT_VERSIONS = 3;

const inScope: Record<TextScope, (key: string) => boolean> = {
  members: (key) => !key.startsWith('studio.'),
  studio: (key) => key.startsWith('studio.'),
};

export function createLiveForms(baseline: FormFiles = baselineFiles()): LiveForms {
  const compiledBaseline = compileForms(baseline);
  const modules = (forms: Iterable<CompiledForm>) =>
    new Map([...forms].map((form) => [form.moduleHash, form.moduleCode]));
  const baselineModules = modules(compiledBaseline.values());
  // Each version's modules, newest first; a language's forms join their version's map when compiled.
  const versionModules: Map<string, string>[] = [];
  let forms = compiledBaseline;
  let files = baseline;
  let version: number | null = null;
  let refused: { version: number; problems: Problem[] } | undefined;
  // Other languages' forms and every catalogue are compiled when first asked for, per version.
  let localized = new Map<string, CompiledForm>();
  let catalogues = new Map<string, LiveTexts>();
  let translators = new Map<string, Translate>();
  let allLanguagesCompiled = false;
  let messages = messagesOf(baseline);
  const languagesOf = () => [SOURCE_LANGUAGE, ...Object.keys(messages.languages).sort()];
  let languages = languagesOf();

  const known = (language: string) =>
    language !== SOURCE_LANGUAGE && messages.languages[language] !== undefined;

  const live: LiveForms = {
    form(name, language = SOURCE_LANGUAGE) {
      const english = forms.get(name);
      if (!english) throw new Error(`no form "${name}"`);
      if (!known(language)) return english;
      const key = `${language}:${name}`;
      let form = localized.get(key);
      if (!form) {
        form = compileForm(localizeFiles(files, messages.languages[language]), name);
        localized.set(key, form);
        (versionModules[0] ?? baselineModules).set(form.moduleHash, form.moduleCode);
      }
      return form;
    },
    has: (name) => forms.has(name),
    names: () => [...forms.keys()],
    files: () => files,
    languages: () => languages,
    texts(language, scope = 'members', only) {
      const cacheKey = `${scope}:${language}:${only?.name ?? ''}`;
      let texts = catalogues.get(cacheKey);
      if (!texts) {
        const compiled = compileCatalogue(
          messages.catalogue,
          known(language) ? messages.languages[language] : undefined,
          only ? (key) => inScope[scope](key) && only.keys.has(key) : inScope[scope],
        );
        texts = {
          language,
          // The answer lists the languages offered too: one added or removed changes every
          // language's ETag, or a page revalidating its catalogue would keep the old list.
          hash: sha256(JSON.stringify([languages, compiled])).slice(0, 20),
          messages: compiled,
        };
        catalogues.set(cacheKey, texts);
      }
      return texts;
    },
    text(language, key, values) {
      const code = known(language) ? language : SOURCE_LANGUAGE;
      let translate = translators.get(code);
      if (!translate) {
        const all = compileCatalogue(messages.catalogue, messages.languages[code]);
        translate = createTranslate(code, all);
        translators.set(code, translate);
      }
      return translate(key, values);
    },
    version: () => version,
    apply(next, id) {
      if (refused?.version === id) return refused.problems;
      const problems = checkFiles(next, { baseline });
      if (problems.length > 0) {
        refused = { version: id, problems };
        return problems;
      }
      forms = compileForms(next);
      files = next;
      version = id;
      messages = messagesOf(next);
      languages = languagesOf();
      localized = new Map();
      catalogues = new Map();
      translators = new Map();
      allLanguagesCompiled = false;
      versionModules.unshift(modules(forms.values()));
      versionModules.length = Math.min(versionModules.length, KEPT_VERSIONS);
      return [];
    },
    moduleCode(hash) {
      const find = () =>
        baselineModules.get(hash) ?? versionModules.find((m) => m.has(hash))?.get(hash);
      let code = find();
      // Another process may have served a form in a language this one has not compiled yet: the
      // live set's every language is compiled once (per version), then asked again.
      if (code === undefined && !allLanguagesCompiled) {
        allLanguagesCompiled = true;
        for (const language of languages)
          for (const name of forms.keys()) live.form(name, language);
        code = find();
      }
      return code;
    },
  };
  return live;
}
