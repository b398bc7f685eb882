import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/lib/auth.tsx';
import { noteRetryAfter } from '@/lib/rateLimit.ts';
import { useSession } from '@/stores/session.ts';
import { LoginPage } from './LoginPage.tsx';

// auth-js as the login flows use it, with what the auth server would answer:
// the real AuthProvider, session store and pages run on top.
const fake = vi.hoisted(() => {
  type Level = { currentLevel: 'aal1' | 'aal2'; nextLevel: 'aal1' | 'aal2' };
  const session = (aal: 'aal1' | 'aal2') => ({
    access_token: `token-${aal}-${Math.random()}`,
    user: { id: 'u1', email: 'ada@example.org', created_at: '2026-01-01T00:00:00Z' },
  });
  const state = {
    level: { currentLevel: 'aal1', nextLevel: 'aal1' } as Level,
    current: null as ReturnType<typeof session> | null,
    factors: [] as { id: string; factor_type: string; status: string }[],
  };
  const ok = <T,>(data: T) => Promise.resolve({ data, error: null });
  const listeners: ((event: string, current: unknown) => void)[] = [];
  const auth = {
    onAuthStateChange: (listener: (event: string, current: unknown) => void) => {
      listeners.push(listener);
      return { data: { subscription: { unsubscribe: () => listeners.splice(listeners.indexOf(listener), 1) } } };
    },
    getSession: () => ok({ session: state.current }),
    initialize: () => Promise.resolve({ error: null }),
    signInWithPassword: vi.fn(),
    signUp: vi.fn(),
    verifyOtp: vi.fn(),
    resend: vi.fn(),
    signInWithOtp: vi.fn(),
    resetPasswordForEmail: vi.fn(),
    refreshSession: vi.fn(),
    signOut: vi.fn(() => {
      state.current = null;
      return Promise.resolve({ error: null });
    }),
    mfa: {
      getAuthenticatorAssuranceLevel: () => ok(state.level),
      listFactors: () => ok({ all: state.factors, totp: state.factors.filter((f) => f.status === 'verified') }),
      challengeAndVerify: vi.fn(),
    },
  };
  return { state, session, auth, listeners };
});
vi.mock('@/lib/supabase.ts', () => ({ createAppClient: () => ({ auth: fake.auth }) }));
vi.mock('@/lib/db.ts', () => ({
  authStorageKey: () => 'sb-test-auth-token',
  db: {
    from: () => ({
      select: () => ({ eq: () => ({ maybeSingle: () => Promise.resolve({ data: null, error: null }) }) }),
    }),
  },
}));

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="arrived">{`${location.pathname}${location.search}`}</p>;
}

function renderLogin(entry: string) {
  render(
    <AuthProvider>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </AuthProvider>,
  );
}

async function signInWithPassword() {
  await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.org');
  await userEvent.type(screen.getByLabelText('Password'), 'password123');
  await userEvent.click(screen.getAllByRole('button', { name: 'Sign In' }).find((b) => b.getAttribute('type') === 'submit')!);
}

beforeEach(() => {
  vi.clearAllMocks();
  fake.listeners.length = 0;
  fake.state.level = { currentLevel: 'aal1', nextLevel: 'aal1' };
  fake.state.current = null;
  fake.state.factors = [];
  useSession.setState({ status: 'loading', user: null, profile: null, authError: null, secondFactorEmail: null });
  fake.auth.signInWithPassword.mockImplementation(() => {
    fake.state.current = fake.session(fake.state.level.currentLevel);
    return Promise.resolve({ data: { session: fake.state.current }, error: null });
  });
});

