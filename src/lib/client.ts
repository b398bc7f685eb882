import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types.ts';

export type AgoraClient = SupabaseClient<Database>;

let loading: Promise<AgoraClient> | null = null;
let loaded: AgoraClient | null = null;

/**
 * The full supabase-js client (auth, realtime), in its own chunk: the first
 * screens render without it and the AuthProvider asks for it right after the
 * first render. Every caller shares the one client.
 */
export function loadSupabase(): Promise<AgoraClient> {
  loading ??= import('./supabase.ts').then(({ supabase }) => {
    loaded = supabase;
    return supabase;
  });
  return loading;
}

/** The client if it has already loaded (whoever holds a channel knows it has). */
export function loadedSupabase(): AgoraClient | null {
  return loaded;
}
