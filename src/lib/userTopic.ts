import type { RealtimeChannel } from '@supabase/supabase-js';
import { z } from 'zod';
import { supabase } from './supabase.ts';

/**
 * A signed-in user's private live topic `user:<id>`: the database sends a
 * message when a notification is created for them or their notifications are
 * marked read (migration 20261123001100_community_broadcasts). RLS on
 * realtime.messages lets only that user join it.
 */
const notificationMessage = z.object({
  notification_id: z.string(),
  kind: z.string(),
  debate_id: z.string(),
  response_id: z.string().nullable(),
  unread: z.number().int(),
});
const unreadMessage = z.object({ unread: z.number().int() });

export interface UserTopicListeners {
  /** A new notification arrived; `unread` is the count including it. */
  onNotification?(message: { notificationId: string; unread: number }): void;
  /** The unread count changed (marked read here or in another tab). */
  onUnread?(unread: number): void;
}

/** Follows the user's topic; returns the unfollow. */
export function followUserTopic(userId: string, listeners: UserTopicListeners): () => void {
  let channel: RealtimeChannel | null = null;
  let closed = false;
  void (async () => {
    // Private channels are authorised with the user's own token.
    await supabase.realtime.setAuth().catch((error: unknown) => console.error('Realtime authorisation failed', error));
    if (closed) return;
    channel = supabase
      .channel(`user:${userId}`, { config: { private: true } })
      .on('broadcast', { event: '*' }, (message: { event: string; payload: unknown }) => {
        if (message.event === 'notification') {
          const parsed = notificationMessage.safeParse(message.payload);
          if (parsed.success)
            listeners.onNotification?.({ notificationId: parsed.data.notification_id, unread: parsed.data.unread });
        } else if (message.event === 'unread') {
          const parsed = unreadMessage.safeParse(message.payload);
          if (parsed.success) listeners.onUnread?.(parsed.data.unread);
        }
      })
      .subscribe();
  })();
  return () => {
    closed = true;
    if (channel) void supabase.removeChannel(channel);
  };
}
