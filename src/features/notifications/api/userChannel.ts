import { isRecord } from '@/lib/guards.ts';
import { followUserTopic } from '@/lib/userTopic.ts';

/**
 * The notifications on a signed-in user's private live topic (`user:<id>`): the database sends a
 * message when a notification is created for them or their notifications are marked read
 * (migration 20261123001100_community_broadcasts).
 */
// Narrowed by hand (see guards.ts): the bell lives in the navigation, on every first screen.
const isInt = (value: unknown): value is number => Number.isInteger(value);

export interface UserChannelListeners {
  /** A new notification arrived; `unread` is the count including it. */
  onNotification?(message: { notificationId: string; unread: number }): void;
  /** The unread count changed (marked read here or in another tab). */
  onUnread?(unread: number): void;
}

/** Follows the user's notifications; returns the unfollow. */
export function followUserChannel(userId: string, listeners: UserChannelListeners): () => void {
  return followUserTopic(userId, (event, payload) => {
    if (!isRecord(payload) || !isInt(payload.unread)) return;
    if (event === 'notification' && typeof payload.notification_id === 'string')
      listeners.onNotification?.({ notificationId: payload.notification_id, unread: payload.unread });
    else if (event === 'unread') listeners.onUnread?.(payload.unread);
  });
}
