import { chromium, type BrowserContext, type Page } from 'playwright';
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

/**
 * Lighthouse's mobile slow 4G as DevTools applies it (its `throttling.mobileSlow4G`, adjusted):
 * 562.5 ms a request, 1.47 Mbit/s down, a CPU 4× slower. The session, for more CDP calls.
 */
export async function slowPhone(context: BrowserContext, tab: Page) {
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}
