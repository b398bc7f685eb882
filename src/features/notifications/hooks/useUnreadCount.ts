import { useEffect } from 'react';
import { create } from 'zustand';
import { followUserChannel } from '../api/userChannel.ts';
import { useSession } from '@/stores/session.ts';
import { fetchUnreadCount } from '../api/notificationsApi.ts';

interface UnreadState {
  unread: number | null;
  setUnread: (unread: number | null) => void;
}

/** The signed-in user's unread count, shared by the bell and the notifications page. */
export const useUnreadStore = create<UnreadState>()((set) => ({
  unread: null,
  setUnread: (unread) => set({ unread }),
}));

/**
 * Loads the unread count for the signed-in user and keeps it live over their
 * private topic; null for visitors.
 */
export function useUnreadCount(): number | null {
  const userId = useSession((state) => (state.status === 'signed-in' ? (state.user?.id ?? null) : null));
  const unread = useUnreadStore((state) => state.unread);
  const setUnread = useUnreadStore((state) => state.setUnread);

  useEffect(() => {
    if (!userId) {
      setUnread(null);
      return;
    }
    let current = true;
    const unfollow = followUserChannel(userId, {
      onNotification: ({ unread: count }) => setUnread(count),
      onUnread: (count) => setUnread(count),
    });
    fetchUnreadCount()
      .then((count) => {
        if (current) setUnread(count);
      })
      .catch((error: unknown) => console.error('Could not load the unread count', error));
    return () => {
      current = false;
      unfollow();
    };
  }, [userId, setUnread]);

  return userId ? unread : null;
}
