import type { IncomingMessage } from 'node:http';
import { decodeJwt } from 'jose';
import type { TokenVerifier } from '../jwt/verifier.ts';
import { GatewayError } from './errors.ts';

type Failure = { status: 401; body: object };

/** The `apikey` header, or the `apikey` query parameter (websockets cannot set headers). */
export function apiKeyOf(req: IncomingMessage, url: URL): string | undefined {
  const header = req.headers.apikey;
  const value = Array.isArray(header) ? header[0] : header;
  return value || url.searchParams.get('apikey') || undefined;
}

export interface ApiKeys {
  publishableKey: string;
  secretKey: string;
  anonKey: string;
  serviceRoleKey: string;
}

/** Each API key and the role JWT the services behind the gateway receive for it. */
export function roleTokens(keys: ApiKeys): ReadonlyMap<string, string> {
  return new Map([
    [keys.publishableKey, keys.anonKey],
    [keys.secretKey, keys.serviceRoleKey],
    [keys.anonKey, keys.anonKey],
    [keys.serviceRoleKey, keys.serviceRoleKey],
  ]);
}

// Hosted Supabase tells a browser by its User-Agent: every browser's begins so.
const BROWSER = /^Mozilla\//;

/**
 * Kong's key-auth as Supabase configures it: one of the project's API keys,
 * and never the secret key from a browser (it would be in every visitor's hands).
 */
export function checkApiKey(
  apiKey: string | undefined,
  roles: ReadonlyMap<string, string>,
  req: IncomingMessage,
  secretKey: string,
): Failure | undefined {
  if (!apiKey) return { status: 401, body: GatewayError.noApiKey };
  if (!roles.has(apiKey)) return { status: 401, body: GatewayError.invalidApiKey };
  if (apiKey === secretKey && BROWSER.test(req.headers['user-agent'] ?? '')) return { status: 401, body: GatewayError.secretKeyInBrowser };
  return undefined;
}

/**
 * The Authorization header the services receive, as the Supabase CLI's Kong
 * writes it: a caller's own JWT goes through; missing, or an opaque key
 * (`Bearer sb_…`, which is never a user's token), it becomes the JWT of the
 * API key's role.
 */
export function forwardedAuthorization(
  authorization: string | undefined,
  apiKey: string | undefined,
  roles: ReadonlyMap<string, string>,
): string | undefined {
  if (authorization && !/^Bearer sb_/i.test(authorization)) return authorization;
  const token = apiKey ? (roles.get(apiKey) ?? apiKey) : undefined;
  return token ? `Bearer ${token}` : authorization;
}

/**
 * The functions relay's `verify_jwt`: a valid token of the project (a user's
 * access token, HS256 or signed with a key of its JWKS, or a legacy API key).
 */
export async function checkFunctionJwt(authorization: string | undefined, verify: TokenVerifier): Promise<Failure | undefined> {
  if (!authorization) return { status: 401, body: GatewayError.missingAuthorization };
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
  if (!token) return { status: 401, body: GatewayError.invalidJwt };
  try {
    // A token without an expiry is refused like an expired one.
    await verify(token, { requiredClaims: ['exp'] });
    return undefined;
  } catch {
    return { status: 401, body: GatewayError.invalidJwt };
  }
}

/**
 * PostgREST 12 accepts a JWT without `exp` (it only checks the claim when it
 * is there); Supabase tokens always carry one, so the gateway refuses such a
 * bearer token on /rest/v1 with PostgREST's own 401 for an expired JWT.
 * Anything that is not a JWT is left to PostgREST.
 */
export function restTokenWithoutExpiry(authorization: string | undefined): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match?.[1]) return false;
  try {
    return typeof decodeJwt(match[1]).exp !== 'number';
  } catch {
    return false;
  }
}
