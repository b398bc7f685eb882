import { useCallback, useEffect, useState } from 'react';
import { Button, ErrorBox, Modal, SecondFactorForm } from '@/components/index.ts';
import { useMutation } from '@/hooks/useMutation.ts';
import {
  enrollTotp,
  type Enrollment,
  listTotpFactors,
  sessionHasSecondFactor,
  type TotpFactor,
  unenrollTotp,
  verifyTotp,
} from '@/lib/mfa.ts';

const TWO_FACTOR_TEXTS = {
  heading: 'Two-factor authentication',
  off: 'Off. Turn it on and every sign-in asks, after the password, for the code your authenticator app shows (moderators need it to moderate).',
  on: 'On. Every sign-in asks, after the password, for the code your authenticator app shows.',
  turnOn: 'Turn on two-factor authentication',
  scan: 'Scan this QR code with your authenticator app (or type the key below), then enter the code it shows.',
  key: 'Key',
  confirmEnroll: 'Turn on',
  cancel: 'Cancel',
  turnOff: 'Turn off two-factor authentication',
  confirmOffTitle: 'Turn off two-factor authentication?',
  confirmOff: 'Enter a code from your authenticator app to turn it off.',
  loadFailure: 'Could not read your two-factor settings. Please reload the page.',
} as const;

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'off' }
  | { kind: 'enrolling'; enrollment: Enrollment }
  | { kind: 'on'; factor: TotpFactor };

/** Account page: turn TOTP two-factor authentication on (QR code, key, first code) or off (a code, then confirm). */
export function TwoFactorSection() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [confirmingOff, setConfirmingOff] = useState(false);
  const start = useMutation(enrollTotp, {
    errorText: (error) => (error as Error).message,
    onSuccess: (enrollment) => setState({ kind: 'enrolling', enrollment }),
  });
  const { pending: starting, error: actionError } = start;

  const load = useCallback(async () => {
    try {
      const verified = (await listTotpFactors()).find((factor) => factor.verified);
      setState(verified ? { kind: 'on', factor: verified } : { kind: 'off' });
    } catch {
      setState({ kind: 'failed', message: TWO_FACTOR_TEXTS.loadFailure });
    }
  }, []);
  useEffect(() => void load(), [load]);

  async function turnOff(factor: TotpFactor, code: string) {
    // Removing a verified factor needs a session that has just proved it.
    if (!(await sessionHasSecondFactor())) await verifyTotp(factor.id, code);
    await unenrollTotp(factor.id);
    setConfirmingOff(false);
    await load();
  }

  return (
    <section className="card account__section" aria-labelledby="account-two-factor" data-testid="two-factor">
      <h2 id="account-two-factor">{TWO_FACTOR_TEXTS.heading}</h2>
      {actionError && <ErrorBox>{actionError}</ErrorBox>}
      {state.kind === 'loading' && <p className="account__pending">Loading…</p>}
      {state.kind === 'failed' && <ErrorBox>{state.message}</ErrorBox>}
      {state.kind === 'off' && (
        <>
          <p className="account__hint">{TWO_FACTOR_TEXTS.off}</p>
          <Button variant="secondary" busy={starting} disabled={starting} onClick={() => void start.run()}>
            {TWO_FACTOR_TEXTS.turnOn}
          </Button>
        </>
      )}
      {state.kind === 'enrolling' && (
        <div className="account__two-factor-enroll">
          <p>{TWO_FACTOR_TEXTS.scan}</p>
          <img className="account__qr" src={state.enrollment.qrCode} alt="QR code for your authenticator app" width={200} height={200} />
          <p>
            {TWO_FACTOR_TEXTS.key}: <code data-testid="totp-secret">{state.enrollment.secret}</code>
          </p>
          <SecondFactorForm
            submitLabel={TWO_FACTOR_TEXTS.confirmEnroll}
            onSubmit={async (code) => {
              await verifyTotp(state.enrollment.factorId, code);
              await load();
            }}
          />
          <Button variant="secondary" onClick={() => void unenrollTotp(state.enrollment.factorId).finally(() => void load())}>
            {TWO_FACTOR_TEXTS.cancel}
          </Button>
        </div>
      )}
      {state.kind === 'on' && (
        <>
          <p className="account__hint" data-testid="two-factor-on">
            {TWO_FACTOR_TEXTS.on}
          </p>
          <Button variant="danger" onClick={() => setConfirmingOff(true)}>
            {TWO_FACTOR_TEXTS.turnOff}
          </Button>
          <Modal open={confirmingOff} title={TWO_FACTOR_TEXTS.confirmOffTitle} onClose={() => setConfirmingOff(false)}>
            <p>{TWO_FACTOR_TEXTS.confirmOff}</p>
            <SecondFactorForm submitLabel="Turn off" onSubmit={(code) => turnOff(state.factor, code)} />
          </Modal>
        </>
      )}
    </section>
  );
}
