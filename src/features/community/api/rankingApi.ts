import { followDebateChannel } from '@/entities/debate/api/debateChannel.ts';
import { db } from '@/lib/db.ts';
import type { CardVerdictRow } from '@contract/ranking.ts';
import type { ListPublicDebatesArgs, PublicDebate } from '../types/index.ts';

/** One page of shared debates, filtered and sorted by the database; `signal` aborts it. */
export async function listPublicDebates(request: ListPublicDebatesArgs & { signal?: AbortSignal }): Promise<PublicDebate[]> {
  const { signal, ...args } = request;
  let query = db.rpc('list_public_debates', args);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return data ?? [];
}

/** The room's verdicts of a page of cards (debates the reader may not read are left out). */
export async function listCardVerdicts(debateIds: string[], signal?: AbortSignal): Promise<CardVerdictRow[]> {
  let query = db.rpc('get_reader_verdicts', { p_debate_ids: debateIds });
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return data ?? [];
}

/** What changed on a listed debate: its tallies after a vote, or its view count. */
export interface LiveTallies {
  id: string;
  upvotes?: number;
  downvotes?: number;
  views?: number;
}

/**
 * Live tallies of the listed debates, each from its debate's private
 * broadcast topic (the database sends them; RLS decides who may listen).
 * Returns the unsubscribe of that one debate.
 */
export function subscribeToTallies(debateId: string, onTallies: (tallies: LiveTallies) => void): () => void {
  return followDebateChannel(debateId, {
    onTallies: ({ debateId: id, upvotes, downvotes }) => onTallies({ id, upvotes, downvotes }),
    onViews: ({ debateId: id, views }) => onTallies({ id, views }),
  });
}
