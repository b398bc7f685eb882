import { useId, useState, type FormEvent } from 'react';
import { Button, ErrorBox, TextField } from '@/components/index.ts';
import { useMutation } from '@/hooks/useMutation.ts';
import type { OAuthProvider } from '@/lib/auth.tsx';

export type LoginMode = 'sign-in' | 'sign-up';

export interface LoginFormProps {
  mode: LoginMode;
  onModeChange: (mode: LoginMode) => void;
  /** Rejects when the attempt fails; the error text arrives through `error`. */
  /** `displayName` and `handle` are Sign Up's optional fields ('' when not given). */
  onSubmit: (email: string, password: string, displayName: string, handle: string) => Promise<void>;
  /** Opens the forgot-password form (offered in Sign In mode). */
  onForgotPassword?: () => void;
  /** Opens "Enter the code" for the code of a confirmation, sign-in or reset email (offered in Sign In mode). */
  onEnterCode?: () => void;
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

function ModeSwitch({ mode, onModeChange, disabled }: { mode: LoginMode; onModeChange: (mode: LoginMode) => void; disabled: boolean }) {
  return (
    <div className="login__switch" role="group" aria-label="Sign in or sign up">
      {(['sign-in', 'sign-up'] as const).map((m) => (
        <button
          key={m}
          type="button"
          className={`login__switch-btn${mode === m ? ' login__switch-btn--active' : ''}`}
          aria-pressed={mode === m}
          onClick={() => onModeChange(m)}
          disabled={disabled}
        >
          {TEXT[m].tab}
        </button>
      ))}
    </div>
  );
}

interface FieldProps {
  id: string;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
}

function Field({ id, label, type, autoComplete, value, onChange }: FieldProps) {
  return (
    <TextField id={id} label={label} type={type} name={type} autoComplete={autoComplete} required value={value} onValueChange={onChange} />
  );
}

/** Sign Up's optional display name (the database copies it to the profile). */
function DisplayNameField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      id={id}
      label={
        <>
          Display name <span className="field__optional">(optional)</span>
        </>
      }
      type="text"
      name="display-name"
      autoComplete="nickname"
      maxLength={50}
      hint="Shown on your debates and responses. You can change it later."
      value={value}
      onValueChange={onChange}
    />
  );
}

/** Sign Up's optional handle: the public profile's address (a taken one falls back to one from the name). */
function HandleField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      id={id}
      label={
        <>
          Handle <span className="field__optional">(optional)</span>
        </>
      }
      type="text"
      name="handle"
      autoComplete="username"
      maxLength={30}
      pattern="[A-Za-z0-9_]{3,30}"
      hint="Your public profile's address, /u/handle: 3 to 30 letters, digits or underscores. Without one (or if it is taken) you get one from your name; change it on your account page."
      value={value}
      onValueChange={onChange}
    />
  );
}

function ProviderButtons({ pending, run, onProvider }: { pending: Pending; run: Run; onProvider: LoginFormProps['onProvider'] }) {
  return (
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
  );
}

type Run = (kind: Exclude<Pending, null>, action: () => Promise<void>) => Promise<void>;

/** Which attempt is under way; a failure ends it, its text arriving through `error` (the auth error state). */
function usePending(): [Pending, Run] {
  const attempt = useMutation((_kind: Exclude<Pending, null>, action: () => Promise<void>) => action(), {});
  return [attempt.pending ? (attempt.variables?.[0] ?? null) : null, attempt.run];
}

/** Email and password form that toggles between Sign In and Sign Up, plus Google and GitHub. */
export function LoginForm({ mode, onModeChange, onSubmit, onProvider, onForgotPassword, onEnterCode, error, notice }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [handle, setHandle] = useState('');
  const [password, setPassword] = useState('');
  const [pending, run] = usePending();
  const headingId = useId();
  const text = TEXT[mode];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const signUp = mode === 'sign-up';
    void run('email', () => onSubmit(email.trim(), password, signUp ? displayName.trim() : '', signUp ? handle.trim() : ''));
  }

  return (
    <section className="login card" aria-labelledby={headingId}>
      <ModeSwitch mode={mode} onModeChange={onModeChange} disabled={pending !== null} />
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
        {mode === 'sign-up' && <DisplayNameField id={`${headingId}-name`} value={displayName} onChange={setDisplayName} />}
        {mode === 'sign-up' && <HandleField id={`${headingId}-handle`} value={handle} onChange={setHandle} />}
        <Field id={`${headingId}-email`} label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} />
        <Field
          id={`${headingId}-password`}
          label="Password"
          type="password"
          autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
          value={password}
          onChange={setPassword}
        />
        {mode === 'sign-in' && (onForgotPassword || onEnterCode) && (
          <p className="login__forgot">
            {onEnterCode && (
              <button type="button" className="link-button" onClick={onEnterCode} disabled={pending !== null}>
                Have a code from an email?
              </button>
            )}
            {onForgotPassword && (
              <button type="button" className="link-button" onClick={onForgotPassword} disabled={pending !== null}>
                Forgot your password?
              </button>
            )}
          </p>
        )}
        <Button type="submit" size="lg" className="login__submit" disabled={pending !== null} busy={pending === 'email'}>
          {pending === 'email' ? text.busy : text.submit}
        </Button>
      </form>
      <div className="login__divider">
        <span>or</span>
      </div>
      <ProviderButtons pending={pending} run={run} onProvider={onProvider} />
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
