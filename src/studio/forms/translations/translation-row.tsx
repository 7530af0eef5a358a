import { memo, useId } from 'react';
import { INPUT } from '../../shell/studio-classes';
import { useT } from '@/i18n/texts-provider';
import type { Translation, TranslationState } from './translation-model';

/** One language's box in a row. */
export interface TranslationCell {
  code: string;
  name: string;
  dir: 'ltr' | 'rtl';
  translation?: Translation;
  state: TranslationState;
  problems: string[];
}

export interface TranslationRowProps {
  textKey: string;
  english: string;
  cells: TranslationCell[];
  onChange: (code: string, key: string, text: string) => void;
}

/** What a row shows, so a keystroke in one row re-renders that row only. */
const shown = ({ textKey, english, cells }: TranslationRowProps) =>
  JSON.stringify([textKey, english, cells]);

/** A text's English and one labelled box per language, with its problems and staleness under it. */
export const TranslationRow = memo(
  function TranslationRow({ textKey, english, cells, onChange }: TranslationRowProps) {
    const t = useT();
    const id = useId();
    return (
      <li className="flex flex-col gap-3 rounded-md border p-3">
        <div className="min-w-0">
          <p className="text-sm font-medium whitespace-pre-wrap">{english}</p>
          <p className="text-muted-foreground font-mono text-xs break-all">{textKey}</p>
        </div>
        {cells.map((cell) => {
          const box = `${id}-${cell.code}`;
          const notes = `${box}-notes`;
          const invalid = cell.problems.length > 0;
          return (
            <div key={cell.code} className="flex flex-col gap-1">
              <label htmlFor={box} className="text-sm font-medium" lang={cell.code}>
                {cell.name}
                <span className="sr-only" lang="en">
                  : {english}
                </span>
              </label>
              <textarea
                id={box}
                lang={cell.code}
                dir={cell.dir}
                rows={1}
                value={cell.translation?.text ?? ''}
                placeholder={t('studio.translations.missingPlaceholder')}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid || cell.state === 'stale' ? notes : undefined}
                onChange={(event) => onChange(cell.code, textKey, event.target.value)}
                className={`${INPUT} field-sizing-content resize-y py-2`}
              />
              <div id={notes} className="flex flex-col gap-0.5 text-xs">
                {cell.problems.map((message) => (
                  <p key={message} className="text-destructive">
                    {message}
                  </p>
                ))}
                {cell.state === 'stale' && (
                  <p className="text-amber-800">
                    {t('studio.translations.staleNote', { en: cell.translation!.en })}
                  </p>
                )}
              </div>
            </div>
          );
        })}
      </li>
    );
  },
  (before, after) => before.onChange === after.onChange && shown(before) === shown(after),
);
