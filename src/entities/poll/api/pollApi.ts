import { db } from '@/lib/db.ts';
import type { Database } from '@/lib/database.types.ts';

export type PollPhase = 'before' | 'after';
export type PollStance = 'for' | 'neutral' | 'against';
type Generated = Database['public']['Functions']['get_poll_results']['Returns'][number];
type Nullable =
  'for_shift' | 'against_shift' | 'gaining_side' | 'gaining_speaker' | 'for_speaker' | 'against_speaker' | 'my_before' | 'my_after';
/** The generated row with the columns the function leaves null when there is nothing to say. */
export type PollResult = Omit<Generated, Nullable> & { [K in Nullable]: Generated[K] | null };
/** The audience's answers as the debate's live channel pushes them: the debate's id and the result without the reader's own. */
export type PollAggregate = { debate_id: string } & Omit<
  PollResult,
  'my_before' | 'my_after' | 'closes_at' | 'for_speaker' | 'against_speaker'
>;

export async function fetchPollResults(debateId: string): Promise<PollResult | null> {
  const { data, error } = await db.rpc('get_poll_results', { p_debate_id: debateId });
  if (error) throw error;
  return data?.[0] ?? null;
}

/** Records the reader's stance; the answer is the new result (their own answers included). */
export async function recordPollAnswer(debateId: string, phase: PollPhase, stance: PollStance): Promise<PollResult | null> {
  const { data, error } = await db.rpc('record_poll_answer', { p_debate_id: debateId, p_phase: phase, p_stance: stance });
  if (error) throw error;
  return data?.[0] ?? null;
}
