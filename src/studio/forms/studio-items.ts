import { FORM_SCREENS, PART_NAMES, screensOf } from '@/shared/form-screens';
import type { TextKey, Translate } from '@/shared/i18n/format';
import type { StudioForms } from '@/shared/api/answers';

/** An entry of the Studio's list: a form (its schema and UI schema), a shared part or a language. */
export interface StudioItem {
  id: string;
  kind: 'form' | 'part' | 'language';
  label: string;
  /** The files the JSON view offers: the item's own first, then the parts it builds on. */
  files: string[];
  schemaFile?: string;
  uiFile?: string;
  /** The forms an edit here reaches. */
  forms: string[];
  /** The screens members see those forms on. */
  screens: TextKey[];
}

/** The forms whose bundle includes `file`. */
export const formsUsing = (data: StudioForms, file: string) =>
  Object.keys(data.forms).filter((name) => data.forms[name]!.files.includes(file));

/** A file's own `title`, the name of last resort for a form or part the Studio has no name for. */
const titleOf = (data: StudioForms, file: string | undefined) => {
  const title = file ? data.files[file]?.live.title : undefined;
  return typeof title === 'string' && title.trim() !== '' ? title : undefined;
};

/** A form by the name the office uses ("Wizard: business"). */
export const formLabel = (data: StudioForms, name: string, t: Translate) => {
  const key = FORM_SCREENS[name]?.name;
  return key ? t(key) : (titleOf(data, `${name}.schema.json`) ?? name);
};

/** A shared part by what it holds ("Shared: phone number"). */
const partLabel = (data: StudioForms, path: string, t: Translate) => {
  const key = PART_NAMES[path];
  return key ? t(key) : t('studio.partName.other', { title: titleOf(data, path) ?? path });
};

/** Any form file by the name of the form or part it belongs to. */
export function fileLabel(data: StudioForms, file: string, t: Translate): string {
  const own = /^([a-z0-9-]+)\.(schema|ui)\.json$/.exec(file);
  if (own && data.forms[own[1]!]) return formLabel(data, own[1]!, t);
  return partLabel(data, file, t);
}

/** A language's texts: `i18n/<code>.json`. */
export const LANGUAGE_FILE = /^i18n\/([a-z]{2,3})\.json$/;

/** A language as staff find it in the list: its English name, and its code (the file's name). */
const languageLabel = (code: string) =>
  `${new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code} (${code})`;

/** Every form, then every shared part, then every language, from `GET /api/studio/forms`. */
export function studioItems(data: StudioForms, t: Translate): StudioItem[] {
  const all = Object.keys(data.files);
  const paths = all.filter((path) => !LANGUAGE_FILE.test(path));
  const names = Object.keys(data.forms).sort();
  const own = new Set(names.flatMap((n) => [`${n}.schema.json`, `${n}.ui.json`]));
  const forms: StudioItem[] = names.map((name) => {
    const schemaFile = paths.includes(`${name}.schema.json`) ? `${name}.schema.json` : undefined;
    const uiFile = paths.includes(`${name}.ui.json`) ? `${name}.ui.json` : undefined;
    const mine = [schemaFile, uiFile].filter((f): f is string => !!f);
    const parts = data.forms[name]!.files.filter((f) => !mine.includes(f)).sort();
    return {
      id: `form:${name}`,
      kind: 'form',
      label: formLabel(data, name, t),
      files: [...mine, ...parts],
      schemaFile,
      uiFile,
      forms: [name],
      screens: screensOf([name]),
    };
  });
  const parts: StudioItem[] = paths
    .filter((path) => !own.has(path))
    .sort()
    .map((path) => {
      const ui = path.endsWith('.ui.json');
      const forms = formsUsing(data, path);
      return {
        id: `part:${path}`,
        kind: 'part',
        label: partLabel(data, path, t),
        files: [path],
        schemaFile: ui ? undefined : path,
        forms,
        screens: screensOf(forms),
      };
    });
  // A language's texts are read by every form; it has no schema of its own.
  const languages: StudioItem[] = all
    .filter((path) => LANGUAGE_FILE.test(path))
    .sort()
    .map((path) => ({
      id: `language:${path}`,
      kind: 'language',
      label: languageLabel(LANGUAGE_FILE.exec(path)![1]!),
      files: [path],
      forms: names,
      // Every screen reads it: its kind's label says so rather than naming each screen.
      screens: [],
    }));
  const byLabel = (a: StudioItem, b: StudioItem) => a.label.localeCompare(b.label);
  // Parts keep the order of their files, so a part and its look (person, person.ui) stay side by side.
  return [...forms.sort(byLabel), ...parts, ...languages];
}

/**
 * Whether what is live for an item differs from the baseline shipped with the code: for a form,
 * any of the files it builds on.
 */
export function changedFromBaseline(data: StudioForms, item: StudioItem): boolean {
  return item.files.some((file) => {
    const entry = data.files[file];
    return !!entry && JSON.stringify(entry.live) !== JSON.stringify(entry.baseline);
  });
}
