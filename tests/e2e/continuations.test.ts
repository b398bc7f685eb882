// Debates that go on, in a real browser on a phone and a desktop: a reader continues a seeded
// debate after Round 2 with another model and a question for both speakers, shares it and finds it
// grouped under the original in the ranking; a rematch with the sides swapped shows on both debates
// and, once the room has decided both, in the leaderboard's side-balanced view.
import type { Page } from 'playwright-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { appUrl, DESKTOP, keepScreenshot, MOBILE, newAccount, signInThroughUi, test } from '../support/browser.ts';

// A seeded debate of gpt-4 (First Speaker) against gpt-3.5-turbo (Second Speaker).
const TEMPLATE = 'aaaaaaaa-0000-4000-8000-000000000012';
const QUESTION = 'What single piece of evidence would change your mind?';
const DEBATE_TIMEOUT_MS = 120_000;

let db: pg.Client;

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('dbUrl') });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
});

/** A copy of the seeded debate, shared just now (first in the ranking), with its six turns. */
async function freshOriginal(label: string): Promise<{ id: string; topic: string }> {
  await db.query('begin');
  try {
    const { rows } = await db.query<{ id: string; topic: string }>(
      `insert into public.debates (user_id, topic, categories, debate_style, moderator_enabled, speaker1_model, speaker1_stance,
                                   speaker1_rhetoric_style, speaker2_model, speaker2_stance, speaker2_rhetoric_style, generator,
                                   is_public, shared_at, user_display_name)
       select user_id, topic || ' (' || $2 || ')', categories, debate_style, false, speaker1_model, speaker1_stance,
              speaker1_rhetoric_style, speaker2_model, speaker2_stance, speaker2_rhetoric_style, generator,
              true, now(), user_display_name
         from public.debates where id = $1
       returning id, topic`,
      [TEMPLATE, label],
    );
    await db.query(
      `insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary)
       select $2, round_index, speaker_index, text, summary from public.debate_turns where debate_id = $1`,
      [TEMPLATE, rows[0]!.id],
    );
    await db.query('commit');
    return rows[0]!;
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}

/** Waits for the run to end, saves it with a category and shares it; the id of the debate it saved. */
async function saveAndShare(page: Page, where: string, params: unknown[]): Promise<string> {
  await page.getByRole('heading', { name: 'Save Debate' }).waitFor({ timeout: DEBATE_TIMEOUT_MS });
  await page.getByRole('button', { name: 'Politics', exact: true }).click();
  await page.getByRole('button', { name: 'Save Debate' }).click();
  await page.getByRole('button', { name: 'Debate Saved' }).waitFor();
  await page.getByRole('button', { name: 'Share with Community' }).click();
  await page.getByRole('button', { name: 'Shared with Community' }).waitFor();
  const { rows } = await db.query<{ id: string }>(`select id from public.debates where ${where}`, params);
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const [viewport, name] of [
  [MOBILE, 'phone'],
  [DESKTOP, 'desktop'],
] as const) {
  describe(`continuations and rematches on a ${name}`, () => {
    test(
      'continues a debate after Round 2 with a question, groups it under the original, and rematches it',
      { timeout: 600_000 },
      async ({ openPage }) => {
        const original = await freshOriginal(`continued on a ${name}`);
        const { page, pageErrors } = await openPage({ viewport });
        await signInThroughUi(page, await newAccount(`continuer-${name}`));

        // Continue from here, under Round 2's Second Speaker.
        await page.goto(appUrl(`/debate/${original.id}`));
        await page.getByRole('link', { name: 'Continue from here: after Round 2, Second Speaker' }).click();
        await page.waitForURL(/\/engine\?continue=.*&after=r1s1$/);
        const form = page.getByTestId('continue-form');
        await form.getByRole('heading', { name: /after Round 2, Second Speaker/ }).waitFor();
        // Another model for the First Speaker, and a question for both.
        await form.getByRole('button', { name: 'Settings of the First Speaker' }).click();
        await form.getByLabel('Model of the First Speaker').selectOption('gpt-3.5-turbo');
        await form.getByLabel('Your question for both speakers').fill(QUESTION);
        await keepScreenshot(page, `continuation-form-${name}`);
        await form.getByRole('button', { name: 'Continue the debate' }).click();

        const continuationId = await saveAndShare(page, 'continued_from = $1', [original.id]);
        // The run said where it comes from, kept the four copied turns as theirs, and put the question between the rounds.
        expect(await page.getByTestId('run-origin').innerText()).toContain(
          `Continued from ${original.topic} after Round 2, Second Speaker`,
        );
        expect(await page.getByTestId('turn-inherited').count()).toBe(4);
        const exchange = page.getByTestId('run-question');
        expect(await exchange.innerText()).toContain(QUESTION);
        expect(await exchange.getByTestId('turn-card').count()).toBe(2);
        expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
        await keepScreenshot(page, `continuation-engine-${name}`);

        // The continuation's own page: where it comes from, the copied turns, the question exchange.
        await page.goto(appUrl(`/debate/${continuationId}`));
        const origin = page.getByTestId('debate-origin');
        await origin.waitFor();
        expect(await origin.innerText()).toBe(`Continued from ${original.topic} after Round 2, Second Speaker`);
        expect(await page.getByTestId('question-exchange').innerText()).toContain(QUESTION);
        expect(await page.getByText('from the debate it continues').count()).toBe(4);
        await keepScreenshot(page, `continuation-debate-${name}`);

        // The ranking groups it under the original; Continuations apart lists it on its own.
        await page.goto(appUrl('/community/ranking'));
        const card = (topic: string) => page.locator('article.debate-card', { has: page.getByRole('link', { name: topic, exact: true }) });
        await card(original.topic).getByTestId('card-family').filter({ hasText: '1 continuation' }).waitFor();
        expect(await card(original.topic).count()).toBe(1);
        await keepScreenshot(page, `continuation-ranking-${name}`);
        await page.getByRole('button', { name: 'Continuations apart' }).click();
        await expect.poll(() => card(original.topic).count()).toBe(2);
        expect(await page.getByTestId('card-family-kind').first().innerText()).toBe('Continuation after Round 2, Second Speaker');

        // Rematch, sides swapped, from the original.
        await page.goto(appUrl(`/debate/${original.id}`));
        await page.getByRole('link', { name: 'Rematch, sides swapped' }).click();
        const rematchForm = page.getByTestId('rematch-form');
        expect(await rematchForm.innerText()).toContain('gpt-3.5-turbo now speaks first, gpt-4 second');
        await rematchForm.getByRole('button', { name: 'Start the rematch' }).click();
        const rematchId = await saveAndShare(page, 'rematch_of = $1', [original.id]);

        // Both debates show the pair.
        await page.goto(appUrl(`/debate/${original.id}`));
        await page.getByTestId('family-count').filter({ hasText: '1 continuation · 1 rematch' }).waitFor();
        await keepScreenshot(page, `rematch-original-${name}`);
        await page.goto(appUrl(`/debate/${rematchId}`));
        expect(await page.getByTestId('debate-origin').innerText()).toContain(`A rematch, sides swapped, of ${original.topic}`);
        await keepScreenshot(page, `rematch-${name}`);

        // The room decides both (First Speaker, For, wins each): the pair shows in the side-balanced view.
        // The test stack's debates are the offline demo's, which are never ranked: these two stand for a model's.
        await db.query(`update public.debates set generator = 'provider' where id in ($1, $2)`, [original.id, rematchId]);
        await db.query(`select private.store_verdict($1, 40, 0, 10), private.store_verdict($2, 40, 0, 10)`, [original.id, rematchId]);
        await page.goto(appUrl('/community/leaderboard?table=sides'));
        const table = page.getByTestId('leaderboard-sides');
        await table.waitFor();
        for (const model of ['gpt-4', 'gpt-3.5-turbo']) {
          // Each won once For and lost once Against in this pair; other pairs may add to the counts.
          const row = table.locator(`tr[data-player="${model}"]`);
          expect(Number((await row.getByTestId('for-record').innerText()).split('–')[0])).toBeGreaterThanOrEqual(1);
          expect(Number((await row.getByTestId('against-record').innerText()).split('–')[1])).toBeGreaterThanOrEqual(1);
        }
        expect(await page.getByTestId('side-bias').innerText()).toMatch(/^Side bias: the side For the motion won \d+ of \d+ debates/);
        expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
        if (name === 'desktop') await keepScreenshot(page, 'side-balanced-leaderboard');

        expect(pageErrors).toEqual([]);
      },
    );
  });
}
