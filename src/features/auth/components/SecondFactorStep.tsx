import { useId } from 'react';
import { SecondFactorForm } from '@/components/index.ts';
import { useMutation } from '@/hooks/useMutation.ts';
import { useAuth } from '@/lib/auth.tsx';
import { useSession } from '@/stores/session.ts';

const SECOND_FACTOR_TEXTS = {
  heading: 'Two-factor authentication',
  lead: 'Enter the 6-digit code your authenticator app shows for Agora to finish signing in',
  anotherAccount: 'Use another account',
  lostPhone:
    'Lost the phone with your authenticator app? Ask the site’s operator to remove your second factor; once they have checked it is you, your password signs you in again.',
} as const;

/**
 * The sign-in's second step for an account with an authenticator app: the
 * password was right, the code is still to come. "Use another account" signs
 * the half-signed-in session out.
 */
export function SecondFactorStep() {
  const headingId = useId();
  const auth = useAuth();
  const email = useSession((s) => s.secondFactorEmail);
  const leave = useMutation(auth.signOut, {});

  return (
    <section className="login card" aria-labelledby={headingId} data-testid="second-factor-step">
      <h1 id={headingId} className="login__heading">
        {SECOND_FACTOR_TEXTS.heading}
      </h1>
      <p className="login__lead">
        {SECOND_FACTOR_TEXTS.lead}
        {email ? (
          <>
            {' '}
            as <strong>{email}</strong>.
          </>
        ) : (
          '.'
        )}
      </p>
      <SecondFactorForm submitLabel="Verify" onSubmit={auth.verifySecondFactor} />
      <p className="login__toggle">
        <button type="button" className="link-button" onClick={() => void leave.run()} disabled={leave.pending}>
          {SECOND_FACTOR_TEXTS.anotherAccount}
        </button>
      </p>
      <p className="field__hint login__help">{SECOND_FACTOR_TEXTS.lostPhone}</p>
    </section>
  );
}
