import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewPasswordForm } from './NewPasswordForm.tsx';

function renderForm(onSubmit: (password: string) => Promise<void>) {
  render(<NewPasswordForm onSubmit={onSubmit} submitLabel="Change password" busyLabel="Changing…" successText="Changed." />);
}

describe('NewPasswordForm', () => {
  it('sends nothing while the two passwords differ', async () => {
    const onSubmit = vi.fn(async () => {});
    renderForm(onSubmit);
    await userEvent.type(screen.getByLabelText('New password'), 'one-password');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'another');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The passwords do not match.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's reason and keeps the fields; clears them after success", async () => {
    const onSubmit = vi
      .fn<(password: string) => Promise<void>>()
      .mockRejectedValueOnce(new Error('Password should be at least 6 characters.'))
      .mockResolvedValueOnce();
    renderForm(onSubmit);
    await userEvent.type(screen.getByLabelText('New password'), 'abc');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password should be at least 6 characters.');
    expect(screen.getByLabelText('New password')).toHaveValue('abc');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Changed.'));
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(onSubmit).toHaveBeenLastCalledWith('abc');
  });
});
