/**
 * The Studio's own texts, kept beside it so members' pages do not download them with the
 * product's catalogue.
 */
/** The Form Studio's sign-in, for product staff (a phone in the staff list). */
export const STUDIO_SIGN_IN_TEXT = {
  title: 'Form Studio sign-in',
  hint: 'For product staff: use a phone on the staff list.',
  /** The server answers 404 to a phone not on the staff list, as to anything it does not know. */
  notStaff: 'This phone is not on the Studio’s staff list.',
  sessionEnded:
    'Your Studio session has ended, or this phone is no longer on the staff list. Sign in again.',
} as const;

/** The Translations view: a selection's texts in every language, and CSV for translators. */
export const TRANSLATIONS_TEXT = {
  tab: 'Translations',
  noTexts: 'This selection has no texts to translate.',
  noLanguages: 'No language to translate into yet: add one.',
  unreadable: (path: string) =>
    `${path} is not valid JSON in the draft: fix it in the JSON view to translate here.`,
  csvHint:
    'A CSV for translators holds the texts listed below (key, English, translation); importing it back refuses the whole file if a line is wrong.',
  search: 'Find a text (key, English or translation)',
  filters: 'Show only',
  missing: 'Missing',
  stale: 'Stale',
  /** "हिन्दी 428 of 431" */
  complete: (name: string, translated: number, texts: number) =>
    `${name} ${translated} of ${texts}`,
  overall: (translated: number, texts: number) => `all texts: ${translated} of ${texts}`,
  staleCount: (count: number) => `${count} stale`,
  rowsShown: (shown: number, total: number) => `${shown} of ${total} texts shown`,
  showMore: 'Show more',
  noMatch: 'No text matches.',
  missingPlaceholder: 'Not translated: members read the English',
  staleNote: (en: string) => `Stale: translated from “${en}”`,
  addLanguage: 'Add a language',
  addLanguageHint: 'Members are offered it once published, in English until it is translated.',
  add: 'Add',
  exportCsv: (name: string) => `Export ${name} as CSV`,
  importCsv: (name: string) => `Import ${name} from CSV`,
  imported: (count: number) =>
    count === 0
      ? 'The CSV changes nothing.'
      : `${count} ${count === 1 ? 'translation' : 'translations'} imported into the draft.`,
  csvFailed: 'The CSV could not be read or written. Try again.',
  importRefused: 'The CSV was not imported: fix these lines and import it again.',
  csv: {
    unreadable: (line: number | undefined, detail: string) =>
      `${line ? `Line ${line}: ` : ''}not readable as CSV (${detail}).`,
    header: (code: string) => `Line 1: the header must be key,english,${code}.`,
    columns: (line: number, count: number) => `Line ${line}: ${count} columns instead of 3.`,
    unknownKey: (line: number, key: string) => `Line ${line}: no text has the key “${key}”.`,
    duplicate: (line: number, key: string) => `Line ${line}: the key “${key}” is listed twice.`,
  },
} as const;

export const PREVIEW_TEXT = {
  language: 'Preview language',
  english: 'English',
} as const;
