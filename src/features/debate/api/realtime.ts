import { z } from 'zod';
import { followDebateTopic } from '@/lib/debateTopic.ts';
import type { ResponseRow, Tallies } from '../types/index.ts';

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
  moderation_state: z.enum(['visible', 'hidden', 'removed']).default('visible'),
});

export interface DebateListeners {
  onTallies(tallies: Tallies): void;
  onViews(views: number): void;
  onResponse(response: ResponseRow): void;
}

/**
 * Follows one debate live through its private broadcast topic: tallies after
 * every vote, the view count, and new responses. Returns the unsubscribe.
 */
export function subscribeToDebate(debateId: string, listeners: DebateListeners): () => void {
  return followDebateTopic(debateId, {
    onTallies: ({ upvotes, downvotes }) => listeners.onTallies({ upvotes, downvotes }),
    onViews: ({ views }) => listeners.onViews(views),
    onResponse: ({ operation, record }) => {
      if (operation !== 'INSERT') return;
      const row = responseInsert.safeParse(record);
      if (row.success) listeners.onResponse(row.data);
    },
  });
}
