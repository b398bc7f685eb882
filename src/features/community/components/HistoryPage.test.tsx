import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ listOwnDebates: vi.fn(), shareDebate: vi.fn() }));
vi.mock('../api/historyApi.ts', () => api);

const { HistoryPage } = await import('./HistoryPage.tsx');
const { Toaster } = await import('@/components/index.ts');
const { useSession } = await import('@/stores/session.ts');
const { ownDebate } = await import('../testing/fixtures.ts');

const alice = { id: 'alice', email: 'alice@agora.local', displayName: 'Alice', createdAt: '2026-01-01', isPro: false };

const own = ownDebate;

function renderHistory() {
  return render(
    <MemoryRouter>
      <HistoryPage />
      <Toaster />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  api.listOwnDebates.mockReset();
  api.shareDebate.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  useSession.setState({ status: 'signed-in', user: alice, profile: null });
});

afterEach(() => {
  vi.restoreAllMocks();
  useSession.setState({ status: 'loading', user: null, profile: null });
});

describe('history', () => {
  it('tells a visitor to sign in and links to /login', () => {
    useSession.setState({ status: 'signed-out', user: null });
    renderHistory();
    expect(screen.getByText(/Sign in to see the debates/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(api.listOwnDebates).not.toHaveBeenCalled();
  });

  it('lists own debates, and re-queries on category and Oldest', async () => {
    api.listOwnDebates.mockResolvedValue([own('d1')]);
    renderHistory();
    expect(await screen.findByRole('link', { name: 'Own topic d1' })).toBeInTheDocument();
    expect(api.listOwnDebates).toHaveBeenLastCalledWith(
      expect.objectContaining({ userId: 'alice', sort: 'newest', category: '', search: '', offset: 0 }),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Culture');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Oldest');
    expect(api.listOwnDebates).toHaveBeenLastCalledWith(expect.objectContaining({ category: 'Culture', sort: 'oldest' }));
  });

  it('says who wrote each turn in brief: a person, or the model that did', async () => {
    const turn = (speaker_index: number, author_kind: string, model: string) => ({
      id: `t${speaker_index}`,
      debate_id: 'd1',
      round_index: 0,
      speaker_index,
      text: 'Text',
      summary: `Summary ${speaker_index}`,
      author_kind,
      model,
      inherited: false,
      inherited_from: null,
      moderation_state: 'visible' as const,
    });
    api.listOwnDebates.mockResolvedValue([own('d1', { debate_turns: [turn(0, 'person', 'gpt-4'), turn(1, 'model', 'claude-3')] })]);
    renderHistory();
    await userEvent.click(await screen.findByText('Rounds in brief'));
    expect(screen.getByText(/Opening Statements · First Speaker \(a person\)/)).toBeInTheDocument();
    expect(screen.getByText(/Opening Statements · Second Speaker \(claude-3\)/)).toBeInTheDocument();
    expect(screen.queryByText(/First Speaker \(gpt-4/)).not.toBeInTheDocument();
  });

  it('shares: Sharing..., then the disabled Shared with Community and the success toast', async () => {
    api.listOwnDebates.mockResolvedValue([own('d1')]);
    let finish: (value: unknown) => void = () => {};
    api.shareDebate.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderHistory();
    await userEvent.click(await screen.findByRole('button', { name: 'Share with Community' }));
    expect(screen.getByRole('button', { name: 'Sharing...' })).toBeDisabled();
    finish(own('d1', { is_public: true, shared_at: '2026-11-21T10:00:00+00:00' }));
    expect(await screen.findByRole('button', { name: 'Shared with Community' })).toBeDisabled();
    expect(
      within(screen.getAllByRole('status').at(-1)!).getByText('Debate shared successfully! It will appear in Community Rankings.'),
    ).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('userVotes')!)).toEqual({ d1: 1 });
  });

  it('reports a failed share with the error toast and keeps the button', async () => {
    api.listOwnDebates.mockResolvedValue([own('d1')]);
    api.shareDebate.mockRejectedValue({ code: 'AG031', message: 'no' });
    renderHistory();
    await userEvent.click(await screen.findByRole('button', { name: 'Share with Community' }));
    expect(await screen.findByText('Failed to share debate. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share with Community' })).toBeEnabled();
  });

  it('reports a load failure', async () => {
    api.listOwnDebates.mockRejectedValue(new Error('offline'));
    renderHistory();
    expect(await screen.findByText('Unable to load your debate history. Please try again later.')).toBeInTheDocument();
  });
});
