import type { Session } from '@supabase/supabase-js';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { sessionUserFrom, useSession, type Profile } from '../stores/session.ts';
import { CodedError, hasErrorCode, toAppError } from './errors.ts';
import { NoSecondFactorError, verifySecondFactor as verifySecondFactorCode } from './mfa.ts';
import { apiConfig } from './apiConfig.ts';
import { loadSupabase, supabaseWhenLoaded, type AgoraClient } from './client.ts';
import { authStorageKey, db } from './db.ts';
import { isKnownVisitor } from './visitor.ts';

export type OAuthProvider = 'google' | 'github';

const AUTH_FALLBACK = {
  generic: 'An error occurred during authentication',
  google: 'Failed to sign in with Google',
  github: 'Failed to sign in with GitHub',
  email: 'Failed to sign in with email',
  code: 'That code could not be checked. Please try again.',
  signOut: 'Failed to sign out',
} as const;

/** GoTrue's answer to a wrong, used or expired emailed code (otp_expired), in plain words. */
const WRONG_EMAIL_CODE = 'That code is wrong or has expired. Enter the code of the newest email, or ask for a new one.';

const PROVIDER_NAMES: Record<OAuthProvider, string> = { google: 'Google', github: 'GitHub' };

interface SignUpResult {
  /** The auth server wants the address confirmed before the first sign-in. */
  needsConfirmation: boolean;
}

interface SignUpDetails {
  email: string;
  password: string;
  /** The optional display name and handle travel as user metadata; the database copies them to the profile. */
  displayName?: string;
  handle?: string;
  /** Where the emailed confirmation link lands, signed in. */
  emailRedirectTo: string;
}

/** The emails that carry a 6-digit code, by the `type` verifyOtp takes for it. */
export type EmailCodeKind = 'signup' | 'magiclink' | 'recovery';

export interface AuthActions {
  signInWithEmail: (email: string, password: string) => Promise<void>;
  signUpWithEmail: (details: SignUpDetails) => Promise<SignUpResult>;
  /** The code of a confirmation, sign-in or reset email: signs the person in (a reset then chooses a new password). */
  verifyEmailCode: (email: string, code: string, kind: EmailCodeKind) => Promise<void>;
  /** The authenticator app's code after the password: the session steps up to aal2 and the person is signed in. */
  verifySecondFactor: (code: string) => Promise<void>;
  signInWithProvider: (provider: OAuthProvider) => Promise<void>;
  signOut: () => Promise<void>;
  clearError: () => void;
}

const AuthContext = createContext<AuthActions | null>(null);

/** Auth actions; errors land in the session's authError and are rethrown. */
export function useAuth(): AuthActions {
  const actions = useContext(AuthContext);
  if (!actions) throw new Error('useAuth must be used within an AuthProvider');
  return actions;
}

function fail(error: unknown, fallback: string): never {
  const appError = toAppError(error, fallback);
  useSession.getState().setAuthError(appError.message);
  throw new CodedError(appError);
}

/** A refusal that the form which asked shows itself (a code step), not the sign-in form's red box. */
function refuse(error: unknown, fallback: string): never {
  throw new CodedError(toAppError(error, fallback));
}

async function loadProfile(userId: string): Promise<Profile | null> {
  const { data, error } = await db.from('profiles').select('*').eq('id', userId).maybeSingle();
  if (error) throw error;
  return data;
}

/**
 * Supabase's MFA check: an account with a verified factor whose session has
 * not passed it (`nextLevel` aal2 above `currentLevel`), after the password,
 * a reload, a refresh or an emailed link alike.
 */
async function secondFactorPending(): Promise<boolean> {
  const { data, error } = await (await loadSupabase()).auth.mfa.getAuthenticatorAssuranceLevel();
  if (error) throw error;
  return data.nextLevel === 'aal2' && data.currentLevel !== 'aal2';
}

let applySeq = 0;
let inflight: { token: string; promise: Promise<void> } | null = null;

