import type { RealtimeChannel } from '@supabase/supabase-js';
import { isRecord } from '@/lib/guards.ts';
import { loadedSupabase, loadSupabase } from '@/lib/client.ts';

/**
 * A signed-in user's private live channel (Realtime topic `user:<id>`): the database sends a
 * message when a notification is created for them or their notifications are
 * marked read (migration 20261123001100_community_broadcasts). RLS on
 * realtime.messages lets only that user join it.
 */
// Narrowed by hand (see guards.ts): the bell lives in the navigation, on every first screen.
const isInt = (value: unknown): value is number => Number.isInteger(value);

export interface UserChannelListeners {
  /** A new notification arrived; `unread` is the count including it. */
  onNotification?(message: { notificationId: string; unread: number }): void;
  /** The unread count changed (marked read here or in another tab). */
  onUnread?(unread: number): void;
}

/** Follows the user's channel; returns the unfollow. */
export function followUserChannel(userId: string, listeners: UserChannelListeners): () => void {
  let channel: RealtimeChannel | null = null;
  let closed = false;
  void (async () => {
    const supabase = await loadSupabase();
    // Private channels are authorised with the user's own token.
    await supabase.realtime.setAuth().catch((error: unknown) => console.error('Realtime authorisation failed', error));
    if (closed) return;
    channel = supabase
      .channel(`user:${userId}`, { config: { private: true } })
      .on('broadcast', { event: '*' }, (message: { event: string; payload: unknown }) => {
        const payload = message.payload;
        if (!isRecord(payload) || !isInt(payload.unread)) return;
        if (message.event === 'notification' && typeof payload.notification_id === 'string')
          listeners.onNotification?.({ notificationId: payload.notification_id, unread: payload.unread });
        else if (message.event === 'unread') listeners.onUnread?.(payload.unread);
      })
      .subscribe();
  })();
  return () => {
    closed = true;
    if (channel) void loadedSupabase()?.removeChannel(channel);
  };
}
