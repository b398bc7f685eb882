// One Chromium for a whole lane: each test file connects to it
// (tests/support/browser.ts) instead of launching its own, which cost a
// second or two of CPU per file. Files stay apart: each test's pages live in
// browser contexts of their own.
import { chromium, type BrowserServer } from 'playwright-core';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../support/chromium.ts';

export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS, host: '127.0.0.1' });
}
