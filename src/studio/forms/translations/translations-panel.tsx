import { useMemo, useState } from 'react';
import type { Problem } from '@/shared/api/answers';
import { AddLanguage } from './add-language';
import { CsvControls, type CsvOutcome } from './csv-controls';
import { INPUT, LABEL, TARGET } from '../../shell/studio-classes';
import { useT } from '@/i18n/texts-provider';
import type { TextKey } from '@/shared/i18n/format';
import { problemsByKey, stateOf, type LanguageFile } from './translation-model';
import { TranslationRow, type TranslationCell } from './translation-row';

export interface TranslationLanguage {
  code: string;
  /** In the language itself: हिन्दी. */
  name: string;
  dir: 'ltr' | 'rtl';
  file: LanguageFile;
}

export interface TextRow {
  key: string;
  /** The draft's English. */
  english: string;
}

export interface TranslationsPanelProps {
  rows: TextRow[];
  languages: TranslationLanguage[];
  /** Language files whose draft is not a JSON object: fixed in the JSON view first. */
  unreadable?: string[];
  /** Each language over every text of the set, when the selection holds only some. */
  totals?: Record<string, { translated: number; texts: number }>;
  problems: Problem[];
  onChange: (code: string, key: string, text: string) => void;
  /** Known languages without a file yet. */
  addable: { code: string; name: string }[];
  onAdd: (code: string) => void;
  onExport: (code: string, rows: TextRow[]) => void;
  onImport: (code: string, file: File) => void;
  /** What the last CSV import did. */
  imported?: CsvOutcome;
  /** The selection offers a country list, whose names come from the browser, not from here. */
  countries?: boolean;
}

/** Rows rendered at once: a catalogue has hundreds, and each keystroke re-renders the list. */
const PAGE = 50;

type Filter = 'missing' | 'stale';

const FILTER_LABEL: Record<Filter, TextKey> = {
  missing: 'studio.translations.missing',
  stale: 'studio.translations.stale',
};

/**
 * A selection's texts: each row its English and a box per language, filtered to what needs work;
 * how complete each language is, its CSV for translators, and adding a language.
 */
export function TranslationsPanel({
  rows,
  languages,
  unreadable = [],
  totals = {},
  problems,
  onChange,
  addable,
  onAdd,
  onExport,
  onImport,
  imported,
  countries = false,
}: TranslationsPanelProps) {
  const t = useT();
  const [query, setQuery] = useState('');
  const [filters, setFilters] = useState<ReadonlySet<Filter>>(new Set());
  const [limit, setLimit] = useState(PAGE);

  const found = useMemo(
    () => new Map(languages.map((l) => [l.code, problemsByKey(problems, l.code)])),
    [languages, problems],
  );
  const cellsOf = (row: TextRow): TranslationCell[] =>
    languages.map(({ code, name, dir, file }) => ({
      code,
      name,
      dir,
      translation: file[row.key],
      state: stateOf(file[row.key], row.english),
      problems: found.get(code)!.forKey(row.key),
    }));

  const needle = query.trim().toLowerCase();
  const listed = rows.filter((row) => {
    const cells = languages.map(({ file }) => file[row.key]);
    if (filters.size > 0) {
      const states = cells.map((t) => stateOf(t, row.english));
      if (![...filters].some((f) => states.includes(f))) return false;
    }
    if (!needle) return true;
    return [row.key, row.english, ...cells.map((t) => t?.text ?? '')].some((s) =>
      s.toLowerCase().includes(needle),
    );
  });

  const toggle = (filter: Filter) => {
    const next = new Set(filters);
    if (!next.delete(filter)) next.add(filter);
    setFilters(next);
    setLimit(PAGE);
  };

  if (rows.length === 0)
    return <p className="text-muted-foreground text-sm">{t('studio.translations.noTexts')}</p>;
  return (
    <div className="flex flex-col gap-4">
      {languages.length === 0 && unreadable.length === 0 && (
        <p className="text-sm">{t('studio.translations.noLanguages')}</p>
      )}
      {unreadable.map((path) => (
        <p key={path} role="alert" className="text-destructive text-sm">
          {t('studio.translations.unreadable', { path })}
        </p>
      ))}
      <ul className="flex flex-col gap-2">
        {languages.map(({ code, name, file }) => {
          const states = rows.map((row) => stateOf(file[row.key], row.english));
          const missing = states.filter((s) => s === 'missing').length;
          const stale = states.filter((s) => s === 'stale').length;
          return (
            <li key={code} className="flex flex-col gap-1 rounded-md border p-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p>
                  <span className="font-medium" lang={code}>
                    {t('studio.translations.complete', {
                      name,
                      translated: rows.length - missing,
                      texts: rows.length,
                    })}
                  </span>
                  {totals[code] && totals[code].texts !== rows.length && (
                    <span className="text-muted-foreground">
                      {' '}
                      · {t('studio.translations.overall', totals[code])}
                    </span>
                  )}
                  {stale > 0 && (
                    <span className="text-amber-800">
                      {' '}
                      · {t('studio.translations.staleCount', { count: stale })}
                    </span>
                  )}
                </p>
                <CsvControls
                  name={name}
                  onExport={() => onExport(code, listed)}
                  onImport={(csv) => onImport(code, csv)}
                  outcome={imported?.code === code ? imported : undefined}
                />
              </div>
              {found.get(code)!.whole.map((message) => (
                <p key={message} className="text-destructive">
                  {message}
                </p>
              ))}
            </li>
          );
        })}
      </ul>
      {languages.length > 0 && (
        <p className="text-muted-foreground text-xs">{t('studio.translations.csvHint')}</p>
      )}
      {addable.length > 0 && <AddLanguage addable={addable} onAdd={onAdd} />}
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex min-w-64 flex-1 flex-col gap-1">
          <span className={LABEL}>{t('studio.translations.search')}</span>
          <input
            type="search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setLimit(PAGE);
            }}
            className={INPUT}
          />
        </label>
        <div
          role="group"
          aria-label={t('studio.translations.filters')}
          className="inline-flex rounded-md border p-0.5"
        >
          {(['missing', 'stale'] as const).map((filter) => (
            <button
              key={filter}
              type="button"
              aria-pressed={filters.has(filter)}
              onClick={() => toggle(filter)}
              className={`${TARGET} aria-pressed:bg-primary aria-pressed:text-primary-foreground rounded px-3 text-sm`}
            >
              {t(FILTER_LABEL[filter])}
            </button>
          ))}
        </div>
      </div>
      {countries && (
        <p className="text-muted-foreground text-xs">{t('studio.translations.countriesNote')}</p>
      )}
      <p role="status" className="text-muted-foreground text-sm">
        {listed.length === 0
          ? t('studio.translations.noMatch')
          : t('studio.translations.rowsShown', {
              shown: Math.min(limit, listed.length),
              total: listed.length,
            })}
      </p>
      <ul className="flex flex-col gap-3">
        {listed.slice(0, limit).map((row) => (
          <TranslationRow
            key={row.key}
            textKey={row.key}
            english={row.english}
            cells={cellsOf(row)}
            onChange={onChange}
          />
        ))}
      </ul>
      {listed.length > limit && (
        <button
          type="button"
          onClick={() => setLimit((n) => n + PAGE)}
          className={`${TARGET} self-start rounded-md border px-3 text-sm`}
        >
          {t('studio.translations.showMore')}
        </button>
      )}
    </div>
  );
}
