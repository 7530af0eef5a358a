import { Component, type ReactNode } from 'react';
import { useT } from '@/i18n/texts-provider';
import { forgetFailedForms } from '@/lib/live-forms';

interface State {
  failed: boolean;
}

/**
 * A screen whose code or form could not arrive (a dropped connection) says so with a way on,
 * instead of an empty page. Loading again fetches both afresh; wizard answers are kept in the tab.
 */
export class LoadErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch() {
    forgetFailedForms();
  }

  override render() {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}

/** What a failed screen says (a function component: it reads the page's language as it changes). */
function PageFailed() {
  const t = useT();
  return (
    <div role="alert" className="flex flex-col items-start gap-4">
      <p>{t('app.pageFailed')}</p>
      <button
        type="button"
        // The primary button's look without the form theme, which the first download does not carry.
        className="bg-primary text-primary-foreground hover:bg-primary/90 focus-visible:ring-ring/50 inline-flex min-h-11 items-center rounded-md px-4 text-sm font-medium outline-none focus-visible:ring-[3px]"
        onClick={() => window.location.reload()}
      >
        {t('app.tryAgain')}
      </button>
    </div>
  );
}
