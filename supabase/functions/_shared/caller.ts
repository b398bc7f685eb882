/**
 * Who is calling, checked by the function itself: the platform's verify_jwt
 * cannot check the new API keys (they are not JWTs), so the function is
 * deployed with verify_jwt = false and must not trust any gateway. An API key
 * is compared with the project's keys; a session is verified with supabase-js'
 * auth.getClaims(): an asymmetric token (ES256/RS256) against the project's
 * JWKS, locally, and an HS256 one by the auth server (/user). Expired tokens,
 * unknown keys and `alg: none` are refused.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { createVerifierClient, type SupabaseEnv } from './supabase.ts';

/** The caller: a verified user, an API key of the project alone, nobody, or a token that does not verify. */
type Caller = { kind: 'user'; userId: string } | { kind: 'key' } | { kind: 'none' } | { kind: 'invalid' };

export interface CallerCheck {
  identify(request: Request): Promise<Caller>;
}

function bearerToken(authorization: string | null): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

export function createCallerCheck(env: SupabaseEnv, client: SupabaseClient = createVerifierClient(env)): CallerCheck {
  const apiKeys = new Set(env.apiKeys);
  return {
    async identify(request) {
      const apiKey = request.headers.get('apikey');
      const token = bearerToken(request.headers.get('Authorization'));
      // An API key is never a session (and the new ones are not even JWTs): the key alone speaks.
      if (!token || token.startsWith('sb_') || apiKeys.has(token)) {
        const known = (apiKey !== null && apiKeys.has(apiKey)) || (token !== null && apiKeys.has(token));
        return known ? { kind: 'key' } : { kind: 'none' };
      }
      const { data, error } = await client.auth.getClaims(token, env.jwks ? { jwks: env.jwks } : {});
      if (error || !data) return { kind: 'invalid' };
      const { sub, role } = data.claims;
      return role === 'authenticated' && typeof sub === 'string' && sub ? { kind: 'user', userId: sub } : { kind: 'invalid' };
    },
  };
}
