import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { installEnglishTexts } from '../../src/testing/texts';

// Screens read the catalogue the app loads before its first render; tests read the English.
installEnglishTexts();

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

// libphonenumber's code is a module of its own that a page fetches once a phone field is used; a
// test compiles it on first use, which takes far longer than a browser's fetch of the prefetched
// chunk. Compiled ahead here, it still arrives only when the page asks for it (src/fast/phone).
beforeAll(async () => {
  if (typeof window !== 'undefined') await import('../../src/fast/phone/phone-code');
});

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
