import { z } from 'zod';
import { supabase } from '@/lib/supabase.ts';
import type { ResponseRow, Tallies } from '../types/index.ts';

const debateUpdate = z.object({
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  views: z.number().int(),
});

const responseInsert = z.object({
  id: z.string(),
  debate_id: z.string(),
  parent_id: z.string().nullable(),
  root_id: z.string(),
  round_index: z.number().int(),
  speaker_index: z.number().int(),
  passage: z.string(),
  original_text: z.string(),
  original_text_start: z.number().int(),
  original_text_end: z.number().int(),
  quote_prefix: z.string(),
  quote_suffix: z.string(),
  author_id: z.string().nullable(),
  author_name: z.string(),
  content: z.string(),
  created_at: z.string(),
  response_count: z.number().int(),
  depth: z.number().int(),
  // Absent in payloads from a database older than the edit/delete rules.
  edited_at: z.string().nullable().default(null),
  deleted_at: z.string().nullable().default(null),
});

export interface DebateListeners {
  onTallies(tallies: Tallies & { views: number }): void;
  onResponse(response: ResponseRow): void;
}

let channelSeq = 0;

/**
 * Follows one debate live: its tallies (every vote anywhere updates the row)
 * and new responses. Returns the unsubscribe.
 */
export function subscribeToDebate(debateId: string, listeners: DebateListeners): () => void {
  channelSeq += 1;
  const channel = supabase
    .channel(`debate-${debateId}-${channelSeq}`)
    .on(
      'postgres_changes',
      { event: 'UPDATE', schema: 'public', table: 'debates', filter: `id=eq.${debateId}` },
      (payload) => {
        const row = debateUpdate.safeParse(payload.new);
        if (row.success) listeners.onTallies(row.data);
      },
    )
    .on(
      'postgres_changes',
      { event: 'INSERT', schema: 'public', table: 'threaded_responses', filter: `debate_id=eq.${debateId}` },
      (payload) => {
        const row = responseInsert.safeParse(payload.new);
        if (row.success) {
          const response: ResponseRow = row.data;
          listeners.onResponse(response);
        }
      },
    )
    .subscribe();
  return () => {
    void supabase.removeChannel(channel);
  };
}
