// Ranking cards: the response count and two lines of the opening
// argument, a loading skeleton of the same height, and voting from the card
// with the same cast_vote rule as the viewer (a visitor gets the viewer's
// Login Required modal).
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { keepScreenshot, newAccount, signInThroughUi, test } from '../support/browser.ts';
import { supabaseClient } from '../support/supabase-client.ts';

const appUrl = inject('appUrl');
// A seeded shared debate the other suites leave alone.
const TOPIC = 'Should cars be banned from city centres?';
const DEBATE_ID = 'aaaaaaaa-0000-4000-8000-000000000024';
const OPENING = 'Long-time lurker, first post. My case, then.';

/** A response to the debate's opening turn, posted by that account through supabase-js. */
async function respondAs(email: string, content: string): Promise<void> {
  const client = supabaseClient(inject('apiUrl'), inject('anonKey'));
  const { error: signInError } = await client.auth.signInWithPassword({ email, password: 'password123' });
  if (signInError) throw signInError;
  const quote = 'Long-time lurker';
  const { error } = await client.rpc('post_response', {
    p_debate_id: DEBATE_ID,
    p_round_index: 0,
    p_speaker_index: 0,
    p_original_text: quote,
    p_original_text_start: 0,
    p_original_text_end: quote.length,
    p_content: content,
  });
  if (error) throw error;
}

const countOf = (text: string | null) => Number(/^(\d+) responses?$/.exec(text ?? '')?.[1] ?? Number.NaN);

/**
 * The heights of a skeleton card and of a real card whose every row takes one
 * line, as the skeleton draws them: a one-line title and byline, a row of chips
 * that does not wrap (a long name, date or verdict badge takes a second line,
 * which the skeleton does not guess). Lines are counted by the page's own line
 * heights. The first list request is held until the skeleton has been measured.
 */
async function skeletonAndCardHeights(page: Page): Promise<{ skeleton: number; card: number }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/rest/v1/rpc/list_public_debates*', async (route) => {
    await held;
    await route.continue();
  });
  // With a query, the page is the prerendered frame the app fills (without one, the server writes the cards in).
  // The most upvoted: the seed's debates, whatever the lane's other files have shared since (the newest
  // may all be theirs, with two-line titles).
  await page.goto(`${appUrl}/community/ranking?sort=popular`);
  const skeletonCard = page.locator('.debate-card--skeleton').first();
  // The app's own skeleton: the prerendered frame's (config/prerender.ts) is replaced by it.
  await page.locator('.app-frame').waitFor({ state: 'detached' });
  await skeletonCard.waitFor();
  const skeleton = (await skeletonCard.boundingBox())!.height;
  release();
  await page.locator('article.debate-card').first().waitFor();
  await page.unroute('**/rest/v1/rpc/list_public_debates*');
  const card = await page.locator('article.debate-card').evaluateAll((articles) => {
    const height = (el: Element) => el.getBoundingClientRect().height;
    const lines = (el: Element | null) => (el ? Math.round(height(el) / Number.parseFloat(getComputedStyle(el).lineHeight)) : 0);
    // A wrapping row is on one line when it is no taller than its tallest item.
    const oneRow = (row: Element | null) => {
      const items = row ? Array.from(row.querySelectorAll('li, .debate-card__responses, .verdict-badge')) : [];
      return items.length > 0 && height(row!) <= Math.max(...items.map(height)) + 0.5;
    };
    const plain = articles.find(
      (a) =>
        lines(a.querySelector('.debate-card__title')) === 1 &&
        lines(a.querySelector('.debate-card__meta')) === 1 &&
        oneRow(a.querySelector('.debate-card__tags')),
    );
    return plain ? height(plain) : Number.NaN;
  });
  return { skeleton, card };
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
]) {
  describe(`a ranking card on a ${viewport.name}`, () => {
    test(
      'shows the response count and the opening argument, loads without a jump, asks a visitor to log in and lets a reader vote',
      { timeout: 120_000 },
      async ({ openPage }) => {
        const { page } = await openPage({ viewport: { width: viewport.width, height: viewport.height } });
        const heights = await skeletonAndCardHeights(page);
        expect(heights.card, 'a card whose every row takes one line').not.toBeNaN();
        expect(Math.abs(heights.skeleton - heights.card), `skeleton ${heights.skeleton}px, card ${heights.card}px`).toBeLessThanOrEqual(2);
        await keepScreenshot(page, `ranking-cards-${viewport.name}`);
        await page.goto(`${appUrl}/community/ranking?q=${encodeURIComponent('banned from city')}`);
        const card = page.locator('article.debate-card', { has: page.getByRole('link', { name: TOPIC, exact: true }) });
        await card.waitFor();

        // Two lines of the opening argument, clamped; the thread's size.
        const preview = card.getByTestId('opening-preview');
        expect(await preview.textContent()).toMatch(new RegExp(`^${OPENING}`));
        const clamp = await preview.evaluate((el) => {
          const style = getComputedStyle(el);
          return {
            clamp: style.getPropertyValue('-webkit-line-clamp'),
            lines: el.getBoundingClientRect().height / Number.parseFloat(style.lineHeight),
            overflowing: el.scrollHeight > el.clientHeight + 1,
          };
        });
        expect(clamp.clamp).toBe('2');
        expect(clamp.lines).toBeCloseTo(2, 1);
        expect(clamp.overflowing).toBe(true);
        const responses = card.getByTestId('response-count');
        const countBefore = countOf(await responses.textContent());
        expect(countBefore).toBeGreaterThanOrEqual(0);
        await card.getByRole('button', { name: /^Upvote \(\d+\)$/ }).click();
        const modal = page.getByRole('dialog', { name: 'Login Required' });
        await modal.waitFor();
        expect(await modal.innerText()).toContain('You need to be logged in to vote on debates.');
        await modal.getByRole('button', { name: 'Cancel' }).click();
        await modal.waitFor({ state: 'detached' });

        const email = await newAccount(`card-${viewport.name}`);
        await signInThroughUi(page, email);
        await respondAs(email, `Cards count this one (${viewport.name}).`);
        await page.goto(`${appUrl}/community/ranking?q=${encodeURIComponent('banned from city')}`);
        await card.waitFor();
        const countAfter = countOf(await responses.textContent());
        expect(countAfter).toBe(countBefore + 1);
        expect(await responses.textContent()).toBe(countAfter === 1 ? '1 response' : `${countAfter} responses`);
        const score = card.getByTestId('card-score');
        await expect.poll(async () => (await score.textContent()) !== '').toBe(true);
        const before = Number(await score.textContent());
        const up = card.getByRole('button', { name: /^Upvote \(\d+\)$/ });
        await up.click();
        await expect.poll(() => score.textContent(), { timeout: 30_000 }).toBe(String(before + 1));
        // The list's live tally may show the new score before the vote's own answer marks the button.
        await expect.poll(() => up.getAttribute('aria-pressed'), { timeout: 30_000 }).toBe('true');
        // Down replaces up: the same rule as the viewer (one vote per reader).
        await card.getByRole('button', { name: /^Downvote \(\d+\)$/ }).click();
        await expect.poll(() => score.textContent(), { timeout: 30_000 }).toBe(String(before - 1));
        // The viewer agrees: the vote was stored.
        await card.getByRole('link', { name: TOPIC, exact: true }).click();
        await page.waitForURL(/\/debate\//);
        await expect
          .poll(() => page.getByRole('button', { name: /^Downvote \(\d+\)$/ }).getAttribute('aria-pressed'), { timeout: 30_000 })
          .toBe('true');
      },
    );
  });
}
