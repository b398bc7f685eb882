import { useState } from 'react';
import { Button } from '@/components/index.ts';
import { CONFIRMATION_TEXTS, resendConfirmation } from '../api/confirmationApi.ts';

type SendState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/**
 * The address still needs confirming: what to do, and a button that sends the
 * email again (the server's wait, e.g. "after 42 seconds", is shown as is).
 */
export function ConfirmEmailNotice({ email, message }: { email: string; message: string }) {
  const [state, setState] = useState<SendState>({ kind: 'idle' });

  async function resend() {
    setState({ kind: 'sending' });
    try {
      await resendConfirmation(email);
      setState({ kind: 'sent' });
    } catch (error) {
      setState({ kind: 'failed', message: (error as Error).message });
    }
  }

  return (
    <div className="login__confirm" data-testid="confirm-email">
      <p className="login__notice" role="status">
        {message}
      </p>
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
