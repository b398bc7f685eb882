/**
 * The project's API keys as hosted Supabase hands them to edge functions:
 * SUPABASE_PUBLISHABLE_KEYS and SUPABASE_SECRET_KEYS are JSON objects of named
 * keys (`{"default": "sb_publishable_…"}`); SUPABASE_ANON_KEY and
 * SUPABASE_SERVICE_ROLE_KEY are the legacy JWT keys, which a project created
 * today may not have. Either set alone is enough.
 */
import { z } from 'zod';
import type { SupabaseEnv } from './supabase.ts';

type EnvGetter = (name: string) => string | undefined;

export class KeysError extends Error {}

const namedKeys = z.record(z.string(), z.string().min(1));
const jwksSchema = z.object({ keys: z.array(z.looseObject({ kty: z.string() })) });

function keysOf(env: EnvGetter, name: string): string[] {
  const raw = env(name)?.trim();
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new KeysError(`${name} must be a JSON object of named keys, as {"default":"…"}`);
  }
  const keys = namedKeys.safeParse(parsed);
  if (!keys.success) throw new KeysError(`${name} must be a JSON object of named keys, as {"default":"…"}`);
  // The key named "default" first: it is the one this function uses itself.
  const { default: first, ...others } = keys.data;
  return [...(first ? [first] : []), ...Object.values(others)];
}

function jwksOf(env: EnvGetter): SupabaseEnv['jwks'] {
  const raw = env('SUPABASE_JWKS')?.trim();
  if (!raw) return undefined;
  try {
    const parsed = jwksSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data as SupabaseEnv['jwks'];
  } catch {
    // reported below
  }
  throw new KeysError('SUPABASE_JWKS must be a JSON Web Key Set, as {"keys":[…]}');
}

export function readSupabaseEnv(env: EnvGetter): SupabaseEnv {
  const url = env('SUPABASE_URL')?.trim();
  if (!url) throw new KeysError('SUPABASE_URL is not set');
  const legacy = (name: string) => env(name)?.trim() || undefined;
  const publishable = [...keysOf(env, 'SUPABASE_PUBLISHABLE_KEYS'), ...[legacy('SUPABASE_ANON_KEY')].filter((k) => k !== undefined)];
  const secret = [...keysOf(env, 'SUPABASE_SECRET_KEYS'), ...[legacy('SUPABASE_SERVICE_ROLE_KEY')].filter((k) => k !== undefined)];
  if (!publishable[0]) throw new KeysError('SUPABASE_PUBLISHABLE_KEYS (or the legacy SUPABASE_ANON_KEY) is not set');
  if (!secret[0]) throw new KeysError('SUPABASE_SECRET_KEYS (or the legacy SUPABASE_SERVICE_ROLE_KEY) is not set');
  return {
    url,
    publishableKey: publishable[0],
    secretKey: secret[0],
    apiKeys: [...publishable, ...secret],
    secretKeys: secret,
    jwks: jwksOf(env),
  };
}
