import type { Page } from 'playwright-core';

/**
 * Saves a screenshot of a screen as a reader sees it, under docs/screenshots,
 * only when asked (`npm run screenshots` sets AGORA_SCREENSHOTS=1): a plain
 * `npm test` leaves the working tree as it found it.
 */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  if (process.env.AGORA_SCREENSHOTS !== '1') return;
  await page.screenshot({ path: `docs/screenshots/${name}.png` });
}