describe('two-factor sign-in on /login', () => {
  it('asks an account with an authenticator app for its code after the password, refuses a wrong one, then goes where the sign-in started', async () => {
    fake.state.level = { currentLevel: 'aal1', nextLevel: 'aal2' };
    fake.state.factors = [{ id: 'f1', factor_type: 'totp', status: 'verified' }];
    renderLogin('/login?next=%2Fdebate%2Fd1');
    await signInWithPassword();

    const step = await screen.findByTestId('second-factor-step');
    expect(step).toHaveTextContent('Two-factor authentication');
    expect(step).toHaveTextContent('ada@example.org');
    // Not signed in for the app until the code.
    expect(useSession.getState()).toMatchObject({ status: 'needs-second-factor', user: null, lastKnownSignedIn: false });

    fake.auth.mfa.challengeAndVerify.mockResolvedValueOnce({
      data: null,
      error: { name: 'AuthApiError', status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' },
    });
    await userEvent.type(screen.getByLabelText('Authenticator code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right');
    expect(screen.queryByTestId('arrived')).toBeNull();

    fake.auth.mfa.challengeAndVerify.mockImplementationOnce(() => {
      fake.state.level = { currentLevel: 'aal2', nextLevel: 'aal2' };
      fake.state.current = fake.session('aal2');
      return Promise.resolve({ data: fake.state.current, error: null });
    });
    await userEvent.clear(screen.getByLabelText('Authenticator code'));
    await userEvent.type(screen.getByLabelText('Authenticator code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('arrived')).toHaveTextContent('/debate/d1');
    expect(fake.auth.mfa.challengeAndVerify).toHaveBeenLastCalledWith({ factorId: 'f1', code: '123456' });
    expect(useSession.getState().status).toBe('signed-in');
  });

  it('"Use another account" signs the half-signed-in session out and shows the sign-in form again', async () => {
    fake.state.level = { currentLevel: 'aal1', nextLevel: 'aal2' };
    renderLogin('/login');
    await signInWithPassword();
    await userEvent.click(await screen.findByRole('button', { name: 'Use another account' }));
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(fake.auth.signOut).toHaveBeenCalled();
    expect(useSession.getState().status).toBe('signed-out');
  });

  it('asks again after a reload or a refresh that yields aal1: nobody is signed in for the app until the code', async () => {
    fake.state.level = { currentLevel: 'aal1', nextLevel: 'aal2' };
    localStorage.setItem('sb-test-auth-token', '{"access_token":"stored"}');
    renderLogin('/login?next=%2Faccount');
    await waitFor(() => expect(fake.listeners).toHaveLength(1));
    fake.state.current = fake.session('aal1');
    fake.listeners[0]!('TOKEN_REFRESHED', fake.state.current);
    expect(await screen.findByTestId('second-factor-step')).toBeInTheDocument();
    expect(useSession.getState().status).toBe('needs-second-factor');

    // The same session once it has passed (another tab gave the code): signed in, and on to ?next.
    fake.state.level = { currentLevel: 'aal2', nextLevel: 'aal2' };
    fake.state.current = fake.session('aal2');
    fake.listeners[0]!('MFA_CHALLENGE_VERIFIED', fake.state.current);
    expect(await screen.findByTestId('arrived')).toHaveTextContent('/account');
  });

  it('signs an account without a second factor straight in', async () => {
    renderLogin('/login?next=%2Fhistory');
    await signInWithPassword();
    expect(await screen.findByTestId('arrived')).toHaveTextContent('/history');
  });

  it('says how long to wait when the server limits sign-ins', async () => {
    fake.auth.signInWithPassword.mockImplementationOnce(() => {
      noteRetryAfter({ status: 429, headers: new Headers({ 'Retry-After': '240' }) });
      return Promise.resolve({
        data: { session: null },
        error: { name: 'AuthApiError', status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' },
      });
    });
    renderLogin('/login');
    await signInWithPassword();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 4 minutes.');
  });
});

describe('the codes and links of emails on /login', () => {
  it('confirms a new account with the code of its email and goes where the sign-in started; the link would land here too', async () => {
    fake.auth.signUp.mockResolvedValue({ data: { session: null, user: { id: 'u1' } }, error: null });
    renderLogin('/login?next=%2Fdebate%2Fd2');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Up', pressed: false }));
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'password123');
    await userEvent.click(screen.getAllByRole('button', { name: 'Sign Up' }).find((b) => b.getAttribute('type') === 'submit')!);

    const notice = await screen.findByTestId('confirm-email');
    expect(notice).toHaveTextContent('Check your email to confirm your account');
    const redirect = new URL(fake.auth.signUp.mock.calls[0]![0].options.emailRedirectTo as string);
    expect(`${redirect.pathname}?${redirect.searchParams.toString()}`).toBe('/login?next=%2Fdebate%2Fd2&link=signup');

    fake.auth.verifyOtp.mockResolvedValueOnce({
      data: { session: null },
      error: { name: 'AuthApiError', status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' },
    });
    await userEvent.type(screen.getByLabelText('6-digit code'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Continue with this code' }));
    expect(await screen.findByText(/That code is wrong or has expired/)).toBeInTheDocument();

    fake.auth.verifyOtp.mockImplementationOnce(() => {
      fake.state.current = fake.session('aal1');
      return Promise.resolve({ data: { session: fake.state.current }, error: null });
    });
    await userEvent.clear(screen.getByLabelText('6-digit code'));
    await userEvent.type(screen.getByLabelText('6-digit code'), '688443');
    await userEvent.click(screen.getByRole('button', { name: 'Continue with this code' }));
    expect(await screen.findByTestId('arrived')).toHaveTextContent('/debate/d2');
    expect(fake.auth.verifyOtp).toHaveBeenLastCalledWith({ email: 'ada@example.org', token: '688443', type: 'signup' });
  });

  it('takes a reset email\'s code from "Have a code from an email?" and goes on to choosing a new password', async () => {
    renderLogin('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Have a code from an email?' }));
    expect(screen.getByRole('heading', { name: 'Enter the code' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.org');
    await userEvent.click(screen.getByRole('radio', { name: 'Reset your password' }));
    await userEvent.type(screen.getByLabelText('6-digit code'), '123 456');
    fake.auth.verifyOtp.mockImplementationOnce(() => {
      fake.state.current = fake.session('aal1');
      return Promise.resolve({ data: { session: fake.state.current }, error: null });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Continue with this code' }));
    expect(await screen.findByTestId('arrived')).toHaveTextContent('/update-password');
    expect(fake.auth.verifyOtp).toHaveBeenCalledWith({ email: 'ada@example.org', token: '123456', type: 'recovery' });
  });

  it('explains a used or expired link on arrival and sends a new one', async () => {
    fake.auth.resend.mockResolvedValue({ data: {}, error: null });
    renderLogin(
      '/login?next=%2Faccount&link=signup#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
    );
    const notice = await screen.findByTestId('link-error');
    expect(notice).toHaveTextContent('This confirmation link has expired or was already used.');
    await userEvent.type(screen.getByLabelText('Your email'), 'ada@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send a new confirmation email' }));
    expect(await screen.findByText(/we sent it a new email/)).toBeInTheDocument();
    expect(fake.auth.resend).toHaveBeenCalledWith({
      type: 'signup',
      email: 'ada@example.org',
      options: { emailRedirectTo: `${window.location.origin}/login?next=%2Faccount&link=signup` },
    });
    // The sign-in form is still there for an address that is confirmed already.
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('says when the server limits new emails', async () => {
    fake.auth.resend.mockResolvedValue({
      data: null,
      error: {
        name: 'AuthApiError',
        status: 429,
        code: 'over_email_send_rate_limit',
        message: 'For security purposes, you can only request this after 42 seconds.',
      },
    });
    noteRetryAfter({ status: 429, headers: new Headers() });
    renderLogin('/login?link=signup#error_code=otp_expired&error_description=x');
    await userEvent.type(await screen.findByLabelText('Your email'), 'ada@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send a new confirmation email' }));
    await waitFor(() => expect(screen.getByTestId('link-error')).toHaveTextContent('Too many attempts. Try again in 42 seconds.'));
  });
});
