import type { AuthContext } from '../context.ts';
import type { Queryable } from '../db.ts';
import { HttpError } from '../errors.ts';
import type { PkceChallenge } from '../flow-state.ts';
import { generateOtp, tokenHash, withFlowPrefix } from '../otp.ts';
import { actionLink } from '../redirects.ts';
import type { OutgoingMail } from './smtp.ts';
import { type MailAction, renderMail } from './templates.ts';
import type { UserRow } from '../users.ts';

/** A fresh one-time code for an address and the token stored for it (PKCE-prefixed when asked). */
function newCode(ctx: AuthContext, email: string, pkce: PkceChallenge | null): { otp: string; token: string } {
  const otp = generateOtp(ctx.settings.otpLength);
  return { otp, token: withFlowPrefix(tokenHash(email, otp), pkce !== null) };
}

interface Delivery {
  to: string;
  action: MailAction;
  code: { otp: string; token: string };
  email: string;
  newEmail?: string;
  redirectTo: string;
  /** GoTrue's words for a failed send, before the mailer's own message. */
  failure: string;
}

/** The action's email: its link (built from the stored token) and its code. */
function render(ctx: AuthContext, d: Delivery): OutgoingMail {
  const { subject, html } = renderMail(d.action, {
    confirmationUrl: actionLink(ctx.settings, d.code.token, d.action, d.redirectTo),
    token: d.code.otp,
    siteUrl: ctx.settings.siteUrl,
    email: d.email,
    newEmail: d.newEmail,
  });
  return { to: d.to, subject, html };
}

/** Emails the action's link and code before the caller answers; a failed send fails the request. */
async function deliver(ctx: AuthContext, d: Delivery): Promise<void> {
  try {
    await ctx.mailer.send(render(ctx, d));
  } catch (error) {
    throw new HttpError(500, 'unexpected_failure', `${d.failure}: ${(error as Error).message}`);
  }
}

/** Whose email, and how its link and token are made. */
interface SendOptions {
  user: UserRow;
  redirectTo: string;
  /** The request's PKCE challenge, if it sent one: the token then carries the flow's prefix. */
  pkce: PkceChallenge | null;
  now: Date;
}

/**
 * GoTrue's sendPasswordRecovery / sendMagicLink up to the send, max_frequency
 * checked by the caller: a new OTP, its hash stored as the recovery token in
 * the caller's transaction (GoTrue verifies both kinds against it), and the
 * email with the link and the code, for the caller to send once the
 * transaction has committed (`answerThenMail`).
 */
export async function recoveryMail(
  ctx: AuthContext,
  tx: Queryable,
  options: SendOptions & { action: 'recovery' | 'magiclink' },
): Promise<OutgoingMail> {
  const { user, action } = options;
  const email = user.email ?? '';
  const code = newCode(ctx, email, options.pkce);
  await tx.query(`update auth.users set recovery_token = $2, recovery_sent_at = $3, updated_at = $3 where id = $1`, [
    user.id,
    code.token,
    options.now,
  ]);
  return render(ctx, {
    to: email,
    action,
    code,
    email,
    redirectTo: options.redirectTo,
    failure: action === 'recovery' ? 'Error sending recovery email' : 'Error sending magic link email',
  });
}

/**
 * GoTrue's sendInvite / sendConfirmation up to the send: a new confirmation
 * token stored for the user (a sign-up's max_frequency checked by the caller).
 */
async function storeConfirmationToken(
  ctx: AuthContext,
  tx: Queryable,
  options: SendOptions & { action: 'invite' | 'signup' },
): Promise<Delivery> {
  const { user, action } = options;
  const email = user.email ?? '';
  const code = newCode(ctx, email, options.pkce);
  await tx.query(
    `update auth.users
        set confirmation_token = $2, confirmation_sent_at = $3, updated_at = $3,
            invited_at = case when $4 then $3 else invited_at end
      where id = $1`,
    [user.id, code.token, options.now, action === 'invite'],
  );
  return {
    to: email,
    action,
    code,
    email,
    redirectTo: options.redirectTo,
    failure: action === 'invite' ? 'Error sending invite email' : 'Error sending confirmation email',
  };
}

/** GoTrue's sendInvite / sendConfirmation: the confirmation token and its email. */
export async function sendConfirmationMail(
  ctx: AuthContext,
  tx: Queryable,
  options: SendOptions & { action: 'invite' | 'signup' },
): Promise<void> {
  await deliver(ctx, await storeConfirmationToken(ctx, tx, options));
}

/**
 * A sign-up's confirmation token (on sign-up or /resend), stored in the
 * caller's transaction, and the email carrying it, for the caller to send
 * once that transaction has committed and the answer has gone
 * (`Mailer.sendInBackground`): then the answer to an address that gets an
 * email takes no longer than the one to an address that gets none. The
 * caller checks max_frequency.
 */
export async function signupConfirmationMail(ctx: AuthContext, tx: Queryable, options: SendOptions): Promise<OutgoingMail> {
  return render(ctx, await storeConfirmationToken(ctx, tx, { ...options, action: 'signup' }));
}

/**
 * GoTrue's sendEmailChange up to the send, max_frequency checked by the
 * caller: a token for the new address, and with double_confirm_changes one
 * for the current address too; each address gets its own link and code.
 */
async function storeEmailChangeTokens(ctx: AuthContext, tx: Queryable, options: SendOptions & { newEmail: string }): Promise<Delivery[]> {
  const { user, newEmail } = options;
  const current = user.email ?? '';
  const codeNew = newCode(ctx, newEmail, options.pkce);
  const secure = ctx.settings.doubleConfirmChanges && current !== '';
  const codeCurrent = secure ? newCode(ctx, current, options.pkce) : null;
  await tx.query(
    `update auth.users
        set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
            email_change_confirm_status = 0, email_change_sent_at = $5, updated_at = $5
      where id = $1`,
    [user.id, newEmail, codeNew.token, codeCurrent?.token ?? '', options.now],
  );
  const mail = { action: 'email_change', email: current, newEmail, redirectTo: options.redirectTo } as const;
  const failure = 'Error sending email change email';
  const deliveries: Delivery[] = [{ ...mail, to: newEmail, code: codeNew, failure }];
  if (codeCurrent) deliveries.push({ ...mail, to: current, code: codeCurrent, failure });
  return deliveries;
}

/** GoTrue's sendEmailChange: max_frequency, the tokens and their emails, sent before the caller answers. */
export async function sendEmailChangeMail(ctx: AuthContext, tx: Queryable, options: SendOptions & { newEmail: string }): Promise<void> {
  const { user } = options;
  const stamp = { kind: 'email_change', email: user.email ?? '', sentAt: user.email_change_sent_at } as const;
  ctx.limits.mailFrequency.check(stamp, options.now);
  for (const delivery of await storeEmailChangeTokens(ctx, tx, options)) await deliver(ctx, delivery);
}

/**
 * The email-change tokens, stored in the caller's transaction, and their
 * emails, for the caller to send after answering (max_frequency claimed by
 * the caller).
 */
export async function emailChangeMails(
  ctx: AuthContext,
  tx: Queryable,
  options: SendOptions & { newEmail: string },
): Promise<OutgoingMail[]> {
  return (await storeEmailChangeTokens(ctx, tx, options)).map((delivery) => render(ctx, delivery));
}
