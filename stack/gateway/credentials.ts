import type { IncomingMessage } from 'node:http';
import { decodeJwt, jwtVerify } from 'jose';
import { GatewayError } from './errors.ts';

type Failure = { status: 401; body: object };

/** The `apikey` header, or the `apikey` query parameter (websockets cannot set headers). */
export function apiKeyOf(req: IncomingMessage, url: URL): string | undefined {
  const header = req.headers.apikey;
  const value = Array.isArray(header) ? header[0] : header;
  return value || url.searchParams.get('apikey') || undefined;
}

/** Kong's key-auth as Supabase configures it: the anon or the service_role key, nothing else. */
export function checkApiKey(apiKey: string | undefined, validKeys: ReadonlySet<string>): Failure | undefined {
  if (!apiKey) return { status: 401, body: GatewayError.noApiKey };
  if (!validKeys.has(apiKey)) return { status: 401, body: GatewayError.invalidApiKey };
  return undefined;
}

/** The bearer token of the Authorization header, if any. */
function bearerOf(req: IncomingMessage): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match?.[1];
}

/**
 * The functions relay's `verify_jwt`: a valid HS256 token signed with the
 * project's JWT secret (a user's access token or an API key) is required.
 */
export async function checkFunctionJwt(req: IncomingMessage, secret: Uint8Array): Promise<Failure | undefined> {
  if (!req.headers.authorization) return { status: 401, body: GatewayError.missingAuthorization };
  const token = bearerOf(req);
  if (!token) return { status: 401, body: GatewayError.invalidJwt };
  try {
    // A token without an expiry is refused like an expired one.
    await jwtVerify(token, secret, { algorithms: ['HS256'], requiredClaims: ['exp'] });
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
