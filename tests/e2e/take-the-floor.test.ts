// Taking the floor in a real browser on the local stack: alice opens a challenge, bob takes the
// empty seat in a second browser (a phone), and they alternate, each told "your turn" live; then
// alice debates a model on a phone, reloads mid-draft and keeps her text.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  appUrl,
  DESKTOP,
  keepScreenshot,
  MOBILE,
  newAccount,
  realtimeJoins,
  signInThroughUi,
  test,
  type OpenPage,
} from '../support/browser.ts';

const LONG = { timeout: 60_000 };

async function signedInPage(openPage: OpenPage, label: string, viewport: { width: number; height: number }): Promise<Page> {
  const { page } = await openPage({ viewport });
  await signInThroughUi(page, await newAccount(label));
  return page;
}

const argument = (who: string, n: number) =>
  `${who}, turn ${n}: downtown streets belong to people on foot, and the cities that closed their centres to cars kept their shops open.`;

const status = (page: Page) => page.getByTestId('floor-status').innerText();

async function writeTurn(page: Page, text: string) {
  await page.getByLabel('Your argument (Markdown)').fill(text);
  await page.getByRole('button', { name: 'Submit turn' }).click();
}

describe('person against person', () => {
  test(
    'alice opens a challenge, bob takes the seat, and they alternate with a live "your turn"',
    { timeout: 300_000 },
    async ({ openPage }) => {
      const alice = await signedInPage(openPage, 'alice-floor', DESKTOP);
      const motion = `Should homework be banned (${crypto.randomUUID().slice(0, 6)})?`;
      await alice.goto(appUrl('/community/challenges'));
      await alice.getByRole('textbox', { name: 'Motion' }).fill(motion);
      await alice.getByRole('button', { name: 'Open the challenge' }).click();
      await alice.waitForURL(/\/floor\//);
      const aliceJoined = realtimeJoins(alice);
      await alice.reload();
      await expect.poll(() => status(alice), LONG).toContain('Waiting for an opponent');
      await expect.poll(aliceJoined, LONG).toBe(true);

      const bob = await signedInPage(openPage, 'bob-floor', MOBILE);
      const bobJoined = realtimeJoins(bob);
      await bob.goto(appUrl('/community/challenges'));
      await bob.getByRole('link', { name: motion }).click();
      await bob.getByRole('button', { name: 'Take the Second Speaker seat' }).click();
      await expect.poll(() => status(bob), LONG).toContain('Waiting for your opponent');
      await expect.poll(bobJoined, LONG).toBe(true);

      // Alice hears that her turn has come, without reloading.
      await expect.poll(() => status(alice), LONG).toContain('Your turn.');
      for (let round = 0; round < 3; round++) {
        await writeTurn(alice, argument('Alice', round + 1));
        await expect.poll(() => status(bob), LONG).toContain('Your turn.');
        await expect.poll(() => bob.getByTestId(`floor-turn-${round * 2}`).innerText(), LONG).toContain(`Alice, turn ${round + 1}`);
        await writeTurn(bob, argument('Bob', round + 1));
        if (round < 2) await expect.poll(() => status(alice), LONG).toContain('Your turn.');
      }
      await expect.poll(() => status(alice), LONG).toContain('The debate is complete.');
      await expect.poll(() => alice.getByTestId('floor-turn-5').innerText(), LONG).toContain('Bob, turn 3');
      await expect.poll(() => alice.getByRole('heading', { name: 'Save and share with the community' }).isVisible(), LONG).toBe(true);
      // The judges' ballots: each person reads their own, not the other's (until the debate is shared).
      await expect.poll(() => alice.getByRole('region', { name: 'Your ballot' }).isVisible(), LONG).toBe(true);
      await expect.poll(() => bob.getByRole('region', { name: 'Your ballot' }).isVisible(), LONG).toBe(true);
      expect(await alice.getByTestId('ballot-1').count()).toBe(0);
      expect(await alice.getByRole('region', { name: 'Your ballot' }).innerText()).toContain('To do better');
      await alice.getByRole('region', { name: 'Your ballot' }).scrollIntoViewIfNeeded();
      await keepScreenshot(alice, 'ballot');
    },
  );
});

describe('person against a model', () => {
  test(
    'alice speaks as First Speaker, reloads mid-draft and keeps her text, and the model answers',
    { timeout: 300_000 },
    async ({ openPage }) => {
      const alice = await signedInPage(openPage, 'alice-model', MOBILE);
      await alice.goto(appUrl('/engine'));
      await alice.getByLabel('Debate topic').fill('Should cities ban cars from downtown areas?');
      await alice.getByRole('radio', { name: 'First Speaker', exact: true }).check();
      await alice.getByRole('button', { name: 'Debate as First Speaker' }).click();
      await alice.waitForURL(/\/floor\//);
      await expect.poll(() => status(alice), LONG).toContain('Your turn.');

      const draft = argument('Alice', 1);
      await alice.getByLabel('Your argument (Markdown)').fill(draft);
      await expect.poll(() => alice.getByTestId('floor-counter').innerText(), LONG).toContain(`${draft.length} characters`);
      await keepScreenshot(alice, 'person-turn-phone');
      await alice.reload();
      await expect.poll(() => alice.getByLabel('Your argument (Markdown)').inputValue(), LONG).toBe(draft);

      await alice.getByRole('button', { name: 'Submit turn' }).click();
      await expect.poll(() => alice.getByTestId('floor-turn-1').isVisible(), LONG).toBe(true);
      await expect.poll(() => status(alice), LONG).toContain('Your turn.');
      expect(await alice.getByTestId('floor-turn-0').innerText()).toContain('Alice, turn 1');
      // The model's answer says who wrote it: on this stack, the offline demo in the model's name.
      expect(await alice.getByTestId('floor-turn-1').locator('.floor-turn__head').innerText()).toContain('gpt-4 · offline demo');
      expect(await alice.locator('.floor__speakers').innerText()).toContain('· offline demo');
    },
  );
});
