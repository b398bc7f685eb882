import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm, type LoginMode } from './LoginForm.tsx';

function Harness({
  onSubmit = async () => undefined,
  onProvider = async () => undefined,
  error = null,
}: {
  onSubmit?: (email: string, password: string, displayName: string, handle: string) => Promise<void>;
  onProvider?: (p: 'google' | 'github') => Promise<void>;
  error?: string | null;
}) {
  const [mode, setMode] = useState<LoginMode>('sign-in');
  return <LoginForm mode={mode} onModeChange={setMode} onSubmit={onSubmit} onProvider={onProvider} error={error} />;
}

describe('LoginForm', () => {
  it('starts on Sign In (Welcome Back) and toggles to Sign Up (Create Account) and back', async () => {
    render(<Harness />);
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In', pressed: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up', pressed: false }));
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In', pressed: false }));
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('requires an email-type address and a password', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<Harness onSubmit={onSubmit} />);
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toBeRequired();
    const submit = screen.getAllByRole('button', { name: 'Sign In' }).find((b) => b.getAttribute('type') === 'submit');
    await userEvent.click(submit!);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(email, 'not-an-email');
    await userEvent.type(password, 'secret1');
    await userEvent.click(submit!);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(email);
    await userEvent.type(email, '  ada@example.org ');
    await userEvent.click(submit!);
    expect(onSubmit).toHaveBeenCalledWith('ada@example.org', 'secret1', '', '');
  });

  it('asks for an optional display name and handle on Sign Up only, and sends them trimmed', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<Harness onSubmit={onSubmit} />);
    expect(screen.queryByLabelText(/Display name/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up', pressed: false }));
    const name = screen.getByLabelText(/Display name/);
    expect(name).not.toBeRequired();
    await userEvent.type(name, '  Ada Lovelace ');
    await userEvent.type(screen.getByLabelText(/Handle/), 'ada_l');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getAllByRole('button', { name: 'Sign Up' }).find((b) => b.getAttribute('type') === 'submit')!);
    expect(onSubmit).toHaveBeenCalledWith('ada@example.org', 'secret1', 'Ada Lovelace', 'ada_l');
  });

  it('disables every button while a sign-in is pending', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getAllByRole('button', { name: 'Sign In' }).find((b) => b.getAttribute('type') === 'submit')!);
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign in with GitHub' })).toBeDisabled();
    finish();
    // The button is there all along (disabled): wait for the state, not the element.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled());
  });

  it('shows the error in the red box', () => {
    render(<Harness error="Invalid login credentials" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Invalid login credentials');
    expect(alert).toHaveClass('error-box');
  });

  it('offers Sign in with Google and Sign in with GitHub', async () => {
    const onProvider = vi.fn(async () => undefined);
    render(<Harness onProvider={onProvider} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with GitHub' }));
    expect(onProvider.mock.calls).toEqual([['google'], ['github']]);
  });
});
