/**
 * Supabase clients for edge functions. The user client forwards the caller's
 * Authorization header, so PostgREST runs every query as that user and RLS and
 * the rule functions apply; the admin client (service role) is for the few
 * calls only the service may make.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

export interface SupabaseEnv {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
}

// A function serves one request per client: no session storage, no refresh timers.
const serverAuth = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } as const;

export function createUserClient(env: SupabaseEnv, authorization: string): SupabaseClient {
  return createClient(env.url, env.anonKey, {
    auth: serverAuth,
    global: { headers: { Authorization: authorization } },
  });
}

export function createAdminClient(env: SupabaseEnv): SupabaseClient {
  return createClient(env.url, env.serviceRoleKey, { auth: serverAuth });
}
