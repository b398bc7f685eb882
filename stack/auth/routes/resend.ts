import { type Route, spend } from '../context.ts';
import { withTransaction } from '../db.ts';
import { validateEmail } from '../email-address.ts';
import { answerThenMail } from '../mail/after-answer.ts';
import { emailChangeMails, signupConfirmationMail } from '../mail/send.ts';
import { badRequest } from '../errors.ts';
import { parseJsonBody } from '../http.ts';
import { referrer } from '../redirects.ts';
import { resendBody } from '../schemas.ts';
import { findUserByEmail } from '../users.ts';

/**
 * POST /resend (auth.resend): the sign-up confirmation or the email-change
 * email again. Like /recover it answers `{}` whether or not the address has
 * an account (or anything to confirm), and as fast: the token is stored and
 * the email sent after the answer (`answerThenMail`). Resending is limited
 * per address by [auth.email] max_frequency (429 over_email_send_rate_limit)
 * and per client address by the sign-in budget.
 */
export const resend: Route = async (ctx, request) => {
  spend(ctx.limits.otpByIp, request.ip);
  const body = await parseJsonBody(request.req, resendBody);
  const type = body.type ?? '';
  if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type))
    throw badRequest('validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change');
  if (type === 'sms' || type === 'phone_change') {
    if (!body.phone) throw badRequest('validation_failed', 'Type provided requires a phone number');
    throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
  }
  if (!body.email) throw badRequest('validation_failed', 'Type provided requires an email address');
  if (body.phone) throw badRequest('validation_failed', 'Only an email address or phone number should be provided.');
  const email = validateEmail(body.email);

  const { settings, pool } = ctx;
  // email_change is looked up by the account's current address, as GoTrue does.
  const user = await findUserByEmail(pool, email, settings.audience);
  const nothingToSend = !user || (type === 'signup' && user.email_confirmed_at !== null) || (type === 'email_change' && !user.email_change);
  const redirectTo = referrer(settings, request.url, request.req, body.redirect_to);
  answerThenMail(
    ctx,
    request,
    nothingToSend
      ? null
      : {
          stamp:
            type === 'signup'
              ? { kind: 'confirmation', email, sentAt: user.confirmation_sent_at }
              : { kind: 'email_change', email, sentAt: user.email_change_sent_at },
          store: (now) =>
            withTransaction(pool, async (tx) => {
              const options = { user, redirectTo, pkce: null, now };
              if (type === 'signup') return [await signupConfirmationMail(ctx, tx, options)];
              return emailChangeMails(ctx, tx, { ...options, newEmail: user.email_change! });
            }),
        },
  );
};
