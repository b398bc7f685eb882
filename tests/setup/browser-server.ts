// The Chromium `npm run test:stack` keeps running: a browser file run on that
// stack (AGORA_TEST_STACK=reuse) connects to it (tests/support/browser.ts)
// instead of launching one, a second or two of CPU and wall time per run.
import { chromium, type BrowserServer } from 'playwright-core';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../support/chromium.ts';

export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS, host: '127.0.0.1' });
}
