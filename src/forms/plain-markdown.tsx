import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx, which RJSF imports for `enableMarkdownInDescription` (86 kB, a
 * quarter of the forms chunk). Our texts are plain, and `schemas:check` refuses that option, so
 * this only ever shows RJSF's own plain messages. Wired in vite.config.ts.
 */
export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
