import { useRef } from 'react';
import { Button } from '@/fast/button';
import { TARGET } from '../../shell/studio-classes';
import { useT } from '@/i18n/texts-provider';

/** What an import did: a count, or the lines that refused it. */
export interface CsvOutcome {
  code: string;
  changed?: number;
  problems?: string[];
}

/** A language's CSV for outside translators: export the listed texts, import them translated. */
export function CsvControls({
  name,
  onExport,
  onImport,
  outcome,
}: {
  name: string;
  onExport: () => void;
  onImport: (file: File) => void;
  outcome?: CsvOutcome;
}) {
  const t = useT();
  const picker = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-col items-end gap-1">
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" className={TARGET} onClick={onExport}>
          {t('studio.translations.exportCsv', { name })}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className={TARGET}
          onClick={() => picker.current?.click()}
        >
          {t('studio.translations.importCsv', { name })}
        </Button>
        <input
          ref={picker}
          type="file"
          accept=".csv,text/csv"
          hidden
          aria-label={t('studio.translations.importCsv', { name })}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file may be picked again after it is fixed.
            event.target.value = '';
            if (file) onImport(file);
          }}
        />
      </div>
      {outcome?.problems ? (
        <div role="alert" className="text-destructive self-stretch text-xs">
          <p className="font-medium">{t('studio.translations.importRefused')}</p>
          <ul className="list-disc pl-5">
            {outcome.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : (
        outcome && (
          <p role="status" className="text-xs">
            {t('studio.translations.imported', { count: outcome.changed ?? 0 })}
          </p>
        )
      )}
    </div>
  );
}
