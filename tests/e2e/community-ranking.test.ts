// The community screens in a real browser against the whole local stack:
// ranking filters, sorts, search and endless paging; Starred Only across a
// reload and a sign-out/sign-in (local stars merged into the profile); the
// history's share button and the shared debate in the viewer.
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { newAccount, signInThroughUi, test } from '../support/browser.ts';

const appUrl = inject('appUrl');

/**
 * The ranking, once the app has taken over the server's page: the server writes
 * the first page in, and a press before the app runs would do nothing.
 */
async function openRanking(page: Page): Promise<void> {
  await page.goto(`${appUrl}/community/ranking`);
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
}

async function signOut(page: Page) {
  await page.goto(`${appUrl}/account`);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL('**/login');
}

const cards = (page: Page) => page.locator('.debate-list > li');
// The topic's link (a card also links its author's name to their profile).
const topics = (page: Page) => cards(page).locator('.debate-card__title').getByRole('link').allTextContents();
const numbers = async (page: Page, testId: string) =>
  (await cards(page).getByTestId(testId).allTextContents()).map((t) => Number.parseInt(t, 10));

/** Waits until the list has settled (no refetch under way) and returns its topics. */
async function settledTopics(page: Page): Promise<string[]> {
  await expect.poll(() => page.locator('.debate-list[aria-busy="true"]').count()).toBe(0);
  return topics(page);
}

