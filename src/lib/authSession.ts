// The session as supabase-js reports it, moved into the session store: signed in (with the
// profile), waiting for the second factor, or signed out.
import type { Session } from '@supabase/supabase-js';
import { sessionUserFrom, useSession, type Profile } from '../stores/session.ts';
import { toAppError } from './errors.ts';
import { loadSupabase } from './client.ts';
import { db } from './db.ts';

export const AUTH_GENERIC_ERROR = 'An error occurred during authentication';

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
export function applySession(session: Session | null, reloadProfile: boolean): Promise<void> {
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
      useSession.getState().setError(toAppError(error, AUTH_GENERIC_ERROR).message);
    } finally {
      if (inflight === entry) inflight = null;
    }
  })();
  inflight = entry;
  return entry.promise;
}
