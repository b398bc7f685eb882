import { authenticate } from '../authenticate.ts';
import { type Route, spend } from '../context.ts';
import { withTransaction } from '../db.ts';
import { HttpError, unprocessable } from '../errors.ts';
import { sendJson } from '../../shared/http.ts';
import { generateOtp, isOtpExpired, tokenHash } from '../otp.ts';
import { renderMail } from '../mail/templates.ts';
import type { UserRow } from '../users.ts';

/**
 * GET /reauthenticate (supabase-js `auth.reauthenticate()`): emails the
 * signed-in user a code (the nonce) that a password change needs when
 * [auth.email] secure_password_change is on.
 */
export const reauthenticate: Route = async (ctx, request) => {
  spend(ctx.limits.otpByIp, request.ip);
  const { user } = await authenticate(request.req, ctx.pool, ctx.settings.jwtSecret);
  if (!user.email) throw unprocessable('validation_failed', 'Reauthentication requires the user to have an email or a phone number');
  if (!user.email_confirmed_at) throw unprocessable('email_not_confirmed', 'Please verify your email first.');
  const now = new Date();
  const stamp = { kind: 'reauthentication', email: user.email, sentAt: user.reauthentication_sent_at } as const;
  ctx.limits.mailFrequency.check(stamp, now);
  const otp = generateOtp(ctx.settings.otpLength);
  await withTransaction(ctx.pool, async (tx) => {
    await tx.query(`update auth.users set reauthentication_token = $2, reauthentication_sent_at = $3 where id = $1`, [
      user.id,
      tokenHash(user.email!, otp),
      now,
    ]);
    const { subject, html } = renderMail('reauthentication', {
      confirmationUrl: '',
      token: otp,
      siteUrl: ctx.settings.siteUrl,
      email: user.email!,
    });
    try {
      await ctx.mailer.send({ to: user.email!, subject, html });
    } catch (error) {
      throw new HttpError(500, 'unexpected_failure', `Error sending reauthentication email: ${(error as Error).message}`);
    }
  });
  sendJson(request.res, 200, {});
};

/**
 * GoTrue's rule for PUT /user with a new password when secure_password_change
 * is on: a session started more than 24 hours ago must bring the emailed
 * nonce, which is then spent.
 */
export async function checkReauthentication(
  ctx: Parameters<Route>[0],
  user: UserRow & { reauthentication_token?: string | null },
  session: { created_at: Date } | null,
  nonce: string,
): Promise<boolean> {
  if (!ctx.settings.securePasswordChange) return false;
  if (session && Date.now() < session.created_at.getTime() + 24 * 3600 * 1000) return false;
  if (nonce.length !== ctx.settings.otpLength && nonce.length !== 6)
    throw unprocessable('reauthentication_needed', 'Password update requires reauthentication');
  const { rows } = await ctx.pool.query<{ reauthentication_token: string | null }>(
    `select reauthentication_token from auth.users where id = $1`,
    [user.id],
  );
  const stored = rows[0]?.reauthentication_token ?? '';
  if (!stored || isOtpExpired(user.reauthentication_sent_at, ctx.settings.otpExpiry) || stored !== tokenHash(user.email ?? '', nonce))
    throw unprocessable('reauthentication_not_valid', 'Requires reauthentication');
  return true;
}
