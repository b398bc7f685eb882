import crypto from 'node:crypto';
import { type AuthContext, type AuthRequest, type Route, spend } from '../context.ts';
import { withTransaction } from '../db.ts';
import { validateEmail } from '../email-address.ts';
import { sendRecoveryMail } from '../mail/send.ts';
import { badRequest, unprocessable } from '../errors.ts';
import { createFlowState, validatePkceParams } from '../flow-state.ts';
import { parseJsonBody, sendJson } from '../http.ts';
import { hashPassword } from '../passwords.ts';
import { referrer } from '../redirects.ts';
import { otpBody } from '../schemas.ts';
import { createEmailUser, findUserByEmail } from '../users.ts';

/** POST /otp (signInWithOtp): a magic link with its code; signs the address up first unless create_user is false. */
export const otp: Route = async (ctx, request) => {
  spend(ctx.limits.otpByIp, request.ip);
  const body = await parseJsonBody(request.req, otpBody);
  if (body.email && body.phone)
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided');
  if (body.email && body.channel) throw badRequest('validation_failed', 'Channel should only be specified with Phone OTP');
  validatePkceParams(body.code_challenge_method, body.code_challenge);
  if (body.create_user === false && body.email) {
    const email = validateEmail(body.email);
    if (!(await findUserByEmail(ctx.pool, email, ctx.settings.audience)))
      throw unprocessable('otp_disabled', 'Signups not allowed for otp');
  }
  if (body.phone) throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
  if (!body.email) throw badRequest('validation_failed', 'One of email or phone must be set');
  await magicLinkFor(ctx, request, body.email, body.data ?? {}, body);
};

/** POST /magiclink (GoTrue's older endpoint; /otp with an email does the same). */
export const magicLink: Route = async (ctx, request) => {
  spend(ctx.limits.otpByIp, request.ip);
  const body = await parseJsonBody(request.req, otpBody);
  if (!body.email) throw unprocessable('validation_failed', 'Password recovery requires an email');
  await magicLinkFor(ctx, request, body.email, body.data ?? {}, body);
};

async function magicLinkFor(
  ctx: AuthContext,
  request: AuthRequest,
  rawEmail: string,
  data: Record<string, unknown>,
  pkceParams: { code_challenge?: string | null; code_challenge_method?: string | null },
): Promise<void> {
  const { settings, pool } = ctx;
  const email = validateEmail(rawEmail);
  const pkce = validatePkceParams(pkceParams.code_challenge_method, pkceParams.code_challenge);
  let user = await findUserByEmail(pool, email, settings.audience);
  if (!user) {
    // GoTrue signs a new address up with a random password, then sends the link (following it confirms the address).
    if (!settings.enableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
    const passwordHash = await hashPassword(crypto.randomBytes(24).toString('base64url'));
    await withTransaction(pool, (tx) =>
      createEmailUser(tx, {
        confirmed: !settings.enableConfirmations,
        email,
        passwordHash,
        data,
        aud: settings.audience,
        role: settings.defaultRole,
        now: new Date(),
      }),
    ).catch((error: unknown) => {
      if ((error as { code?: string }).code !== '23505') throw error;
    });
    user = await findUserByEmail(pool, email, settings.audience);
    if (!user) throw new Error(`user ${email} vanished after sign-up`);
  }
  const found = user;
  const redirectTo = referrer(settings, request.url, request.req);
  await withTransaction(pool, async (tx) => {
    if (pkce) {
      await createFlowState(tx, {
        userId: found.id,
        method: pkceParams.code_challenge_method!,
        challenge: pkceParams.code_challenge!,
        authenticationMethod: 'magiclink',
      });
    }
    await sendRecoveryMail(ctx, tx, found, 'magiclink', { redirectTo, pkce, now: new Date() });
  });
  sendJson(request.res, 200, {});
}
