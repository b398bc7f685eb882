import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useSession } from '../stores/session.ts';
import { toAppError } from './errors.ts';
import { apiConfig } from './apiConfig.ts';
import { loadSupabase, supabaseWhenLoaded, type AgoraClient } from './client.ts';
import { authStorageKey } from './db.ts';
import { isKnownVisitor } from './visitor.ts';
import { applySession, AUTH_GENERIC_ERROR } from './authSession.ts';
import type { AuthActions } from './authTypes.ts';

export type { AuthActions, EmailCodeKind, OAuthProvider } from './authTypes.ts';

const AuthContext = createContext<AuthActions | null>(null);

/** Auth actions; errors land in the session's authError and are rethrown. */
export function useAuth(): AuthActions {
  const actions = useContext(AuthContext);
  if (!actions) throw new Error('useAuth must be used within an AuthProvider');
  return actions;
}

/** The actions, each loading the auth forms' code on its first use. */
function lazyAuthActions(): AuthActions {
  let loaded: Promise<AuthActions> | null = null;
  const actions = () => (loaded ??= import('./authActions.ts').then((m) => m.createAuthActions()));
  return {
    signInWithEmail: async (email, password) => (await actions()).signInWithEmail(email, password),
    signUpWithEmail: async (details) => (await actions()).signUpWithEmail(details),
    verifyEmailCode: async (email, code, kind) => (await actions()).verifyEmailCode(email, code, kind),
    verifySecondFactor: async (code) => (await actions()).verifySecondFactor(code),
    signInWithProvider: async (provider) => (await actions()).signInWithProvider(provider),
    signOut: async () => (await actions()).signOut(),
    clearError: () => useSession.getState().setAuthError(null),
  };
}

/**
 * Follows supabase-js's session into the session store and provides the auth actions.
 * Someone who may be signed in gets the client right after the first render,
 * as auth-js reports their session; a known visitor is signed out at once and
 * the client waits for an action that needs it (or a sign-in in another tab).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const actions = useMemo(lazyAuthActions, []);
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
        if (!stopped) useSession.getState().setError(toAppError(error, AUTH_GENERIC_ERROR).message);
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
