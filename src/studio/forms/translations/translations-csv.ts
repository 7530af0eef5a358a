/**
 * A language's texts as CSV for translators outside the Studio (a spreadsheet): `key,english,<code>`,
 * one row per key. Loaded only when staff export or import (decision 039).
 */
import { parse } from 'csv-parse/browser/esm/sync';
import { stringify } from 'csv-stringify/browser/esm/sync';
import { withTranslation, type LanguageFile } from './translation-model';
import type { Translate } from '@/shared/i18n/format';

/** Spreadsheets (Excel above all) read a file as UTF-8 only when it starts with a byte-order mark. */
const BOM = '\uFEFF';

export interface CsvRow {
  key: string;
  english: string;
}

/** The rows' keys with their English and the language's translation (empty where it has none). */
export function exportCsv(code: string, rows: CsvRow[], file: LanguageFile): string {
  const records = rows.map(({ key, english }) => [key, english, file[key]?.text ?? '']);
  return BOM + stringify([['key', 'english', code], ...records], { record_delimiter: 'windows' });
}

export type CsvImport =
  { ok: true; file: LanguageFile; changed: number } | { ok: false; problems: string[] };

/**
 * A translator's CSV read into the language file, or refused whole with each bad line named. A row
 * whose translation is empty or unchanged leaves the key as it is (so an export imported unchanged
 * changes nothing); a changed one is recorded as made from the row's English, so a text whose
 * English changed after the export is stale. Placeholders are the check's to judge, as for a
 * translation typed in.
 */
export function importCsv(
  code: string,
  input: string,
  file: LanguageFile,
  english: Record<string, string>,
  t: Translate,
): CsvImport {
  let records: { record: string[]; info: { lines: number; empty_lines: number } }[];
  try {
    // One kind of line break: csv-parse counts a CRLF inside a quoted text as two lines, and the
    // texts themselves break lines with LF.
    records = parse(input.replace(/\r\n?/g, '\n'), {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return {
      ok: false,
      problems: [
        line
          ? t('studio.csv.lineUnreadable', { line, detail: (error as Error).message })
          : t('studio.csv.unreadable', { detail: (error as Error).message }),
      ],
    };
  }

  const problems: string[] = [];
  const seen = new Set<string>();
  const changes: { key: string; text: string; en: string }[] = [];
  let end = 0;
  let empty = 0;
  records.forEach(({ record, info }, index) => {
    // `info.lines` is the line a record ends on; a quoted text may span several.
    const line = end + 1 + (info.empty_lines - empty);
    end = info.lines;
    empty = info.empty_lines;
    if (record.length !== 3)
      return problems.push(t('studio.csv.columns', { line, count: record.length }));
    const [key, en, text] = record as [string, string, string];
    if (index === 0) {
      if (key !== 'key' || en !== 'english' || text !== code)
        problems.push(t('studio.csv.header', { code }));
      return;
    }
    if (!(key in english)) return problems.push(t('studio.csv.unknownKey', { line, key }));
    if (seen.has(key)) return problems.push(t('studio.csv.duplicate', { line, key }));
    seen.add(key);
    if (text !== '' && text !== file[key]?.text) changes.push({ key, text, en });
  });
  if (records.length === 0) problems.push(t('studio.csv.header', { code }));
  if (problems.length > 0) return { ok: false, problems };

  const order = Object.keys(english);
  const next = changes.reduce(
    (current, { key, text, en }) => withTranslation(current, key, text, en, order),
    file,
  );
  return { ok: true, file: next, changed: changes.length };
}
