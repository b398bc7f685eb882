import { createClient } from '@supabase/supabase-js';
import type { Database } from './database.types.ts';

const url = import.meta.env.VITE_SUPABASE_URL as string | undefined;
const anonKey = import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined;

if (!url || !anonKey) {
  throw new Error('VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY must be set (npm start sets them for the local stack).');
}

/** The one supabase-js client of the SPA (auth, PostgREST, realtime, functions). */
export const supabase = createClient<Database>(url, anonKey);
