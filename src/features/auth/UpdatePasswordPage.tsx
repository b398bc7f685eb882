import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { DelayedSpinner, ErrorBox, NewPasswordForm } from '@/components/index.ts';
import { updatePassword } from '@/lib/password.ts';
import { useSession } from '@/stores/session.ts';
import { linkErrorFrom } from './api/emailLinks.ts';
import { RECOVERY_TEXTS, recoveryLinkError } from './api/recoveryApi.ts';
import { LinkErrorNotice } from './components/LinkErrorNotice.tsx';
import { SecondFactorStep } from './components/SecondFactorStep.tsx';
import './login.css';

/**
 * /update-password: where the recovery email's link (or its code, entered on
 * /login) lands. supabase-js signs the person in from the address; an account
 * with an authenticator app gives its code first (a reset link alone proves
 * one factor); they choose a new password and go on to /account. A link that
 * failed says so and sends a new one.
 */
export function UpdatePasswordPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const status = useSession((s) => s.status);
  const [failedLink] = useState(() => linkErrorFrom(location.search, location.hash, 'recovery'));
  const [linkChecked, setLinkChecked] = useState(false);
  const [linkError, setLinkError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    void recoveryLinkError().then((error) => {
      if (!active) return;
      setLinkError(error);
      setLinkChecked(true);
    });
    return () => {
      active = false;
    };
  }, []);

  if (status === 'needs-second-factor') {
    return (
      <div className="container login-page">
        <SecondFactorStep />
      </div>
    );
  }
  const waiting = !linkChecked || status === 'loading';
  return (
    <div className="container login-page">
      <section className="login card" aria-labelledby="update-password-title">
        <h1 id="update-password-title" className="login__heading">
          Set a new password
        </h1>
        {waiting && <DelayedSpinner label="Checking your link…" />}
        {!waiting && status !== 'signed-in' && (
          <>
            {failedLink ? (
              <LinkErrorNotice error={failedLink} next="/account" />
            ) : (
              <ErrorBox>{linkError ?? RECOVERY_TEXTS.linkInvalid}</ErrorBox>
            )}
            <p className="login__toggle">
              <Link to="/login">Back to Sign In</Link>
            </p>
          </>
        )}
        {!waiting && status === 'signed-in' && (
          <NewPasswordForm
            submitLabel="Save new password"
            busyLabel="Saving…"
            onSubmit={async (password) => {
              await updatePassword(password);
              navigate('/account', { replace: true });
            }}
          />
        )}
      </section>
    </div>
  );
}
