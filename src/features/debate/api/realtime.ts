import { followDebateTopic } from '@/lib/debateTopic.ts';
import { z } from '@/lib/zod.ts';
import type { ResponseRow, Tallies } from '../types/index.ts';

const responseInsert = z.object({
  id: z.string(),
  debate_id: z.string(),
  parent_id: z.nullable(z.string()),
  root_id: z.string(),
  round_index: z.int(),
  speaker_index: z.int(),
  passage: z.string(),
  original_text: z.string(),
  original_text_start: z.int(),
  original_text_end: z.int(),
  quote_prefix: z.string(),
  quote_suffix: z.string(),
  author_id: z.nullable(z.string()),
  author_name: z.string(),
  content: z.string(),
  created_at: z.string(),
  response_count: z.int(),
  depth: z.int(),
  // Absent in payloads from a database older than the edit/delete rules.
  edited_at: z._default(z.nullable(z.string()), null),
  deleted_at: z._default(z.nullable(z.string()), null),
  moderation_state: z._default(z.enum(['visible', 'hidden', 'removed']), 'visible'),
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
