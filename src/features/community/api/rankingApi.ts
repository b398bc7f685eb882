import { z } from 'zod';
import { supabase } from '@/lib/supabase.ts';
import type { ListPublicDebatesArgs, PublicDebate } from '../types/index.ts';

/** One page of shared debates, filtered and sorted by the database. */
export async function listPublicDebates(args: ListPublicDebatesArgs): Promise<PublicDebate[]> {
  const { data, error } = await supabase.rpc('list_public_debates', args);
  if (error) throw error;
  return data ?? [];
}

export interface LiveTallies {
  id: string;
  upvotes: number;
  downvotes: number;
  views: number;
}

const debateUpdate = z.object({
  id: z.string(),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  views: z.number().int(),
});

let channelSeq = 0;

/**
 * Live tallies of shared debates: every debate row update the reader may see
 * (RLS decides) arrives here with its new counts. Returns the unsubscribe.
 */
export function subscribeToTallies(onTallies: (tallies: LiveTallies) => void): () => void {
  channelSeq += 1;
  const channel = supabase
    .channel(`ranking-tallies-${channelSeq}`)
    .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'debates' }, (payload) => {
      const row = debateUpdate.safeParse(payload.new);
      if (row.success) onTallies(row.data);
    })
    .subscribe();
  return () => {
    void supabase.removeChannel(channel);
  };
}
