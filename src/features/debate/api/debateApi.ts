import { db } from '@/lib/db.ts';
import { browserViewerId } from '@/lib/viewerId.ts';
import type { DebateWithTurns } from '@/entities/debate/types/index.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A debate the reader may see (shared, or their own) with its turns; null when there is none. */
export async function fetchDebate(debateId: string): Promise<DebateWithTurns | null> {
  // An address that is not an id names no debate (and would be a 400 from PostgREST).
  if (!UUID.test(debateId)) return null;
  // get_debate masks a hidden or removed debate for everyone but its author.
  const { data, error } = await db
    .rpc('get_debate', { p_debate_id: debateId })
    .select('*, debate_turns(*), debate_questions(*), person_speakers, hidden_turns')
    .maybeSingle();
  if (error) throw error;
  return data as DebateWithTurns | null;
}

/** Counts a view of a shared debate (once a day per signed-in user or per browser). */
export async function recordDebateView(debateId: string): Promise<void> {
  const { error } = await db.rpc('record_debate_view', { p_debate_id: debateId, p_viewer_id: browserViewerId() });
  if (error) throw error;
}

/** The signed-in user's vote on a debate: 1, -1 or 0 for none. */
export async function fetchMyVote(debateId: string): Promise<number> {
  const { data, error } = await db.from('votes').select('value').eq('debate_id', debateId).maybeSingle();
  if (error) throw error;
  return data?.value ?? 0;
}

// One rule for voting from the viewer and from the ranking's cards.
export { castVote } from '@/entities/vote/api/castVote.ts';
