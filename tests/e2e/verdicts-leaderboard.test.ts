// The room's verdict, ∆ and the leaderboard in a real browser: two readers
// answer the poll before and after, one awards a ∆ to a passage of the Second
// Speaker with an explanation; a third reader, who had the debate open all
// along, sees the passage marked, opens the explanation and finds the
// speaker's model up one match on the leaderboard — without reloading.
import pg from 'pg';
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { keepScreenshot, newAccount, realtimeJoins, test } from '../support/browser.ts';

const appUrl = inject('appUrl');
const SECOND_SPEAKER_MODEL = 'gpt-3.5-turbo';
// A seeded debate of gpt-4 (First Speaker, For) against gpt-3.5-turbo
// (Second Speaker, Against), copied per width as a debate shared just now
// (its poll open) with three seeded readers who did not move: two more
// readers moving toward Against decide it for the Second Speaker.
const TEMPLATE = 'aaaaaaaa-0000-4000-8000-000000000012';
const CASES = [
  { viewport: { width: 360, height: 780 }, name: 'phone', from: 'For', to: 'Against' },
  { viewport: { width: 1280, height: 900 }, name: 'desktop', from: 'For', to: 'Against' },
] as const;

/** A copy of the template shared now by Bob, with three readers who answered neutral before and after. */
async function freshDebate(label: string): Promise<string> {
  const client = new pg.Client({ connectionString: inject('dbUrl') });
  await client.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ id: string }>(
      `insert into public.debates (user_id, topic, categories, debate_style, moderator_enabled, speaker1_model, speaker1_stance,
                                   speaker1_rhetoric_style, speaker2_model, speaker2_stance, speaker2_rhetoric_style, generator,
                                   is_public, shared_at, user_display_name)
       select user_id, topic || ' (' || $2 || ')', categories, debate_style, false, speaker1_model, speaker1_stance,
              speaker1_rhetoric_style, speaker2_model, speaker2_stance, speaker2_rhetoric_style, generator,
              true, now(), user_display_name
         from public.debates where id = $1
       returning id`,
      [TEMPLATE, label],
    );
    const id = rows[0]!.id;
    await client.query(
      `insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary)
       select $2, round_index, speaker_index, text, summary from public.debate_turns where debate_id = $1`,
      [TEMPLATE, id],
    );
    await client.query('commit');
    await client.query(
      `insert into public.poll_answers (debate_id, user_id, before_stance, after_stance)
       select $1, u.id, 'neutral', 'neutral' from auth.users u where u.email in ('reader6@agora.local', 'reader7@agora.local', 'reader8@agora.local')`,
      [id],
    );
    return id;
  } finally {
    await client.end();
  }
}
const EXPLANATION = 'The point about who actually carries the cost turned this around for me; I had only looked at the benefits before.';

/** Navigates inside the SPA (the router hears popstate): the document stays the same. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function answerPoll(page: Page, phase: 'Before' | 'After', stance: string): Promise<void> {
  const option = page.getByRole('group', { name: `${phase} reading, I am` }).getByRole('button', { name: stance, exact: true });
  await option.click();
  await expect.poll(() => option.getAttribute('aria-pressed'), { timeout: 30_000 }).toBe('true');
}

async function matchesOf(page: Page, model: string): Promise<number> {
  const row = page.locator(`tr[data-player="${model}"]`);
  await row.waitFor();
  return Number(/^\d+/.exec((await row.getByTestId('matches').innerText()).trim())?.[0] ?? Number.NaN);
}

/** Selects the first `length` characters of a passage as a drag would, ending with mouseup. */
async function selectStart(page: Page, passageSelector: string, length: number): Promise<string> {
  return page.locator(passageSelector).evaluate((el, n) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const node = walker.nextNode()!;
    const range = document.createRange();
    range.setStart(node, 0);
    range.setEnd(node, n);
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    el.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
    return range.toString();
  }, length);
}

