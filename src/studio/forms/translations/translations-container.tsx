import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { directionOf } from '@/shared/i18n/languages';
import { toast } from '@/ui/toasts';
import type { CsvOutcome } from './csv-controls';
import type { StudioItem } from '../studio-items';
import { useT } from '@/i18n/texts-provider';
import {
  addableLanguages,
  carriesEnglish,
  draftEnglish,
  keysOf,
  languageName,
  listSourcesOf,
  languagePath,
  languageText,
  readLanguageFile,
  stateOf,
  translatedLanguages,
  withTranslation,
} from './translation-model';
import { TranslationsPanel, type TextRow } from './translations-panel';
import type { StudioData } from '../use-studio-data';

/** Hands the browser a file to save. */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has started the download, not before.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The Translations view of a selection, read from and written into the language files' drafts. */
export function TranslationsContainer({
  item,
  studio,
}: {
  item: StudioItem;
  studio: Pick<StudioData, 'data' | 'texts' | 'drafts' | 'problems' | 'setText'>;
}) {
  const { data, texts, drafts, problems, setText } = studio;
  const t = useT();
  const live = data!.english;
  // Only the form files and the English catalogue carry English: a keystroke in a translation
  // does not read them again.
  const sources = JSON.stringify(
    Object.fromEntries(Object.entries(drafts).filter(([path]) => carriesEnglish(path))),
  );
  const english = useMemo(
    () => draftEnglish(live, JSON.parse(sources) as Record<string, string>),
    [live, sources],
  );
  const rows = useMemo<TextRow[]>(
    () => keysOf(item, data!).map((key) => ({ key, english: english[key]! })),
    [item, data, english],
  );
  const all = translatedLanguages(texts).map((code) => ({
    code,
    name: languageName(code, live),
    dir: directionOf(code),
    file: readLanguageFile(texts[languagePath(code)]),
  }));
  const languages = all.flatMap(({ file, ...language }) => (file ? [{ ...language, file }] : []));
  // Every text of the set, not only the selection's: how far the language is as members see it.
  const totals = Object.fromEntries(
    languages.map(({ code, file }) => [
      code,
      {
        translated: Object.keys(english).filter(
          (key) => stateOf(file[key], english[key]!) !== 'missing',
        ).length,
        texts: Object.keys(english).length,
      },
    ]),
  );
  const unreadable = all.filter(({ file }) => !file).map(({ code }) => languagePath(code));
  const [imported, setImported] = useState<CsvOutcome>();

  // Rows keep one change handler, so a keystroke re-renders its own row only.
  const latest = useRef({ texts, english, setText });
  useLayoutEffect(() => {
    latest.current = { texts, english, setText };
  });
  const onChange = useCallback((code: string, key: string, text: string) => {
    const { texts: now, english: current, setText: save } = latest.current;
    const path = languagePath(code);
    const file = readLanguageFile(now[path]);
    if (!file) return;
    save(path, languageText(withTranslation(file, key, text, current[key]!, Object.keys(current))));
  }, []);

  const onExport = async (code: string, listed: TextRow[]) => {
    const { exportCsv } = await import('./translations-csv');
    const csv = exportCsv(code, listed, readLanguageFile(texts[languagePath(code)]) ?? {});
    const name = item.kind === 'language' ? 'catalogue' : item.label.replace(/[^\w.-]+/g, '-');
    download(`${name}.${code}.csv`, csv);
  };
  const onImport = async (code: string, csv: File) => {
    const [{ importCsv }, input] = await Promise.all([import('./translations-csv'), csv.text()]);
    const path = languagePath(code);
    const file = readLanguageFile(texts[path]);
    if (!file) return;
    const result = importCsv(code, input, file, english, t);
    if (!result.ok) return setImported({ code, problems: result.problems });
    if (result.changed > 0) setText(path, languageText(result.file));
    setImported({ code, changed: result.changed });
  };

  return (
    <TranslationsPanel
      rows={rows}
      languages={languages}
      unreadable={unreadable}
      totals={totals}
      problems={problems}
      onChange={onChange}
      addable={addableLanguages(texts).map((code) => ({ code, name: languageName(code, live) }))}
      onAdd={(code) => setText(languagePath(code), languageText({}))}
      onExport={(code, listed) =>
        void onExport(code, listed).catch(() => toast.error(t('studio.translations.csvFailed')))
      }
      onImport={(code, csv) =>
        void onImport(code, csv).catch(() => toast.error(t('studio.translations.csvFailed')))
      }
      imported={imported}
      countries={listSourcesOf(item, data!).has('countries')}
    />
  );
}
