import type pg from 'pg';
import { type Queryable, withTransaction } from './db.ts';
import { badRequest, CommitThenFail } from './errors.ts';
import { accessTokenClaims, signAccessToken } from './jwt.ts';
import {
  activeRefreshToken,
  deleteSession,
  findSession,
  type GrantContext,
  lockRefreshToken,
  recordRefresh,
  rotateRefreshToken,
  type SessionRow,
  sessionAmr,
  startSession,
} from './sessions.ts';
import type { AuthSettings } from './config/settings.ts';
import { findUserById, isBanned, type UserRow, userJson } from './users.ts';

/** GoTrue's AccessTokenResponse: what supabase-js stores as its session. */
export interface AccessTokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
  weak_password?: { message: string; reasons: string[] };
}

/** A session as its holder gets it: the user, the session and its current refresh token. */
interface IssuedSession {
  user: UserRow;
  session: SessionRow;
  refreshToken: string;
}

async function tokenResponse(
  db: Queryable,
  settings: AuthSettings,
  { user, session, refreshToken }: IssuedSession,
  now: Date,
): Promise<AccessTokenResponse> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const claims = accessTokenClaims({
    user: {
      id: user.id,
      aud: user.aud ?? settings.audience,
      role: user.role ?? '',
      email: user.email,
      phone: user.phone,
      app_metadata: user.raw_app_meta_data,
      user_metadata: user.raw_user_meta_data,
      is_anonymous: user.is_anonymous,
    },
    session: { id: session.id, aal: session.aal, amr: await sessionAmr(db, session) },
    issuer: settings.externalUrl,
    expirySeconds: settings.jwtExpiry,
    issuedAt,
  });
  return {
    access_token: await signAccessToken(claims, settings.jwtSecret),
    token_type: 'bearer',
    expires_in: claims.exp - issuedAt,
    expires_at: claims.exp,
    refresh_token: refreshToken,
    user: await userJson(db, user),
  };
}

/** GoTrue's IssueRefreshToken: a new session for a user who just proved who they are. */
export async function issueSession(
  tx: Queryable,
  settings: AuthSettings,
  { userId, grant }: { userId: string; grant: GrantContext },
  now: Date,
): Promise<AccessTokenResponse> {
  const { session, refreshToken } = await startSession(tx, userId, grant, now);
  const user = await findUserById(tx, userId);
  if (!user) throw new Error(`user ${userId} vanished while signing in`);
  return tokenResponse(tx, settings, { user, session, refreshToken }, now);
}

const notFound = () => badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

/**
 * GoTrue's refresh_token grant with rotation. A revoked token is accepted
 * when it is the parent of the session's active token (the client lost the
 * last response: it gets that active token back) or when it was revoked
 * less than the reuse interval ago (concurrent refreshes). Any other reuse
 * means the token leaked: the whole session ends, so neither its refresh
 * tokens nor its access tokens work any more.
 */
export async function refreshTokenGrant(
  pool: pg.Pool,
  settings: AuthSettings,
  refreshToken: string,
  grant: GrantContext,
): Promise<AccessTokenResponse> {
  return withTransaction(pool, async (tx) => {
    const now = new Date();
    // Lock the session before its token, the order every writer of a
    // session's rows follows, so concurrent refreshes cannot deadlock.
    const { rows } = await tx.query<{ session_id: string | null }>(`select session_id from auth.refresh_tokens where token = $1`, [
      refreshToken,
    ]);
    if (!rows[0]) throw notFound();
    const session = rows[0].session_id ? await findSession(tx, rows[0].session_id, true) : null;
    const token = await lockRefreshToken(tx, refreshToken);
    if (!token) throw notFound();

    const user = await findUserById(tx, token.user_id);
    if (!user) throw notFound();
    if (isBanned(user, now)) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');

    if (!session) {
      await tx.query(`delete from auth.refresh_tokens where id = $1`, [token.id]);
      throw new CommitThenFail(badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found'));
    }
    if (session.not_after && now > session.not_after) {
      throw badRequest('session_expired', 'Invalid Refresh Token: Session Expired');
    }

    let issued: string | undefined;
    if (token.revoked) {
      const active = await activeRefreshToken(tx, session.id);
      if (active && active.parent === token.token) {
        issued = active.token;
      } else if (now.getTime() > token.updated_at.getTime() + settings.refreshTokenReuseInterval * 1000) {
        await deleteSession(tx, session.id);
        throw new CommitThenFail(badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used'));
      }
    }
    issued ??= await rotateRefreshToken(tx, token, now);

    await recordRefresh(tx, session.id, grant, now);
    return tokenResponse(tx, settings, { user, session, refreshToken: issued }, now);
  });
}

/**
 * A new access token for a session that was just stepped up (MFA verify):
 * the session's refresh token is rotated as in a refresh, so the client's
 * next refresh keeps the new assurance level.
 */
export async function reissueSession(
  tx: Queryable,
  settings: AuthSettings,
  { user, sessionId }: { user: UserRow; sessionId: string },
  now: Date,
): Promise<AccessTokenResponse> {
  const session = await findSession(tx, sessionId, true);
  if (!session) throw badRequest('session_not_found', 'Session not found');
  const active = await activeRefreshToken(tx, session.id);
  const locked = active ? await lockRefreshToken(tx, active.token) : null;
  if (!locked) throw badRequest('session_not_found', 'Session not found');
  const refreshToken = await rotateRefreshToken(tx, locked, now);
  return tokenResponse(tx, settings, { user, session, refreshToken }, now);
}
