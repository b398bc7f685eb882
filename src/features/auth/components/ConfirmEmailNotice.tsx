import { useState } from 'react';
import { Button } from '@/components/index.ts';
import type { EmailCodeKind } from '@/lib/auth.tsx';
import { CONFIRMATION_TEXTS, resendConfirmation } from '../api/confirmationApi.ts';
import { EmailCodeForm } from './EmailCodeForm.tsx';

type SendState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

export interface ConfirmEmailNoticeProps {
  email: string;
  message: string;
  /** Where the emailed link goes on to once it has signed the person in. */
  next: string;
  /** The email's code instead of its link. */
  onCode: (email: string, code: string, kind: EmailCodeKind) => Promise<void>;
}

/**
 * The address still needs confirming: what to do, the email's code, and a
 * button that sends the email again (the server's wait is shown as it says it).
 */
export function ConfirmEmailNotice({ email, message, next, onCode }: ConfirmEmailNoticeProps) {
  const [state, setState] = useState<SendState>({ kind: 'idle' });

  async function resend() {
    setState({ kind: 'sending' });
    try {
      await resendConfirmation(email, next);
      setState({ kind: 'sent' });
    } catch (error) {
      setState({ kind: 'failed', message: (error as Error).message });
    }
  }

  return (
    <div className="login__confirm card" data-testid="confirm-email">
      <p className="login__notice" role="status">
        {message}
      </p>
      <EmailCodeForm email={email} kind="signup" onSubmit={onCode} />
      <Button variant="secondary" busy={state.kind === 'sending'} disabled={state.kind === 'sending'} onClick={() => void resend()}>
        {state.kind === 'sending' ? CONFIRMATION_TEXTS.resending : CONFIRMATION_TEXTS.resend}
      </Button>
      {state.kind === 'sent' && (
        <p className="login__confirm-result" role="status">
          {CONFIRMATION_TEXTS.resent}
        </p>
      )}
      {state.kind === 'failed' && (
        <p className="login__confirm-result login__confirm-result--error" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}
