import type { IncomingMessage } from 'node:http';
import type { Queryable } from './db.ts';
import { badRequest, forbidden, unauthorized } from './errors.ts';
import { header } from './http.ts';
import { type VerifiedClaims, verifyAccessToken } from './jwt.ts';
import { findSession, type SessionRow } from './sessions.ts';
import { findUserById, isBanned, NIL_UUID, type UserRow } from './users.ts';

export interface Caller {
  claims: VerifiedClaims;
  user: UserRow;
  /** Null for tokens without a session_id (e.g. minted by hand with the JWT secret). */
  session: SessionRow | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// GoTrue's bearerRegexp.
const BEARER = /^[Bb]earer (\S+)$/;

/** GoTrue's requireAuthentication: the caller's user and session from the bearer token. */
export async function authenticate(req: IncomingMessage, db: Queryable, jwtSecret: string): Promise<Caller> {
  const match = BEARER.exec(header(req, 'authorization') ?? '');
  if (!match?.[1]) throw unauthorized('no_authorization', 'This endpoint requires a valid Bearer token');

  const claims = await verifyAccessToken(match[1], jwtSecret);
  if (!claims.sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!UUID.test(claims.sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');

  const user = await findUserById(db, claims.sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');

  let session: SessionRow | null = null;
  if (claims.session_id && claims.session_id !== NIL_UUID) {
    if (!UUID.test(claims.session_id)) throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
    session = await findSession(db, claims.session_id);
    if (!session) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  }

  if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
  return { claims, user, session };
}
