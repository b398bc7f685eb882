/**
 * JWT checks for the API key and channel access tokens, failing with the
 * codes and messages Supabase Realtime uses (its join replies read
 * `"<Code>: <message>"`; its socket handshake answers `{error: <message>}`).
 */
import { decodeJwt, decodeProtectedHeader, errors, type JWK } from 'jose';
import { z } from 'zod';
import { tokenVerifier, type TokenVerifier } from '../jwt/verifier.ts';

export interface RealtimeKeys {
  jwtSecret: string;
  /** The auth service's public signing keys. */
  jwks?: { keys: JWK[] };
  /** Opaque API keys (`sb_publishable_…`, `sb_secret_…`) and the role JWT each stands for. */
  apiKeys?: Record<string, string>;
}

/** What the service checks tokens with: HS256/384/512 with the secret, ES256/RS256 with the JWKS, opaque keys by their role JWT. */
export interface TokenKeys {
  verify: TokenVerifier;
  apiKeys: ReadonlyMap<string, string>;
}

export function tokenKeys(keys: RealtimeKeys): TokenKeys {
  return {
    verify: tokenVerifier({ jwtSecret: keys.jwtSecret, jwks: keys.jwks ?? { keys: [] } }, ['HS256', 'HS384', 'HS512']),
    apiKeys: new Map(Object.entries(keys.apiKeys ?? {})),
  };
}

export type Claims = Record<string, unknown> & { role: string; exp: number };

export type TokenResult =
  | { ok: true; claims: Claims }
  | {
      ok: false;
      /** Supabase's log code, e.g. `JwtSignatureError`. */
      code: string;
      /** The human part, e.g. `Failed to validate JWT signature`. */
      message: string;
    };

const requiredClaims = z.looseObject({ role: z.string().min(1), exp: z.number() });

const fail = (code: string, message: string): TokenResult => ({ ok: false, code, message });

const MALFORMED = fail('MalformedJWT', 'The token provided is not a valid JWT');

/**
 * Verifies a JWT (or an opaque API key, as the role JWT it stands for) and
 * requires `role` and `exp`.
 */
export async function verifyToken(token: string | null | undefined, keys: TokenKeys): Promise<TokenResult> {
  if (typeof token !== 'string' || token.trim() === '') return fail('MissingAPIKey', 'API key is missing');
  // Supabase strips whitespace (and URL-encoding) before verifying.
  const given = safeDecodeURIComponent(token).replace(/\s/g, '');
  const cleaned = keys.apiKeys.get(given) ?? given;
  try {
    decodeProtectedHeader(cleaned);
    decodeJwt(cleaned);
  } catch {
    return MALFORMED;
  }
  let payload: unknown;
  try {
    payload = await keys.verify(cleaned);
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      const exp = Number(error.payload.exp);
      return fail('InvalidJWTToken', `Token has expired ${Math.floor(Date.now() / 1000) - exp} seconds ago`);
    }
    if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey) {
      return fail('JwtSignatureError', 'Failed to validate JWT signature');
    }
    if (error instanceof errors.JOSEAlgNotAllowed) {
      return fail('JwtSignerError', 'Failed to generate JWT signer, check your JWT secret or JWKS configuration');
    }
    return MALFORMED;
  }
  const claims = requiredClaims.safeParse(payload);
  if (!claims.success) return fail('InvalidJWTToken', 'Fields `role` and `exp` are required in JWT');
  return { ok: true, claims: claims.data };
}

/** The reason string of a join error reply. */
export function joinErrorReason(result: Extract<TokenResult, { ok: false }>): string {
  return `${result.code}: ${result.message}`;
}

function safeDecodeURIComponent(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
