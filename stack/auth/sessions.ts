import crypto from 'node:crypto';
import net from 'node:net';
import type { Queryable } from './db.ts';
import type { AmrEntry } from './jwt.ts';
import { NIL_UUID } from './users.ts';

/** Where a grant came from, recorded on the session as GoTrue does. */
export interface GrantContext {
  userAgent: string | undefined;
  ip: string | undefined;
}

export interface SessionRow {
  id: string;
  user_id: string;
  created_at: Date;
  aal: string | null;
  not_after: Date | null;
}

export interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  updated_at: Date;
  parent: string | null;
  session_id: string | null;
}

const TOKEN_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** GoTrue's legacy refresh-token format, which its /token endpoint validates. */
export const REFRESH_TOKEN_PATTERN = /^[a-z0-9]{12}$/;

function newRefreshToken(): string {
  let token = '';
  for (let i = 0; i < 12; i++) token += TOKEN_ALPHABET[crypto.randomInt(TOKEN_ALPHABET.length)];
  return token;
}

/**
 * The session's authentication methods, newest first: the second factors it
 * was stepped up with (auth.mfa_amr_claims), then the first sign-in, which
 * this service only does with a password (stamped with the session's start).
 */
export async function sessionAmr(db: Queryable, session: SessionRow): Promise<AmrEntry[]> {
  const { rows } = await db.query<{ authentication_method: string; updated_at: Date }>(
    `select authentication_method, updated_at from auth.mfa_amr_claims
      where session_id = $1 and authentication_method <> 'password' order by updated_at desc`,
    [session.id],
  );
  return [
    ...rows.map((row) => ({ method: row.authentication_method, timestamp: Math.floor(row.updated_at.getTime() / 1000) })),
    { method: 'password', timestamp: Math.floor(session.created_at.getTime() / 1000) },
  ];
}

/** GoTrue's updateMFASessionAndClaims: the session is aal2 now, with the factor's method in its amr. */
export async function stepUpSession(
  tx: Queryable,
  { sessionId, factorId, method }: { sessionId: string; factorId: string; method: string },
  now: Date,
): Promise<void> {
  await tx.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = $3 where id = $1`, [sessionId, factorId, now]);
  await tx.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1, $2, $3, $3, $4)
     on conflict (session_id, authentication_method) do update set updated_at = excluded.updated_at`,
    [crypto.randomUUID(), sessionId, now, method],
  );
}

const inetOrNull = (ip: string | undefined) => (ip && net.isIP(ip) ? ip : null);

/** GoTrue's GrantAuthenticatedUser: a new aal1 session with its first refresh token. */
export async function startSession(
  tx: Queryable,
  userId: string,
  grant: GrantContext,
  now: Date,
): Promise<{ session: SessionRow; refreshToken: string }> {
  const { rows } = await tx.query<SessionRow>(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, $3, $3, 'aal1', $4, $5)
     returning id, user_id, created_at, aal, not_after`,
    [crypto.randomUUID(), userId, now, grant.userAgent ?? null, inetOrNull(grant.ip)],
  );
  const session = rows[0]!;
  const refreshToken = await insertRefreshToken(tx, { userId, sessionId: session.id, parent: null }, now);
  await tx.query(`update auth.users set last_sign_in_at = $2, updated_at = $2 where id = $1`, [userId, now]);
  return { session, refreshToken };
}

/** A new refresh token of the session; `parent`: the token it replaces (rotation), none for a session's first. */
async function insertRefreshToken(
  tx: Queryable,
  { userId, sessionId, parent }: { userId: string; sessionId: string; parent: string | null },
  now: Date,
): Promise<string> {
  const token = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, $3, false, $4, $4, $5, $6)`,
    [NIL_UUID, token, userId, now, parent, sessionId],
  );
  return token;
}

export async function findSession(db: Queryable, id: string, forUpdate = false): Promise<SessionRow | null> {
  const { rows } = await db.query<SessionRow>(
    `select id, user_id, created_at, aal, not_after from auth.sessions where id = $1${forUpdate ? ' for update' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/** The refresh token row, locked so concurrent refreshes of one token take turns. */
export async function lockRefreshToken(tx: Queryable, token: string): Promise<RefreshTokenRow | null> {
  const { rows } = await tx.query<RefreshTokenRow>(
    `select id, token, user_id, revoked, updated_at, parent, session_id
       from auth.refresh_tokens where token = $1 for update`,
    [token],
  );
  return rows[0] ?? null;
}

/** The session's newest unrevoked refresh token. */
export async function activeRefreshToken(tx: Queryable, sessionId: string): Promise<RefreshTokenRow | null> {
  const { rows } = await tx.query<RefreshTokenRow>(
    `select id, token, user_id, revoked, updated_at, parent, session_id
       from auth.refresh_tokens where session_id = $1 and revoked = false
      order by id desc limit 1`,
    [sessionId],
  );
  return rows[0] ?? null;
}

/**
 * GoTrue's GrantRefreshTokenSwap: revokes `token` and issues its child. The
 * revocation time is kept in updated_at; the reuse interval counts from it.
 */
export async function rotateRefreshToken(tx: Queryable, token: RefreshTokenRow, now: Date): Promise<string> {
  await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = $2 where id = $1`, [token.id, now]);
  return insertRefreshToken(tx, { userId: token.user_id, sessionId: token.session_id!, parent: token.token }, now);
}

export async function recordRefresh(tx: Queryable, sessionId: string, grant: GrantContext, now: Date): Promise<void> {
  // refreshed_at is a timestamp without time zone in GoTrue's schema; it holds UTC.
  await tx.query(
    `update auth.sessions
        set refreshed_at = ($2::timestamptz at time zone 'utc'), user_agent = $3, ip = $4
      where id = $1`,
    [sessionId, now, grant.userAgent ?? null, inetOrNull(grant.ip)],
  );
}

/** Ending a session deletes it; its refresh tokens go with it (on delete cascade). */
export async function deleteSession(tx: Queryable, sessionId: string): Promise<void> {
  await tx.query(`delete from auth.sessions where id = $1`, [sessionId]);
}

export async function deleteUserSessions(tx: Queryable, userId: string, exceptSessionId?: string): Promise<void> {
  if (exceptSessionId) {
    await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [userId, exceptSessionId]);
  } else {
    await tx.query(`delete from auth.sessions where user_id = $1`, [userId]);
  }
}
