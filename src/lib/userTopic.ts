import type { RealtimeChannel } from '@supabase/supabase-js';
import { loadedSupabase, loadSupabase } from './client.ts';

/**
 * A signed-in person's private live topic (`user:<id>`), shared by everything that listens to
 * it: one channel per person, however many parts of the page follow it. The database sends there
 * what concerns only them (their notifications, their debates in the making, their own votes,
 * stars, answers and ∆ made in another tab); RLS on realtime.messages lets only that person join.
 */
type Listener = (event: string, payload: unknown) => void;

interface Followed {
  userId: string;
  listeners: Set<Listener>;
  channel: RealtimeChannel | null;
  closed: boolean;
}

let followed: Followed | null = null;

function open(userId: string): Followed {
  const entry: Followed = { userId, listeners: new Set(), channel: null, closed: false };
  void (async () => {
    const supabase = await loadSupabase();
    // Private channels are authorised with the person's own token.
    await supabase.realtime.setAuth().catch((error: unknown) => console.error('Realtime authorisation failed', error));
    if (entry.closed) return;
    entry.channel = supabase
      .channel(`user:${userId}`, { config: { private: true } })
      .on('broadcast', { event: '*' }, (message: { event: string; payload: unknown }) => {
        for (const listener of [...entry.listeners]) listener(message.event, message.payload);
      })
      .subscribe();
  })();
  return entry;
}

function close(entry: Followed): void {
  entry.closed = true;
  if (entry.channel) void loadedSupabase()?.removeChannel(entry.channel);
}

/**
 * Tells the person's other tabs and devices about a change made here (their own vote, star, poll
 * answer, ∆), on the topic they all follow. Best effort: a tab that missed it reads the state
 * again when it next loads it.
 */
export function announceToMyTabs(event: string, payload: Record<string, unknown>): void {
  const channel = followed?.channel;
  if (!channel) return;
  void channel.send({ type: 'broadcast', event, payload }).catch((error: unknown) => console.error('Telling the other tabs failed', error));
}

/** Follows the person's topic; returns the unfollow. Every message reaches `listener` with its event name. */
export function followUserTopic(userId: string, listener: Listener): () => void {
  if (followed && followed.userId !== userId) {
    close(followed);
    followed = null;
  }
  const entry = (followed ??= open(userId));
  entry.listeners.add(listener);
  return () => {
    entry.listeners.delete(listener);
    if (entry.listeners.size === 0 && followed === entry) {
      close(entry);
      followed = null;
    }
  };
}
