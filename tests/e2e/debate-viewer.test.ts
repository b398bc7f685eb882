// The debate viewer in a real browser against the whole local stack: opening
// a shared debate, live vote tallies between two signed-in readers, a response
// anchored to selected text and highlighted, replies that nest and collapse.
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { newAccount, realtimeJoins, test } from '../support/browser.ts';

const appUrl = inject('appUrl');
// A seeded shared debate the other suites leave alone ("Is privacy dead in the digital age?").
const DEBATE = 'aaaaaaaa-0000-4000-8000-000000000027';

async function upvoteCount(page: Page, kind: 'Upvote' | 'Downvote'): Promise<number> {
  const name = await page.getByRole('button', { name: new RegExp(`^${kind} \\(\\d+\\)$`) }).getAttribute('aria-label');
  return Number(/\((\d+)\)/.exec(name ?? '')?.[1]);
}

describe('debate viewer', () => {
  test('opens a shared debate from the ranking and goes back', async ({ openPage }) => {
    const { page } = await openPage();
    await page.goto(`${appUrl}/community/ranking`);
    // The app has taken the server's page over: the card opens the debate inside it.
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    const first = page.locator('.debate-list > li').first().locator('.debate-card__title').getByRole('link');
    const topic = (await first.textContent()) ?? '';
    await first.click();
    await page.waitForURL(/\/debate\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(topic);
    for (const title of ['Opening Statements', 'Rebuttals', 'Closing Arguments']) {
      expect(await page.getByRole('heading', { name: title }).count()).toBe(1);
    }
    await page.getByRole('button', { name: 'Show More' }).first().click();
    expect(await page.getByRole('button', { name: 'Show Less' }).count()).toBe(1);

    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL('**/community/ranking');
  });

  test('says Debate not found for an unknown id, with a way back', async ({ openPage }) => {
    const { page } = await openPage();
    await page.goto(`${appUrl}/debate/00000000-0000-4000-8000-000000000000`);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Debate not found');
    expect(await page.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/community/ranking');
  });

  test("shows a second reader's vote live in the first reader's tallies", async ({ openPage }) => {
    const { page: reader } = await openPage({ signedInAs: await newAccount('reader') });
    const { page: voter } = await openPage({ signedInAs: await newAccount('voter') });
    const readerListens = realtimeJoins(reader);
    await reader.goto(`${appUrl}/debate/${DEBATE}`);
    await voter.goto(`${appUrl}/debate/${DEBATE}`);
    const up = await upvoteCount(reader, 'Upvote');
    const down = await upvoteCount(reader, 'Downvote');
    await expect.poll(readerListens).toBe(true);

    await voter.getByRole('button', { name: /^Upvote/ }).click();
    await expect.poll(() => voter.getByRole('button', { name: /^Upvote/ }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => upvoteCount(reader, 'Upvote'), { timeout: 30_000 }).toBe(up + 1);

    await voter.getByRole('button', { name: /^Downvote/ }).click();
    await expect.poll(() => upvoteCount(reader, 'Downvote'), { timeout: 30_000 }).toBe(down + 1);
    await expect.poll(() => upvoteCount(reader, 'Upvote'), { timeout: 30_000 }).toBe(up);

    // A second click clears the vote.
    await voter.getByRole('button', { name: /^Downvote/ }).click();
    await expect.poll(() => upvoteCount(reader, 'Downvote'), { timeout: 30_000 }).toBe(down);
    // The reader may hear of it before the voter's own answer has come back.
    await expect.poll(() => voter.getByRole('button', { name: /^Downvote/ }).getAttribute('aria-pressed')).toBe('false');
  });

  test('asks a visitor to log in to vote', async ({ openPage }) => {
    const { page } = await openPage();
    await page.goto(`${appUrl}/debate/${DEBATE}`);
    await page.getByRole('button', { name: /^Upvote/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Login Required' });
    await expect.poll(() => dialog.textContent()).toContain('You need to be logged in to vote on debates.');
    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);
  });

  test('posts a response to selected text, highlights it, and nests and collapses a reply', { timeout: 120_000 }, async ({ openPage }) => {
    const { page: author } = await openPage({ signedInAs: await newAccount('author') });
    const { page: watcher } = await openPage();
    const watcherListens = realtimeJoins(watcher);
    await author.goto(`${appUrl}/debate/${DEBATE}`);
    await watcher.goto(`${appUrl}/debate/${DEBATE}`);
    await expect.poll(watcherListens).toBe(true);

    // Full text of round 1, first speaker; double-click the word "hopeless" (seed.sql, written by the demo debater).
    await author.getByRole('button', { name: 'Show More' }).first().click();
    const passage = author.locator('[data-passage="text"][data-round-index="0"][data-speaker-index="0"]');
    // The mouse acts where the word is on screen: the full text sits under the summary, below the fold.
    await author.evaluate(() => {
      const text = document.querySelector('[data-passage="text"][data-round-index="0"][data-speaker-index="0"]');
      const walker = document.createTreeWalker(text!, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent?.includes('hopeless')) return node.parentElement?.scrollIntoView({ block: 'center' });
      }
    });
    const box = await passage.evaluate((el) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent?.indexOf('hopeless') ?? -1;
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at + 2);
        range.setEnd(node, at + 3);
        const r = range.getBoundingClientRect();
        return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
      }
      return null;
    });
    expect(box).not.toBeNull();
    await author.mouse.dblclick(box!.x, box!.y);

    const dialog = author.getByRole('dialog');
    await expect.poll(() => dialog.locator('blockquote').textContent()).toBe('hopeless');
    const post = dialog.getByRole('button', { name: 'Post Response' });
    expect(await post.isDisabled()).toBe(true);
    const content = `Which practical consequences? (${Date.now()})`;
    await dialog.getByLabel('Your response').fill(content);
    await post.click();
    await expect.poll(() => dialog.count()).toBe(0);

    // Highlighted in the text, listed in the pane, and pushed live to another reader.
    await expect.poll(() => passage.locator('mark.anchor-mark', { hasText: 'hopeless' }).count()).toBe(1);
    const response = author.locator('.response', { hasText: content });
    await expect.poll(() => response.count()).toBe(1);
    await expect.poll(() => watcher.getByText(content).count(), { timeout: 30_000 }).toBe(1);
    expect(await response.locator('.response__time').first().textContent()).toBe('just now');

    // Reply, nested under the response; collapse and expand the thread.
    await response.getByRole('button', { name: 'Reply' }).first().click();
    const reply = `Those in the next decade (${Date.now()})`;
    await response.getByLabel('Your reply').fill(reply);
    await response.getByRole('button', { name: 'Post Reply' }).click();
    const nested = response.locator('.thread-list--nested .response', { hasText: reply });
    await expect.poll(() => nested.count()).toBe(1);
    expect(await nested.getAttribute('data-depth')).toBe('1');

    await response.getByRole('button', { name: 'Hide replies' }).click();
    await expect.poll(() => response.getByRole('button', { name: '+1 reply' }).count()).toBe(1);
    expect(await nested.isVisible()).toBe(false);
    await response.getByRole('button', { name: '+1 reply' }).click();
    expect(await nested.isVisible()).toBe(true);

    // A reader who reloads finds the thread and the quote leads to the highlighted passage.
    await watcher.reload();
    const quote = watcher.locator('.response', { hasText: content }).getByRole('button', { name: /Show the quoted passage/ });
    await quote.click();
    const mark = watcher.locator('[data-passage="text"][data-round-index="0"][data-speaker-index="0"] mark', {
      hasText: 'hopeless',
    });
    await expect.poll(() => mark.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await watcher.locator('.thread-list--nested .response', { hasText: reply }).isVisible()).toBe(true);
  });
});
