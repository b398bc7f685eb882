import { useId, useState, type FormEvent } from 'react';
import { Button, ErrorBox } from '@/components/index.ts';
import type { OAuthProvider } from '@/lib/auth.tsx';

export type LoginMode = 'sign-in' | 'sign-up';

export interface LoginFormProps {
  mode: LoginMode;
  onModeChange: (mode: LoginMode) => void;
  /** Rejects when the attempt fails; the error text arrives through `error`. */
  onSubmit: (email: string, password: string) => Promise<void>;
  onProvider: (provider: OAuthProvider) => Promise<void>;
  error: string | null;
  /** A non-error message, e.g. "confirm your email". */
  notice?: string | null;
}

type Pending = 'email' | OAuthProvider | null;

const TEXT = {
  'sign-in': { heading: 'Welcome Back', tab: 'Sign In', submit: 'Sign In', busy: 'Signing in…' },
  'sign-up': { heading: 'Create Account', tab: 'Sign Up', submit: 'Sign Up', busy: 'Creating account…' },
} as const;

/** Email and password form that toggles between Sign In and Sign Up, plus Google and GitHub. */
export function LoginForm({ mode, onModeChange, onSubmit, onProvider, error, notice }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState<Pending>(null);
  const headingId = useId();
  const text = TEXT[mode];

  async function run(kind: Exclude<Pending, null>, action: () => Promise<void>) {
    setPending(kind);
    try {
      await action();
    } catch {
      // The message is already in `error` (the auth error state).
    } finally {
      setPending(null);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    void run('email', () => onSubmit(email.trim(), password));
  }

  return (
    <section className="login card" aria-labelledby={headingId}>
      <div className="login__switch" role="group" aria-label="Sign in or sign up">
        {(['sign-in', 'sign-up'] as const).map((m) => (
          <button
            key={m}
            type="button"
            className={`login__switch-btn${mode === m ? ' login__switch-btn--active' : ''}`}
            aria-pressed={mode === m}
            onClick={() => onModeChange(m)}
            disabled={pending !== null}
          >
            {TEXT[m].tab}
          </button>
        ))}
      </div>

      <h1 id={headingId} className="login__heading">
        {text.heading}
      </h1>

      {error && <ErrorBox>{error}</ErrorBox>}
      {notice && !error && (
        <p className="login__notice" role="status">
          {notice}
        </p>
      )}

      <form className="login__form" onSubmit={submit} noValidate={false}>
        <div className="field">
          <label className="field__label" htmlFor={`${headingId}-email`}>
            Email
          </label>
          <input
            id={`${headingId}-email`}
            className="input"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${headingId}-password`}>
            Password
          </label>
          <input
            id={`${headingId}-password`}
            className="input"
            type="password"
            name="password"
            autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <Button type="submit" size="lg" className="login__submit" disabled={pending !== null} busy={pending === 'email'}>
          {pending === 'email' ? text.busy : text.submit}
        </Button>
      </form>

      <div className="login__divider">
        <span>or</span>
      </div>

      <div className="login__providers">
        <Button
          variant="secondary"
          disabled={pending !== null}
          busy={pending === 'google'}
          onClick={() => void run('google', () => onProvider('google'))}
        >
          Sign in with Google
        </Button>
        <Button
          variant="secondary"
          disabled={pending !== null}
          busy={pending === 'github'}
          onClick={() => void run('github', () => onProvider('github'))}
        >
          Sign in with GitHub
        </Button>
      </div>

      <p className="login__toggle">
        {mode === 'sign-in' ? "Don't have an account? " : 'Already have an account? '}
        <button
          type="button"
          className="link-button"
          onClick={() => onModeChange(mode === 'sign-in' ? 'sign-up' : 'sign-in')}
          disabled={pending !== null}
        >
          {mode === 'sign-in' ? 'Sign Up' : 'Sign In'}
        </button>
      </p>
    </section>
  );
}
