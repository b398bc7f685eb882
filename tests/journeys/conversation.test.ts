// Journey 3, conversation: a reader selects a passage and responds; another
// person replies and the first gets a notification; the first edits; the
// second moves in the poll and awards a ∆; both tabs of each person stay in
// step without a reload.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { appUrl, realtimeJoins, test, keepScreenshot } from '../support/browser.ts';
import { person, sharedDebateBy } from './support/people.ts';
import { expectCleanWalk, WIDTHS, JOURNEY_TIMEOUT_MS } from './support/journey.ts';

/** Selects the first `words` words of a passage as a reader's mouse would, and returns the selection. */
function selectWords(page: Page, passage: string, words: number): Promise<string> {
  return page.locator(passage).evaluate((el, count) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const node = walker.nextNode()!;
    const text = node.textContent ?? '';
    const end = text.split(' ').slice(0, count).join(' ').length;
    const range = document.createRange();
    range.setStart(node, 0);
    range.setEnd(node, end);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
    el.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
    return range.toString();
  }, words);
}

async function openLive(page: Page, path: string): Promise<void> {
  const joined = realtimeJoins(page);
  await page.goto(appUrl(path));
  await expect.poll(joined).toBe(true);
}

describe('conversation', () => {
  for (const [width, viewport] of WIDTHS) {
    test(
      `respond, reply, notify, edit, move and award a ∆, two tabs each in step (${width})`,
      { timeout: JOURNEY_TIMEOUT_MS },
      async ({ openPage }) => {
        const debate = await sharedDebateBy('conversation-author');
        const path = `/debate/${debate.id}`;
        const [ann, ben] = [await person('ann', 'Ann Reader'), await person('ben', 'Ben Replier')];
        const [ann1, ann2, ben1, ben2] = [
          await openPage({ viewport, signedInAs: ann.email }),
          await openPage({ viewport, signedInAs: ann.email }),
          await openPage({ viewport, signedInAs: ben.email }),
          await openPage({ viewport, signedInAs: ben.email }),
        ];
        for (const tab of [ann1, ann2, ben1, ben2]) await openLive(tab.page, path);

        // Ann responds to a passage of the opening.
        const passage = '[data-passage="summary"][data-round-index="0"][data-speaker-index="0"]';
        const quote = await selectWords(ann1.page, passage, 4);
        const dialog = ann1.page.getByRole('dialog');
        await expect.poll(() => dialog.locator('blockquote').innerText()).toBe(quote.trim());
        const content = `Is that so for every city? (${width})`;
        await dialog.getByLabel('Your response').fill(content);
        await dialog.getByRole('button', { name: 'Post Response' }).click();
        await expect.poll(() => dialog.count()).toBe(0);
        for (const tab of [ann2, ben1, ben2]) await tab.page.locator('.response', { hasText: content }).first().waitFor();

        // Ben replies; Ann's bell counts it in both tabs.
        const bensView = ben1.page.locator('.response', { hasText: content }).first();
        await bensView.getByRole('button', { name: 'Reply' }).first().click();
        await bensView.getByLabel('Your reply').fill('Not for the small ones, no.');
        await bensView.getByRole('button', { name: 'Post Reply' }).click();
        for (const tab of [ann1, ann2]) await tab.page.getByRole('link', { name: 'Notifications, 1 unread' }).waitFor();

        // Ann edits; Ben's tabs read the edit.
        const responseId = await ann1.page.locator('.response', { hasText: content }).first().getAttribute('data-response-id');
        const annsView = ann1.page.locator(`[data-response-id="${responseId}"]`);
        await annsView.getByRole('button', { name: 'Edit' }).first().click();
        const edited = `${content} I mean the large ones.`;
        await annsView.getByLabel('Edit your response').fill(edited);
        await annsView.getByRole('button', { name: 'Save', exact: true }).click();
        for (const tab of [ben1, ben2, ann2]) await tab.page.getByText(edited).first().waitFor();

        // Ben moves in the poll and awards a ∆ to the Second Speaker's opening; his other tab follows.
        await ben1.page.getByRole('group', { name: 'Before reading, where do you stand?' }).getByRole('button', { name: 'For' }).click();
        await ben1.page.getByRole('group', { name: 'After reading, where do you stand?' }).getByRole('button', { name: 'Against' }).click();
        for (const name of ['Before reading, where do you stand?', 'After reading, where do you stand?']) {
          const chosen = name.startsWith('Before') ? 'For' : 'Against';
          await expect
            .poll(() => ben2.page.getByRole('group', { name }).getByRole('button', { name: chosen }).getAttribute('aria-pressed'))
            .toBe('true');
        }
        const theirs = '[data-passage="summary"][data-round-index="0"][data-speaker-index="1"]';
        await selectWords(ben1.page, theirs, 6);
        await ben1.page.getByRole('dialog').getByRole('button', { name: '∆ This changed my mind' }).click();
        const delta = ben1.page.getByRole('dialog', { name: /award Second Speaker/ });
        await delta.getByLabel('What changed your mind?').fill('The point about the cost of enforcement turned me around.');
        await delta.getByRole('button', { name: 'Award ∆' }).click();
        for (const tab of [ben1, ben2, ann1, ann2]) {
          await expect.poll(() => tab.page.locator(`${theirs} .delta-mark`).count()).toBe(1);
        }
        if (width === 'phone') await keepScreenshot(ann2.page, 'journey-conversation-phone');
        for (const tab of [ann1, ann2, ben1, ben2]) await expectCleanWalk(tab);
      },
    );
  }
});
