import { db } from '@/lib/db.ts';

/** The spec's text when a visitor tries to vote, wherever the vote is cast from. */
export const VOTE_LOGIN_MESSAGE = 'You need to be logged in to vote on debates.';

/** Said when a vote could not be saved: the tallies stay as they were, and the reader knows to try again. */
export const VOTE_FAILURE_MESSAGE = 'Your vote was not saved. Please try again.';

export interface VoteResult {
  upvotes: number;
  downvotes: number;
  myVote: number;
}

/** Casts (1 / -1) or clears (0) the user's vote through cast_vote; the answer carries the server's tallies. */
export async function castVote(debateId: string, value: -1 | 0 | 1): Promise<VoteResult> {
  const { data, error } = await db.rpc('cast_vote', { p_debate_id: debateId, p_value: value });
  if (error) throw error;
  const row = data?.[0];
  if (!row) throw new Error('The vote returned no tallies.');
  return { upvotes: row.upvotes, downvotes: row.downvotes, myVote: row.my_vote };
}
