import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';

/**
 * supabase-js as a Node 20 program uses it: no stored session, and the `ws`
 * package as realtime transport (Node 20 has no global WebSocket).
 */
export function supabaseClient(url: string, key: string, accessToken?: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
    global: accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : undefined,
  });
}
