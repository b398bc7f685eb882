import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserChannelListeners } from '../api/userChannel.ts';

const api = vi.hoisted(() => ({
  fetchUnreadCount: vi.fn(),
  listNotifications: vi.fn(),
  markNotificationRead: vi.fn(),
  markAllNotificationsRead: vi.fn(),
  NOTIFICATIONS_PAGE_SIZE: 20,
}));
const topic = vi.hoisted(() => ({ followUserChannel: vi.fn() }));
vi.mock('../api/notificationsApi.ts', () => api);
vi.mock('../api/userChannel.ts', () => topic);

const { NotificationBell } = await import('./NotificationBell.tsx');
const { NotificationsPage } = await import('./NotificationsPage.tsx');
const { useUnreadStore } = await import('../hooks/useUnreadCount.ts');
const { useSession } = await import('@/stores/session.ts');

const alice = { id: 'alice-id', email: 'a@agora.local', displayName: 'Alice', createdAt: '2026-01-01', isPro: false };
let listeners: UserChannelListeners = {};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderWith(ui: React.ReactNode, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const row = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  kind: 'reply',
  debate_id: 'd1',
  generation_id: null,
  response_id: `r-${id}`,
  actor_name: 'Bob',
  debate_topic: 'Is free will an illusion?',
  milestone: null,
  created_at: new Date().toISOString(),
  read_at: null,
  ...extra,
});

beforeEach(() => {
  for (const fn of [api.fetchUnreadCount, api.listNotifications, api.markNotificationRead, api.markAllNotificationsRead]) fn.mockReset();
  topic.followUserChannel.mockReset().mockImplementation((_id: string, l: UserChannelListeners) => {
    listeners = l;
    return () => {};
  });
  useUnreadStore.setState({ unread: null });
});

afterEach(() => useSession.setState({ status: 'loading', user: null, profile: null }));

describe('the notification bell', () => {
  it('is not there for visitors', () => {
    useSession.setState({ status: 'signed-out', user: null, profile: null });
    renderWith(<NotificationBell />);
    expect(screen.queryByRole('link', { name: /Notifications/ })).toBeNull();
    expect(api.fetchUnreadCount).not.toHaveBeenCalled();
  });

  it('shows the unread count and follows it live on the user topic', async () => {
    api.fetchUnreadCount.mockResolvedValue(2);
    useSession.setState({ status: 'signed-in', user: alice, profile: null });
    renderWith(<NotificationBell />);
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toHaveAttribute('href', '/notifications');
    expect(topic.followUserChannel).toHaveBeenCalledWith('alice-id', expect.any(Object));
    act(() => listeners.onNotification?.({ notificationId: 'n3', unread: 3 }));
    expect(screen.getByTestId('unread-count')).toHaveTextContent('3');
    act(() => listeners.onUnread?.(0));
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-count')).toBeNull();
  });
});

describe('the notifications page', () => {
  beforeEach(() => useSession.setState({ status: 'signed-in', user: alice, profile: null }));

  it('lists notifications; opening one marks it read and lands on the response', async () => {
    api.listNotifications.mockResolvedValue([row('n1'), row('n2', { read_at: '2026-01-01T00:00:00Z', kind: 'response' })]);
    api.markNotificationRead.mockResolvedValue(0);
    useUnreadStore.setState({ unread: 1 });
    renderWith(<NotificationsPage />, '/notifications');
    const item = await screen.findByRole('button', { name: /Bob replied to your response/ });
    expect(item).toHaveTextContent('Unread');
    expect(screen.getByRole('button', { name: /Bob responded to your debate/ })).not.toHaveTextContent('Unread');
    await userEvent.click(item);
    expect(api.markNotificationRead).toHaveBeenCalledWith('n1');
    expect(await screen.findByText('/debate/d1?response=r-n1')).toBeInTheDocument();
    await waitFor(() => expect(useUnreadStore.getState().unread).toBe(0));
  });

  it('says whose turn it is in a debate between people, and opening it marks it read and lands on the floor page', async () => {
    api.listNotifications.mockResolvedValue([
      row('t1', {
        kind: 'your_turn',
        debate_id: null,
        generation_id: 'g1',
        response_id: null,
        actor_name: null,
        debate_topic: 'Should homework be banned?',
      }),
    ]);
    api.markNotificationRead.mockResolvedValue(0);
    useUnreadStore.setState({ unread: 1 });
    renderWith(<NotificationsPage />, '/notifications');
    const item = await screen.findByRole('button', { name: /Your turn in “Should homework be banned\?”/ });
    expect(item).toHaveTextContent('Unread');
    await userEvent.click(item);
    expect(api.markNotificationRead).toHaveBeenCalledWith('t1');
    expect(await screen.findByText('/floor/g1')).toBeInTheDocument();
    await waitFor(() => expect(useUnreadStore.getState().unread).toBe(0));
  });

  it('marks all read', async () => {
    api.listNotifications.mockResolvedValue([row('n1'), row('n2')]);
    api.markAllNotificationsRead.mockResolvedValue(undefined);
    useUnreadStore.setState({ unread: 2 });
    renderWith(<NotificationsPage />, '/notifications');
    await screen.findAllByRole('button', { name: /Unread/ });
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(api.markAllNotificationsRead).toHaveBeenCalledOnce();
    expect(screen.queryAllByRole('button', { name: /Unread/ })).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('says so when there is nothing, and pages further', async () => {
    api.listNotifications.mockResolvedValueOnce([]);
    renderWith(<NotificationsPage />, '/notifications');
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });

  it('loads the next page after the last row', async () => {
    const first = Array.from({ length: 20 }, (_, i) => row(`n${i}`));
    api.listNotifications.mockResolvedValueOnce(first).mockResolvedValueOnce([row('older')]);
    renderWith(<NotificationsPage />, '/notifications');
    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findAllByRole('button', { name: /Bob replied/ })).toHaveLength(21);
    expect(api.listNotifications).toHaveBeenLastCalledWith({ createdAt: first[19]!.created_at, id: 'n19' }, expect.anything());
  });
});
