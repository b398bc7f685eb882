import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/stores/session.ts';
import { setDisplayName } from '../api/accountApi.ts';
import { DisplayNameForm, localDisplayNameError } from './DisplayNameForm.tsx';

vi.mock('../api/accountApi.ts', async (original) => ({
  ...(await original<typeof import('../api/accountApi.ts')>()),
  setDisplayName: vi.fn(),
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
};

beforeEach(() => {
  useSession.setState({ status: 'signed-in', user, profile: null });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.mocked(setDisplayName).mockReset();
  useSession.setState({ status: 'loading', user: null, profile: null });
});

describe('localDisplayNameError', () => {
  it('follows the database rule: 1–50 characters after trimming, no control characters', () => {
    expect(localDisplayNameError('  ')).toMatch(/1 to 50/);
    expect(localDisplayNameError('x'.repeat(51))).toMatch(/1 to 50/);
    expect(localDisplayNameError(` ${'x'.repeat(50)} `)).toBeNull();
    expect(localDisplayNameError('Bad\tname')).toMatch(/control characters/);
    expect(localDisplayNameError('😀'.repeat(50))).toBeNull();
  });
});

describe('DisplayNameForm', () => {
  it('saves a new name, updates the session and says so', async () => {
    vi.mocked(setDisplayName).mockResolvedValue(profile as never);
    render(<DisplayNameForm />);
    expect(screen.getByTestId('display-name')).toHaveTextContent('Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Change display name' }));
    const input = screen.getByLabelText('New display name');
    await userEvent.clear(input);
    await userEvent.type(input, 'Ada Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Display name saved.'));
    expect(setDisplayName).toHaveBeenCalledWith('Ada Lovelace');
    expect(useSession.getState().user?.displayName).toBe('Ada Lovelace');
    expect(screen.getByTestId('display-name')).toHaveTextContent('Ada Lovelace');
  });

  it('maps the database codes to clear errors and keeps the typed name', async () => {
    vi.mocked(setDisplayName).mockRejectedValue({ code: 'AG101', message: 'control characters' });
    render(<DisplayNameForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Change display name' }));
    const input = screen.getByLabelText('New display name');
    await userEvent.clear(input);
    await userEvent.type(input, 'Grace');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A display name cannot contain control characters.');
    expect(input).toHaveValue('Grace');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a blank name before sending it', async () => {
    render(<DisplayNameForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Change display name' }));
    await userEvent.clear(screen.getByLabelText('New display name'));
    await userEvent.type(screen.getByLabelText('New display name'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A display name has 1 to 50 characters.');
    expect(setDisplayName).not.toHaveBeenCalled();
  });
});
