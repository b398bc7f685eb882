import { authenticate, type Caller } from '../authenticate.ts';
import { type AuthContext, type AuthRequest, spend } from '../context.ts';
import { withTransaction } from '../db.ts';
import { badRequest, forbidden, HttpError, unprocessable } from '../errors.ts';
import { parseJsonBody } from '../http.ts';
import { sendJson } from '../../shared/http.ts';
import {
  CHALLENGE_EXPIRY_SECONDS,
  factorsOf,
  findChallenge,
  findFactor,
  insertChallenge,
  insertFactor,
  newTotp,
  qrCodeSvg,
  removeFactor,
  totpMatches,
} from '../mfa.ts';
import { challengeBody, enrollBody, verifyFactorBody } from '../schemas.ts';
import { type SessionRow, stepUpSession } from '../sessions.ts';
import { reissueSession } from '../tokens.ts';

/**
 * GoTrue's TOTP factors (supabase-js `auth.mfa`): enroll, challenge, verify
 * (which steps the session up to aal2 and answers a new session), unenroll.
 * Listing is the user's `factors` (GET /user). Phone and WebAuthn factors need
 * providers the local stack does not have.
 */

const factorNotFound = () => new HttpError(404, 'mfa_factor_not_found', 'Factor not found');
// [auth.mfa.totp] verify_enabled off: GoTrue's ChallengeFactor and VerifyFactor refuse TOTP.
const totpVerifyDisabled = () => unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');

async function caller(ctx: AuthContext, request: AuthRequest): Promise<Caller & { session: SessionRow; sessionId: string }> {
  const found = await authenticate(request.req, ctx.pool, ctx.settings.jwtSecret);
  if (!found.session) throw badRequest('bad_jwt', 'invalid claim: session_id claim is required');
  return { ...found, session: found.session, sessionId: found.session.id };
}

/** POST /factors */
export async function enroll(ctx: AuthContext, request: AuthRequest): Promise<void> {
  const { user, session } = await caller(ctx, request);
  const body = await parseJsonBody(request.req, enrollBody);
  const type = body.factor_type ?? '';
  if (type === 'phone' || type === 'webauthn')
    throw unprocessable('mfa_' + type + '_enroll_not_enabled', `MFA enroll is disabled for ${type === 'phone' ? 'Phone' : 'WebAuthn'}`);
  if (type !== 'totp') throw badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn');
  if (!ctx.settings.mfaTotpEnroll) throw unprocessable('mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
  const issuer = body.issuer || new URL(ctx.settings.siteUrl).hostname;
  const friendlyName = body.friendly_name ?? '';
  const existing = await factorsOf(ctx.pool, user.id);
  const verified = existing.filter((f) => f.status === 'verified').length;
  // A password alone must not add a way in to an account that has a second factor.
  if (verified > 0 && session.aal !== 'aal2') throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
  if (verified >= ctx.settings.mfaMaxEnrolledFactors)
    throw unprocessable('too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
  if (friendlyName && existing.some((f) => f.friendly_name === friendlyName))
    throw unprocessable('mfa_factor_name_conflict', `A factor with the friendly name "${friendlyName}" for this user already exists`);

  const { secret, uri } = newTotp(issuer, user.email ?? user.phone ?? user.id);
  const qrCode = await qrCodeSvg(uri);
  const factor = await withTransaction(ctx.pool, async (tx) => {
    // Unverified factors left behind by abandoned enrollments go, as GoTrue deletes them.
    await tx.query(`delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and created_at < now() - interval '1 day'`, [
      user.id,
    ]);
    return insertFactor(tx, { userId: user.id, friendlyName, secret, now: new Date() });
  });
  sendJson(request.res, 200, {
    id: factor.id,
    type: 'totp',
    friendly_name: factor.friendly_name ?? '',
    totp: { qr_code: qrCode, secret, uri },
  });
}

/** POST /factors/:id/challenge */
export async function challenge(ctx: AuthContext, request: AuthRequest, factorId?: string): Promise<void> {
  const { user } = await caller(ctx, request);
  await parseJsonBody(request.req, challengeBody, { allowEmpty: true });
  const factor = factorId ? await findFactor(ctx.pool, user.id, factorId) : null;
  if (!factor) throw factorNotFound();
  if (!ctx.settings.mfaTotpVerify) throw totpVerifyDisabled();
  const created = await withTransaction(ctx.pool, (tx) => insertChallenge(tx, factor.id, request.ip, new Date()));
  sendJson(request.res, 200, {
    id: created.id,
    type: 'totp',
    expires_at: Math.floor(created.created_at.getTime() / 1000) + CHALLENGE_EXPIRY_SECONDS,
  });
}

/** POST /factors/:id/verify: the code for a challenge; the session becomes aal2 and is answered anew. */
export async function verifyFactor(ctx: AuthContext, request: AuthRequest, factorId?: string): Promise<void> {
  spend(ctx.limits.verificationsByIp, request.ip);
  const { user, sessionId } = await caller(ctx, request);
  const body = await parseJsonBody(request.req, verifyFactorBody);
  const session = await withTransaction(ctx.pool, async (tx) => {
    const now = new Date();
    const factor = factorId ? await findFactor(tx, user.id, factorId, true) : null;
    if (!factor) throw factorNotFound();
    if (!ctx.settings.mfaTotpVerify) throw totpVerifyDisabled();
    const found = body.challenge_id ? await findChallenge(tx, factor.id, body.challenge_id) : null;
    if (!found || found.verified_at) throw unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
    if (now.getTime() > found.created_at.getTime() + CHALLENGE_EXPIRY_SECONDS * 1000) {
      await tx.query(`delete from auth.mfa_challenges where id = $1`, [found.id]);
      throw unprocessable(
        'mfa_challenge_expired',
        `MFA challenge ${found.id} has expired, verify against another challenge or create a new challenge.`,
      );
    }
    if (found.ip_address !== (request.ip || '0.0.0.0'))
      throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
    if (!factor.secret || !totpMatches(factor.secret, body.code ?? '', now.getTime()))
      throw unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');

    await tx.query(`update auth.mfa_challenges set verified_at = $2 where id = $1`, [found.id, now]);
    if (factor.status !== 'verified')
      await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = $2 where id = $1`, [factor.id, now]);
    await stepUpSession(tx, { sessionId, factorId: factor.id, method: 'totp' }, now);
    return reissueSession(tx, ctx.settings, { user, sessionId }, now);
  });
  sendJson(request.res, 200, session);
}

/** DELETE /factors/:id: a verified factor only from an aal2 session. */
export async function unenroll(ctx: AuthContext, request: AuthRequest, factorId?: string): Promise<void> {
  const { user, session } = await caller(ctx, request);
  const factor = factorId ? await findFactor(ctx.pool, user.id, factorId) : null;
  if (!factor) throw factorNotFound();
  if (factor.status === 'verified' && session.aal !== 'aal2')
    throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
  await withTransaction(ctx.pool, (tx) => removeFactor(tx, factor));
  sendJson(request.res, 200, { id: factor.id });
}