for (const { viewport, name, from, to } of CASES) {
  describe(`verdicts, ∆ and the leaderboard at ${viewport.width}×${viewport.height}`, () => {
    test(
      'decides the debate, marks the passage that earned a ∆ and moves the leaderboard, live',
      { timeout: 420_000 },
      async ({ openPage }) => {
        const debate = await freshDebate(`verdict journey ${name} ${Date.now()}`);
        // The third reader opens the debate first and keeps the same document throughout.
        const third = await openPage({ viewport, signedInAs: await newAccount('third') });
        const joined = realtimeJoins(third.page);
        await third.page.goto(`${appUrl}/debate/${debate}`);
        await third.page.getByTestId('room-verdict').waitFor();
        expect(await third.page.getByTestId('verdict-badge').innerText()).toBe('Not enough votes yet');
        await third.page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));

        await navigateInApp(third.page, '/community/leaderboard');
        const before = await matchesOf(third.page, SECOND_SPEAKER_MODEL);
        await third.page.goBack();
        await third.page.getByTestId('room-verdict').waitFor();
        await expect.poll(joined, { timeout: 60_000 }).toBe(true);

        // Two readers answer before and after, both moving toward the Second Speaker's side.
        const readers = [
          await openPage({ viewport, signedInAs: await newAccount('reader') }),
          await openPage({ viewport, signedInAs: await newAccount('reader') }),
        ];
        for (const reader of readers) {
          await reader.page.goto(`${appUrl}/debate/${debate}`);
          await answerPoll(reader.page, 'Before', from);
          await answerPoll(reader.page, 'After', to);
        }

        // The first awards a ∆ to a passage of the Second Speaker's opening (its summary, as shown).
        const awarding = readers[0]!.page;
        const passage = '[data-passage="summary"][data-round-index="0"][data-speaker-index="1"]';
        const quote = await selectStart(awarding, passage, 40);
        const responseDialog = awarding.getByRole('dialog');
        await responseDialog.getByRole('button', { name: '∆ This changed my mind' }).click();
        const deltaDialog = awarding.getByRole('dialog', { name: /award Second Speaker/ });
        await deltaDialog.waitFor();
        const award = deltaDialog.getByRole('button', { name: 'Award ∆' });
        await deltaDialog.getByLabel('What changed your mind?').fill('Too short to count.');
        expect(await award.isDisabled()).toBe(true);
        await deltaDialog.getByLabel('What changed your mind?').fill(EXPLANATION);
        await award.click();
        await expect.poll(() => deltaDialog.count(), { timeout: 30_000 }).toBe(0);
        await expect.poll(() => awarding.locator(`${passage} .delta-mark`).count(), { timeout: 30_000 }).toBe(1);

        // The third reader sees the verdict and the marked passage arrive live, and opens the explanation.
        const page = third.page;
        await expect.poll(() => page.getByTestId('verdict-badge').innerText(), { timeout: 60_000 }).toBe('Second Speaker won');
        const mark = page.locator(`${passage} .delta-mark`);
        await expect.poll(() => mark.count(), { timeout: 60_000 }).toBe(1);
        expect(await mark.innerText()).toBe(quote.trim()); // a selection's edge spaces are not part of the quote
        expect(
          await page.locator(`[data-speaker-index="1"]`).first().locator('xpath=ancestor::article').getByTestId('turn-deltas').innerText(),
        ).toBe('∆ 1');
        expect(await page.getByTestId('delta-totals').innerText()).toContain('∆ 1 in this debate');
        // The verdict at the top of the screen, the marked passage under it.
        await page.getByTestId('room-verdict').evaluate((el) => {
          el.scrollIntoView({ block: 'start' });
          window.scrollBy(0, -80); // clear of the sticky navigation bar
        });
        if (name === 'desktop') await keepScreenshot(page, 'viewer-verdict-deltas');
        await mark.focus();
        await page.keyboard.press('Enter');
        const explanations = page.getByTestId('delta-explanations');
        await explanations.waitFor();
        expect(await explanations.innerText()).toContain(EXPLANATION);
        await page.keyboard.press('Escape');
        await expect.poll(() => explanations.count(), { timeout: 30_000 }).toBe(0);

        // The leaderboard counts the decided debate: the Second Speaker's model is up one match.
        await navigateInApp(page, '/community/leaderboard');
        await expect.poll(() => matchesOf(page, SECOND_SPEAKER_MODEL), { timeout: 60_000 }).toBe(before + 1);
        const row = page.locator(`tr[data-player="${SECOND_SPEAKER_MODEL}"]`);
        expect(Number(await row.getByTestId('deltas').innerText())).toBeGreaterThanOrEqual(1);
        expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
        await page.locator('.leaderboard__title').evaluate((el) => {
          el.scrollIntoView({ block: 'start' });
          window.scrollBy(0, -80);
        });
        await keepScreenshot(page, `leaderboard-${name}`);

        expect([...third.pageErrors, ...readers.flatMap((r) => r.pageErrors)]).toEqual([]);
      },
    );
  });
}
