// Journey 6, taking part: a reader continues a debate from a turn with a
// question for both speakers — starting as a visitor, so the sign-in comes in
// the middle and returns to the continuation's form — saves and shares it,
// and finds it under the original; then rematches the original with the sides
// swapped; and another person debates a model, reloading mid-draft.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { appUrl, keepScreenshot, test } from '../support/browser.ts';
import { person, sharedDebateBy } from './support/people.ts';
import { expectCleanWalk, expectWhole, JOURNEY_TIMEOUT_MS, WIDTHS } from './support/journey.ts';

const RUN = { timeout: 240_000 };
const QUESTION = 'What would change your mind about this?';

async function saveAndShare(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Save Debate' }).waitFor(RUN);
  // As a person does: the judges' verdict read (it takes the place of their progress above the
  // save panel, which moves down as it appears), then a category chosen.
  await page.getByTestId('judges-verdict').waitFor(RUN);
  const politics = page.getByRole('button', { name: 'Politics', exact: true });
  await politics.click();
  await expect.poll(() => politics.getAttribute('aria-pressed')).toBe('true');
  await page.getByRole('button', { name: 'Save Debate' }).click();
  await page.getByRole('button', { name: 'Debate Saved' }).waitFor();
  await page.getByRole('button', { name: 'Share with Community' }).click();
  await page.getByRole('button', { name: 'Shared with Community' }).waitFor();
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill('password123');
  await page.locator('form button[type="submit"]').click();
}

describe('taking part', () => {
  for (const [width, viewport] of WIDTHS) {
    test(
      `continue with a question after a sign-in detour, rematch, and debate a model (${width})`,
      { timeout: JOURNEY_TIMEOUT_MS },
      async ({ openPage }) => {
        const original = await sharedDebateBy('taking-part-author');
        const reader = await person('continuer');
        const tab = await openPage({ viewport });
        const { page } = tab;

        // A visitor's Continue from here asks to sign in, and the sign-in returns to the continuation's form.
        await page.goto(appUrl(`/debate/${original.id}`));
        await page.getByRole('link', { name: 'Continue from here: after Round 2, Second Speaker' }).click();
        await page.waitForURL((url) => url.pathname === '/login');
        await signIn(page, reader.email);
        await page.waitForURL((url) => url.pathname === '/engine' && url.searchParams.get('continue') === original.id);
        const form = page.getByTestId('continue-form');
        await form.getByRole('heading', { name: /after Round 2, Second Speaker/ }).waitFor();
        await page.reload();
        await expectWhole(page);
        await form.getByLabel('Your question for both speakers').fill(QUESTION);
        await form.getByRole('button', { name: 'Continue the debate' }).click();
        expect(await page.getByTestId('run-origin').innerText()).toContain(original.topic);
        await page.getByTestId('run-question').getByTestId('turn-card').nth(1).waitFor(RUN);
        await saveAndShare(page);

        // The original lists it; the rematch swaps the sides and is listed too.
        await page.goto(appUrl(`/debate/${original.id}`));
        await page.getByTestId('family-count').filter({ hasText: '1 continuation' }).waitFor();
        await page.getByRole('link', { name: 'Rematch, sides swapped' }).click();
        await page.getByTestId('rematch-form').getByRole('button', { name: 'Start the rematch' }).click();
        await saveAndShare(page);
        await page.goto(appUrl(`/debate/${original.id}`));
        await page.getByTestId('family-count').filter({ hasText: '1 continuation · 1 rematch' }).waitFor();
        if (width === 'phone') await keepScreenshot(page, 'journey-family-phone');

        // Someone else takes the First Speaker's seat against a model; a reload keeps the draft.
        const speaker = await person('speaker');
        const floor = await openPage({ viewport, signedInAs: speaker.email });
        await floor.page.goto(appUrl('/engine'));
        // The engine knows who is here (their allowance is shown) before the seat is chosen.
        await floor.page.getByTestId('engine-free-count').waitFor();
        await floor.page.getByLabel('Debate topic').fill(`Should every debate have a human in it? ${width}`);
        await floor.page.getByRole('radio', { name: 'First Speaker', exact: true }).check();
        await floor.page.getByRole('button', { name: 'Debate as First Speaker' }).click();
        await floor.page.waitForURL(/\/floor\//);
        const editor = floor.page.getByLabel('Your argument (Markdown)');
        const draft = 'People owe each other reasons, and a debate with a person in it is where the reasons get tested against a reply.';
        await editor.fill(draft);
        await floor.page.reload();
        await expect.poll(() => editor.inputValue()).toBe(draft);
        await floor.page.getByRole('button', { name: 'Submit turn' }).click();
        await expect.poll(() => floor.page.getByTestId('floor-turn-1').isVisible(), RUN).toBe(true);
        expect(await floor.page.getByTestId('floor-turn-0').innerText()).toContain('People owe each other reasons');
        await expectCleanWalk(tab);
        await expectCleanWalk(floor);
      },
    );
  }
});
