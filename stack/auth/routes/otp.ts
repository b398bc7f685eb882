import crypto from 'node:crypto';
import { type AuthContext, type AuthRequest, type Route, spend } from '../context.ts';
import { withTransaction } from '../db.ts';
import { validateEmail } from '../email-address.ts';
import { answerThenMail } from '../mail/after-answer.ts';
import { recoveryMail } from '../mail/send.ts';
import type { OutgoingMail } from '../mail/smtp.ts';
import { badRequest, unprocessable } from '../errors.ts';
import { createFlowState, validatePkceParams } from '../flow-state.ts';
import { parseJsonBody } from '../http.ts';
import { hashPassword } from '../passwords.ts';
import { referrer } from '../redirects.ts';
import { otpBody } from '../schemas.ts';
import { createEmailUser, findUserByEmail, findUserById, type UserRow } from '../users.ts';

/** POST /otp (signInWithOtp): a magic link with its code; signs the address up first unless create_user is false. */
export const otp: Route = async (ctx, request) => {
  spend(ctx.limits.otpByIp, request.ip);
  const body = await parseJsonBody(request.req, otpBody);
  if (body.email && body.phone) throw badRequest('validation_failed', 'Only an email address or phone number should be provided');
  if (body.email && body.channel) throw badRequest('validation_failed', 'Channel should only be specified with Phone OTP');
  validatePkceParams(body.code_challenge_method, body.code_challenge);
  if (body.create_user === false && body.email) {
    const email = validateEmail(body.email);
    if (!(await findUserByEmail(ctx.pool, email, ctx.settings.audience)))
      throw unprocessable('otp_disabled', 'Signups not allowed for otp');
  }
  if (body.phone) throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
  if (!body.email) throw badRequest('validation_failed', 'One of email or phone must be set');
  await magicLinkFor(ctx, request, { email: body.email, data: body.data ?? {}, pkceParams: body });
};

/** POST /magiclink (GoTrue's older endpoint; /otp with an email does the same). */
export const magicLink: Route = async (ctx, request) => {
  spend(ctx.limits.otpByIp, request.ip);
  const body = await parseJsonBody(request.req, otpBody);
  if (!body.email) throw unprocessable('validation_failed', 'Password recovery requires an email');
  await magicLinkFor(ctx, request, { email: body.email, data: body.data ?? {}, pkceParams: body });
};

/**
 * GoTrue's MagicLink: a new address is signed up first (with a random
 * password; following the link confirms it), then the link and its code are
 * stored and emailed. Both happen after the answer (`answerThenMail`), so a
 * registered address and a new one are answered after the same work, and the
 * timing does not tell who is registered.
 */
interface MagicLinkAsked {
  /** As typed. */
  email: string;
  /** The user metadata a new account gets. */
  data: Record<string, unknown>;
  pkceParams: { code_challenge?: string | null; code_challenge_method?: string | null };
}

async function magicLinkFor(ctx: AuthContext, request: AuthRequest, asked: MagicLinkAsked): Promise<void> {
  const { settings, pool } = ctx;
  const { data, pkceParams } = asked;
  const email = validateEmail(asked.email);
  const pkce = validatePkceParams(pkceParams.code_challenge_method, pkceParams.code_challenge);
  const existing = await findUserByEmail(pool, email, settings.audience);
  if (!existing && !settings.enableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  // Hashing is slow on purpose, and it runs on this process's one thread: a
  // new address's hash after the answer would hold up whichever request came
  // next. Both kinds hash before answering (a registered one's is thrown away).
  const passwordHash = await hashPassword(crypto.randomBytes(24).toString('base64url'));
  const redirectTo = referrer(settings, request.url, request.req);

  const storeLink = (known: UserRow | null, now: Date): Promise<OutgoingMail[]> =>
    withTransaction(pool, async (tx) => {
      const userId =
        known?.id ??
        (await createEmailUser(tx, {
          confirmed: !settings.enableConfirmations,
          email,
          passwordHash,
          data,
          aud: settings.audience,
          role: settings.defaultRole,
          now,
        }));
      const user = (await findUserById(tx, userId))!;
      await createFlowState(tx, { userId, pkce, authenticationMethod: 'magiclink' });
      return [await recoveryMail(ctx, tx, { user, action: 'magiclink', redirectTo, pkce, now })];
    });

  answerThenMail(ctx, request, {
    // A new address gets the stamp too, once signed up: claim its email either way.
    stamp: { kind: 'recovery', email, sentAt: existing?.recovery_sent_at ?? null },
    store: (now) =>
      storeLink(existing, now).catch(async (error: unknown) => {
        // A concurrent sign-up of the address came first: send the link to that account.
        if ((error as { code?: string }).code !== '23505') throw error;
        const winner = await findUserByEmail(pool, email, settings.audience);
        if (!winner) throw error;
        return storeLink(winner, now);
      }),
  });
}
