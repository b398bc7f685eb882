import type { Session } from '@supabase/supabase-js';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { sessionUserFrom, useSession, type Profile } from '../stores/session.ts';
import { CodedError, toAppError } from './errors.ts';
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
  signOut: 'Failed to sign out',
} as const;

const PROVIDER_NAMES: Record<OAuthProvider, string> = { google: 'Google', github: 'GitHub' };

interface SignUpResult {
  /** The auth server wants the address confirmed before the first sign-in. */
  needsConfirmation: boolean;
}

export interface AuthActions {
  signInWithEmail: (email: string, password: string) => Promise<void>;
  /** The optional display name and handle travel as user metadata; the database copies them to the profile. */
  signUpWithEmail: (email: string, password: string, displayName?: string, handle?: string) => Promise<SignUpResult>;
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

async function loadProfile(userId: string): Promise<Profile | null> {
  const { data, error } = await db.from('profiles').select('*').eq('id', userId).maybeSingle();
  if (error) throw error;
  return data;
}

let applySeq = 0;
let inflight: { userId: string; promise: Promise<void> } | null = null;

/**
 * Moves the session store to what supabase-js reports. Status stays as it is
 * while the profile is read: `loading` on first load, `signed-out` during an
 * interactive sign-in, so stores that follow the session (stars) can tell a
 * restored session from a fresh sign-in. Concurrent calls for the same user
 * share one profile read.
 */
function applySession(session: Session | null, reloadProfile: boolean): Promise<void> {
  if (!session) {
    applySeq++;
    inflight = null;
    useSession.getState().setSignedOut();
    return Promise.resolve();
  }
  const state = useSession.getState();
  const userId = session.user.id;
  if (!reloadProfile && state.status === 'signed-in' && state.user?.id === userId) return Promise.resolve();
  if (inflight && inflight.userId === userId) return inflight.promise;
  const seq = ++applySeq;
  const entry = { userId, promise: Promise.resolve() };
  entry.promise = (async () => {
    try {
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
    async signUpWithEmail(email, password, displayName, handle) {
      useSession.getState().setAuthError(null);
      const name = displayName?.trim() ?? '';
      const chosen = handle?.trim() ?? '';
      const metadata = { ...(name === '' ? {} : { display_name: name }), ...(chosen === '' ? {} : { handle: chosen }) };
      const { data, error } = await (
        await loadSupabase()
      ).auth.signUp({
        email,
        password,
        options: {
          // With confirmation on, the emailed link lands on the account page, signed in.
          emailRedirectTo: `${window.location.origin}/account`,
          ...(Object.keys(metadata).length === 0 ? {} : { data: metadata }),
        },
      });
      // A password the provider's policy refuses (code weak_password) carries
      // the provider's own explanation; it is shown as is.
      if (error) fail(error, AUTH_FALLBACK.generic);
      if (data.session) await applySession(data.session, true);
      return { needsConfirmation: data.session === null };
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
