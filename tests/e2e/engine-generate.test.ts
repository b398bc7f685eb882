import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { appUrl, atProductPace, MOBILE, signUpThroughUi, test, uniqueEmail } from '../support/browser.ts';

const NO_FREE_DEBATES = 'No free debates left. Next free debate within 7 days or consider supporting us by purchasing a PRO account';

// A whole offline-demo debate streams word by word: minutes on a busy 2-core machine.
const DEBATE_TIMEOUT_MS = 240_000;

async function waitForDebateEnd(page: Page) {
  await page.getByRole('heading', { name: 'Save Debate' }).waitFor({ timeout: DEBATE_TIMEOUT_MS });
}

describe('AI Engine', () => {
  test('opens the login-required modal when a visitor presses Generate', async ({ openPage }) => {
    const { page } = await openPage({ viewport: MOBILE });
    await page.goto(appUrl('/engine'));
    const generate = page.getByRole('button', { name: 'Generate discourse' });
    expect(await generate.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Random topic' }).click();
    expect(await page.getByLabel('Debate topic').inputValue()).not.toBe('');
    await generate.click();
    const dialog = page.getByRole('dialog', { name: 'Login Required' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Login Required - sign in for 2 free debate generations instantly!');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await generate.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  test(
    'generates with progress and streamed text, saves with categories, and refuses the third debate',
    { timeout: 900_000 },
    async ({ openPage }) => {
      const { page, pageErrors } = await openPage();
      // The first debate is watched while it streams; the second need only finish.
      const backToFastPace = await atProductPace(page);
      await signUpThroughUi(page, uniqueEmail('engine'));
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'AI Engine' }).click();
      await page.waitForURL('**/engine');
      await page.getByTestId('engine-free-count').filter({ hasText: '2 free debates remaining' }).waitFor();

      await page.getByLabel('Debate topic').fill('Should cities ban cars from their centers?');
      // Every text the progress status shows, recorded in the page: on a busy machine the
      // test may look only after the first turn has moved on.
      await page.evaluate(() => {
        const seen: string[] = [];
        const streamed: number[] = [];
        Object.assign(window, { progressSeen: seen, streamedLengths: streamed });
        new MutationObserver(() => {
          const text = document.querySelector('[data-testid="progress"] [role="status"]')?.textContent ?? '';
          if (text && seen[seen.length - 1] !== text) seen.push(text);
          const length = document.querySelector('[data-testid="streaming-text"]')?.textContent?.length ?? 0;
          if (length && streamed[streamed.length - 1] !== length) streamed.push(length);
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      await page.getByRole('button', { name: 'Generate discourse' }).click();
      await page.getByRole('button', { name: 'discussion in progress...' }).waitFor();
      expect(await page.getByRole('button', { name: 'discussion in progress...' }).isDisabled()).toBe(true);

      // The indicator names speaker, round and round type while the words stream in.
      await page.waitForFunction(() =>
        (window as unknown as { progressSeen: string[] }).progressSeen.some((t) => t.includes('First Speaker')),
      );
      const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
      expect(seen.find((t) => t.includes('First Speaker'))).toMatch(/First Speaker\s*·\s*Round 1\s*·\s*Constructive Arguments/);
      await waitForDebateEnd(page);
      await backToFastPace();
      const recorded = await page.evaluate(() => {
        const w = window as unknown as { progressSeen: string[]; streamedLengths: number[] };
        return { progressSeen: w.progressSeen, streamedLengths: w.streamedLengths };
      });
      // The words arrived as a stream (the text grew while a turn was written), and the
      // indicator moved on to the second speaker.
      expect(new Set(recorded.streamedLengths).size).toBeGreaterThan(2);
      expect(recorded.progressSeen.some((t) => /Second Speaker/.test(t))).toBe(true);
      for (const title of ['Round 1: Constructive Arguments', 'Round 2: Rebuttal', 'Round 3: Summary']) {
        expect(await page.getByRole('heading', { name: title }).isVisible()).toBe(true);
      }
      expect(await page.getByTestId('turn-card').count()).toBe(6);
      expect(await page.getByTestId('generator-label').innerText()).toContain('offline demo (no AI provider configured)');

      // Summary by default, full text behind Show More.
      const firstCard = page.getByTestId('turn-card').first();
      const summary = await firstCard.getByTestId('turn-summary').innerText();
      await firstCard.getByRole('button', { name: 'Show More' }).click();
      const full = await firstCard.getByTestId('turn-text').innerText();
      expect(full.length).toBeGreaterThan(summary.length);
      await firstCard.getByRole('button', { name: 'Show Less' }).click();

      // Categories: at most 3; the rest disabled; a second click deselects.
      const save = page.getByRole('button', { name: 'Save Debate' });
      expect(await save.isDisabled()).toBe(true);
      const chip = (name: string) => page.getByRole('button', { name, exact: true });
      for (const name of ['Politics', 'Environment', 'Society']) await chip(name).click();
      expect(await chip('Science').isDisabled()).toBe(true);
      await chip('Society').click();
      expect(await chip('Science').isDisabled()).toBe(false);
      await save.click();
      await page.getByRole('button', { name: 'Debate Saved' }).waitFor();
      expect(await page.getByRole('button', { name: 'Debate Saved' }).isDisabled()).toBe(true);
      expect(await page.getByTestId('toast').innerText()).toContain('Debate saved to your history!');
      await page.getByTestId('toast').waitFor({ state: 'detached', timeout: 30_000 });

      // Second debate spends the last free one; the third is refused with the hint.
      // (Its progress is not awaited again: the first debate showed it, and a short run on a busy
      // machine can be over before a wait for the running label starts looking.)
      await page.getByRole('button', { name: 'Generate discourse' }).click();
      await page.getByTestId('engine-free-count').filter({ hasText: '0 free debates remaining' }).waitFor();
      await page.getByRole('button', { name: 'Generate discourse' }).waitFor({ timeout: DEBATE_TIMEOUT_MS });
      await page.getByRole('button', { name: 'Generate discourse' }).click();
      const hint = page.getByTestId('no-free-debates');
      await hint.waitFor();
      expect(await hint.innerText()).toContain(NO_FREE_DEBATES);

      // The account page reflects the two debates; the total links to the history.
      await page.getByRole('link', { name: 'Account', exact: true }).click();
      await page.getByTestId('free-debates-remaining').filter({ hasText: '0' }).waitFor();
      expect(await page.getByTestId('last-debate').innerText()).not.toBe('Never');
      expect(await page.getByTestId('total-debates').innerText()).toBe('2');
      await page.getByTestId('total-debates').click();
      await page.waitForURL('**/community/history');
      expect(pageErrors).toEqual([]);
    },
  );
});
