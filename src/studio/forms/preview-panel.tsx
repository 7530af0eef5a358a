import { useState } from 'react';
import type { FormDefinition } from '@/forms/define-form';
import { PreviewFormCard } from './preview-form-card';
import { useSampleSources, type UsePreviewSources } from './preview-sources';
import { problemLine } from '@/shared/studio-types';
import type { Problem } from '@/shared/api/answers';
import { SOURCE_LANGUAGE } from '@/shared/i18n/languages';
import { INPUT, TARGET } from '../shell/studio-classes';
import { SwitchButton } from '../shell/switch-button';
import { useT } from '@/i18n/texts-provider';

export interface PreviewPanelProps {
  /** Every form the selection reaches, built from the draft with its server-compiled validator. */
  forms: FormDefinition[];
  /** A form by the name the office uses. */
  formName: (form: string) => string;
  /** A draft with problems cannot be compiled: they show instead. */
  problems?: Problem[];
  loading?: boolean;
  error?: string;
  useSources?: UsePreviewSources;
  /** Sample data by form name. */
  samples?: Record<string, Record<string, unknown>>;
  /** The languages besides English the forms can be shown in, and the one they are in. */
  languages?: { code: string; name: string }[];
  language?: string;
  onLanguage?: (code: string | undefined) => void;
}

const WIDTHS = { phone: 'max-w-[375px]', desktop: 'max-w-2xl' } as const;

/** The draft's forms with the real widgets, at a phone's width or a desktop's. */
export function PreviewPanel({
  forms,
  formName,
  problems = [],
  loading = false,
  error,
  useSources = useSampleSources,
  samples = {},
  languages = [],
  language,
  onLanguage,
}: PreviewPanelProps) {
  const t = useT();
  const [width, setWidth] = useState<keyof typeof WIDTHS>('phone');
  const [showAll, setShowAll] = useState(false);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <div
          role="group"
          aria-label={t('studio.preview.width')}
          className="inline-flex rounded-md border p-0.5"
        >
          {(['phone', 'desktop'] as const).map((w) => (
            <button
              key={w}
              type="button"
              aria-pressed={width === w}
              onClick={() => setWidth(w)}
              className={`${TARGET} rounded px-3 text-sm aria-pressed:bg-primary aria-pressed:text-primary-foreground`}
            >
              {w === 'phone' ? t('studio.preview.phone') : t('studio.preview.desktop')}
            </button>
          ))}
        </div>
        <SwitchButton checked={showAll} onChange={setShowAll}>
          {t('studio.preview.showAllErrors')}
        </SwitchButton>
        {onLanguage && languages.length > 0 && (
          <label className="flex items-center gap-2 text-sm">
            {t('studio.preview.language')}
            <select
              value={language ?? SOURCE_LANGUAGE}
              onChange={(e) =>
                onLanguage(e.target.value === SOURCE_LANGUAGE ? undefined : e.target.value)
              }
              className={`${INPUT} w-auto`}
            >
              <option value={SOURCE_LANGUAGE}>{t('studio.preview.english')}</option>
              {languages.map((l) => (
                <option key={l.code} value={l.code} lang={l.code}>
                  {l.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <span role="status" className="text-muted-foreground text-sm">
          {loading ? t('studio.preview.updating') : ''}
        </span>
      </div>
      {error && (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
      {problems.length > 0 ? (
        <div role="alert" className="flex flex-col gap-1 rounded-md border p-3">
          <p className="text-sm font-medium">{t('studio.preview.hasProblems')}</p>
          <ul className="font-mono text-xs break-all">
            {problems.map((p) => (
              <li key={problemLine(p)}>{problemLine(p)}</li>
            ))}
          </ul>
        </div>
      ) : (
        <div className="bg-muted/40 overflow-x-auto rounded-lg border p-2 sm:p-4">
          <div
            className={`bg-background mx-auto flex w-full flex-col gap-10 rounded-md p-4 ${WIDTHS[width]}`}
          >
            {forms.length === 0 && !loading && (
              <p className="text-muted-foreground text-sm">{t('studio.preview.nothing')}</p>
            )}
            {forms.map((form) => (
              <PreviewFormCard
                // A new compile of the draft keeps the sample data typed so far.
                key={form.name}
                form={form}
                name={formName(form.name)}
                showAllErrors={showAll}
                useSources={useSources}
                initialData={samples[form.name]}
              />
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
