import { type Route, spend } from '../context.ts';
import { withTransaction } from '../db.ts';
import { validateEmail } from '../email-address.ts';
import { recoveryMail } from '../mail/send.ts';
import { readAsForStoredToken } from '../mail/unmailed.ts';
import { badRequest } from '../errors.ts';
import { createFlowState, validatePkceParams } from '../flow-state.ts';
import { parseJsonBody, sendJson } from '../http.ts';
import { referrer } from '../redirects.ts';
import { recoverBody } from '../schemas.ts';
import { findUserByEmail } from '../users.ts';

/**
 * POST /recover (resetPasswordForEmail). An unknown address answers the same
 * `{}` as a known one, and as fast: the known one's email goes out after the
 * answer, and the unknown one reads what the known one writes, so the
 * endpoint tells nobody who has an account.
 */
export const recover: Route = async (ctx, request) => {
  spend(ctx.limits.recoverByIp, request.ip);
  const body = await parseJsonBody(request.req, recoverBody);
  if (!body.email) throw badRequest('validation_failed', 'Password recovery requires an email');
  const email = validateEmail(body.email);
  const pkce = validatePkceParams(body.code_challenge_method, body.code_challenge);

  const redirectTo = referrer(ctx.settings, request.url, request.req);
  const user = await findUserByEmail(ctx.pool, email, ctx.settings.audience);
  if (!user) {
    await readAsForStoredToken(ctx.pool, { pkce });
    return sendJson(request.res, 200, {});
  }
  const mail = await withTransaction(ctx.pool, async (tx) => {
    if (pkce) {
      await createFlowState(tx, {
        userId: user.id,
        method: body.code_challenge_method!,
        challenge: body.code_challenge!,
        authenticationMethod: 'recovery',
      });
    }
    return recoveryMail(ctx, tx, user, 'recovery', { redirectTo, pkce, now: new Date() });
  });
  sendJson(request.res, 200, {});
  ctx.mailer.sendInBackground(mail);
};
