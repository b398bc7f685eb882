import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { nextPathFrom } from '@/lib/returnTo.ts';
import { useAuth } from '@/lib/auth.tsx';
import { hasErrorCode } from '@/lib/errors.ts';
import { useSession } from '@/stores/session.ts';
import { CONFIRMATION_TEXTS } from './api/confirmationApi.ts';
import { prepareAuth } from './api/prepareAuth.ts';
import { ConfirmEmailNotice } from './components/ConfirmEmailNotice.tsx';
import { ForgotPasswordForm } from './components/ForgotPasswordForm.tsx';
import { LoginForm, type LoginMode } from './components/LoginForm.tsx';
import './login.css';

/**
 * /login: sign in or sign up. Success goes back to the page that asked for it (`?next=`), or to
 * /account (the specification's target), as does a visitor who is already signed in.
 */
export function LoginPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const after = nextPathFrom(useLocation().search) ?? '/account';
  const status = useSession((s) => s.status);
  const error = useSession((s) => s.authError);
  const [mode, setMode] = useState<LoginMode>('sign-in');
  const [notice, setNotice] = useState<string | null>(null);
  const [forgot, setForgot] = useState(false);
  // The address waiting for its confirmation, with what to tell its owner.
  const [unconfirmed, setUnconfirmed] = useState<{ email: string; message: string } | null>(null);
  useEffect(prepareAuth, []);

  if (status === 'signed-in') return <Navigate to={after} replace />;

  function changeMode(next: LoginMode) {
    setMode(next);
    setNotice(null);
    setUnconfirmed(null);
    auth.clearError();
  }

  async function submit(email: string, password: string, displayName: string, handle: string) {
    setNotice(null);
    setUnconfirmed(null);
    if (mode === 'sign-in') {
      try {
        await auth.signInWithEmail(email, password);
      } catch (error) {
        if (hasErrorCode(error, 'email_not_confirmed')) {
          auth.clearError();
          setUnconfirmed({ email, message: CONFIRMATION_TEXTS.notConfirmed });
        }
        throw error;
      }
      navigate(after, { replace: true });
      return;
    }
    const { needsConfirmation } = await auth.signUpWithEmail(email, password, displayName, handle);
    if (needsConfirmation) {
      setUnconfirmed({ email, message: CONFIRMATION_TEXTS.checkEmail });
      setMode('sign-in');
      return;
    }
    navigate(after, { replace: true });
  }

  if (forgot) {
    return (
      <div className="container login-page">
        <ForgotPasswordForm onBack={() => setForgot(false)} />
      </div>
    );
  }

  return (
    <div className="container login-page">
      {unconfirmed && <ConfirmEmailNotice email={unconfirmed.email} message={unconfirmed.message} />}
      <LoginForm
        onForgotPassword={() => {
          auth.clearError();
          setForgot(true);
        }}
        mode={mode}
        onModeChange={changeMode}
        onSubmit={submit}
        onProvider={auth.signInWithProvider}
        error={error}
        notice={notice}
      />
    </div>
  );
}
