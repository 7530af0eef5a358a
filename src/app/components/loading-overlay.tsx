import { useT } from '@/i18n/texts-provider';

/** Covers the page while something is saved, so nothing is changed half-way. */
export function LoadingOverlay({ text }: { text?: string }) {
  const t = useT();
  return (
    <div
      role="status"
      aria-live="polite"
      className="bg-background/70 fixed inset-0 z-40 flex items-center justify-center"
    >
      <div className="bg-card flex items-center gap-3 rounded-lg border px-5 py-4 shadow-md">
        <span
          aria-hidden
          className="border-primary size-5 animate-spin rounded-full border-2 border-t-transparent"
        />
        <span>{text ?? t('screen.saving')}</span>
      </div>
    </div>
  );
}
