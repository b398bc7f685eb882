import type { AuthContext, AuthRequest } from '../context.ts';
import { sendJson } from '../../shared/http.ts';
import type { MailStamp } from './frequency.ts';
import type { OutgoingMail } from './smtp.ts';

/** What a mail endpoint does for an address that gets an email. */
export interface LaterMail {
  /** The stamp [auth.email] max_frequency checks, as read before answering. */
  stamp: MailStamp;
  /**
   * Stores the token (signing a new address up first, where the endpoint
   * does) and returns the emails to send. `now` is the request's time, the
   * one the claim was made at: the stamp written is the one checked.
   */
  store(now: Date): Promise<readonly OutgoingMail[]>;
}

/**
 * How /recover, /otp, /magiclink and /resend answer. Anyone may call them
 * with any address, so the answer must not tell who is registered: not by
 * its body (GoTrue's `{}` either way) and not by its time. Before answering,
 * every address costs the same: the caller's one read of the account, and
 * here max_frequency's check, in memory. Everything that only an address
 * getting an email costs — the transaction storing its token (a write and a
 * commit take longer than reads, the more so on a busy machine), signing a
 * new address up, SMTP — happens after the answer; a failure there is
 * logged, the answer having gone. GoTrue stores before answering, and fails
 * with 500 when it cannot.
 *
 * `mail` is null when nothing is sent (an unknown address, nothing to
 * confirm). A refusal by max_frequency is GoTrue's 429, before the answer.
 */
export function answerThenMail(ctx: AuthContext, request: AuthRequest, mail: LaterMail | null): void {
  const now = new Date();
  const claim = mail && ctx.limits.mailFrequency.claim(mail.stamp, now);
  sendJson(request.res, 200, {});
  if (!mail || !claim) return;
  ctx.mailer.sendInBackground(async () => {
    try {
      return await mail.store(now);
    } catch (error) {
      // Nothing was stored, so nothing was sent: the address may ask again.
      claim.release();
      throw error;
    }
  });
}
