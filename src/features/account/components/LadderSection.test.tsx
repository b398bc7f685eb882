import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession, type Profile } from '@/stores/session.ts';
import { setOnLadder } from '../api/accountApi.ts';
import { LadderSection } from './LadderSection.tsx';

vi.mock('../api/accountApi.ts', async (original) => ({
  ...(await original<typeof import('../api/accountApi.ts')>()),
  setOnLadder: vi.fn(),
}));

const user = { id: 'u1', email: 'ada@example.org', displayName: 'Ada', createdAt: '2026-01-01', isPro: false };
const profile = {
  id: 'u1',
  email: 'ada@example.org',
  display_name: 'Ada Lovelace',
  photo_url: null,
  is_pro: false,
  created_at: '2026-01-01',
  updated_at: '2026-01-02',
  handle: 'ada',
  turn_emails: true,
  on_ladder: false,
} satisfies Profile;

beforeEach(() => {
  useSession.setState({ status: 'signed-in', user, profile });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.mocked(setOnLadder).mockReset();
  useSession.setState({ status: 'loading', user: null, profile: null });
});

const renderSection = () =>
  render(
    <MemoryRouter>
      <LadderSection />
    </MemoryRouter>,
  );

describe('LadderSection', () => {
  it('is off by default, says what it means, and turning it on keeps the database’s answer', async () => {
    vi.mocked(setOnLadder).mockResolvedValue({ ...profile, on_ladder: true });
    renderSection();
    const box = screen.getByRole('checkbox', { name: 'Rate me on the leaderboard with the models' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/People tab/);
    await userEvent.click(box);
    expect(setOnLadder).toHaveBeenCalledWith(true);
    await waitFor(() => expect(useSession.getState().profile?.on_ladder).toBe(true));
    expect(box).toBeChecked();
    expect(box).toBeEnabled();
  });

  it('a refusal says why and puts the setting back', async () => {
    vi.mocked(setOnLadder).mockRejectedValue({ code: 'AG352', message: 'Enter the code from your authenticator app first.' });
    renderSection();
    const box = screen.getByRole('checkbox', { name: 'Rate me on the leaderboard with the models' });
    await userEvent.click(box);
    expect(await screen.findByText('Enter the code from your authenticator app first.')).toBeInTheDocument();
    expect(box).not.toBeChecked();
    expect(useSession.getState().profile?.on_ladder).toBe(false);
  });
});
