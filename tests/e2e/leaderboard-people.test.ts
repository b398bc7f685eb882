// People on the ladder in a real browser: a person who spoke in a shared debate against a model
// turns the ladder on in their account, and the leaderboard's People tab rates them (by name,
// linked to their profile, with the headline of how people fared against the model), on a desktop
// and on a phone, where the tab is a link of its own that Back leaves; the profile shows their record.
import pg from 'pg';
import { beforeAll, describe, expect, inject } from 'vitest';
import { appUrl, DESKTOP, keepScreenshot, MOBILE, newAccount, test } from '../support/browser.ts';

// A seeded debate, copied as one a person (First Speaker) spoke against the provider's model.
const TEMPLATE = 'aaaaaaaa-0000-4000-8000-000000000012';
const NAME = `Ada Ladder ${crypto.randomUUID().slice(0, 6)}`;
let email = '';
let handle = '';
let model = '';

async function withDb<T>(work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: inject('dbUrl') });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

beforeAll(async () => {
  email = await newAccount('ladder');
  await withDb(async (db) => {
    await db.query('begin');
    const { rows: people } = await db.query<{ id: string; handle: string }>(
      `update public.profiles p set display_name = $2 from auth.users u where u.id = p.id and u.email = $1 returning p.id, p.handle`,
      [email, NAME],
    );
    const person = people[0]!;
    handle = person.handle;
    const { rows: generations } = await db.query<{ id: string }>(
      `insert into public.debate_generations (user_id, settings, status, generator, turns, plan, finished_at)
       values ($1, '{}'::jsonb, 'completed', 'provider', '[]'::jsonb, '[{"role": "speaker", "author": "person"}]'::jsonb, now())
       returning id`,
      [person.id],
    );
    const { rows: debates } = await db.query<{ id: string; speaker2_model: string }>(
      `insert into public.debates (user_id, generation_id, topic, categories, debate_style, moderator_enabled, speaker1_model, speaker1_stance,
                                   speaker1_rhetoric_style, speaker2_model, speaker2_stance, speaker2_rhetoric_style, generator,
                                   is_public, shared_at, user_display_name)
       select $2, $3, topic || ' (' || $4 || ' against the model)', categories, debate_style, false, speaker1_model, speaker1_stance,
              speaker1_rhetoric_style, speaker2_model, speaker2_stance, speaker2_rhetoric_style, 'provider', true, now(), $4
         from public.debates where id = $1
       returning id, speaker2_model`,
      [TEMPLATE, person.id, generations[0]!.id, NAME],
    );
    const debate = debates[0]!;
    model = debate.speaker2_model;
    await db.query(
      `insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary, author_kind)
       select $2, round_index, speaker_index, text, summary, case speaker_index when 0 then 'person' else 'model' end
         from public.debate_turns where debate_id = $1`,
      [TEMPLATE, debate.id],
    );
    await db.query(`insert into public.generation_seats (generation_id, speaker_index, user_id) values ($1, 0, $2)`, [
      generations[0]!.id,
      person.id,
    ]);
    // The room decided it for the person, and so did the judges.
    await db.query(
      `insert into private.debate_verdicts (debate_id, status, winner_speaker, listed, shared_day, categories, debate_style, speaker1_model,
                                            speaker2_model, speaker1_style, speaker2_style, for_speaker)
       select d.id, 'decided', 1, false, (d.shared_at at time zone 'UTC')::date, d.categories, d.debate_style, d.speaker1_model,
              d.speaker2_model, d.speaker1_rhetoric_style, d.speaker2_rhetoric_style,
              private.for_speaker_of(d.speaker1_stance, d.speaker2_stance)
         from public.debates d where d.id = $1`,
      [debate.id],
    );
    await db.query(
      `insert into public.judge_panels (debate_id, status, generator, verdict, judges_total, judges_counted, judges_for_verdict,
                                        words_first, words_second, finished_at)
       values ($1, 'complete', 'provider', 'first', 1, 1, 1, 300, 200, now())`,
      [debate.id],
    );
    await db.query('commit');
  });
});

