import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../helpers/chromium.ts';
import { onCleanup } from './cleanup';

/** Debian's Chromium through Playwright, closed at the end of the run (./cleanup). */
export async function launchChromium() {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    // Playwright's own Ctrl-C handler exits once the browser is closed, before ./cleanup has run.
    handleSIGINT: false,
  });
  onCleanup(() => browser.close());
  return browser;
}
