import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({
  fetchIsModerator: vi.fn(),
  listReportedItems: vi.fn(),
  restoreReportedItem: vi.fn(),
  removeReportedItem: vi.fn(),
  REPORTED_PAGE_SIZE: 20,
}));
vi.mock('../api/moderationApi.ts', () => api);

const { ModerationPage } = await import('./ModerationPage.tsx');
const { ModerationLink } = await import('./ModerationLink.tsx');
const { useSession } = await import('@/stores/session.ts');

const mia = { id: 'mia', email: 'mia@agora.local', displayName: 'Mia', createdAt: '2026-01-01', isPro: false };
const item = {
  item_type: 'response',
  item_id: 'r1',
  debate_id: 'd1',
  response_id: 'r1',
  moderation_state: 'hidden',
  author_id: 'carol',
  author_name: 'Carol',
  debate_topic: 'Is free will an illusion?',
  content: 'Carol says something rude.',
  report_count: 3,
  last_reported_at: '2026-06-01T10:00:00Z',
  reports: [
    { reporter_name: 'Alice', reason: 'harassment', details: 'Insults the speaker.', created_at: '2026-06-01T09:00:00Z' },
    { reporter_name: 'Bob', reason: 'spam', details: null, created_at: '2026-06-01T09:30:00Z' },
  ],
};

const renderPage = () =>
  render(
    <MemoryRouter>
      <ModerationLink className={() => 'nav__link'} />
      <ModerationPage />
    </MemoryRouter>,
  );

beforeEach(() => {
  for (const fn of [api.fetchIsModerator, api.listReportedItems, api.restoreReportedItem, api.removeReportedItem]) fn.mockReset();
  useSession.setState({ status: 'signed-in', user: mia, profile: null });
});
afterEach(() => useSession.setState({ status: 'loading', user: null, profile: null }));

describe('the moderation page', () => {
  it('is not available to people who are not moderators, nor to visitors', async () => {
    api.fetchIsModerator.mockResolvedValue(false);
    const { unmount } = renderPage();
    expect(await screen.findByText('Moderation is not available')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Moderation' })).toBeNull();
    expect(api.listReportedItems).not.toHaveBeenCalled();
    unmount();
    useSession.setState({ status: 'signed-out', user: null });
    renderPage();
    expect(await screen.findByText('Moderation is not available')).toBeInTheDocument();
  });

  it('lists reported items with their reports; restore asks for confirmation and removes the item from the list', async () => {
    api.fetchIsModerator.mockResolvedValue(true);
    api.listReportedItems.mockResolvedValue([item]);
    api.restoreReportedItem.mockResolvedValue(undefined);
    renderPage();
    expect(await screen.findByRole('link', { name: 'Moderation' })).toHaveAttribute('href', '/moderation');
    const card = await screen.findByTestId('reported-item');
    expect(card).toHaveTextContent('Carol says something rude.');
    expect(card).toHaveTextContent('Hidden pending review');
    expect(card).toHaveTextContent('Harassment: Insults the speaker. — Alice');
    expect(card).toHaveTextContent('Spam — Bob');
    await userEvent.click(within(card).getByRole('button', { name: 'Restore' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore this content?' });
    expect(api.restoreReportedItem).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(api.restoreReportedItem).toHaveBeenCalledWith('response', 'r1');
    expect(screen.queryByTestId('reported-item')).toBeNull();
    expect(screen.getByText('Nothing to review')).toBeInTheDocument();
  });

  it('names a reported person’s turn as a turn and decides on it as one', async () => {
    api.fetchIsModerator.mockResolvedValue(true);
    const turn = { ...item, item_type: 'turn', item_id: 't1', response_id: null, author_name: 'Bob Okafor', content: 'Bob’s rebuttal.' };
    api.listReportedItems.mockResolvedValue([turn]);
    api.removeReportedItem.mockResolvedValue(undefined);
    renderPage();
    const card = await screen.findByTestId('reported-item');
    expect(card).toHaveTextContent('A turn in a debate by Bob Okafor');
    expect(within(card).getByRole('link', { name: 'Is free will an illusion?' })).toHaveAttribute('href', '/debate/d1');
    await userEvent.click(within(card).getByRole('button', { name: 'Remove' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Remove this content?' })).getByRole('button', { name: 'Remove' }));
    expect(api.removeReportedItem).toHaveBeenCalledWith('turn', 't1');
  });

  it('shows a refused removal in the confirmation', async () => {
    api.fetchIsModerator.mockResolvedValue(true);
    api.listReportedItems.mockResolvedValue([item]);
    api.removeReportedItem.mockRejectedValue({ code: 'AG173', message: 'That content no longer exists.' });
    renderPage();
    await userEvent.click(within(await screen.findByTestId('reported-item')).getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this content?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That content no longer exists.');
    expect(screen.getByTestId('reported-item')).toBeInTheDocument();
  });
});
