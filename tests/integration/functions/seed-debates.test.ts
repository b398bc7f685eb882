// The local seed's community (supabase/seed.sql, written by scripts/gen-seed-debates.ts with the
// demo debater and the database functions people use): up to date with the generator, full
// multi-paragraph turns, responses whose quotes sit at their exact code-point offsets in the turn
// text, and one story told everywhere — each author's account page, History and public profile
// count the same debates, tallies are the votes, and the polls' verdicts are the readers' answers.
import { readFileSync } from 'node:fs';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedSeed, SEED_FILE } from '../../../scripts/gen-seed-debates.ts';
import { database } from './helpers.ts';

let db: pg.Client;
beforeAll(async () => {
  db = await database();
});
afterAll(async () => {
  await db?.end();
});

describe('the seeded community debates', () => {
  it('are what npm run db:seed-gen writes', () => {
    expect(readFileSync(SEED_FILE, 'utf8')).toContain(generatedSeed());
  });

  it('have six full turns of 2–4 paragraphs, never pasting the topic', async () => {
    const { rows } = await db.query<{ topic: string; text: string; summary: string }>(
      `select d.topic, t.text, t.summary from public.debates d join public.debate_turns t on t.debate_id = d.id
        where d.id::text like 'aaaaaaaa-0000-4000-8000-%' or d.id = 'bbbbbbbb-0000-4000-8000-000000000001'`,
    );
    expect(rows).toHaveLength(29 * 6);
    for (const row of rows) {
      const paragraphs = row.text.split('\n\n');
      expect(paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length).toBeLessThanOrEqual(4);
      expect(row.text.split(/\s+/).length).toBeGreaterThan(40);
      expect(row.text).not.toContain(row.topic.replace(/[?.!]+$/, ''));
    }
  });

  it("have responses quoting their turn's text at the stored offsets", async () => {
    const { rows } = await db.query<{
      text: string;
      original_text: string;
      original_text_start: number;
      original_text_end: number;
      quote_prefix: string;
      quote_suffix: string;
    }>(
      `select t.text, r.original_text, r.original_text_start, r.original_text_end, r.quote_prefix, r.quote_suffix
         from public.threaded_responses r
         join public.debate_turns t on t.debate_id = r.debate_id and t.round_index = r.round_index and t.speaker_index = r.speaker_index
        where r.debate_id::text like 'aaaaaaaa-0000-4000-8000-%'`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const r of rows) {
      const points = Array.from(r.text);
      expect(points.slice(r.original_text_start, r.original_text_end).join('')).toBe(r.original_text);
      expect(points.slice(Math.max(0, r.original_text_start - 32), r.original_text_start).join('')).toBe(r.quote_prefix);
      expect(points.slice(r.original_text_end, r.original_text_end + 32).join('')).toBe(r.quote_suffix);
    }
  });

  it("tell one story: each author's allowance, History and profile count the same debates", async () => {
    const { rows } = await db.query<{
      email: string;
      total_debates: number;
      last_debate_started: Date | null;
      generations: number;
      history: number;
      newest_generation: Date | null;
      shared: number;
      profile: { debates_shared: number; upvotes_received: number };
      upvotes: number;
    }>(
      `select p.email, u.total_debates, u.last_debate_started,
              (select count(*)::int from public.debate_generations g where g.user_id = p.id) as generations,
              (select max(g.created_at) from public.debate_generations g where g.user_id = p.id) as newest_generation,
              (select count(*)::int from public.debates d where d.user_id = p.id) as history,
              (select count(*)::int from public.debates d where d.user_id = p.id and d.is_public) as shared,
              (select coalesce(sum(t.upvotes), 0)::int from public.debates d join public.debate_tallies t on t.debate_id = d.id
                where d.user_id = p.id and d.is_public) as upvotes,
              public.public_profile(p.handle) as profile
         from public.profiles p join public.debate_usage u on u.user_id = p.id
        where p.email in ('alice@agora.local', 'bob@agora.local', 'carol@agora.local')
        order by p.email`,
    );
    expect(rows.map((r) => r.email)).toEqual(['alice@agora.local', 'bob@agora.local', 'carol@agora.local']);
    for (const r of rows) {
      expect(r.total_debates, r.email).toBeGreaterThan(0);
      expect(r.generations, r.email).toBe(r.total_debates);
      expect(r.history, r.email).toBe(r.total_debates);
      expect(r.last_debate_started?.getTime(), r.email).toBe(r.newest_generation?.getTime());
      expect(Number(r.profile.debates_shared), r.email).toBe(r.shared);
      expect(Number(r.profile.upvotes_received), r.email).toBe(r.upvotes);
    }
    // Alice's one private debate is in her History but not on her profile.
    expect(rows[0]!.history - rows[0]!.shared).toBe(1);
    expect(rows.reduce((sum, r) => sum + r.shared, 0)).toBe(28);
  });

  it('were generated, saved and shared through the rules: turns as recorded, tallies as voted, dates spread', async () => {
    const { rows } = await db.query<{ id: string; same_turns: boolean; generator: string; tally_ok: boolean; author_upvoted: boolean }>(
      `select d.id,
              (select jsonb_agg(jsonb_build_object('roundIndex', t.round_index, 'speakerIndex', t.speaker_index, 'text', t.text, 'summary', t.summary)
                                order by t.round_index, t.speaker_index)
                 from public.debate_turns t where t.debate_id = d.id)
                = (select jsonb_agg(x order by (x ->> 'roundIndex')::int, (x ->> 'speakerIndex')::int) from jsonb_array_elements(g.turns) x) as same_turns,
              g.generator,
              (t.upvotes, t.downvotes) = (select count(*) filter (where v.value = 1), count(*) filter (where v.value = -1)
                                            from public.votes v where v.debate_id = d.id) as tally_ok,
              exists (select 1 from public.votes v where v.debate_id = d.id and v.user_id = d.user_id and v.value = 1) as author_upvoted
         from public.debates d
         join public.debate_generations g on g.id = d.generation_id
         join public.debate_tallies t on t.debate_id = d.id
        where d.id::text like 'aaaaaaaa-0000-4000-8000-%'`,
    );
    expect(rows).toHaveLength(28);
    for (const r of rows) {
      expect(r.same_turns, r.id).toBe(true);
      expect(r.generator).toBe('offline-demo');
      expect(r.tally_ok, r.id).toBe(true);
      expect(r.author_upvoted, r.id).toBe(true);
    }
    const { rows: spread } = await db.query<{ days: number }>(
      `select extract(epoch from max(shared_at) - min(shared_at)) / 86400 as days from public.debates where is_public`,
    );
    expect(Number(spread[0]!.days)).toBeGreaterThan(30);
  });

  it("have the polls' verdicts and ∆s the readers' answers give", async () => {
    const { rows } = await db.query<{ debate_id: string; respondents: number; deltas: number; moved: number }>(
      `select a.debate_id, count(*)::int as respondents,
              (select count(*)::int from public.deltas x where x.debate_id = a.debate_id) as deltas,
              count(*) filter (where a.after_stance <> a.before_stance)::int as moved
         from public.poll_answers a group by a.debate_id order by a.debate_id`,
    );
    expect(rows).toHaveLength(8);
    for (const r of rows) {
      expect(r.respondents).toBe(12);
      expect(r.deltas).toBeLessThanOrEqual(r.moved);
    }
    expect(rows.reduce((sum, r) => sum + r.deltas, 0)).toBeGreaterThan(0);
    const { rows: verdicts } = await db.query<{ n: number }>(`select count(*)::int as n from private.debate_verdicts`);
    expect(verdicts[0]!.n).toBe(8);
  });
});
