import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { nextPathFrom } from '@/lib/returnTo.ts';
import { type EmailCodeKind, useAuth } from '@/lib/auth.tsx';
import { hasErrorCode } from '@/lib/errors.ts';
import { useSession } from '@/stores/session.ts';
import { CONFIRMATION_TEXTS } from './api/confirmationApi.ts';
import { linkErrorFrom, loginLinkRedirect, UPDATE_PASSWORD_PATH, withoutLinkError } from './api/emailLinks.ts';
import { prepareAuth } from './api/prepareAuth.ts';
import { ConfirmEmailNotice } from './components/ConfirmEmailNotice.tsx';
import { EmailCodeForm } from './components/EmailCodeForm.tsx';
import { ForgotPasswordForm } from './components/ForgotPasswordForm.tsx';
import { LinkErrorNotice } from './components/LinkErrorNotice.tsx';
import { LoginForm, type LoginMode } from './components/LoginForm.tsx';
import { SecondFactorStep } from './components/SecondFactorStep.tsx';
import './login.css';

type View = 'form' | 'forgot' | 'code';

/** "Enter the code" on its own: the address, which email, and its code. */
function CodeEntry({
  onCode,
  onBack,
}: {
  onCode: (email: string, code: string, kind: EmailCodeKind) => Promise<void>;
  onBack: () => void;
}) {
  return (
    <section className="login card" aria-labelledby="login-code-title">
      <h1 id="login-code-title" className="login__heading">
        Enter the code
      </h1>
      <p className="login__lead">Every email we send has a code under its link: enter it here instead of following the link.</p>
      <EmailCodeForm onSubmit={onCode} />
      <p className="login__toggle">
        <button type="button" className="link-button" onClick={onBack}>
          Back to Sign In
        </button>
      </p>
    </section>
  );
}

/**
 * /login: sign in or sign up, then the authenticator code for an account
 * that has one; the code of an emailed link instead of the link; what a
 * failed link says. Success goes back to the page that asked for it
 * (`?next=`), or to /account (the specification's target), as does a
 * visitor who is already signed in. A reset's code goes on to choosing a new password.
 */
export function LoginPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const after = nextPathFrom(location.search) ?? '/account';
  const status = useSession((s) => s.status);
  const error = useSession((s) => s.authError);
  const [mode, setMode] = useState<LoginMode>('sign-in');
  const [view, setView] = useState<View>('form');
  // The address waiting for its confirmation, with what to tell its owner.
  const [unconfirmed, setUnconfirmed] = useState<{ email: string; message: string } | null>(null);
  // Where a sign-in by an emailed code goes instead of `after`.
  const [destination, setDestination] = useState<string | null>(null);
  const [linkError] = useState(() => linkErrorFrom(location.search, location.hash));
  const linkErrorCleared = useRef(false);
  useEffect(prepareAuth, []);
  useEffect(() => {
    if (!linkError || linkErrorCleared.current) return;
    // The failed link's error is on the page now; the address keeps where to go.
    linkErrorCleared.current = true;
    void navigate({ pathname: location.pathname, search: withoutLinkError(location.search) }, { replace: true });
  }, [linkError, navigate, location.pathname, location.search]);

  if (status === 'signed-in') return <Navigate to={destination ?? after} replace />;
  if (status === 'needs-second-factor') {
    return (
      <div className="container login-page">
        <SecondFactorStep />
      </div>
    );
  }

  function changeMode(next: LoginMode) {
    setMode(next);
    setUnconfirmed(null);
    auth.clearError();
  }

  async function enterCode(email: string, code: string, kind: EmailCodeKind) {
    setDestination(kind === 'recovery' ? UPDATE_PASSWORD_PATH : null);
    try {
      await auth.verifyEmailCode(email, code, kind);
    } catch (failure) {
      setDestination(null);
      throw failure;
    }
  }

  async function submit(email: string, password: string, displayName: string, handle: string) {
    setUnconfirmed(null);
    if (mode === 'sign-in') {
      try {
        await auth.signInWithEmail(email, password);
      } catch (failure) {
        if (hasErrorCode(failure, 'email_not_confirmed')) {
          auth.clearError();
          setUnconfirmed({ email, message: CONFIRMATION_TEXTS.notConfirmed });
        }
        throw failure;
      }
      // An account with an authenticator app is asked for its code first.
      if (useSession.getState().status === 'signed-in') void navigate(after, { replace: true });
      return;
    }
    const emailRedirectTo = loginLinkRedirect('signup', after);
    const { needsConfirmation } = await auth.signUpWithEmail({ email, password, displayName, handle, emailRedirectTo });
    if (needsConfirmation) {
      setUnconfirmed({ email, message: CONFIRMATION_TEXTS.checkEmail });
      setMode('sign-in');
      return;
    }
    if (useSession.getState().status === 'signed-in') void navigate(after, { replace: true });
  }

  const back = () => {
    auth.clearError();
    setView('form');
  };
  return (
    <div className="container login-page">
      {view === 'forgot' && <ForgotPasswordForm onBack={back} next={after} onCode={enterCode} />}
      {view === 'code' && <CodeEntry onCode={enterCode} onBack={back} />}
      {view === 'form' && (
        <div className="login-page__stack">
          {linkError && <LinkErrorNotice error={linkError} next={after} />}
          {unconfirmed && <ConfirmEmailNotice email={unconfirmed.email} message={unconfirmed.message} next={after} onCode={enterCode} />}
          <LoginForm
            onForgotPassword={() => {
              auth.clearError();
              setView('forgot');
            }}
            onEnterCode={() => {
              auth.clearError();
              setView('code');
            }}
            mode={mode}
            onModeChange={changeMode}
            onSubmit={submit}
            onProvider={auth.signInWithProvider}
            error={error}
          />
        </div>
      )}
    </div>
  );
}
