import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
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

export async function signAccessToken(claims: AccessTokenClaims, secret: string): Promise<string> {
  return new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secretKey(secret));
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
  if (error instanceof joseErrors.JWSSignatureVerificationFailed)
    return 'token signature is invalid: signature is invalid';
  if (error instanceof joseErrors.JWTClaimValidationFailed && error.claim === 'exp' && error.reason === 'missing')
    return 'token has invalid claims: token is missing required claim: exp claim is required';
  if (error instanceof joseErrors.JWTClaimValidationFailed) return `token has invalid claims: ${error.message}`;
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return 'token signature is invalid: signing method is invalid';
  return `token is malformed: ${error instanceof Error ? error.message : String(error)}`;
}

/** Verifies an HS256 access token as GoTrue's requireAuthentication does (403 bad_jwt otherwise). */
export async function verifyAccessToken(token: string, secret: string): Promise<VerifiedClaims> {
  let payload: unknown;
  try {
    // A token that never expires is refused like an expired one.
    ({ payload } = await jwtVerify(token, secretKey(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    }));
  } catch (error) {
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason(error)}`);
  }
  const parsed = verifiedClaims.safeParse(payload);
  if (!parsed.success)
    throw forbidden('bad_jwt', 'invalid JWT: unable to parse or verify signature, token has invalid claims');
  return parsed.data;
}
