import type { RealtimeChannel, RealtimeClient } from '@supabase/supabase-js';
import { yieldToBrowser } from '@/lib/nextTask.ts';
import { liveRealtime } from '@/lib/realtime.ts';
import type { PollAggregate } from './debateChannelJoin.ts';

/**
 * A debate's live channel (Realtime topic `debate:<id>`; "topic" is Realtime's
 * word for a channel's name, not the debate's question): the database
 * broadcasts its new tallies, view count and new or changed responses there (migration 20261123000500_live_broadcasts).
 * It is a private channel: Realtime lets a reader join only when RLS on
 * realtime.messages lets them read the debate.
 */
const channelTopic = (debateId: string) => `debate:${debateId}`;

export interface DebateChannelListeners {
  onTallies?(tallies: { debateId: string; upvotes: number; downvotes: number }): void;
  onViews?(views: { debateId: string; views: number }): void;
  onPoll?(aggregate: PollAggregate): void;
  /** A response row as the database broadcast it (not yet validated). */
  onResponse?(change: { operation: 'INSERT' | 'UPDATE' | 'DELETE'; record: unknown }): void;
  /** A ∆ was awarded or withdrawn (migration 20261125000320_deltas): the list is read again. */
  onDeltas?(change: { debateId: string; speakerIndex: number; change: number }): void;
  /**
   * The channel has joined (again, after a lost connection): what it would
   * have said before then is not sent, so a follower reads it again. The
   * tallies and view count are read here and arrive through onTallies/onViews.
   */
  onSubscribed?(): void;
}

/** A followed topic: its followers and, once joined, its channel and the Realtime it joined on. */
export interface Entry {
  listeners: Set<DebateChannelListeners>;
  channel: RealtimeChannel | null;
  realtime: RealtimeClient | null;
  closed: boolean;
}

// One channel per topic however many components follow it: supabase-js hands
// out the existing channel for a topic, so a second subscribe would share it.
const entries = new Map<string, Entry>();
// A channel still leaving must be gone before its topic is joined again.
const leaving = new Map<string, Promise<unknown>>();

async function open(debateId: string, topic: string, entry: Entry): Promise<void> {
  await leaving.get(topic)?.catch(() => {});
  // The full client's Realtime at once when someone may be signed in (the
  // AuthProvider loads it), realtime-js alone for a visitor once the browser is
  // idle or they first interact; the join's catch-up covers the time in between.
  const realtime = await liveRealtime();
  const { join } = await import('./debateChannelJoin.ts');
  // A list follows many topics, all waiting on the same client: each joins in
  // a task of its own rather than all of them (and their sends) in one long task.
  await yieldToBrowser();
  await join(realtime, debateId, topic, entry);
}

/** Follows a debate's live channel; returns the unfollow. */
export function followDebateChannel(debateId: string, listeners: DebateChannelListeners): () => void {
  const topic = channelTopic(debateId);
  let entry = entries.get(topic);
  if (!entry) {
    const created: Entry = { listeners: new Set(), channel: null, realtime: null, closed: false };
    entries.set(topic, created);
    open(debateId, topic, created).catch((error: unknown) => console.error(`Following ${topic} failed`, error));
    entry = created;
  }
  const current = entry;
  current.listeners.add(listeners);
  return () => {
    current.listeners.delete(listeners);
    if (current.listeners.size > 0 || current.closed) return;
    current.closed = true;
    entries.delete(topic);
    // A channel exists only once it has joined, on the Realtime it names.
    if (current.channel && current.realtime) {
      const left = current.realtime.removeChannel(current.channel);
      leaving.set(topic, left);
      void left.finally(() => {
        if (leaving.get(topic) === left) leaving.delete(topic);
      });
    }
  };
}
