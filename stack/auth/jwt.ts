import { errors as joseErrors, importJWK, SignJWT } from 'jose';
import { z } from 'zod';
import { currentSigningKey, publicJwks, type PrivateJwk } from '../jwt/signing-keys.ts';
import { tokenVerifier } from '../jwt/verifier.ts';
import { forbidden } from './errors.ts';

/** One authentication method of the session (GoTrue's `amr` entries). */
export interface AmrEntry {
  method: string;
  timestamp: number;
}

/** GoTrue's AccessTokenClaims, in the order GoTrue serialises them. */
export interface AccessTokenClaims {
  iss: string;
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: string;
  aal: string;
  amr: AmrEntry[];
  session_id: string;
  is_anonymous: boolean;
}

export interface ClaimsUser {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  phone: string | null;
  app_metadata: Record<string, unknown> | null;
  user_metadata: Record<string, unknown> | null;
  is_anonymous: boolean;
}

export interface ClaimsSession {
  id: string;
  aal: string | null;
  amr: AmrEntry[];
}

export function accessTokenClaims(input: {
  user: ClaimsUser;
  session: ClaimsSession;
  issuer: string;
  expirySeconds: number;
  issuedAt: number;
}): AccessTokenClaims {
  const { user, session, issuer, expirySeconds, issuedAt } = input;
  return {
    iss: issuer,
    sub: user.id,
    aud: user.aud,
    exp: issuedAt + expirySeconds,
    iat: issuedAt,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.app_metadata ?? {},
    user_metadata: user.user_metadata ?? {},
    role: user.role,
    aal: session.aal ?? 'aal1',
    amr: session.amr,
    session_id: session.id,
    is_anonymous: user.is_anonymous,
  };
}

const secretKey = (secret: string) => new TextEncoder().encode(secret);

// One auth process has one key set (GoTrue's GOTRUE_JWT_KEYS), fixed at start:
// every signature and check below uses it beside the JWT secret handed in.
let signingKeys: PrivateJwk[] = [];

/** The asymmetric keys of this process (none: sessions are signed HS256 with the JWT secret). */
export function useSigningKeys(keys: PrivateJwk[]): void {
  signingKeys = keys;
}

/** GET /.well-known/jwks.json: the public keys tokens may be verified with (HMAC secrets are never listed). */
export function currentJwks() {
  return publicJwks(signingKeys);
}

/** An access token signed with the current signing key (its `kid` in the header), or HS256 without one. */
export async function signAccessToken(claims: AccessTokenClaims, secret: string): Promise<string> {
  const key = currentSigningKey(signingKeys);
  if (!key) return new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secretKey(secret));
  return new SignJWT({ ...claims }).setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'JWT' }).sign(await privateKey(key));
}

const imported = new WeakMap<PrivateJwk, Promise<CryptoKey | Uint8Array>>();

// WebCrypto refuses a private EC key whose key_ops include "verify", which the
// CLI's key files list: the key material is imported without them.
function privateKey(key: PrivateJwk): Promise<CryptoKey | Uint8Array> {
  let found = imported.get(key);
  if (!found) {
    const { key_ops: _ops, use: _use, ext: _ext, ...material } = key;
    found = importJWK(material, key.alg);
    imported.set(key, found);
  }
  return found;
}

const verifiedClaims = z.object({
  sub: z.string().optional(),
  aud: z.union([z.string(), z.array(z.string())]).optional(),
  role: z.string().optional(),
  session_id: z.string().optional(),
  is_anonymous: z.boolean().optional(),
});
export type VerifiedClaims = z.infer<typeof verifiedClaims>;

// Go's jwt library's wording, which GoTrue puts into its bad_jwt message.
function reason(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'token has invalid claims: token is expired';
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'token signature is invalid: signature is invalid';
  if (error instanceof joseErrors.JWTClaimValidationFailed && error.claim === 'exp' && error.reason === 'missing')
    return 'token has invalid claims: token is missing required claim: exp claim is required';
  if (error instanceof joseErrors.JWTClaimValidationFailed) return `token has invalid claims: ${error.message}`;
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return 'token signature is invalid: signing method is invalid';
  if (error instanceof joseErrors.JWKSNoMatchingKey) return 'token signature is invalid: no matching key found';
  return `token is malformed: ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * Verifies an access token as GoTrue's requireAuthentication does (403 bad_jwt
 * otherwise): HS256 with the JWT secret, or ES256/RS256 with a key of this
 * process's set, picked by `kid`.
 */
export async function verifyAccessToken(token: string, secret: string): Promise<VerifiedClaims> {
  let payload: unknown;
  try {
    // A token that never expires is refused like an expired one.
    payload = await tokenVerifier({ jwtSecret: secret, jwks: currentJwks() })(token, { requiredClaims: ['exp'] });
  } catch (error) {
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason(error)}`);
  }
  const parsed = verifiedClaims.safeParse(payload);
  if (!parsed.success) throw forbidden('bad_jwt', 'invalid JWT: unable to parse or verify signature, token has invalid claims');
  return parsed.data;
}
