import { db } from '@/lib/db.ts';
import type { Database } from '@/lib/database.types.ts';

export type NotificationRow = Database['public']['Functions']['list_notifications']['Returns'][number];
export interface NotificationCursor {
  createdAt: string;
  id: string;
}

export const NOTIFICATIONS_PAGE_SIZE = 20;

export async function fetchUnreadCount(): Promise<number> {
  const { data, error } = await db.rpc('unread_notification_count');
  if (error) throw error;
  return data ?? 0;
}

/** One page of the caller's notifications, newest first, after the cursor. */
export async function listNotifications(cursor: NotificationCursor | null, signal?: AbortSignal): Promise<NotificationRow[]> {
  let request = db.rpc('list_notifications', {
    p_before_created_at: cursor?.createdAt,
    p_before_id: cursor?.id,
    p_limit: NOTIFICATIONS_PAGE_SIZE,
  });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw error;
  return data ?? [];
}

/** Marks one read; returns the unread count left. */
export async function markNotificationRead(id: string): Promise<number> {
  const { data, error } = await db.rpc('mark_notification_read', { p_notification_id: id });
  if (error) throw error;
  return data ?? 0;
}

export async function markAllNotificationsRead(): Promise<void> {
  const { error } = await db.rpc('mark_all_notifications_read');
  if (error) throw error;
}
