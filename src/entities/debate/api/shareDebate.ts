import { db } from '@/lib/db.ts';
import type { DebateRecord } from '@/entities/debate/types/index.ts';

// The spec's toasts for sharing, wherever a debate is shared from.
export const SHARE_SUCCESS_MESSAGE = 'Debate shared successfully! It will appear in Community Rankings.';
export const SHARE_FAILURE_MESSAGE = 'Failed to share debate. Please try again.';

/**
 * Shares one of the caller's debates with the community: the database flips
 * it public, stamps shared_at and records the author's own upvote. Sharing a
 * shared debate again changes nothing. Throws the PostgREST error (AG030 not
 * found, AG031 not the author).
 */
export async function shareDebate(debateId: string): Promise<DebateRecord> {
  const { data, error } = await db.rpc('share_debate', { p_debate_id: debateId });
  if (error) throw error;
  return data;
}
