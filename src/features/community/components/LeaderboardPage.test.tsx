import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({
  fetchLeaderboard: vi.fn(),
  fetchFormatLeaderboard: vi.fn(),
  fetchSpeakerLadder: vi.fn(),
}));
vi.mock('../api/leaderboardApi.ts', () => api);
const sides = vi.hoisted(() => ({ fetchSideBalanced: vi.fn() }));
vi.mock('../api/sideBalancedApi.ts', () => sides);

const { LeaderboardPage } = await import('./LeaderboardPage.tsx');

const WAIT = { timeout: 10_000 };
const modelRow = {
  player: 'gpt-4',
  rating: 1040,
  ci_low: 980,
  ci_high: 1100,
  matches: 3,
  wins: 2,
  losses: 1,
  deltas: 1,
};

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Browser back
    </button>
  );
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/community/leaderboard"
          element={
            <>
              <LeaderboardPage judgesRecord={<p data-testid="judges-slot">The judges' record</p>} />
              <Address />
              <BackButton />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  api.fetchLeaderboard.mockReset();
  api.fetchFormatLeaderboard.mockReset();
  api.fetchSpeakerLadder.mockReset();
  sides.fetchSideBalanced.mockReset();
});

const tabs = () => within(screen.getByRole('group', { name: 'Table' })).getAllByRole('button');

