import type { AuthContext } from './context.ts';
import type { Queryable } from './db.ts';
import { HttpError } from './errors.ts';
import { generateOtp, tokenHash, withFlowPrefix } from './otp.ts';
import { actionLink } from './redirects.ts';
import { type MailAction, renderMail } from './templates.ts';
import type { UserRow } from './users.ts';

/** GoTrue's validateSentWithinFrequencyLimit ([auth.email] max_frequency). */
function checkFrequency(sentAt: Date | null, maxFrequencySeconds: number, now: Date): void {
  if (!sentAt) return;
  const until = sentAt.getTime() + maxFrequencySeconds * 1000;
  if (until > now.getTime()) {
    const left = Math.floor((until - now.getTime()) / 1000);
    throw new HttpError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${left} seconds.`,
    );
  }
}

async function deliver(
  ctx: AuthContext,
  to: string,
  action: MailAction,
  data: { link: string; otp: string; email: string; newEmail?: string },
  failure: string,
): Promise<void> {
  const { subject, html } = renderMail(action, {
    confirmationUrl: data.link,
    token: data.otp,
    siteUrl: ctx.settings.siteUrl,
    email: data.email,
    newEmail: data.newEmail,
  });
  try {
    await ctx.mailer.send({ to, subject, html });
  } catch (error) {
    throw new HttpError(500, 'unexpected_failure', `${failure}: ${(error as Error).message}`);
  }
}

interface SendOptions {
  redirectTo: string;
  pkce: boolean;
  now: Date;
}

/**
 * GoTrue's sendPasswordRecovery / sendMagicLink: a new OTP, its hash stored as
 * the recovery token (GoTrue verifies both kinds against it), and the email
 * with the link and the code. Called inside the transaction: a failed send
 * leaves the previous token in place.
 */
export async function sendRecoveryMail(
  ctx: AuthContext,
  tx: Queryable,
  user: UserRow,
  action: 'recovery' | 'magiclink',
  options: SendOptions,
): Promise<void> {
  checkFrequency(user.recovery_sent_at, ctx.settings.maxFrequencySeconds, options.now);
  const email = user.email ?? '';
  const otp = generateOtp(ctx.settings.otpLength);
  const token = withFlowPrefix(tokenHash(email, otp), options.pkce);
  await tx.query(`update auth.users set recovery_token = $2, recovery_sent_at = $3, updated_at = $3 where id = $1`, [
    user.id,
    token,
    options.now,
  ]);
  const link = actionLink(ctx.settings, token, action, options.redirectTo);
  await deliver(
    ctx,
    email,
    action,
    { link, otp, email },
    action === 'recovery' ? 'Error sending recovery email' : 'Error sending magic link email',
  );
}

/** GoTrue's sendInvite / sendConfirmation: the confirmation token and its email. */
export async function sendConfirmationMail(
  ctx: AuthContext,
  tx: Queryable,
  user: UserRow,
  action: 'invite' | 'signup',
  options: SendOptions,
): Promise<void> {
  if (action === 'signup') checkFrequency(user.confirmation_sent_at, ctx.settings.maxFrequencySeconds, options.now);
  const email = user.email ?? '';
  const otp = generateOtp(ctx.settings.otpLength);
  const token = withFlowPrefix(tokenHash(email, otp), options.pkce);
  await tx.query(
    `update auth.users
        set confirmation_token = $2, confirmation_sent_at = $3, updated_at = $3,
            invited_at = case when $4 then $3 else invited_at end
      where id = $1`,
    [user.id, token, options.now, action === 'invite'],
  );
  const link = actionLink(ctx.settings, token, action, options.redirectTo);
  await deliver(
    ctx,
    email,
    action,
    { link, otp, email },
    action === 'invite' ? 'Error sending invite email' : 'Error sending confirmation email',
  );
}

/**
 * GoTrue's sendEmailChange: a token for the new address, and with
 * double_confirm_changes one for the current address too; each address gets
 * its own link and code.
 */
export async function sendEmailChangeMail(
  ctx: AuthContext,
  tx: Queryable,
  user: UserRow,
  newEmail: string,
  options: SendOptions,
): Promise<void> {
  checkFrequency(user.email_change_sent_at, ctx.settings.maxFrequencySeconds, options.now);
  const current = user.email ?? '';
  const otpNew = generateOtp(ctx.settings.otpLength);
  const tokenNew = withFlowPrefix(tokenHash(newEmail, otpNew), options.pkce);
  const secure = ctx.settings.doubleConfirmChanges && current !== '';
  const otpCurrent = secure ? generateOtp(ctx.settings.otpLength) : '';
  const tokenCurrent = secure ? withFlowPrefix(tokenHash(current, otpCurrent), options.pkce) : '';
  await tx.query(
    `update auth.users
        set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
            email_change_confirm_status = 0, email_change_sent_at = $5, updated_at = $5
      where id = $1`,
    [user.id, newEmail, tokenNew, tokenCurrent, options.now],
  );
  const failure = 'Error sending email change email';
  await deliver(
    ctx,
    newEmail,
    'email_change',
    { link: actionLink(ctx.settings, tokenNew, 'email_change', options.redirectTo), otp: otpNew, email: current, newEmail },
    failure,
  );
  if (secure) {
    await deliver(
      ctx,
      current,
      'email_change',
      {
        link: actionLink(ctx.settings, tokenCurrent, 'email_change', options.redirectTo),
        otp: otpCurrent,
        email: current,
        newEmail,
      },
      failure,
    );
  }
}
