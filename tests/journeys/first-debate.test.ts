// Journey 2, first debate: a new user picks a random topic, sets stances and
// styles, generates, reloads mid-stream and gets the same debate back, stops
// it and keeps it as it is, saves another with categories, shares it, finds
// both in History and the shared one in the ranking, and the account's
// numbers agree with the engine's — in a second tab too.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { appUrl, heldInSecondTurn, newAccount, test, keepScreenshot } from '../support/browser.ts';
import { expectCleanWalk, expectWhole, WIDTHS, JOURNEY_TIMEOUT_MS } from './support/journey.ts';

const DEBATE_TIMEOUT = { timeout: 180_000 };

async function pickSettings(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Random topic' }).click();
  const topic = await page.getByLabel('Debate topic').inputValue();
  expect(topic.length).toBeGreaterThanOrEqual(10);
  // First Speaker firmly for, Second Speaker against, each in a style of its own.
  const stances = page.getByRole('slider');
  await stances.first().focus();
  await page.keyboard.press('End');
  await stances.nth(1).focus();
  await page.keyboard.press('Home');
  // Each speaker's style sits under their own Settings.
  for (const speaker of ['First Speaker', 'Second Speaker']) {
    await page.getByRole('button', { name: `Settings of the ${speaker}` }).click();
  }
  const styles = page.locator('select[id$="-rhetoric"]');
  await styles.first().selectOption({ index: 1 });
  await styles.nth(1).selectOption({ index: 2 });
  return topic;
}

describe('first debate', () => {
  for (const [width, viewport] of WIDTHS) {
    test(
      `random topic to a shared debate, a reload mid-stream and a stop on the way (${width})`,
      { timeout: JOURNEY_TIMEOUT_MS },
      async ({ openPage }) => {
        const email = await newAccount(`first-debate-${width}`);
        const tab = await openPage({ viewport, signedInAs: email });
        const { page } = tab;
        const release = await heldInSecondTurn(page);
        await page.goto(appUrl('/engine'));
        await page.getByTestId('engine-free-count').filter({ hasText: '2 free debates remaining' }).waitFor();
        const topic = await pickSettings(page);
        await page.getByRole('button', { name: 'Generate discourse' }).click();
        await page.getByTestId('live-progress-status').filter({ hasText: 'Second Speaker' }).waitFor(DEBATE_TIMEOUT);

        // A reload mid-stream brings the same debate back, still running on the server.
        await page.reload();
        await expectWhole(page);
        await expect.poll(() => page.locator('#results-topic').innerText(), DEBATE_TIMEOUT).toBe(topic);
        await expect.poll(() => page.getByTestId('turn-card').count(), DEBATE_TIMEOUT).toBeGreaterThanOrEqual(1);
        await page.getByTestId('engine-free-count').filter({ hasText: '1 free debate remaining' }).waitFor();
        if (width === 'phone') await keepScreenshot(page, 'journey-engine-restored-phone');

        // Stopped, it is kept as it is.
        await page.getByRole('button', { name: 'Stop' }).click();
        const note = page.getByTestId('save-stopped-note');
        await note.waitFor(DEBATE_TIMEOUT);
        expect(await note.innerText()).toMatch(/^Stopped (after|in) Round \d/);
        // What it did not write came back as turn credit.
        await page.getByTestId('engine-free-count').filter({ hasText: 'turns in hand' }).waitFor();
        await page.getByRole('button', { name: 'Society', exact: true }).click();
        await page.getByRole('button', { name: 'Save Debate' }).click();
        await page.getByRole('button', { name: 'Debate Saved' }).waitFor();
        await release();

        // Another, saved with categories and shared.
        const second = `${topic} (again, whole)`;
        await page.getByLabel('Debate topic').fill(second);
        await page
          .getByRole('button', { name: /^(Generate discourse|Run again)$/ })
          .first()
          .click();
        await page.getByRole('heading', { name: 'Save Debate' }).waitFor(DEBATE_TIMEOUT);
        await page.getByRole('button', { name: 'Science', exact: true }).click();
        await page.getByRole('button', { name: 'Save Debate' }).click();
        await page.getByRole('button', { name: 'Debate Saved' }).waitFor();
        await page.getByRole('button', { name: 'Share with Community' }).click();
        await page.getByRole('button', { name: 'Shared with Community' }).waitFor();
        // Spending is by turns: the stopped debate's unwritten turns are still in hand.
        await page
          .getByTestId('engine-free-count')
          .filter({ hasText: /^0 free debates remaining · \d turns? in hand$/ })
          .waitFor();

        // History has both; the ranking has the shared one; the account says what the engine says.
        const other = await openPage({ viewport, signedInAs: email });
        await other.page.goto(appUrl('/community/history'));
        for (const t of [topic, second]) await other.page.locator('.history-card').filter({ hasText: t }).first().waitFor();
        await other.page.goto(appUrl('/community/ranking'));
        await other.page.locator('.debate-list > li').filter({ hasText: second }).first().waitFor();
        await other.page.goto(appUrl('/account'));
        await other.page.getByTestId('free-debates-remaining').filter({ hasText: '0' }).waitFor();
        expect(await other.page.getByTestId('total-debates').innerText()).toBe('2');
        const inHand = await other.page.getByTestId('turns-in-hand').innerText();
        // The engine in the second tab: the same allowance (the account's turns in hand), the seat to speak in, the bell.
        await other.page.goto(appUrl('/engine'));
        await other.page
          .getByTestId('engine-free-count')
          .filter({ hasText: new RegExp(`^0 free debates remaining · ${inHand} turns? in hand$`) })
          .waitFor();
        await other.page.getByText('You speak as').first().waitFor();
        await other.page.getByRole('link', { name: /^Notifications/ }).waitFor();
        await expectCleanWalk(tab);
        await expectCleanWalk(other);
      },
    );
  }
});
