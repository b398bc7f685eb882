import type { RealtimeClient } from '@supabase/supabase-js';
import type { Entry } from './debateChannel.ts';
import { fetchDebateCounts } from './debateCounts.ts';

// The join of a debate's live topic and what its broadcasts say, loaded once
// Realtime has (debateChannel.ts): not on the first screen.

// guards.ts's isRecord, repeated: importing it would split guards.ts into a
// chunk of its own, shared with the first screens, for a one-liner.
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

// The broadcast payloads are narrowed by hand (see guards.ts): the ranking
// follows this channel on its first screen, and three flat shapes do not need a
// schema library there.
const isInt = (value: unknown): value is number => Number.isInteger(value);
const OPERATIONS = ['INSERT', 'UPDATE', 'DELETE'] as const;
type Operation = (typeof OPERATIONS)[number];
const isOperation = (value: unknown): value is Operation => OPERATIONS.includes(value as Operation);

/** The audience's poll aggregate as broadcast (migration 20261123001100_community_broadcasts). */
export interface PollAggregate {
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
const POLL_COUNTS = [
  'before_for',
  'before_neutral',
  'before_against',
  'after_for',
  'after_neutral',
  'after_against',
  'respondents',
] as const;
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

/** How many broadcasts of each event a joined topic has received. */
type Received = Map<string, number>;

/**
 * Catches up on what was broadcast before the channel joined: the counts, then whatever each follower reads itself.
 * A broadcast that arrives while the counts are read carries a later total than the read
 * may (the read's snapshot can predate the vote), so its count is not overwritten.
 */
function caughtUp(debateId: string, entry: Entry, received: Received): void {
  if (entry.closed) return;
  const before = { tallies: received.get('tallies') ?? 0, views: received.get('views') ?? 0 };
  const stillLatest = (event: keyof typeof before) => (received.get(event) ?? 0) === before[event];
  fetchDebateCounts(debateId).then(
    (counts) => {
      if (!counts || entry.closed) return;
      const { upvotes, downvotes, views } = counts;
      if (stillLatest('tallies')) dispatch(entry, 'tallies', { debate_id: debateId, upvotes, downvotes });
      if (stillLatest('views')) dispatch(entry, 'views', { debate_id: debateId, views });
    },
    (error: unknown) => console.error('Reading the debate’s counts again failed', error),
  );
  for (const listeners of entry.listeners) listeners.onSubscribed?.();
}

// Private channels are authorised with the reader's own token (the publishable
// key for visitors), read once per Realtime before its first join: supabase-js
// passes a new token to its Realtime itself when someone signs in or out or it is
// refreshed, and a list's many joins would each read the session again otherwise.
const authorisations = new WeakMap<RealtimeClient, Promise<void>>();
function authorised(realtime: RealtimeClient): Promise<void> {
  let authorisation = authorisations.get(realtime);
  if (!authorisation) {
    authorisation = realtime.setAuth().catch((error: unknown) => console.error('Realtime authorisation failed', error));
    authorisations.set(realtime, authorisation);
  }
  return authorisation;
}

/** Joins the debate's topic on `realtime`; the broadcasts go to the entry's followers. */
export async function join(realtime: RealtimeClient, debateId: string, topic: string, entry: Entry): Promise<void> {
  await authorised(realtime);
  if (entry.closed) return;
  const received: Received = new Map();
  entry.realtime = realtime;
  entry.channel = realtime
    .channel(topic, { config: { private: true } })
    .on('broadcast', { event: '*' }, (message: { event: string; payload: unknown }) => {
      received.set(message.event, (received.get(message.event) ?? 0) + 1);
      dispatch(entry, message.event, message.payload);
    })
    .subscribe((status) => {
      if (status === 'SUBSCRIBED') caughtUp(debateId, entry, received);
    });
}
