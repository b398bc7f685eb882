// The AI judges' record as the leaderboard's fourth tab, in a real browser on a
// phone and a desktop: the old community address opens it, the keyboard moves
// between it and the readers' tables, and the tab lives in the address.
import pg from 'pg';
import { beforeAll, describe, expect, inject } from 'vitest';
import { appUrl, DESKTOP, keepScreenshot, MOBILE, test } from '../support/browser.ts';

// A seeded debate, copied as one the provider wrote and judged by one judge of a unique model name.
const TEMPLATE = 'aaaaaaaa-0000-4000-8000-000000000012';
const JUDGE_MODEL = `tab-judge-${crypto.randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  const db = new pg.Client({ connectionString: inject('dbUrl') });
  await db.connect();
  try {
    await db.query('begin');
    const { rows } = await db.query<{ id: string }>(
      `insert into public.debates (user_id, topic, categories, debate_style, moderator_enabled, speaker1_model, speaker1_stance,
                                   speaker1_rhetoric_style, speaker2_model, speaker2_stance, speaker2_rhetoric_style, generator,
                                   is_public, user_display_name)
       select user_id, topic || ' (judged for the tab test)', categories, debate_style, false, speaker1_model, speaker1_stance,
              speaker1_rhetoric_style, speaker2_model, speaker2_stance, speaker2_rhetoric_style, 'provider',
              false, user_display_name
         from public.debates where id = $1
       returning id`,
      [TEMPLATE],
    );
    await db.query(
      `insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary)
       select $2, round_index, speaker_index, text, summary from public.debate_turns where debate_id = $1`,
      [TEMPLATE, rows[0]!.id],
    );
    const { rows: panels } = await db.query<{ id: string }>(
      `insert into public.judge_panels (debate_id, status, generator, verdict, judges_total, judges_counted, judges_for_verdict,
                                        words_first, words_second, finished_at)
       values ($1, 'complete', 'provider', 'first', 1, 1, 1, 300, 200, now())
       returning id`,
      [rows[0]!.id],
    );
    await db.query(
      `insert into public.judge_verdicts (panel_id, judge_index, judge_model, status, winner, passes_agree, passes)
       values ($1, 0, $2, 'counted', 'first', true, '[]'::jsonb)`,
      [panels[0]!.id, JUDGE_MODEL],
    );
    await db.query('commit');
  } finally {
    await db.end();
  }
});

for (const [viewport, name] of [
  [MOBILE, 'phone'],
  [DESKTOP, 'desktop'],
] as const) {
  describe(`the leaderboard's AI judges tab on a ${name}`, () => {
    test('opens from the old address, moves with the keyboard and keeps the tab in the address', async ({ openPage }) => {
      const { page, pageErrors } = await openPage({ viewport });
      const tab = (label: string) => page.getByRole('group', { name: 'Table' }).getByRole('button', { name: label, exact: true });
      const record = page.getByTestId('judges-record');

      // The judges' old community address still works: it opens the leaderboard's tab.
      await page.goto(appUrl('/community/judges'));
      await page.waitForURL('**/community/leaderboard?table=judges');
      await record.waitFor();
      expect(await tab('AI judges').getAttribute('aria-pressed')).toBe('true');
      expect(
        await page
          .getByRole('navigation', { name: 'Community sections' })
          .getByRole('link', { name: 'Leaderboard' })
          .getAttribute('aria-current'),
      ).toBe('page');
      expect(await page.getByRole('navigation', { name: 'Community sections' }).getByRole('link').allInnerTexts()).toEqual([
        'Community Forum',
        'History',
        'Open challenges',
        'Leaderboard',
      ]);
      await expect.poll(() => record.locator('tbody tr', { hasText: JUDGE_MODEL }).count()).toBe(1);
      expect(await record.getByRole('heading', { level: 3 }).innerText()).toBe("The judges' record");
      // The readers' filters do not apply to the judges' record.
      expect(await page.getByLabel('Category').count()).toBe(0);
      // Laid out within the screen's width (a wide table scrolls inside its own box).
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await keepScreenshot(page, `leaderboard-judges-${name}`);

      // Back to the readers' speakers (the Models table) with the keyboard: the address drops the tab.
      await tab('Speakers').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => new URL(page.url()).search).toBe('');
      await expect.poll(() => record.count()).toBe(0);
      expect(await tab('Speakers').getAttribute('aria-pressed')).toBe('true');
      expect(await page.getByLabel('Category').count()).toBe(1);

      // Four tab stops on, past the other tables and the side-balanced view, is the judges' tab again.
      for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
      expect(await tab('AI judges').evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press(' ');
      await expect.poll(() => new URL(page.url()).searchParams.get('table')).toBe('judges');
      await expect.poll(() => record.locator('tbody tr', { hasText: JUDGE_MODEL }).count()).toBe(1);

      expect(pageErrors).toEqual([]);
    });
  });
}
