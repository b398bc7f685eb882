import crypto from 'node:crypto';
import type { Queryable } from './db.ts';
import { badRequest, forbidden, HttpError } from './errors.ts';

// GoTrue's FlowStateExpiryDuration default.
const FLOW_STATE_EXPIRY_MS = 300_000;

/** The challenge a client sent for the PKCE flow, as validatePkceParams accepted it. */
export interface PkceChallenge {
  method: string;
  challenge: string;
}

/**
 * GoTrue's validatePKCEParams: both or neither, S256 or plain, 43–128
 * characters. Null when the request asked for no PKCE.
 */
export function validatePkceParams(method: string | null | undefined, challenge: string | null | undefined): PkceChallenge | null {
  if (!method && !challenge) return null;
  if (!method || !challenge) throw badRequest('validation_failed', 'PKCE flow requires code_challenge_method and code_challenge');
  if (!['s256', 'plain'].includes(method.toLowerCase()))
    throw badRequest('validation_failed', `code challenge method ${method} not supported`);
  if (challenge.length < 43 || challenge.length > 128)
    throw badRequest('validation_failed', 'code challenge has to be between 43 and 128 characters');
  return { method, challenge };
}

/** Records the client's challenge, where the request sent one, for `userId`'s next emailed link. */
export async function createFlowState(
  db: Queryable,
  input: { userId: string; pkce: PkceChallenge | null; authenticationMethod: string },
): Promise<void> {
  if (!input.pkce) return;
  await db.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
                                  created_at, updated_at, authentication_method)
     values ($1, $2, $3, $4, $5, $6, now(), now(), $6)`,
    [
      crypto.randomUUID(),
      input.userId,
      crypto.randomUUID(),
      input.pkce.method.toLowerCase(),
      input.pkce.challenge,
      input.authenticationMethod,
    ],
  );
}

/** GoTrue's issueAuthCode: the newest flow state of the user for this method hands out its code. */
export async function issueAuthCode(db: Queryable, userId: string, authenticationMethod: string): Promise<string> {
  const { rows } = await db.query<{ id: string; auth_code: string }>(
    `select id, auth_code from auth.flow_state
      where user_id = $1 and authentication_method = $2
      order by created_at desc limit 1`,
    [userId, authenticationMethod],
  );
  const state = rows[0];
  if (!state) throw badRequest('flow_state_not_found', 'No associated flow state found. no flow state found');
  await db.query(`update auth.flow_state set auth_code_issued_at = now(), updated_at = now() where id = $1`, [state.id]);
  return state.auth_code;
}

function challengeOf(method: string, verifier: string): string {
  return method === 's256' ? crypto.createHash('sha256').update(verifier).digest('base64url') : verifier;
}

/** The pkce grant: checks the verifier against the stored challenge; the flow state is single use. */
export async function consumeAuthCode(db: Queryable, authCode: string, verifier: string): Promise<string> {
  const { rows } = await db.query<{
    id: string;
    user_id: string | null;
    code_challenge_method: string;
    code_challenge: string;
    created_at: Date;
    auth_code_issued_at: Date | null;
  }>(
    `select id, user_id, code_challenge_method, code_challenge, created_at, auth_code_issued_at
       from auth.flow_state where auth_code = $1 for update`,
    [authCode],
  );
  const state = rows[0];
  if (!state || !state.user_id || !state.auth_code_issued_at)
    throw new HttpError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  if (Date.now() > state.auth_code_issued_at.getTime() + FLOW_STATE_EXPIRY_MS)
    throw badRequest('flow_state_expired', 'invalid flow state, flow state has expired');
  const expected = challengeOf(state.code_challenge_method, verifier);
  const a = Buffer.from(expected);
  const b = Buffer.from(state.code_challenge);
  if (a.length !== b.length || !crypto.timingSafeEqual(a, b))
    throw forbidden('bad_code_verifier', 'code challenge does not match previously saved code verifier');
  await db.query(`delete from auth.flow_state where id = $1`, [state.id]);
  return state.user_id;
}
