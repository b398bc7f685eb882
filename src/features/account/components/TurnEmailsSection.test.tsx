import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession, type Profile } from '@/stores/session.ts';
import { setTurnEmails } from '../api/accountApi.ts';
import { TurnEmailsSection } from './TurnEmailsSection.tsx';

vi.mock('../api/accountApi.ts', async (original) => ({
  ...(await original<typeof import('../api/accountApi.ts')>()),
  setTurnEmails: vi.fn(),
}));

const user = { id: 'u1', email: 'ada@example.org', displayName: 'Ada', createdAt: '2026-01-01', isPro: false };
const profile = { id: 'u1', email: 'ada@example.org', display_name: 'Ada', turn_emails: true } as Profile;

beforeEach(() => {
  useSession.setState({ status: 'signed-in', user, profile });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.mocked(setTurnEmails).mockReset();
  useSession.setState({ status: 'loading', user: null, profile: null });
});

const toggle = () => screen.getByRole('checkbox', { name: /Email me when it is my turn/ });

describe('"your turn" emails on the account page', () => {
  it('shows the saved setting and turns it off in the database', async () => {
    vi.mocked(setTurnEmails).mockResolvedValue(false);
    render(<TurnEmailsSection />);
    expect(toggle()).toBeChecked();
    await userEvent.click(toggle());
    expect(setTurnEmails).toHaveBeenCalledWith(false);
    await waitFor(() => expect(useSession.getState().profile?.turn_emails).toBe(false));
    expect(toggle()).not.toBeChecked();
  });

  it('keeps the setting and says so when saving fails', async () => {
    vi.mocked(setTurnEmails).mockRejectedValue(new Error('offline'));
    render(<TurnEmailsSection />);
    await userEvent.click(toggle());
    expect(await screen.findByText('Failed to save your email setting. Please try again.')).toBeInTheDocument();
    expect(toggle()).toBeChecked();
  });
});