describe('LeaderboardPage', () => {
  it('has five tabs: the readers’ three tables (speakers first), their side-balanced view and the AI judges’ record', async () => {
    api.fetchLeaderboard.mockResolvedValue([modelRow]);
    renderAt('/community/leaderboard');
    expect(tabs().map((tab) => tab.textContent)).toEqual(['Speakers', 'Rhetoric styles', 'Debate formats', 'Side-balanced', 'AI judges']);
    expect(screen.getByRole('button', { name: 'Speakers' })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByTestId('leaderboard-models', {}, WAIT);
    expect(api.fetchLeaderboard).toHaveBeenCalledWith('model', '', 'all');
    expect(screen.queryByTestId('judges-slot')).toBeNull();
  });

  it('opens the AI judges’ tab from its address, without the readers’ filters or a leaderboard request', () => {
    renderAt('/community/leaderboard?table=judges');
    expect(screen.getByRole('button', { name: 'AI judges' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('judges-slot')).toBeInTheDocument();
    expect(screen.queryByLabelText('Category')).toBeNull();
    expect(screen.queryByLabelText('Debates shared')).toBeNull();
    expect(api.fetchLeaderboard).not.toHaveBeenCalled();
    expect(api.fetchFormatLeaderboard).not.toHaveBeenCalled();
  });

  it('moves between the tabs with the keyboard and keeps the tab in the address', async () => {
    api.fetchLeaderboard.mockResolvedValue([modelRow]);
    renderAt('/community/leaderboard');
    await screen.findByTestId('leaderboard-models', {}, WAIT);

    screen.getByRole('button', { name: 'Side-balanced' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'AI judges' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('judges-slot')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('/community/leaderboard?table=judges');
    expect(screen.queryByTestId('leaderboard-models')).toBeNull();

    for (let i = 0; i < 4; i += 1) await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Speakers' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/community\/leaderboard$/);
    await screen.findByTestId('leaderboard-models', {}, WAIT);
    expect(screen.queryByTestId('judges-slot')).toBeNull();
    await waitFor(() => expect(api.fetchLeaderboard).toHaveBeenCalledTimes(2), WAIT);
  });

  it('shows the side-balanced view from its address: each model For and Against, and the side bias', async () => {
    sides.fetchSideBalanced.mockResolvedValue({
      pairs: 2,
      debates: 4,
      forWins: 3,
      forWinRate: 75,
      forWinRateLow: 30.1,
      forWinRateHigh: 95.4,
      models: [
        {
          model: 'gpt-4',
          rating: 1100,
          ciLow: 900,
          ciHigh: 1300,
          matchups: 2,
          matchupWins: 1,
          matchupLosses: 0,
          splits: 1,
          forWins: 2,
          forLosses: 0,
          againstWins: 1,
          againstLosses: 1,
        },
      ],
    });
    renderAt('/community/leaderboard?table=sides');
    expect(screen.getByRole('button', { name: 'Side-balanced' })).toHaveAttribute('aria-pressed', 'true');
    const table = await screen.findByTestId('leaderboard-sides', {}, WAIT);
    expect(within(table).getByTestId('pairs')).toHaveTextContent('2 (1–0–1)');
    expect(within(table).getByTestId('for-record')).toHaveTextContent('2–0');
    expect(within(table).getByTestId('against-record')).toHaveTextContent('1–1');
    expect(screen.getByTestId('side-bias')).toHaveTextContent('won 3 of 4 debates in 2 pairs (75%');
    expect(screen.queryByLabelText('Category')).toBeNull();
    expect(api.fetchLeaderboard).not.toHaveBeenCalled();
  });
});

const alice = {
  player: 'person:1',
  kind: 'person',
  name: 'Alice Moreau',
  handle: 'alice_m',
  rating: 1062.4,
  ciLow: 801,
  ciHigh: 1320,
  matches: 5,
  wins: 3,
  losses: 2,
  ties: 0,
};
const gpt4 = { ...alice, player: 'gpt-4', kind: 'model', name: 'gpt-4', handle: null, rating: 990, matches: 7, wins: 4, losses: 3 };
const ladder = {
  readers: { speakers: [alice], headline: [{ model: 'gpt-4', debates: 5, peopleWins: 3, ties: 0 }] },
  judges: {
    speakers: [{ ...alice, matches: 2, wins: 1, losses: 0, ties: 1 }],
    headline: [{ model: 'gpt-4', debates: 2, peopleWins: 1, ties: 1 }],
  },
};
const emptyLadder = { readers: { speakers: [], headline: [] }, judges: { speakers: [], headline: [] } };
const speakerLinks = () => within(screen.getByRole('navigation', { name: 'Speakers' })).getAllByRole('link');

describe('LeaderboardPage: people on the ladder', () => {
  it('offers Models, People and All speakers as links; Models is today’s table', async () => {
    api.fetchLeaderboard.mockResolvedValue([modelRow]);
    renderAt('/community/leaderboard');
    await screen.findByTestId('leaderboard-models', {}, WAIT);
    expect(speakerLinks().map((link) => link.textContent)).toEqual(['Models', 'People', 'All speakers']);
    expect(screen.getByRole('link', { name: 'Models' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'People' })).toHaveAttribute('href', '/community/leaderboard?speakers=people');
    expect(screen.getByRole('link', { name: 'All speakers' })).toHaveAttribute('href', '/community/leaderboard?speakers=all');
    expect(api.fetchSpeakerLadder).not.toHaveBeenCalled();
  });

  it('People, with no one on the ladder, says how to get on it; Back returns to Models', async () => {
    api.fetchLeaderboard.mockResolvedValue([modelRow]);
    api.fetchSpeakerLadder.mockResolvedValue(emptyLadder);
    renderAt('/community/leaderboard');
    await screen.findByTestId('leaderboard-models', {}, WAIT);

    await userEvent.click(screen.getByRole('link', { name: 'People' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/community/leaderboard?speakers=people');
    const empty = await screen.findByTestId('ladder-empty', {}, WAIT);
    expect(empty).toHaveTextContent('No one is on the ladder yet — turn it on in your account.');
    expect(within(empty).getByRole('link')).toHaveAttribute('href', '/account#account-ladder');
    expect(screen.getByRole('link', { name: 'People' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Speakers' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.fetchSpeakerLadder).toHaveBeenCalledWith('people', '', 'all');
    expect(screen.queryByTestId('leaderboard-models')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/community\/leaderboard$/);
    await screen.findByTestId('leaderboard-models', {}, WAIT);
    expect(screen.getByRole('link', { name: 'Models' })).toHaveAttribute('aria-current', 'page');
  });

  it('People: the headline beside each table, from that table’s own verdicts, and each person linked to their profile', async () => {
    api.fetchSpeakerLadder.mockResolvedValue(ladder);
    renderAt('/community/leaderboard?speakers=people');
    const readers = await screen.findByTestId('ladder-readers', {}, WAIT);
    const headlines = screen.getAllByTestId('ladder-headline').map((list) => list.textContent);
    expect(headlines).toEqual(['People beat gpt-4 in 3 of 5 debates', 'People beat gpt-4 in 1 of 2 debates (1 tie)']);
    expect(within(readers).getByRole('link', { name: 'Alice Moreau' })).toHaveAttribute('href', '/u/alice_m');
    expect(within(readers).getByTestId('rating')).toHaveTextContent('1062');
    expect(within(readers).getByTestId('interval')).toHaveTextContent('801–1320');
    expect(within(readers).getByTestId('matches')).toHaveTextContent('5 (3–2)');
    expect(within(screen.getByTestId('ladder-judges')).getByTestId('matches')).toHaveTextContent('2 (1–0–1)');
    // On People every row is a person: no kind tag.
    expect(within(readers).queryByText('person')).toBeNull();
    expect(api.fetchLeaderboard).not.toHaveBeenCalled();
  });

  it('All speakers marks who is a model and who a person; the filters ask again and say when nothing matches', async () => {
    api.fetchSpeakerLadder.mockResolvedValueOnce({ ...ladder, readers: { ...ladder.readers, speakers: [alice, gpt4] } });
    api.fetchSpeakerLadder.mockResolvedValueOnce(emptyLadder);
    renderAt('/community/leaderboard?speakers=all');
    const readers = await screen.findByTestId('ladder-readers', {}, WAIT);
    expect(
      within(readers)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.getAttribute('data-kind')),
    ).toEqual(['person', 'model']);
    expect(within(readers).getByText('model')).toBeInTheDocument();
    expect(within(readers).getByText('person')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Science');
    await waitFor(() => expect(api.fetchSpeakerLadder).toHaveBeenLastCalledWith('all', 'Science', 'all'), WAIT);
    expect(await screen.findByTestId('ladder-empty', {}, WAIT)).toHaveTextContent(
      'No one on the ladder has a debate for these filters yet.',
    );
    expect(screen.getByTestId('address')).toHaveTextContent('/community/leaderboard?speakers=all&category=Science');
  });

  it('is reached with the keyboard: Tab to People, Enter', async () => {
    api.fetchLeaderboard.mockResolvedValue([modelRow]);
    api.fetchSpeakerLadder.mockResolvedValue(ladder);
    renderAt('/community/leaderboard');
    await screen.findByTestId('leaderboard-models', {}, WAIT);
    screen.getByRole('link', { name: 'Models' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'People' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('address')).toHaveTextContent('/community/leaderboard?speakers=people');
    await screen.findByTestId('ladder-readers', {}, WAIT);
  });
});
