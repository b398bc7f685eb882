import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CONFIRMATION_TEXTS, resendConfirmation } from '../api/confirmationApi.ts';
import { ConfirmEmailNotice } from './ConfirmEmailNotice.tsx';

vi.mock('../api/confirmationApi.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/confirmationApi.ts')>()),
  resendConfirmation: vi.fn(),
}));

describe('ConfirmEmailNotice', () => {
  it('says to confirm and sends the email again for that address', async () => {
    vi.mocked(resendConfirmation).mockResolvedValue();
    render(<ConfirmEmailNotice email="ada@example.org" message={CONFIRMATION_TEXTS.checkEmail} />);
    expect(screen.getByText('Check your email to confirm your account, then sign in.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend the confirmation email' }));
    expect(await screen.findByText('We sent the confirmation email again.')).toBeInTheDocument();
    expect(resendConfirmation).toHaveBeenCalledWith('ada@example.org');
  });

  it("shows the server's limit when resending too soon", async () => {
    vi.mocked(resendConfirmation).mockRejectedValue(new Error('For security purposes, you can only request this after 42 seconds.'));
    render(<ConfirmEmailNotice email="ada@example.org" message={CONFIRMATION_TEXTS.notConfirmed} />);
    await userEvent.click(screen.getByRole('button', { name: 'Resend the confirmation email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('only request this after 42 seconds');
    expect(screen.getByRole('button', { name: 'Resend the confirmation email' })).toBeEnabled();
  });
});
