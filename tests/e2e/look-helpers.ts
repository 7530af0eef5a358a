import { expect, type Page } from '@playwright/test';

/** A phone's width (the 375 px), at the Pixel 7 project's touch settings. */
export const PHONE = { width: 375, height: 812 };

interface Box {
  what: string;
  width: number;
  height: number;
}

/**
 * Every visible button, input, select, combobox, menu item and stand-alone link (links inside a
 * sentence aside) that is smaller than `min` px: its height, and for buttons and links its width too.
 */
export async function smallTargets(page: Page, min = 44): Promise<Box[]> {
  return page.evaluate((min) => {
    const selector = [
      'button',
      'input:not([type=hidden]):not([type=file])',
      'select',
      'textarea',
      '[role=combobox]',
      '[role=menuitem]',
      'a',
    ].join(',');
    const found: Box[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (el.closest('p')) continue; // a link in a sentence
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue; // hidden or visually hidden (sr-only)
      const wide = el.matches('button, a, [role=menuitem]');
      // Half a pixel of rounding is allowed.
      if (rect.height < min - 0.5 || (wide && rect.width < min - 0.5)) {
        const name = el.getAttribute('aria-label') || el.textContent?.trim() || el.id || el.tagName;
        found.push({
          what: `${el.tagName.toLowerCase()} "${name.slice(0, 40)}"`,
          width: Math.round(rect.width),
          height: Math.round(rect.height),
        });
      }
    }
    return found;
  }, min);
}

/** Fails naming every control on the page smaller than 44 px. */
export async function expectTouchSizes(page: Page, screen: string) {
  expect(await smallTargets(page), `${screen}: controls under 44 px`).toEqual([]);
}
