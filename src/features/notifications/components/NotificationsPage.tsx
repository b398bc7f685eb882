import { useNavigate } from 'react-router';
import { Button, DelayedSpinner, EmptyState, ErrorBox } from '@/components/index.ts';
import { useMutation } from '@/hooks/useMutation.ts';
import { usePagedList } from '@/hooks/usePagedList.ts';
import { toAppError } from '@/lib/errors.ts';
import { relativeTime } from '@/lib/format.ts';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationCursor,
  type NotificationRow,
} from '../api/notificationsApi.ts';
import { useUnreadStore } from '../hooks/useUnreadCount.ts';
import { notificationHref, notificationText } from './notificationText.ts';
import './notifications.css';

const cursorAfter = (page: NotificationRow[]): NotificationCursor | null => {
  const last = page.at(-1);
  return last ? { createdAt: last.created_at, id: last.id } : null;
};

/** The signed-in user's notifications: newest first, paged; opening one marks it read. */
export function NotificationsPage() {
  const navigate = useNavigate();
  const setUnread = useUnreadStore((state) => state.setUnread);
  const unread = useUnreadStore((state) => state.unread);
  const list = usePagedList<NotificationRow, NotificationCursor>({
    key: 'notifications',
    fetchPage: (cursor, signal) => listNotifications(cursor, signal),
    cursorAfter,
    pageSize: NOTIFICATIONS_PAGE_SIZE,
    errorText: () => 'Unable to load your notifications. Please try again later.',
    label: 'the notifications',
  });
  const { rows, setRows } = list;
  const markAll = useMutation(markAllNotificationsRead, {
    errorText: (error) => toAppError(error, 'Could not mark your notifications read.').message,
    onSuccess: () => {
      setUnread(0);
      const now = new Date().toISOString();
      setRows((existing) => existing.map((r) => (r.read_at ? r : { ...r, read_at: now })));
    },
  });
  const { error: actionError } = markAll;

  function open(row: NotificationRow) {
    markAll.reset();
    // Opening does not wait for the read mark; a failed mark only leaves it unread.
    if (!row.read_at) {
      markNotificationRead(row.id).then(
        (left) => {
          setUnread(left);
          setRows((existing) => existing.map((r) => (r.id === row.id ? { ...r, read_at: new Date().toISOString() } : r)));
        },
        (error: unknown) => console.error('Could not mark the notification read', error),
      );
    }
    void navigate(notificationHref(row));
  }

  const hasUnread = (unread ?? 0) > 0 || rows.some((r) => !r.read_at);

  return (
    <main className="notifications page">
      <div className="notifications__header">
        <h1>Notifications</h1>
        <Button variant="secondary" onClick={() => void markAll.run()} disabled={!hasUnread || markAll.pending}>
          Mark all read
        </Button>
      </div>
      {actionError && <ErrorBox>{actionError}</ErrorBox>}
      {list.error && <ErrorBox>{list.error}</ErrorBox>}
      {list.loading && rows.length === 0 ? (
        <DelayedSpinner />
      ) : rows.length === 0 && !list.error ? (
        <EmptyState title="No notifications yet">You will hear here when someone replies to you or responds to your debates.</EmptyState>
      ) : (
        <ul className="notifications__list">
          {rows.map((row) => (
            <li key={row.id}>
              <button
                type="button"
                className={`notifications__item${row.read_at ? '' : ' notifications__item--unread'}`}
                onClick={() => open(row)}
              >
                {!row.read_at && <span className="visually-hidden">Unread: </span>}
                <span className="notifications__text">{notificationText(row)}</span>
                <time className="notifications__time" dateTime={row.created_at}>
                  {relativeTime(row.created_at)}
                </time>
              </button>
            </li>
          ))}
        </ul>
      )}
      {list.hasMore && (
        <Button variant="secondary" onClick={list.loadMore} disabled={list.loadingMore}>
          {list.loadingMore ? 'Loading…' : 'Show more'}
        </Button>
      )}
    </main>
  );
}
