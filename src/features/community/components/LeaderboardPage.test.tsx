import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({
  fetchLeaderboard: vi.fn(),
  fetchFormatLeaderboard: vi.fn(),
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
  sides.fetchSideBalanced.mockReset();
});

const tabs = () => within(screen.getByRole('group', { name: 'Table' })).getAllByRole('button');

describe('LeaderboardPage', () => {
  it('has five tabs: the readers’ three tables, their side-balanced view and the AI judges’ record', async () => {
    api.fetchLeaderboard.mockResolvedValue([modelRow]);
    renderAt('/community/leaderboard');
    expect(tabs().map((tab) => tab.textContent)).toEqual(['Models', 'Rhetoric styles', 'Debate formats', 'Side-balanced', 'AI judges']);
    expect(screen.getByRole('button', { name: 'Models' })).toHaveAttribute('aria-pressed', 'true');
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
    expect(screen.getByRole('button', { name: 'Models' })).toHaveFocus();
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
