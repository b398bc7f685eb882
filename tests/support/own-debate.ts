// A saved debate of a given user, made the way the SPA makes one: the
// generate-debate edge function (offline demo debater) streams it, then
// save_debate (and share_debate) record it. Each test gets its own.
import type { SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';
import { postDebate, readEvents, validSettings } from '../integration/functions/helpers.ts';

export interface SavedDebate {
  id: string;
  topic: string;
  /** Round 1, first speaker's text (what a response can quote). */
  openingText: string;
}

export async function saveNewDebate(
  db: SupabaseClient,
  accessToken: string,
  options: { topic?: string; categories?: string[]; share?: boolean } = {},
): Promise<SavedDebate> {
  const topic = options.topic ?? `Should test debates be tidy? ${crypto.randomUUID().slice(0, 8)}`;
  const response = await postDebate(`${inject('functionsUrl')}/generate-debate`, validSettings({ topic }), accessToken);
  if (response.status !== 200) throw new Error(`generate-debate answered ${response.status}: ${await response.text()}`);
  const events = await readEvents(response);
  const start = events.find((event) => event.type === 'start');
  if (!start || start.type !== 'start') throw new Error('the stream had no start event');
  const saved = await db.rpc('save_debate', {
    p_generation_id: start.generationId,
    p_categories: options.categories ?? ['Society'],
  });
  if (saved.error) throw saved.error;
  const id = (saved.data as { id: string }).id;
  if (options.share) {
    const shared = await db.rpc('share_debate', { p_debate_id: id });
    if (shared.error) throw shared.error;
  }
  return { id, topic, openingText: await openingTextOf(db, id) };
}

/** The debate's opening turn (round 1, first speaker), as `db`'s user may read it. */
export async function openingTextOf(db: SupabaseClient, debateId: string): Promise<string> {
  const turn = await db.from('debate_turns').select('text').eq('debate_id', debateId).eq('round_index', 0).eq('speaker_index', 0).single();
  if (turn.error) throw turn.error;
  return (turn.data as { text: string }).text;
}

/** Posts a response quoting the first `length` code points of the opening turn. */
export async function postQuotingResponse(db: SupabaseClient, debate: SavedDebate, content: string, length = 12) {
  const quote = Array.from(debate.openingText).slice(0, length).join('');
  const { data, error } = await db.rpc('post_response', {
    p_debate_id: debate.id,
    p_round_index: 0,
    p_speaker_index: 0,
    p_original_text: quote,
    p_original_text_start: 0,
    p_original_text_end: Array.from(quote).length,
    p_content: content,
    p_passage: 'text',
  });
  if (error) throw error;
  return data as { id: string; content: string; author_name: string };
}