describe('community ranking', () => {
  test('filters by category and search, shows the chips, and clears them all', async ({ openPage }) => {
    const { page } = await openPage();
    await openRanking(page);
    await expect.poll(() => cards(page).count()).toBe(20);

    await page.getByLabel('Category', { exact: true }).selectOption('Funny');
    await page.waitForURL(/category=Funny/);
    const categoryLists = () => cards(page).locator('.debate-card__categories').allTextContents();
    await expect.poll(async () => (await categoryLists()).every((c) => c.includes('Funny'))).toBe(true);
    expect((await settledTopics(page)).length).toBeGreaterThanOrEqual(3);
    expect(await page.getByText('Category: Funny').count()).toBe(1);

    await page.getByRole('searchbox', { name: 'Search' }).fill('PIZZA');
    await expect.poll(() => settledTopics(page)).toEqual(['Is pineapple an acceptable pizza topping?']);
    expect(await page.getByText('Search: "PIZZA"').count()).toBe(1);

    // A search matches categories too; nothing matches both "Funny" and "nuclear".
    await page.getByRole('searchbox', { name: 'Search' }).fill('nuclear');
    await expect.poll(() => page.getByText('No debates found for the selected filters').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Start a Debate' }).getAttribute('href')).toBe('/engine');

    await page.getByRole('button', { name: 'Remove filter Category: Funny' }).click();
    await expect.poll(() => settledTopics(page)).toEqual(['Is nuclear power the answer to climate change?']);

    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect.poll(() => cards(page).count()).toBe(20);
    expect(await page.getByRole('group', { name: 'Active filters' }).count()).toBe(0);
    expect(new URL(page.url()).search).toBe('');
  });

  test('sorts by popular and controversial and narrows by time', async ({ openPage }) => {
    const { page } = await openPage();
    await openRanking(page);
    await expect.poll(() => cards(page).count()).toBe(20);

    await page.getByLabel('Sort', { exact: true }).selectOption('popular');
    await page.waitForURL(/sort=popular/);
    const descending = (list: number[]) => list.every((n, i) => i === 0 || list[i - 1]! >= n);
    await expect.poll(async () => descending(await numbers(page, 'upvotes'))).toBe(true);
    const ups = await numbers(page, 'upvotes');
    expect(ups[0]).toBeGreaterThan(ups.at(-1)!);

    await page.getByLabel('Sort', { exact: true }).selectOption('controversial');
    await page.waitForURL(/sort=controversial/);
    await expect.poll(async () => descending(await numbers(page, 'downvotes'))).toBe(true);
    const downs = await numbers(page, 'downvotes');
    expect(downs[0]).toBeGreaterThan(0);

    await page.getByLabel('Sort', { exact: true }).selectOption('newest');
    await page.getByLabel('Time', { exact: true }).selectOption('week');
    await page.waitForURL(/time=week/);
    // The seed shares five debates within the last week and the rest earlier.
    await expect.poll(async () => (await settledTopics(page)).length).toBeLessThan(20);
    expect(await cards(page).count()).toBeGreaterThanOrEqual(5);
    expect(await page.getByText('Time: This Week').count()).toBe(1);
  });

  test('keeps paging past the first page when scrolled to the end', async ({ openPage }) => {
    const { page } = await openPage();
    await openRanking(page);
    await expect.poll(() => cards(page).count()).toBe(20);
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(28);
    const all = await topics(page);
    expect(new Set(all).size).toBe(all.length);
    expect(await page.getByRole('button', { name: 'Load more debates' }).count()).toBe(0);
  });

  test(
    "keeps Starred Only across a reload and a sign-out/sign-in, merging a visitor's stars",
    { timeout: 120_000 },
    async ({ openPage }) => {
      const email = await newAccount('stars');
      const { page } = await openPage();
      await signInThroughUi(page, email);
      await openRanking(page);
      await expect.poll(() => cards(page).count()).toBe(20);
      const starred = (await topics(page)).slice(1, 3);
      for (const topic of starred) {
        const star = cards(page)
          .filter({ hasText: topic })
          .getByRole('button', { name: `Star “${topic}”` });
        await star.click();
        await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
      }

      await page.getByRole('button', { name: 'Starred Only', exact: true }).click();
      await expect.poll(() => settledTopics(page)).toEqual(starred);

      await page.reload();
      expect(await page.getByRole('button', { name: 'Starred Only', exact: true }).getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => settledTopics(page)).toEqual(starred);

      // Sign Out takes the user's stars out of this browser (a shared browser shows the next
      // visitor none of them); they stay in the profile.
      await signOut(page);
      await page.goto(`${appUrl}/community/ranking?starred=1`);
      await expect.poll(() => settledTopics(page)).toEqual([]);

      // As a visitor, star one more; signing in merges it into the profile.
      await openRanking(page);
      await expect.poll(() => cards(page).count()).toBe(20);
      const extra = (await topics(page))[5]!;
      await cards(page)
        .filter({ hasText: extra })
        .getByRole('button', { name: `Star “${extra}”` })
        .click();

      await signInThroughUi(page, email);
      await page.goto(`${appUrl}/community/ranking?starred=1`);
      await expect.poll(async () => (await settledTopics(page)).sort()).toEqual([...starred, extra].sort());

      // The profile holds the stars: a fresh browser signed in sees the same list.
      const { page: other } = await openPage({ viewport: { width: 360, height: 900 } });
      await signInThroughUi(other, email);
      await other.goto(`${appUrl}/community/ranking?starred=1`);
      await expect.poll(async () => (await settledTopics(other)).sort()).toEqual([...starred, extra].sort());
      expect(await other.evaluate(() => JSON.parse(localStorage.getItem('starredDebates') ?? '[]').length)).toBe(3);
    },
  );
});

describe('community history', () => {
  test('tells a visitor to sign in', async ({ openPage }) => {
    const { page } = await openPage();
    await page.goto(`${appUrl}/community/history`);
    await expect.poll(() => page.getByText(/Sign in to see the debates/).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Sign In' }).last().getAttribute('href')).toBe('/login');
  });

  // A whole offline-demo debate streams first: minutes on a busy 2-core machine.
  test("shares an own debate, which then opens in the viewer with the author's upvote", { timeout: 400_000 }, async ({ openPage }) => {
    const { page } = await openPage({ signedInAs: await newAccount('share') });
    const topic = `Should e2e tests share debates? ${Date.now()}`;
    await page.goto(`${appUrl}/engine`);
    // The engine knows who is signed in once it shows their free debates: a Generate
    // pressed before then, while the session is still being read, asks to log in.
    await page.getByTestId('engine-free-count').filter({ hasText: '2 free debates remaining' }).waitFor();
    await page.getByLabel('Debate topic').fill(topic);
    await page.getByRole('button', { name: 'Generate discourse' }).click();
    const save = page.getByRole('button', { name: 'Save Debate' });
    await save.waitFor({ timeout: 240_000 });
    await page.getByRole('button', { name: 'Technology', exact: true }).click();
    await save.click();
    await page.getByRole('button', { name: 'Debate Saved' }).waitFor({ timeout: 60_000 });

    await page.goto(`${appUrl}/community/history`);
    const card = page.locator('.history-card', { hasText: topic });
    await card.waitFor();
    expect(await card.getByText('Private', { exact: true }).count()).toBe(1);
    await card.getByRole('button', { name: 'Share with Community' }).click();
    const shared = card.getByRole('button', { name: 'Shared with Community' });
    await shared.waitFor();
    expect(await shared.isDisabled()).toBe(true);
    await expect.poll(() => page.getByText('Debate shared successfully! It will appear in Community Rankings.').count()).toBe(1);

    // Newest first in the ranking; the viewer shows the author's own upvote.
    await openRanking(page);
    await expect.poll(async () => (await topics(page))[0]).toBe(topic);
    await cards(page).first().locator('.debate-card__title').getByRole('link').click();
    await page.waitForURL(/\/debate\//);
    const up = page.getByRole('button', { name: 'Upvote (1)' });
    await expect.poll(() => up.getAttribute('aria-pressed')).toBe('true');
  });
});
