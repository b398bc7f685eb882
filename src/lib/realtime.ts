import type { RealtimeClient } from '@supabase/supabase-js';
import { loadingSupabase } from './client.ts';
import { whenIdleOrInteraction } from './idle.ts';

let visitor: Promise<RealtimeClient> | null = null;
let waiting: Promise<RealtimeClient> | null = null;

/**
 * Realtime for the live channels (the debates' tallies, views, polls…).
 * Someone who may be signed in, or has started to sign in, gets the full
 * client's (their token authorises their channels). A visitor gets realtime-js
 * alone when the browser is first idle or at their first interaction: auth-js,
 * most of supabase-js, is not theirs to load for watching a page. Channels
 * joined on it stay there if they sign in later: their debates are public.
 */
export function liveRealtime(): Promise<RealtimeClient> {
  const full = fullClientRealtime();
  if (full) return full;
  if (visitor) return visitor;
  waiting ??= new Promise<RealtimeClient>((resolve, reject) => {
    whenIdleOrInteraction(() => {
      const chosen = fullClientRealtime() ?? visitorRealtime();
      chosen.then(resolve, (error: unknown) => {
        // A chunk that failed to arrive is asked for again by the next caller.
        waiting = null;
        reject(error);
      });
    });
  });
  return waiting;
}

/** The full client's Realtime, if something has asked for the client. */
function fullClientRealtime(): Promise<RealtimeClient> | null {
  return loadingSupabase()?.then((client) => client.realtime) ?? null;
}

function visitorRealtime(): Promise<RealtimeClient> {
  visitor ??= import('./visitorRealtime.ts')
    .then(({ createVisitorRealtime }) => createVisitorRealtime())
    .catch((error: unknown) => {
      visitor = null;
      throw error;
    });
  return visitor;
}
