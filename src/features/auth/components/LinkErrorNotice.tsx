import { useId, useState, type FormEvent } from 'react';
import { Button, TextField } from '@/components/index.ts';
import { useMutation } from '@/hooks/useMutation.ts';
import type { EmailCodeKind } from '@/lib/auth.tsx';
import type { LinkError } from '../api/emailLinks.ts';
import { sendNewLink } from '../api/recoveryApi.ts';

const WHAT: Record<EmailCodeKind | 'other', { name: string; send: string; also: string }> = {
  signup: {
    name: 'This confirmation link',
    send: 'Send a new confirmation email',
    also: 'If you confirmed your address already, just sign in.',
  },
  magiclink: { name: 'This sign-in link', send: 'Send a new sign-in link', also: 'You can also sign in with your password.' },
  recovery: { name: 'This password reset link', send: 'Send a new reset link', also: 'If you remember your password, just sign in.' },
  other: { name: 'This email link', send: 'Send a new sign-in link', also: 'You can also sign in with your password.' },
};

/** What a failed email link says on arrival (used, expired), and a new email in its place. */
export function LinkErrorNotice({ error, next }: { error: LinkError; next: string }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const what = WHAT[error.kind ?? 'other'];
  const send = useMutation((address: string) => sendNewLink(error.kind, address, next), {
    errorText: (failure) => (failure instanceof Error ? failure.message : String(failure)),
    onSuccess: (_result, address) => setSentTo(address),
  });
  const expired = error.code === 'otp_expired';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.pending) return;
    if (email.trim() === '') return send.fail('Please enter your email.');
    void send.run(email.trim());
  }

  return (
    <section className="login__link-error" aria-labelledby={`${id}-title`} data-testid="link-error">
      <p id={`${id}-title`} className="login__link-error-title" role="alert">
        {expired ? `${what.name} has expired or was already used.` : `${what.name} did not work: ${error.description || error.code}.`}
      </p>
      {sentTo ? (
        <p role="status" className="login__confirm-result">
          If an account exists for {sentTo}, we sent it a new email. Its link and its code work once.
        </p>
      ) : (
        <form className="login__resend" onSubmit={submit} noValidate>
          <p className="field__hint">Enter your email and we will send a new one. {what.also}</p>
          <TextField
            id={`${id}-email`}
            label="Your email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onValueChange={setEmail}
          />
          {send.error && (
            <p className="login__confirm-result login__confirm-result--error" role="alert">
              {send.error}
            </p>
          )}
          <Button type="submit" variant="secondary" busy={send.pending} disabled={send.pending}>
            {send.pending ? 'Sending…' : what.send}
          </Button>
        </form>
      )}
    </section>
  );
}
