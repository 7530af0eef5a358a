import { Component, type ReactNode } from 'react';
import { buttonVariants } from '@rjsf/shadcn/lib/components/ui/button.js';
import { APP_TEXT } from '@/shared/messages';

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

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="flex flex-col items-start gap-4">
        <p>{APP_TEXT.pageFailed}</p>
        <button
          type="button"
          className={`${buttonVariants()} min-h-11`}
          onClick={() => window.location.reload()}
        >
          {APP_TEXT.tryAgain}
        </button>
      </div>
    );
  }
}
