// What the sign-in, sign-up and code forms do: loaded when one of them is used (through the
// AuthProvider's actions), never with a page's first screen.
import { CodedError, hasErrorCode, toAppError } from './errors.ts';
import { NoSecondFactorError, verifySecondFactor as verifySecondFactorCode } from './mfa.ts';
import { loadSupabase } from './client.ts';
import { applySession, AUTH_GENERIC_ERROR } from './authSession.ts';
import { useSession } from '../stores/session.ts';
import type { AuthActions, OAuthProvider } from './authTypes.ts';

const AUTH_FALLBACK = {
  generic: AUTH_GENERIC_ERROR,
  google: 'Failed to sign in with Google',
  github: 'Failed to sign in with GitHub',
  email: 'Failed to sign in with email',
  code: 'That code could not be checked. Please try again.',
  signOut: 'Failed to sign out',
} as const;

/** GoTrue's answer to a wrong, used or expired emailed code (otp_expired), in plain words. */
const WRONG_EMAIL_CODE = 'That code is wrong or has expired. Enter the code of the newest email, or ask for a new one.';

const PROVIDER_NAMES: Record<OAuthProvider, string> = { google: 'Google', github: 'GitHub' };

function fail(error: unknown, fallback: string): never {
  const appError = toAppError(error, fallback);
  useSession.getState().setAuthError(appError.message);
  throw new CodedError(appError);
}

/** A refusal that the form which asked shows itself (a code step), not the sign-in form's red box. */
function refuse(error: unknown, fallback: string): never {
  throw new CodedError(toAppError(error, fallback));
}

/**
 * GoTrue answers /authorize for a provider that is switched off with a JSON
 * error instead of a redirect; probing first keeps the visitor on the page
 * with a readable message instead of a raw error document.
 */
async function redirectToProvider(provider: OAuthProvider, url: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { redirect: 'manual' });
  } catch (error) {
    fail(error, AUTH_FALLBACK[provider]);
  }
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    window.location.assign(url);
    return;
  }
  const detail = toAppError(await response.json().catch(() => null), '').message;
  fail(
    {
      code: 'provider_disabled',
      message: `Sign in with ${PROVIDER_NAMES[provider]} is not configured on this server${detail ? ` (${detail})` : ''}.`,
    },
    AUTH_FALLBACK[provider],
  );
}

export function createAuthActions(): AuthActions {
  return {
    async signInWithEmail(email, password) {
      useSession.getState().setAuthError(null);
      const { data, error } = await (await loadSupabase()).auth.signInWithPassword({ email, password });
      if (error) fail(error, AUTH_FALLBACK.email);
      // Resolve only once the session store knows the user, so the caller can navigate to a protected route.
      await applySession(data.session, true);
    },
    async signUpWithEmail({ email, password, displayName, handle, emailRedirectTo }) {
      useSession.getState().setAuthError(null);
      const name = displayName?.trim() ?? '';
      const chosen = handle?.trim() ?? '';
      const metadata = { ...(name === '' ? {} : { display_name: name }), ...(chosen === '' ? {} : { handle: chosen }) };
      const { data, error } = await (
        await loadSupabase()
      ).auth.signUp({
        email,
        password,
        options: { emailRedirectTo, ...(Object.keys(metadata).length === 0 ? {} : { data: metadata }) },
      });
      // A password the provider's policy refuses (code weak_password) carries
      // the provider's own explanation; it is shown as is.
      if (error) fail(error, AUTH_FALLBACK.generic);
      if (data.session) await applySession(data.session, true);
      return { needsConfirmation: data.session === null };
    },
    async verifyEmailCode(email, code, kind) {
      const { data, error } = await (await loadSupabase()).auth.verifyOtp({ email, token: code.replace(/\s+/g, ''), type: kind });
      if (error)
        refuse(hasErrorCode(error, 'otp_expired') ? { code: 'otp_expired', message: WRONG_EMAIL_CODE } : error, AUTH_FALLBACK.code);
      await applySession(data.session, true);
    },
    async verifySecondFactor(code) {
      const supabase = await loadSupabase();
      try {
        await verifySecondFactorCode(code);
      } catch (error) {
        if (!(error instanceof NoSecondFactorError)) throw error;
        // An operator removed the factor (a lost phone): a fresh session no longer asks for it.
        const refreshed = await supabase.auth.refreshSession();
        if (refreshed.error) refuse(refreshed.error, AUTH_FALLBACK.generic);
        await applySession(refreshed.data.session, true);
        return;
      }
      await applySession((await supabase.auth.getSession()).data.session, true);
    },
    async signInWithProvider(provider) {
      useSession.getState().setAuthError(null);
      const { data, error } = await (
        await loadSupabase()
      ).auth.signInWithOAuth({
        provider,
        options: { redirectTo: `${window.location.origin}/account`, skipBrowserRedirect: true },
      });
      if (error) fail(error, AUTH_FALLBACK[provider]);
      if (!data.url) fail(null, AUTH_FALLBACK[provider]);
      await redirectToProvider(provider, data.url);
    },
    async signOut() {
      useSession.getState().setAuthError(null);
      const { error } = await (await loadSupabase()).auth.signOut();
      if (error) fail(error, AUTH_FALLBACK.signOut);
      await applySession(null, false);
    },
    clearError() {
      useSession.getState().setAuthError(null);
    },
  };
}
