import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicDebate } from '../types/index.ts';

const api = vi.hoisted(() => ({
  listPublicDebates: vi.fn(),
  listCardVerdicts: vi.fn(),
  subscribeToTallies: vi.fn(),
}));
vi.mock('../api/rankingApi.ts', () => api);

const { RankingPage } = await import('./RankingPage.tsx');
const { useSession } = await import('@/stores/session.ts');
const { prefetchRanking } = await import('../api/rankingPrefetch.ts');
const { publicDebate } = await import('../testing/fixtures.ts');

const debate = publicDebate;

let lastSearch = '';
function LocationProbe() {
  lastSearch = useLocation().search;
  return null;
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/community/ranking"
          element={
            <>
              <RankingPage />
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  api.listPublicDebates.mockReset();
  api.listCardVerdicts.mockReset().mockResolvedValue([]);
  api.subscribeToTallies.mockReset().mockReturnValue(() => {});
  useSession.setState({ status: 'signed-out', user: null, profile: null });
});

afterEach(() => {
  vi.useRealTimers();
  useSession.setState({ status: 'loading', user: null, profile: null });
});

describe('ranking filters', () => {
  it('shows a chip per active filter and Clear all resets them and refetches with defaults', async () => {
    api.listPublicDebates.mockResolvedValue([debate(1)]);
    renderAt('/community/ranking?category=Science&sort=popular&q=mars');
    const chips = await screen.findByRole('group', { name: 'Active filters' });
    expect(within(chips).getByText('Category: Science')).toBeInTheDocument();
    expect(within(chips).getByText('Sort: Popular')).toBeInTheDocument();
    expect(within(chips).getByText('Search: "mars"')).toBeInTheDocument();
    expect(api.listPublicDebates).toHaveBeenLastCalledWith(
      expect.objectContaining({ p_category: 'Science', p_sort: 'popular', p_search: 'mars' }),
    );

    await userEvent.click(within(chips).getByRole('button', { name: 'Clear all' }));
    expect(screen.queryByRole('group', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(lastSearch).toBe('');
    const args = api.listPublicDebates.mock.lastCall?.[0];
    expect(args).toMatchObject({ p_sort: 'newest', p_time: 'all' });
    expect(args).not.toHaveProperty('p_category');
    expect(args).not.toHaveProperty('p_search');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('removes one filter with its chip', async () => {
    api.listPublicDebates.mockResolvedValue([debate(1)]);
    renderAt('/community/ranking?category=Funny&time=week');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove filter Time: This Week' }));
    expect(screen.getByText('Category: Funny')).toBeInTheDocument();
    expect(screen.queryByText('Time: This Week')).not.toBeInTheDocument();
    expect(lastSearch).toBe('?category=Funny');
  });

  it("sends a visitor's locally starred ids for Starred Only", async () => {
    api.listPublicDebates.mockResolvedValue([]);
    renderAt('/community/ranking');
    await userEvent.click(screen.getByRole('button', { name: /Starred Only/ }));
    expect(await screen.findByText('Starred Only', { selector: '.filter-chip span' })).toBeInTheDocument();
    expect(api.listPublicDebates).toHaveBeenLastCalledWith(expect.objectContaining({ p_only_ids: [] }));
  });
});

describe('ranking list', () => {
  it('shows the vote percentage from the tallies', async () => {
    api.listPublicDebates.mockResolvedValue([debate(1, { upvotes: 2, downvotes: 1 })]);
    renderAt('/community/ranking');
    const card = (await screen.findByRole('link', { name: 'Topic 1' })).closest('article')!;
    expect(within(card).getByTestId('vote-percentage')).toHaveTextContent('67%');
  });

  it('keeps paging past the first page with the last row as cursor', async () => {
    const first = Array.from({ length: 20 }, (_, i) => debate(i + 1));
    api.listPublicDebates.mockResolvedValueOnce(first).mockResolvedValueOnce([debate(21), debate(22)]);
    renderAt('/community/ranking');
    await userEvent.click(await screen.findByRole('button', { name: 'Load more debates' }));
    expect(await screen.findByRole('link', { name: 'Topic 22' })).toBeInTheDocument();
    expect(api.listPublicDebates).toHaveBeenLastCalledWith(
      expect.objectContaining({ p_after_id: first[19]!.id, p_after_shared_at: first[19]!.shared_at }),
    );
    expect(screen.getAllByRole('article')).toHaveLength(22);
    expect(screen.queryByRole('button', { name: 'Load more debates' })).not.toBeInTheDocument();
  });

  it('shows the empty-filter message with a Start a Debate link to /engine', async () => {
    api.listPublicDebates.mockResolvedValue([]);
    renderAt('/community/ranking?category=Funny');
    expect(await screen.findByText('No debates found for the selected filters')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a Debate' })).toHaveAttribute('href', '/engine');
  });

  it('reports a load failure with its reason, or the fallback text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api.listPublicDebates.mockRejectedValueOnce({ code: 'AG070', message: 'Unknown time zone: X.' });
    const { unmount } = renderAt('/community/ranking');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load discourse: Unknown time zone: X.');
    expect(screen.getByText('No debates found for the selected filters')).toBeInTheDocument();
    unmount();
    api.listPublicDebates.mockRejectedValueOnce({});
    renderAt('/community/ranking');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load discourse. Please try again later.');
  });

  it('shows the spinner only after a second of loading', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    api.listPublicDebates.mockReturnValue(new Promise(() => {}));
    renderAt('/community/ranking');
    await act(async () => {
      vi.advanceTimersByTime(900);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading debates…');
  });

  it('applies live tallies pushed over realtime', async () => {
    api.listPublicDebates.mockResolvedValue([debate(1, { upvotes: 1, downvotes: 0 })]);
    renderAt('/community/ranking');
    const card = (await screen.findByRole('link', { name: 'Topic 1' })).closest('article')!;
    await waitFor(() => expect(api.subscribeToTallies).toHaveBeenCalledWith(debate(1).id, expect.any(Function)));
    const push = api.subscribeToTallies.mock.calls[0]![1] as (t: object) => void;
    act(() => push({ id: debate(1).id, upvotes: 1, downvotes: 3 }));
    act(() => push({ id: debate(1).id, views: 9 }));
    expect(within(card).getByTestId('downvotes')).toHaveTextContent('3');
    expect(within(card).getByTestId('vote-percentage')).toHaveTextContent('25%');
  });
});

describe('live tallies and a page asked for before them', () => {
  it('keeps a vote broadcast while a refetch was on its way over the older tallies it brings back', async () => {
    api.listPublicDebates.mockResolvedValueOnce([{ ...debate(1), upvotes: 2, downvotes: 2 }]);
    renderAt('/community/ranking?q=cars');
    const card = (await screen.findByRole('link', { name: 'Topic 1' })).closest('article')!;
    await waitFor(() => expect(api.subscribeToTallies).toHaveBeenCalledWith(debate(1).id, expect.any(Function)));
    // The session becomes known: the list asks again, and that answer is slow.
    let answer!: (rows: PublicDebate[]) => void;
    api.listPublicDebates.mockReturnValueOnce(new Promise<PublicDebate[]>((resolve) => (answer = resolve)));
    act(() => useSession.setState({ status: 'signed-in', user: { id: 'u1' } as never, profile: null }));
    await waitFor(() => expect(api.listPublicDebates).toHaveBeenCalledTimes(2));
    // A vote's broadcast arrives first…
    const push = api.subscribeToTallies.mock.calls.at(-1)![1] as (t: object) => void;
    act(() => push({ id: debate(1).id, upvotes: 3, downvotes: 2 }));
    expect(within(card).getByTestId('upvotes')).toHaveTextContent('3');
    // …then the page read before it: its tallies do not put the vote back.
    await act(async () => answer([{ ...debate(1), upvotes: 2, downvotes: 2 }]));
    await waitFor(() => expect(document.querySelector('.debate-list')?.getAttribute('aria-busy')).toBeNull());
    expect(within(card).getByTestId('upvotes')).toHaveTextContent('3');
    expect(within(card).getByTestId('card-score')).toHaveTextContent('1');
  });
});

describe('ranking card verdicts', () => {
  it('shows each card with its verdict in the same render as the card: no badge arrives later', async () => {
    api.listPublicDebates.mockResolvedValue([debate(1), debate(2)]);
    api.listCardVerdicts.mockResolvedValue([
      { debate_id: debate(1).id, status: 'decided', winner_speaker: 2, margin: 12, respondents: 9, is_final: true },
      { debate_id: debate(2).id, status: 'not_enough_votes', winner_speaker: null, margin: null, respondents: 1, is_final: false },
    ]);
    renderAt('/community/ranking');
    const card = (await screen.findByRole('link', { name: 'Topic 1' })).closest('article')!;
    expect(within(card).getByTestId('card-verdict')).toHaveTextContent(
      `Room: Second Speaker (${debate(1).speaker2_model} · offline demo) won · final`,
    );
    const other = screen.getByRole('link', { name: 'Topic 2' }).closest('article')!;
    expect(within(other).queryByTestId('card-verdict')).not.toBeInTheDocument();
    expect(api.listCardVerdicts).toHaveBeenCalledWith([debate(1).id, debate(2).id], expect.anything());
  });

  it('names the person who held the winning seat, never the model the settings name there', async () => {
    api.listPublicDebates.mockResolvedValue([debate(1)]);
    api.listCardVerdicts.mockResolvedValue([
      {
        debate_id: debate(1).id,
        status: 'decided',
        winner_speaker: 1,
        margin: 12,
        respondents: 9,
        is_final: false,
        winner_person: { speakerIndex: 0, userId: 'u1', name: 'Alice Moreau', handle: 'alice_m' },
      },
    ]);
    renderAt('/community/ranking');
    const card = (await screen.findByRole('link', { name: 'Topic 1' })).closest('article')!;
    expect(within(card).getByTestId('card-verdict')).toHaveTextContent('Room: First Speaker (Alice Moreau · person) won');
    expect(within(card).getByTestId('card-verdict')).not.toHaveTextContent(debate(1).speaker1_model);
  });

  it('still shows the page when its verdicts cannot be read, its cards without a badge', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.listPublicDebates.mockResolvedValue([debate(1)]);
    api.listCardVerdicts.mockRejectedValue(new Error('down'));
    renderAt('/community/ranking');
    const card = (await screen.findByRole('link', { name: 'Topic 1' })).closest('article')!;
    expect(within(card).queryByTestId('card-verdict')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Loading the verdicts failed', expect.any(Error));
    logged.mockRestore();
  });

  it('asks for no verdicts for an empty page', async () => {
    api.listPublicDebates.mockResolvedValue([]);
    renderAt('/community/ranking');
    await screen.findByText('No debates found for the selected filters');
    expect(api.listCardVerdicts).not.toHaveBeenCalled();
  });
});

describe('ranking first page prefetched by the entry', () => {
  it('reuses a page still in flight: list_public_debates is asked once', async () => {
    useSession.setState({ status: 'loading', user: null, profile: null });
    let answer!: (rows: PublicDebate[]) => void;
    api.listPublicDebates.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    prefetchRanking('?sort=popular');
    expect(api.listPublicDebates).toHaveBeenCalledTimes(1);
    renderAt('/community/ranking?sort=popular');
    expect(screen.getByTestId('list-skeleton')).toBeInTheDocument();
    act(() => answer([debate(1)]));
    expect(await screen.findByRole('link', { name: 'Topic 1' })).toBeInTheDocument();
    expect(screen.queryByTestId('list-skeleton')).not.toBeInTheDocument();
    expect(api.listPublicDebates).toHaveBeenCalledTimes(1);
  });

  it('renders a page that already arrived at once, without a request', async () => {
    useSession.setState({ status: 'loading', user: null, profile: null });
    api.listPublicDebates.mockResolvedValueOnce([debate(2)]);
    prefetchRanking('');
    await waitFor(() => expect(api.listCardVerdicts).toHaveBeenCalledTimes(1));
    await act(async () => {});
    renderAt('/community/ranking');
    expect(screen.getByRole('link', { name: 'Topic 2' })).toBeInTheDocument();
    expect(screen.queryByTestId('list-skeleton')).not.toBeInTheDocument();
    expect(api.listPublicDebates).toHaveBeenCalledTimes(1);
  });

  it('asks again for another query than the prefetched one', async () => {
    useSession.setState({ status: 'loading', user: null, profile: null });
    api.listPublicDebates.mockResolvedValue([debate(3)]);
    prefetchRanking('?sort=popular');
    renderAt('/community/ranking?sort=controversial');
    await screen.findByRole('link', { name: 'Topic 3' });
    expect(api.listPublicDebates).toHaveBeenCalledTimes(2);
    expect(api.listPublicDebates).toHaveBeenLastCalledWith(expect.objectContaining({ p_sort: 'controversial' }));
  });
});
