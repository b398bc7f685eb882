import type { RealtimeChannel } from '@supabase/supabase-js';
import { z } from 'zod';
import { supabase } from './supabase.ts';

/**
 * A debate's live topic: the database broadcasts its new tallies, view count
 * and new or changed responses there (migration 20261123000500_live_broadcasts).
 * It is a private channel: Realtime lets a reader join only when RLS on
 * realtime.messages lets them read the debate.
 */
const debateTopic = (debateId: string) => `debate:${debateId}`;

const talliesMessage = z.object({ debate_id: z.string(), upvotes: z.number().int(), downvotes: z.number().int() });
const viewsMessage = z.object({ debate_id: z.string(), views: z.number().int() });
const count = z.number().int();
const pollMessage = z.object({
  debate_id: z.string(),
  before_for: count, before_neutral: count, before_against: count,
  after_for: count, after_neutral: count, after_against: count,
  respondents: count,
  for_shift: z.number().nullable(),
  against_shift: z.number().nullable(),
  gaining_side: z.enum(['for', 'neutral', 'against']).nullable(),
  gaining_speaker: z.number().int().nullable(),
});
/** The audience's poll aggregate as broadcast (migration 20261123001100_community_broadcasts). */
type PollAggregate = z.infer<typeof pollMessage>;
const responseMessage = z.object({ operation: z.enum(['INSERT', 'UPDATE', 'DELETE']), record: z.unknown() });

export interface DebateTopicListeners {
  onTallies?(tallies: { debateId: string; upvotes: number; downvotes: number }): void;
  onViews?(views: { debateId: string; views: number }): void;
  onPoll?(aggregate: PollAggregate): void;
  /** A response row as the database broadcast it (not yet validated). */
  onResponse?(change: { operation: 'INSERT' | 'UPDATE' | 'DELETE'; record: unknown }): void;
}

interface Entry {
  listeners: Set<DebateTopicListeners>;
  channel: RealtimeChannel | null;
  closed: boolean;
}

// One channel per topic however many components follow it: supabase-js hands
// out the existing channel for a topic, so a second subscribe would share it.
const entries = new Map<string, Entry>();
// A channel still leaving must be gone before its topic is joined again.
const leaving = new Map<string, Promise<unknown>>();

function dispatch(entry: Entry, event: string, payload: unknown): void {
  for (const listeners of entry.listeners) {
    if (event === 'tallies') {
      const parsed = talliesMessage.safeParse(payload);
      if (parsed.success) {
        const { debate_id, upvotes, downvotes } = parsed.data;
        listeners.onTallies?.({ debateId: debate_id, upvotes, downvotes });
      }
    } else if (event === 'views') {
      const parsed = viewsMessage.safeParse(payload);
      if (parsed.success) listeners.onViews?.({ debateId: parsed.data.debate_id, views: parsed.data.views });
    } else if (event === 'poll') {
      const parsed = pollMessage.safeParse(payload);
      if (parsed.success) listeners.onPoll?.(parsed.data);
    } else if (event === 'response') {
      const parsed = responseMessage.safeParse(payload);
      if (parsed.success) listeners.onResponse?.(parsed.data);
    }
  }
}

async function open(topic: string, entry: Entry): Promise<void> {
  await leaving.get(topic)?.catch(() => {});
  // Private channels are authorised with the reader's own token (the anon key for visitors).
  await supabase.realtime.setAuth().catch((error: unknown) => console.error('Realtime authorisation failed', error));
  if (entry.closed) return;
  entry.channel = supabase
    .channel(topic, { config: { private: true } })
    .on('broadcast', { event: '*' }, (message: { event: string; payload: unknown }) =>
      dispatch(entry, message.event, message.payload),
    )
    .subscribe();
}

/** Follows a debate's live topic; returns the unfollow. */
export function followDebateTopic(debateId: string, listeners: DebateTopicListeners): () => void {
  const topic = debateTopic(debateId);
  let entry = entries.get(topic);
  if (!entry) {
    const created: Entry = { listeners: new Set(), channel: null, closed: false };
    entries.set(topic, created);
    void open(topic, created);
    entry = created;
  }
  const current = entry;
  current.listeners.add(listeners);
  return () => {
    current.listeners.delete(listeners);
    if (current.listeners.size > 0 || current.closed) return;
    current.closed = true;
    entries.delete(topic);
    if (current.channel) {
      const left = supabase.removeChannel(current.channel);
      leaving.set(topic, left);
      void left.finally(() => {
        if (leaving.get(topic) === left) leaving.delete(topic);
      });
    }
  };
}