/**
 * Moves the session store to what supabase-js reports: signed in, or waiting
 * for the second factor. Status stays as it is while the profile is read:
 * `loading` on first load, `signed-out` during an interactive sign-in, so
 * stores that follow the session (stars) can tell a restored session from a
 * fresh sign-in. Concurrent calls for the same session share one read.
 */
function applySession(session: Session | null, reloadProfile: boolean): Promise<void> {
  if (!session) {
    applySeq++;
    inflight = null;
    useSession.getState().setSignedOut();
    return Promise.resolve();
  }
  const userId = session.user.id;
  if (inflight && inflight.token === session.access_token) return inflight.promise;
  const seq = ++applySeq;
  const entry = { token: session.access_token, promise: Promise.resolve() };
  entry.promise = (async () => {
    try {
      if (await secondFactorPending()) {
        if (seq === applySeq) useSession.getState().setNeedsSecondFactor(session.user.email ?? null);
        return;
      }
      const state = useSession.getState();
      if (!reloadProfile && state.status === 'signed-in' && state.user?.id === userId) return;
      const profile = await loadProfile(userId);
      if (seq === applySeq) useSession.getState().setSignedIn(sessionUserFrom(session.user, profile), profile);
    } catch (error) {
      if (seq !== applySeq) return;
      console.error('Reading the profile failed', error);
      useSession.getState().setError(toAppError(error, AUTH_FALLBACK.generic).message);
    } finally {
      if (inflight === entry) inflight = null;
    }
  })();
  inflight = entry;
  return entry.promise;
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

function createAuthActions(): AuthActions {
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

/**
 * Follows supabase-js's session into the session store and provides the auth actions.
 * Someone who may be signed in gets the client right after the first render,
 * as auth-js reports their session; a known visitor is signed out at once and
 * the client waits for an action that needs it (or a sign-in in another tab).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const actions = useMemo(createAuthActions, []);
  useEffect(() => {
    // The status stays `loading` until the first render is done: that render
    // matches the server-rendered page, which cannot know who is there.
    let unsubscribe: (() => void) | null = null;
    let stopped = false;
    const follow = (supabase: AgoraClient) => {
      if (stopped) return;
      const { data } = supabase.auth.onAuthStateChange((event, session) => {
        // supabase-js holds a lock while it runs this callback; querying from
        // inside it would deadlock, so the profile read runs after it returns.
        setTimeout(() => void applySession(session, event === 'USER_UPDATED'), 0);
      });
      unsubscribe = () => data.subscription.unsubscribe();
    };
    if (!isKnownVisitor()) {
      loadSupabase().then(follow, (error: unknown) => {
        console.error('Loading the auth client failed', error);
        if (!stopped) useSession.getState().setError(toAppError(error, AUTH_FALLBACK.generic).message);
      });
      return () => {
        stopped = true;
        unsubscribe?.();
      };
    }
    // In a task of its own: a store update re-renders everything that follows the
    // session at once (never as a transition), which should not lengthen the
    // task that has just committed the page.
    const signOut = setTimeout(() => {
      if (!stopped) useSession.getState().setSignedOut();
    }, 0);
    const key = authStorageKey(apiConfig.url);
    // A sign-in in another tab writes the session there first.
    const onStorage = (event: StorageEvent) => {
      if (event.key === key && event.newValue !== null) void loadSupabase();
    };
    window.addEventListener('storage', onStorage);
    // Auth-js is not loaded for a visitor who only reads (realtime comes without
    // it, src/lib/realtime.ts): the session is followed once an action, or a
    // sign-in in another tab, loads the client. A visitor stays signed out if
    // it fails; an action that needs it loads it again.
    supabaseWhenLoaded().then(follow, (error: unknown) => console.error('Loading the auth client failed', error));
    return () => {
      stopped = true;
      clearTimeout(signOut);
      window.removeEventListener('storage', onStorage);
      unsubscribe?.();
    };
  }, []);
  return <AuthContext.Provider value={actions}>{children}</AuthContext.Provider>;
}
