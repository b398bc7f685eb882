import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { requestMagicLink, requestPasswordReset } from '../api/recoveryApi.ts';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';

vi.mock('../api/recoveryApi.ts', () => ({ requestPasswordReset: vi.fn(), requestMagicLink: vi.fn() }));

describe('ForgotPasswordForm', () => {
  it('sends the reset email and says to check the inbox', async () => {
    vi.mocked(requestPasswordReset).mockResolvedValue();
    render(<ForgotPasswordForm onBack={() => {}} next="/account" onCode={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Email'), ' ada@example.org ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(requestPasswordReset).toHaveBeenCalledWith('ada@example.org');
    expect(screen.getByRole('status')).toHaveTextContent('ada@example.org');
  });

  it("shows the server's refusal and stays on the form", async () => {
    vi.mocked(requestMagicLink).mockRejectedValue(new Error('For security purposes, you can only request this after 60 seconds.'));
    const onBack = vi.fn();
    render(<ForgotPasswordForm onBack={onBack} next="/account" onCode={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('only request this after 60 seconds');
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(onBack).toHaveBeenCalled();
  });

  it("sends a sign-in link that goes on to where the sign-in started, then takes the email's code", async () => {
    vi.mocked(requestMagicLink).mockResolvedValue();
    const onCode = vi.fn(async () => undefined);
    render(<ForgotPasswordForm onBack={() => {}} next="/debate/d1" onCode={onCode} />);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(requestMagicLink).toHaveBeenCalledWith('ada@example.org', '/debate/d1');
    await userEvent.type(screen.getByLabelText('6-digit code'), '424242');
    await userEvent.click(screen.getByRole('button', { name: 'Continue with this code' }));
    expect(onCode).toHaveBeenCalledWith('ada@example.org', '424242', 'magiclink');
  });
});
