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
    render(<ConfirmEmailNotice email="ada@example.org" message={CONFIRMATION_TEXTS.checkEmail} next="/debate/d1" onCode={vi.fn()} />);
    expect(screen.getByText(/Check your email to confirm your account/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend the confirmation email' }));
    expect(await screen.findByText('We sent the confirmation email again.')).toBeInTheDocument();
    expect(resendConfirmation).toHaveBeenCalledWith('ada@example.org', '/debate/d1');
  });

  it("shows the server's limit when resending too soon", async () => {
    vi.mocked(resendConfirmation).mockRejectedValue(new Error('For security purposes, you can only request this after 42 seconds.'));
    render(<ConfirmEmailNotice email="ada@example.org" message={CONFIRMATION_TEXTS.notConfirmed} next="/account" onCode={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Resend the confirmation email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('only request this after 42 seconds');
    expect(screen.getByRole('button', { name: 'Resend the confirmation email' })).toBeEnabled();
  });

  it("takes the email's code for that address instead of its link", async () => {
    const onCode = vi.fn(async () => undefined);
    render(<ConfirmEmailNotice email="ada@example.org" message={CONFIRMATION_TEXTS.checkEmail} next="/account" onCode={onCode} />);
    await userEvent.type(screen.getByLabelText('6-digit code'), '688443');
    await userEvent.click(screen.getByRole('button', { name: 'Continue with this code' }));
    expect(onCode).toHaveBeenCalledWith('ada@example.org', '688443', 'signup');
  });
});