describe('people on the ladder', () => {
  test('a person turns the ladder on and is rated on the People tab (desktop)', async ({ openPage }) => {
    const { page, pageErrors } = await openPage({ viewport: DESKTOP, signedInAs: email });
    const row = page.getByTestId('ladder-readers').locator('tbody tr', { hasText: NAME });

    // Off by default: not on the People tab.
    await page.goto(appUrl('/community/leaderboard?speakers=people'));
    await page.getByTestId('ladder-people').and(page.locator('[aria-busy="false"]')).waitFor();
    expect(await row.count()).toBe(0);

    // On, from the account page; it stays on after a reload (the database kept it).
    await page.goto(appUrl('/account'));
    const optIn = page.getByLabel('Rate me on the leaderboard with the models');
    await optIn.waitFor();
    expect(await optIn.isChecked()).toBe(false);
    await optIn.check();
    await expect.poll(() => optIn.isEnabled()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByLabel('Rate me on the leaderboard with the models').isChecked()).toBe(true);

    await page.getByRole('link', { name: 'See the People tab' }).click();
    await page.waitForURL('**/community/leaderboard?speakers=people');
    await row.waitFor();
    expect(await row.getByTestId('matches').innerText()).toBe('1 (1–0)');
    expect(await page.getByTestId('ladder-headline').first().innerText()).toContain(`People beat ${model} in 1 of 1 debate`);
    expect(await row.getByRole('link', { name: NAME }).getAttribute('href')).toBe(`/u/${handle}`);
    expect(await page.getByRole('link', { name: 'People' }).getAttribute('aria-current')).toBe('page');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await keepScreenshot(page, 'leaderboard-people-tab');

    // Their profile shows the debate they spoke and their record.
    await row.getByRole('link', { name: NAME }).click();
    const record = page.getByTestId('speaker-record');
    await record.waitFor();
    expect(await record.getByTestId('record-spoken').innerText()).toBe('1');
    expect(await record.getByTestId('record-readers').innerText()).toBe('1 win, 0 losses, 0 splits');
    expect(await record.getByTestId('record-judges').innerText()).toBe('1 win, 0 losses, 0 splits');
    expect(pageErrors).toEqual([]);
  });

  test('a visitor on a phone opens People from the Models table and Back returns to it', async ({ openPage }) => {
    // On the ladder whatever ran before (the desktop test turns it on through the page).
    await withDb((db) => db.query(`update public.profiles p set on_ladder = true where p.handle = $1`, [handle]));
    const { page, pageErrors } = await openPage({ viewport: MOBILE });
    await page.goto(appUrl('/community/leaderboard'));
    const speakers = page.getByRole('navigation', { name: 'Speakers' });
    await speakers.getByRole('link', { name: 'People' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('speakers')).toBe('people');
    const row = page.getByTestId('ladder-readers').locator('tbody tr', { hasText: NAME });
    await row.waitFor();
    expect(await page.getByTestId('ladder-judges').locator('tbody tr', { hasText: NAME }).count()).toBe(1);
    // Laid out within the phone's width (a wide table scrolls in its own box).
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // The screenshot starts at the tabs, just under the page's own header.
    await speakers.evaluate((nav) => {
      const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
      window.scrollTo(0, nav.getBoundingClientRect().top + window.scrollY - header - 8);
    });
    await keepScreenshot(page, 'leaderboard-people-tab-phone');

    await page.goBack();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.getByTestId('leaderboard-models').or(page.getByTestId('leaderboard-empty')).first().waitFor();
    expect(await speakers.getByRole('link', { name: 'Models' }).getAttribute('aria-current')).toBe('page');
    expect(pageErrors).toEqual([]);
  });
});
