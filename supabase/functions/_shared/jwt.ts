/**
 * Reads the caller's JWT claims without verifying the signature: the gateway
 * verifies it before the function runs (verify_jwt) and PostgREST verifies it
 * again on every query. This only lets the function refuse a visitor (anon key,
 * no token, expired token) with a 401 before doing any work.
 */
import { z } from 'zod';

const claimsSchema = z.object({
  sub: z.string().min(1).optional(),
  role: z.string().optional(),
  exp: z.number().optional(),
});
type JwtClaims = z.infer<typeof claimsSchema>;

export function bearerToken(authorization: string | null): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

function decodeJwtClaims(token: string): JwtClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const parsed = claimsSchema.safeParse(JSON.parse(decodeBase64Url(parts[1])));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The signed-in user's id when the token belongs to one and has not expired. */
export function signedInUserId(authorization: string | null, nowMs = Date.now()): string | null {
  const token = bearerToken(authorization);
  if (!token) return null;
  const claims = decodeJwtClaims(token);
  if (!claims || claims.role !== 'authenticated' || !claims.sub) return null;
  if (claims.exp !== undefined && claims.exp * 1000 <= nowMs) return null;
  return claims.sub;
}
