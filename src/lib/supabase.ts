import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import { apiConfig } from './apiConfig.ts';
import type { Database } from './database.types.ts';
import { noteRetryAfter } from './rateLimit.ts';

// Loaded only through loadSupabase() (src/lib/client.ts): auth-js and
// realtime-js are ~35 KB gzip the first screens do without (their reads go
// through src/lib/db.ts). ESLint refuses a static import of this module.

/** Builds a typed client; tests and scripts call this with their own URL and key. */
function createAgoraClient(url: string, anonKey: string, options?: SupabaseClientOptions<'public'>) {
  return createClient<Database>(url, anonKey, options);
}

/**
 * The one supabase-js client of the SPA (auth, realtime; PostgREST calls go
 * through db.ts), built by loadSupabase in a task after the chunk's own code
 * has run: the two are each a long task on a phone.
 */
export function createAppClient() {
  return createAgoraClient(apiConfig.url, apiConfig.publishableKey, {
    global: {
      fetch: async (...args: Parameters<typeof fetch>) => {
        const response = await fetch(...args);
        noteRetryAfter(response);
        return response;
      },
    },
  });
}
