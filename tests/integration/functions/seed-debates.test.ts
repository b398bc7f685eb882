// The local seed's debates (supabase/seed.sql, written by scripts/gen-seed-debates.ts with the
// demo debater): up to date with the generator, full multi-paragraph turns, and responses whose
// quotes sit at their exact code-point offsets in the turn text, as post_response would store them.
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
});
