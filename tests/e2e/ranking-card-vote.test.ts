// Voting from a ranking card (issue 12): the same cast_vote rule as the
// viewer; a visitor gets the viewer's Login Required modal.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newAccount, signInThroughUi } from './shell-browser.ts';

const appUrl = inject('appUrl');
// A seeded shared debate the other suites leave alone.
const TOPIC = 'Should cars be banned from city centres?';

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
});

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
]) {
  describe(`a ranking card on a ${viewport.name}`, () => {
    it('asks a visitor to log in and lets a reader vote from the list', { timeout: 120_000 }, async () => {
      const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
      contexts.push(context);
      const page = await context.newPage();
      await page.goto(`${appUrl}/community/ranking`);
      await page.locator('article.debate-card').first().waitFor();
      await page.screenshot({ path: `docs/screenshots/ranking-cards-${viewport.name}.png` });
      await page.goto(`${appUrl}/community/ranking?q=${encodeURIComponent('banned from city')}`);
      const card = page.locator('article.debate-card', { has: page.getByRole('link', { name: TOPIC, exact: true }) });
      await card.waitFor();
      await card.getByRole('button', { name: /^Upvote \(\d+\)$/ }).click();
      const modal = page.getByRole('dialog', { name: 'Login Required' });
      await modal.waitFor();
      expect(await modal.innerText()).toContain('You need to be logged in to vote on debates.');
      await modal.getByRole('button', { name: 'Cancel' }).click();
      await modal.waitFor({ state: 'detached' });

      await signInThroughUi(page, await newAccount(`card-${viewport.name}`));
      await page.goto(`${appUrl}/community/ranking?q=${encodeURIComponent('banned from city')}`);
      await card.waitFor();
      const score = card.getByTestId('card-score');
      await expect.poll(async () => (await score.textContent()) !== '').toBe(true);
      const before = Number(await score.textContent());
      const up = card.getByRole('button', { name: /^Upvote \(\d+\)$/ });
      await up.click();
      await expect.poll(() => score.textContent(), { timeout: 30_000 }).toBe(String(before + 1));
      expect(await up.getAttribute('aria-pressed')).toBe('true');
      // Down replaces up: the same rule as the viewer (one vote per reader).
      await card.getByRole('button', { name: /^Downvote \(\d+\)$/ }).click();
      await expect.poll(() => score.textContent(), { timeout: 30_000 }).toBe(String(before - 1));
      // The viewer agrees: the vote was stored.
      await card.getByRole('link', { name: TOPIC, exact: true }).click();
      await page.waitForURL(/\/debate\//);
      await expect.poll(() => page.getByRole('button', { name: /^Downvote \(\d+\)$/ }).getAttribute('aria-pressed'), { timeout: 30_000 }).toBe('true');
    });
  });
}
