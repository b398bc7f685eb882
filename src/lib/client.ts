import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types.ts';
import { yieldToBrowser } from './nextTask.ts';

export type AgoraClient = SupabaseClient<Database>;

let loading: Promise<AgoraClient> | null = null;
let loaded: AgoraClient | null = null;
const waiting: { resolve: (client: AgoraClient) => void; reject: (error: unknown) => void }[] = [];

/**
 * The full supabase-js client (auth, realtime), in its own chunks: the first
 * screens render without it. An action that needs it (sign in, MFA, …) calls
 * this and gets it at once; the AuthProvider asks for it right after the
 * first render when someone may be signed in. Every caller shares the one client.
 */
export function loadSupabase(): Promise<AgoraClient> {
  if (loading) return loading;
  const current = import('./supabase.ts').then(
    async ({ createAppClient }) => {
      await yieldToBrowser();
      const supabase = createAppClient();
      loaded = supabase;
      return supabase;
    },
    (error: unknown) => {
      // A chunk that failed to arrive (offline, a deploy in between) is asked for again by the next caller.
      if (loading === current) loading = null;
      throw error;
    },
  );
  loading = current;
  for (const { resolve, reject } of waiting.splice(0)) current.then(resolve, reject);
  return current;
}

/**
 * The client once something has asked for it (an action, a stored session,
 * a sign-in in another tab), without asking for it: a visitor's AuthProvider
 * follows the session from then on.
 */
export function supabaseWhenLoaded(): Promise<AgoraClient> {
  if (loading) return loading;
  return new Promise<AgoraClient>((resolve, reject) => waiting.push({ resolve, reject }));
}

/** The client's load, if something has asked for it. */
export function loadingSupabase(): Promise<AgoraClient> | null {
  return loading;
}

/** The client if it has already loaded (whoever holds a channel knows it has). */
export function loadedSupabase(): AgoraClient | null {
  return loaded;
}
