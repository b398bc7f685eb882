import { SignJWT, type JWK } from 'jose';
import { ensureSigningKeys, publicJwks, type PrivateJwk } from '../jwt/signing-keys.ts';

/**
 * The local stack's JWT secret and API keys. Like the Supabase CLI's local
 * stack, these are fixed demo values (override with AGORA_JWT_SECRET): they only
 * ever protect services bound to 127.0.0.1.
 */
const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** The Supabase CLI's fixed local API keys (`supabase status` prints them). */
const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
const LOCAL_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

/** How user sessions are signed: ES256 with a key from a JWK set (as new hosted projects), or HS256 with the JWT secret. */
export type SessionSigning = { alg: 'ES256'; keysFile: string } | { alg: 'HS256' };

export interface StackKeys {
  jwtSecret: string;
  /** `sb_publishable_…`: acts as `anon`, safe in a browser. */
  publishableKey: string;
  /** `sb_secret_…`: acts as `service_role`, refused from a browser. */
  secretKey: string;
  /** Legacy JWT API key (role anon, HS256). */
  anonKey: string;
  /** Legacy JWT API key (role service_role, HS256). */
  serviceRoleKey: string;
  /** Private JWKs the auth service signs sessions with; empty: HS256 with the JWT secret. */
  signingKeys: PrivateJwk[];
  /** The public keys every verifier trusts besides the JWT secret (the auth service's JWKS). */
  jwks: { keys: JWK[] };
}

// Far-future expiry, as the Supabase CLI's demo keys have.
const API_KEY_EXPIRY = 1983812996;

async function apiKey(secret: string, role: 'anon' | 'service_role'): Promise<string> {
  return new SignJWT({ iss: 'supabase-demo', role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime(API_KEY_EXPIRY)
    .sign(new TextEncoder().encode(secret));
}

/**
 * The stack's keys. With ES256 the signing keys come from `keysFile`, created
 * with one new key at the first start; the legacy keys stay HS256 and valid.
 */
export async function stackKeys(
  signing: SessionSigning = { alg: 'HS256' },
  jwtSecret = process.env.AGORA_JWT_SECRET || DEFAULT_JWT_SECRET,
): Promise<StackKeys> {
  if (jwtSecret.length < 32) throw new Error('The JWT secret must be at least 32 characters long.');
  const signingKeys = signing.alg === 'ES256' ? await ensureSigningKeys(signing.keysFile) : [];
  return {
    jwtSecret,
    publishableKey: LOCAL_PUBLISHABLE_KEY,
    secretKey: LOCAL_SECRET_KEY,
    anonKey: await apiKey(jwtSecret, 'anon'),
    serviceRoleKey: await apiKey(jwtSecret, 'service_role'),
    signingKeys,
    jwks: publicJwks(signingKeys),
  };
}

/**
 * The key variables hosted Supabase gives edge functions: the new keys as JSON
 * objects of named keys, the legacy JWT keys, and (as the local CLI runtime
 * does) the JWKS, so a function verifies sessions without a round trip.
 */
export function functionsKeyEnv(keys: StackKeys): Record<string, string> {
  return {
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: keys.publishableKey }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: keys.secretKey }),
    SUPABASE_ANON_KEY: keys.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
    SUPABASE_JWKS: JSON.stringify(keys.jwks),
  };
}
