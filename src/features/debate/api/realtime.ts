import { followDebateChannel } from '@/entities/debate/api/debateChannel.ts';
import { toResponseRow } from '@/entities/response/api/liveResponses.ts';
import type { ResponseRow } from '@/entities/response/types/index.ts';
import type { VoteTallies as Tallies } from '@/entities/vote/hooks/useVote.ts';

export interface DebateListeners {
  onTallies(tallies: Tallies): void;
  onViews(views: number): void;
  onResponse(response: ResponseRow): void;
  /** A response already shown changed: edited, left as "[deleted]", hidden or restored. */
  onResponseChanged(response: ResponseRow): void;
  /** The topic has joined (again): what it would have pushed before is read again. */
  onSubscribed?(): void;
}

/**
 * Follows one debate live through its private broadcast topic: tallies after
 * every vote, the view count, new responses and changes to them. Returns the unsubscribe.
 */
export function subscribeToDebate(debateId: string, listeners: DebateListeners): () => void {
  return followDebateChannel(debateId, {
    onTallies: ({ upvotes, downvotes }) => listeners.onTallies({ upvotes, downvotes }),
    onViews: ({ views }) => listeners.onViews(views),
    onResponse: ({ operation, record }) => {
      const row = toResponseRow(record);
      if (!row) return;
      if (operation === 'INSERT') listeners.onResponse(row);
      else if (operation === 'UPDATE') listeners.onResponseChanged(row);
    },
    ...(listeners.onSubscribed ? { onSubscribed: listeners.onSubscribed } : {}),
  });
}
