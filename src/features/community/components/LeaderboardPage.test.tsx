import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({
  fetchLeaderboard: vi.fn(),
  fetchFormatLeaderboard: vi.fn(),
}));
vi.mock('../api/leaderboardApi.ts', () => api);

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
});

const tabs = () => within(screen.getByRole('group', { name: 'Table' })).getAllByRole('button');

describe('LeaderboardPage', () => {
  it('has four tabs: the readers’ three tables and the AI judges’ record', async () => {
    api.fetchLeaderboard.mockResolvedValue([modelRow]);
    renderAt('/community/leaderboard');
    expect(tabs().map((tab) => tab.textContent)).toEqual(['Models', 'Rhetoric styles', 'Debate formats', 'AI judges']);
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

    screen.getByRole('button', { name: 'Debate formats' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'AI judges' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('judges-slot')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('/community/leaderboard?table=judges');
    expect(screen.queryByTestId('leaderboard-models')).toBeNull();

    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Models' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/community\/leaderboard$/);
    await screen.findByTestId('leaderboard-models', {}, WAIT);
    expect(screen.queryByTestId('judges-slot')).toBeNull();
    await waitFor(() => expect(api.fetchLeaderboard).toHaveBeenCalledTimes(2), WAIT);
  });
});
