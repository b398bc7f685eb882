import { startTransition, useEffect, useState } from 'react';
import { create } from 'zustand';
import type { Tables } from '../lib/database.types.ts';
import { isBoolean } from '../lib/guards.ts';
import { readStored, writeStored } from '../lib/storage.ts';

/**
 * localStorage key of the last-known signed-in flag (`true`/`false`). Read
 * before supabase-js has restored the session, so the navigation shows
 * Account or Sign In without flicker during load.
 */
export const LAST_KNOWN_SIGNED_IN_KEY = 'agora.session.lastKnownSignedIn';

/**
 * `needs-second-factor`: the password (or an emailed link or code) was right,
 * but the account has an authenticator app and the session has not passed it
 * (aal1 where aal2 is possible). Nobody is signed in for the app until the
 * code: every `signed-in` check treats the person as a visitor, and /login
 * asks for the code.
 */
export type SessionStatus = 'loading' | 'signed-in' | 'needs-second-factor' | 'signed-out' | 'error';

export type Profile = Tables<'profiles'>;

/** The spec's session user: the auth user plus isPro from the profile. */
export interface SessionUser {
  id: string;
  email: string | null;
  displayName: string | null;
  createdAt: string;
  isPro: boolean;
}

interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  profile: Profile | null;
  /** Last auth error shown to the user (the spec's auth error state). */
  authError: string | null;
  /** The address whose sign-in waits for its authenticator code (status `needs-second-factor`). */
  secondFactorEmail: string | null;
  lastKnownSignedIn: boolean;
  setLoading: () => void;
  setSignedIn: (user: SessionUser, profile: Profile | null) => void;
  setSignedOut: () => void;
  setNeedsSecondFactor: (email: string | null) => void;
  /** A failed profile read: error state, no user. */
  setError: (message: string) => void;
  setAuthError: (message: string | null) => void;
}

export function readLastKnownSignedIn(): boolean {
  return readStored(LAST_KNOWN_SIGNED_IN_KEY, isBoolean, false);
}

function remember(signedIn: boolean) {
  writeStored(LAST_KNOWN_SIGNED_IN_KEY, signedIn);
  return signedIn;
}

export const useSession = create<SessionState>()((set) => ({
  status: 'loading',
  user: null,
  profile: null,
  authError: null,
  secondFactorEmail: null,
  lastKnownSignedIn: readLastKnownSignedIn(),
  setLoading: () => set({ status: 'loading' }),
  setSignedIn: (user, profile) =>
    set({ status: 'signed-in', user, profile, authError: null, secondFactorEmail: null, lastKnownSignedIn: remember(true) }),
  setSignedOut: () => set({ status: 'signed-out', user: null, profile: null, secondFactorEmail: null, lastKnownSignedIn: remember(false) }),
  // Not signed in until the code: the navigation shows Sign In, which leads to the code step.
  setNeedsSecondFactor: (email) =>
    set({ status: 'needs-second-factor', user: null, profile: null, secondFactorEmail: email, lastKnownSignedIn: remember(false) }),
  setError: (message) =>
    set({ status: 'error', user: null, profile: null, authError: message, secondFactorEmail: null, lastKnownSignedIn: remember(false) }),
  setAuthError: (message) => set({ authError: message }),
}));

/**
 * The session is still being restored: the answer to "may I vote" is not
 * known yet. Followed as a transition, not through the store's own hook: a
 * store update re-renders its readers at once, in one task, and a list has a
 * pair of vote buttons per card (a visitor found signed out at start-up would
 * re-render all of them together). A button may so be enabled a frame late.
 */
export function useSessionLoading(): boolean {
  const [loading, setLoading] = useState(() => useSession.getState().status === 'loading');
  useEffect(() => {
    const follow = () => {
      const next = useSession.getState().status === 'loading';
      startTransition(() => setLoading(next));
    };
    // A change between the render and this subscription is caught here.
    follow();
    return useSession.subscribe(follow);
  }, []);
  return loading;
}

/**
 * Whether to treat the visitor as signed in for display: the real state once
 * known, the remembered one while loading.
 */
export function selectAppearsSignedIn(state: Pick<SessionState, 'status' | 'lastKnownSignedIn'>): boolean {
  if (state.status === 'loading') return state.lastKnownSignedIn;
  return state.status === 'signed-in';
}

export function sessionUserFrom(
  authUser: { id: string; email?: string | null; created_at: string; user_metadata?: Record<string, unknown> },
  profile: Profile | null,
): SessionUser {
  const metaName = authUser.user_metadata?.['display_name'] ?? authUser.user_metadata?.['full_name'];
  return {
    id: authUser.id,
    email: authUser.email ?? profile?.email ?? null,
    displayName: profile?.display_name ?? (typeof metaName === 'string' ? metaName : null),
    createdAt: profile?.created_at ?? authUser.created_at,
    isPro: profile?.is_pro ?? false,
  };
}
