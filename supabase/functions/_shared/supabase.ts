/**
 * Supabase clients for edge functions. The user client forwards the caller's
 * Authorization header, so PostgREST runs every query as that user and RLS and
 * the rule functions apply; the admin client (the secret key, acting as the
 * service role) is for the few calls only the service may make.
 */
import { createClient, type JWK, type SupabaseClient } from '@supabase/supabase-js';

export interface SupabaseEnv {
  url: string;
  /** The publishable key (or, on a project that still has them, the legacy anon key). */
  publishableKey: string;
  /** The secret key (or the legacy service_role key). */
  secretKey: string;
  /** Every API key of the project a caller may present (new and legacy). */
  apiKeys: readonly string[];
  /** The project's secret keys (new and legacy service_role): what a scheduled call of a service-only function carries. */
  secretKeys?: readonly string[];
  /** The project's JWKS, when given (SUPABASE_JWKS): sessions verify without fetching it. */
  jwks?: { keys: JWK[] };
}

// A function serves one request per client: no session storage, no refresh timers.
const serverAuth = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } as const;

export function createUserClient(env: SupabaseEnv, authorization: string): SupabaseClient {
  return createClient(env.url, env.publishableKey, {
    auth: serverAuth,
    global: { headers: { Authorization: authorization } },
  });
}

function createAdminClient(env: SupabaseEnv): SupabaseClient {
  return createClient(env.url, env.secretKey, { auth: serverAuth });
}

/** The admin client, made on first use and then shared. */
export function lazyAdminClient(env: SupabaseEnv): () => SupabaseClient {
  let admin: SupabaseClient | undefined;
  return () => (admin ??= createAdminClient(env));
}

/** A client that only checks callers' tokens (auth.getClaims). */
export function createVerifierClient(env: SupabaseEnv): SupabaseClient {
  return createClient(env.url, env.publishableKey, { auth: serverAuth });
}
