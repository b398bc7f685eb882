import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types.ts';
import { whenIdleOrInteraction } from './idle.ts';
import { yieldToBrowser } from './nextTask.ts';

export type AgoraClient = SupabaseClient<Database>;

let loading: Promise<AgoraClient> | null = null;
let loaded: AgoraClient | null = null;
let cancelIdle: (() => void) | null = null;
const waiting: { resolve: (client: AgoraClient) => void; reject: (error: unknown) => void }[] = [];

/**
 * The full supabase-js client (auth, realtime), in its own chunk: the first
 * screens render without it. An action that needs it (sign in, MFA, …) calls
 * this and gets it at once; the AuthProvider asks for it right after the
 * first render when someone may be signed in. Every caller shares the one client.
 */
export function loadSupabase(): Promise<AgoraClient> {
  if (loading) return loading;
  cancelIdle?.();
  cancelIdle = null;
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
 * The client, loaded when the browser is first idle or at the page's first
 * interaction (whichever comes first) unless something loads it sooner:
 * what a visitor does not need yet stays out of the page load's main-thread
 * work. Resolves as soon as the client has loaded by any path.
 */
export function loadSupabaseWhenIdle(): Promise<AgoraClient> {
  if (loading) return loading;
  const whenLoaded = new Promise<AgoraClient>((resolve, reject) => waiting.push({ resolve, reject }));
  if (!cancelIdle && typeof window !== 'undefined') cancelIdle = whenIdleOrInteraction(() => void loadSupabase());
  return whenLoaded;
}

/** The client if it has already loaded (whoever holds a channel knows it has). */
export function loadedSupabase(): AgoraClient | null {
  return loaded;
}
