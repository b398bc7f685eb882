import type { RealtimeChannel } from '@supabase/supabase-js';
import { isRecord } from '@/lib/guards.ts';
import { loadedSupabase, loadSupabaseWhenIdle, type AgoraClient } from '@/lib/client.ts';
import { fetchDebateCounts } from './debateCounts.ts';

/**
 * A debate's live channel (Realtime topic `debate:<id>`; "topic" is Realtime's
 * word for a channel's name, not the debate's question): the database
 * broadcasts its new tallies, view count and new or changed responses there (migration 20261123000500_live_broadcasts).
 * It is a private channel: Realtime lets a reader join only when RLS on
 * realtime.messages lets them read the debate.
 */
const channelTopic = (debateId: string) => `debate:${debateId}`;

// The broadcast payloads are narrowed by hand (see guards.ts): the ranking
// follows this channel on its first screen, and three flat shapes do not need a
// schema library there.
const isInt = (value: unknown): value is number => Number.isInteger(value);
const OPERATIONS = ['INSERT', 'UPDATE', 'DELETE'] as const;
type Operation = (typeof OPERATIONS)[number];
const isOperation = (value: unknown): value is Operation => OPERATIONS.includes(value as Operation);

/** The audience's poll aggregate as broadcast (migration 20261123001100_community_broadcasts). */
interface PollAggregate {
  debate_id: string;
  before_for: number;
  before_neutral: number;
  before_against: number;
  after_for: number;
  after_neutral: number;
  after_against: number;
  respondents: number;
  for_shift: number | null;
  against_shift: number | null;
  gaining_side: 'for' | 'neutral' | 'against' | null;
  gaining_speaker: number | null;
}
const POLL_COUNTS = ['before_for', 'before_neutral', 'before_against', 'after_for', 'after_neutral', 'after_against', 'respondents'] as const;
const isNullableNumber = (value: unknown) => value === null || typeof value === 'number';
function isPollAggregate(p: Record<string, unknown>): p is Record<string, unknown> & PollAggregate {
  return (
    typeof p.debate_id === 'string' &&
    POLL_COUNTS.every((key) => isInt(p[key])) &&
    isNullableNumber(p.for_shift) &&
    isNullableNumber(p.against_shift) &&
    (p.gaining_side === null || p.gaining_side === 'for' || p.gaining_side === 'neutral' || p.gaining_side === 'against') &&
    (p.gaining_speaker === null || isInt(p.gaining_speaker))
  );
}

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

interface Entry {
  listeners: Set<DebateChannelListeners>;
  channel: RealtimeChannel | null;
  closed: boolean;
}

// One channel per topic however many components follow it: supabase-js hands
// out the existing channel for a topic, so a second subscribe would share it.
const entries = new Map<string, Entry>();
// A channel still leaving must be gone before its topic is joined again.
const leaving = new Map<string, Promise<unknown>>();

function dispatch(entry: Entry, event: string, payload: unknown): void {
  if (!isRecord(payload)) return;
  for (const listeners of entry.listeners) {
    if (event === 'tallies') {
      const { debate_id, upvotes, downvotes } = payload;
      if (typeof debate_id === 'string' && isInt(upvotes) && isInt(downvotes))
        listeners.onTallies?.({ debateId: debate_id, upvotes, downvotes });
    } else if (event === 'views') {
      const { debate_id, views } = payload;
      if (typeof debate_id === 'string' && isInt(views)) listeners.onViews?.({ debateId: debate_id, views });
    } else if (event === 'poll') {
      if (isPollAggregate(payload)) listeners.onPoll?.(payload);
    } else if (event === 'deltas') {
      const { debate_id, speaker_index, change } = payload;
      if (typeof debate_id === 'string' && isInt(speaker_index) && isInt(change))
        listeners.onDeltas?.({ debateId: debate_id, speakerIndex: speaker_index, change });
    } else if (event === 'response') {
      const { operation, record } = payload;
      if (isOperation(operation)) listeners.onResponse?.({ operation, record });
    }
  }
}

/** Catches up on what was broadcast before the channel joined: the counts, then whatever each follower reads itself. */
function caughtUp(client: AgoraClient, debateId: string, entry: Entry): void {
  if (entry.closed) return;
  fetchDebateCounts(client, debateId).then(
    (counts) => {
      if (!counts || entry.closed) return;
      const { upvotes, downvotes, views } = counts;
      dispatch(entry, 'tallies', { debate_id: debateId, upvotes, downvotes });
      dispatch(entry, 'views', { debate_id: debateId, views });
    },
    (error: unknown) => console.error('Reading the debate’s counts again failed', error),
  );
  for (const listeners of entry.listeners) listeners.onSubscribed?.();
}

async function open(debateId: string, topic: string, entry: Entry): Promise<void> {
  await leaving.get(topic)?.catch(() => {});
  // Realtime comes with the full client: at once when someone may be signed
  // in (the AuthProvider loads it), for a visitor once the browser is idle
  // or they first interact; the join's catch-up covers the time in between.
  const supabase = await loadSupabaseWhenIdle();
  // Private channels are authorised with the reader's own token (the anon key for visitors).
  await supabase.realtime.setAuth().catch((error: unknown) => console.error('Realtime authorisation failed', error));
  if (entry.closed) return;
  entry.channel = supabase
    .channel(topic, { config: { private: true } })
    .on('broadcast', { event: '*' }, (message: { event: string; payload: unknown }) =>
      dispatch(entry, message.event, message.payload),
    )
    .subscribe((status) => {
      if (status === 'SUBSCRIBED') caughtUp(supabase, debateId, entry);
    });
}

/** Follows a debate's live channel; returns the unfollow. */
export function followDebateChannel(debateId: string, listeners: DebateChannelListeners): () => void {
  const topic = channelTopic(debateId);
  let entry = entries.get(topic);
  if (!entry) {
    const created: Entry = { listeners: new Set(), channel: null, closed: false };
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
    // A channel exists only once the client has loaded.
    const client = loadedSupabase();
    if (current.channel && client) {
      const left = client.removeChannel(current.channel);
      leaving.set(topic, left);
      void left.finally(() => {
        if (leaving.get(topic) === left) leaving.delete(topic);
      });
    }
  };
}
