import { SignJWT } from 'jose';

/**
 * The local stack's JWT secret and API keys. Like the Supabase CLI's local
 * stack, these are fixed demo values (override with AGORA_JWT_SECRET): they only
 * ever protect services bound to 127.0.0.1.
 */
const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export interface StackKeys {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
}

// Far-future expiry, as the Supabase CLI's demo keys have.
const API_KEY_EXPIRY = 1983812996;

async function apiKey(secret: string, role: 'anon' | 'service_role'): Promise<string> {
  return new SignJWT({ iss: 'supabase-demo', role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime(API_KEY_EXPIRY)
    .sign(new TextEncoder().encode(secret));
}

export async function stackKeys(jwtSecret = process.env.AGORA_JWT_SECRET || DEFAULT_JWT_SECRET): Promise<StackKeys> {
  if (jwtSecret.length < 32) throw new Error('The JWT secret must be at least 32 characters long.');
  return {
    jwtSecret,
    anonKey: await apiKey(jwtSecret, 'anon'),
    serviceRoleKey: await apiKey(jwtSecret, 'service_role'),
  };
}
