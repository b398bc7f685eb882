import { useId, useState, type FormEvent } from 'react';
import { Button, ErrorBox, TextField } from '@/components/index.ts';
import { useMutation } from '@/hooks/useMutation.ts';
import type { EmailCodeKind } from '@/lib/auth.tsx';
import { requestMagicLink, requestPasswordReset } from '../api/recoveryApi.ts';
import { EmailCodeForm } from './EmailCodeForm.tsx';

export interface ForgotPasswordFormProps {
  /** Back to Sign In. */
  onBack: () => void;
  /** Where a sign-in link goes on to once it has signed the person in. */
  next: string;
  /** The email's code instead of its link. */
  onCode: (email: string, code: string, kind: EmailCodeKind) => Promise<void>;
}

type Sent = 'reset' | 'magic-link' | null;

/** "Forgot your password?": a reset email, or a one-time sign-in link. */
export function ForgotPasswordForm({ onBack, next, onCode }: ForgotPasswordFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<Sent>(null);
  const request = useMutation(
    (kind: Exclude<Sent, null>, address: string) => (kind === 'reset' ? requestPasswordReset(address) : requestMagicLink(address, next)),
    {
      errorText: (failure) => (failure instanceof Error ? failure.message : String(failure)),
      onSuccess: (_result, kind) => setSent(kind),
    },
  );
  const { error } = request;
  const pending: Sent = request.pending ? (request.variables?.[0] ?? null) : null;

  function send(kind: Exclude<Sent, null>) {
    const address = email.trim();
    if (pending) return;
    if (address === '') return request.fail('Please enter your email.');
    void request.run(kind, address);
  }

  if (sent) {
    return (
      <section className="login card" aria-labelledby={`${id}-sent`}>
        <h1 id={`${id}-sent`} className="login__heading">
          Check your email
        </h1>
        <p role="status">
          {sent === 'reset'
            ? `If an account exists for ${email.trim()}, we sent it a link to reset the password.`
            : `If an account exists for ${email.trim()}, we sent it a link to sign in.`}{' '}
          Follow the link, or enter the email's code here.
        </p>
        <EmailCodeForm email={email.trim()} kind={sent === 'reset' ? 'recovery' : 'magiclink'} onSubmit={onCode} />
        <p className="login__toggle">
          <button type="button" className="link-button" onClick={onBack}>
            Back to Sign In
          </button>
        </p>
      </section>
    );
  }

  return (
    <section className="login card" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="login__heading">
        Reset your password
      </h1>
      <p className="field__hint">Enter your account's email and we will send you a link to set a new password.</p>
      {error && <ErrorBox>{error}</ErrorBox>}
      <form
        className="login__form"
        noValidate
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          send('reset');
        }}
      >
        <TextField id={`${id}-email`} label="Email" type="email" autoComplete="email" required value={email} onValueChange={setEmail} />
        <Button type="submit" size="lg" className="login__submit" disabled={pending !== null} busy={pending === 'reset'}>
          {pending === 'reset' ? 'Sending…' : 'Send reset link'}
        </Button>
        <Button variant="secondary" disabled={pending !== null} busy={pending === 'magic-link'} onClick={() => send('magic-link')}>
          {pending === 'magic-link' ? 'Sending…' : 'Email me a sign-in link'}
        </Button>
      </form>
      <p className="login__toggle">
        <button type="button" className="link-button" onClick={onBack} disabled={pending !== null}>
          Back to Sign In
        </button>
      </p>
    </section>
  );
}
