import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

// jsdom lacks these; the popover and command list call them. (Tests of Node-only code, such as
// the form engine, run without a DOM: `// @vitest-environment node`.)
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  window.HTMLElement.prototype.scrollIntoView ??= function scrollIntoView() {};
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// An unexpected console.error fails the test: React warnings are bugs.
let errorSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error');
});
afterEach(() => {
  cleanup();
  const calls = errorSpy.mock.calls;
  errorSpy.mockRestore();
  if (calls.length > 0) {
    throw new Error(
      `console.error was called:\n${calls.map((c: unknown[]) => c.map(String).join(' ')).join('\n')}`,
    );
  }
});
