// The database's limits through the public API, driven by supabase-js as a
// script with a valid account or the anon key would drive them: a burst of
// responses is cut at the per-minute limit with its own code and a message
// that says when to try again, and repeated anonymous view calls from one
// browser count once.
import { randomUUID } from 'node:crypto';
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, inject, it } from 'vitest';
import { createConfirmedAccount } from '../../support/accounts.ts';
import { supabaseClient } from '../../support/supabase-client.ts';

const apiUrl = inject('apiUrl');
const anonKey = inject('anonKey');

const ATTEMPTS = 30;
const PER_MINUTE = 5; // app_settings.responses_per_minute's default

/** A new person with a confirmed address, signed in (confirmation itself is covered by the auth tests). */
async function newPerson(): Promise<SupabaseClient> {
  const client = supabaseClient(apiUrl, anonKey);
  const stack = { apiUrl, anonKey, serviceRoleKey: inject('serviceRoleKey') };
  await createConfirmedAccount(stack, `limits-${randomUUID()}@agora.local`, 'password123', { signInOn: client });
  return client;
}

/** A shared debate and the first words of one of its turns, to anchor responses to. */
async function sharedDebatePassage(client: SupabaseClient) {
  const { data, error } = await client
    .from('debates')
    .select('id, views, debate_turns(round_index, speaker_index, text)')
    .eq('is_public', true)
    .order('shared_at', { ascending: false })
    .limit(1)
    .single();
  expect(error).toBeNull();
  const turn = data!.debate_turns.find((t) => t.round_index === 0 && t.speaker_index === 0)!;
  return { debateId: data!.id, views: data!.views, quote: Array.from(turn.text).slice(0, 12).join('') };
}

describe('limits in the database, through the public API', () => {
  it(`accepts at most ${PER_MINUTE} of ${ATTEMPTS} responses posted by one person within a minute`, async () => {
    const person = await newPerson();
    const { debateId, quote } = await sharedDebatePassage(person);

    const outcomes: (PostgrestError | null)[] = [];
    const started = Date.now();
    for (let i = 0; i < ATTEMPTS; i++) {
      const { error } = await person.rpc('post_response', {
        p_debate_id: debateId,
        p_round_index: 0,
        p_speaker_index: 0,
        p_original_text: quote,
        p_original_text_start: 0,
        p_original_text_end: Array.from(quote).length,
        p_content: `Burst response number ${i + 1}.`,
      });
      outcomes.push(error);
    }
    const elapsed = Date.now() - started;

    const accepted = outcomes.filter((e) => e === null);
    const refused = outcomes.filter((e): e is PostgrestError => e !== null);
    // Within one minute exactly the limit gets through; a burst slowed past a
    // minute (a very busy machine) may fill a second window, never more.
    if (elapsed < 60_000) expect(accepted).toHaveLength(PER_MINUTE);
    else expect(accepted.length).toBeLessThanOrEqual(PER_MINUTE * Math.ceil(elapsed / 60_000));
    expect(accepted.length).toBeGreaterThanOrEqual(PER_MINUTE);
    expect(refused.length).toBe(ATTEMPTS - accepted.length);
    for (const error of refused) {
      expect(error.code).toBe('AG140');
      expect(error.message).toMatch(/^You are posting too fast\. Try again in \d+ seconds?\.$/);
      const seconds = Number(error.details);
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(60);
      expect(error.message).toContain(`in ${seconds} second`);
    }

    const { data: own, error } = await person
      .from('threaded_responses')
      .select('id')
      .eq('debate_id', debateId)
      .like('content', 'Burst response number %');
    expect(error).toBeNull();
    expect(own).toHaveLength(accepted.length);
  });

  it('counts 200 anonymous view calls from one browser on one debate as one view', async () => {
    const visitor = supabaseClient(apiUrl, anonKey);
    const { debateId, views: before } = await sharedDebatePassage(visitor);
    const browserId = randomUUID();

    const counts: number[] = [];
    for (let i = 0; i < 200; i++) {
      const { data, error } = await visitor.rpc('record_debate_view', { p_debate_id: debateId, p_viewer_id: browserId });
      expect(error).toBeNull();
      counts.push(data as number);
    }

    const { data: after, error } = await visitor.from('debates').select('views').eq('id', debateId).single();
    expect(error).toBeNull();
    expect(after!.views).toBe(before + 1);
    expect(new Set(counts)).toEqual(new Set([before + 1]));
  });
});
