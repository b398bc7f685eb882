import { type Route, spend } from '../context.ts';
import { withTransaction } from '../db.ts';
import { validateEmail } from '../email-address.ts';
import { answerThenMail } from '../mail/after-answer.ts';
import { recoveryMail } from '../mail/send.ts';
import { badRequest } from '../errors.ts';
import { createFlowState, validatePkceParams } from '../flow-state.ts';
import { parseJsonBody } from '../http.ts';
import { referrer } from '../redirects.ts';
import { recoverBody } from '../schemas.ts';
import { findUserByEmail } from '../users.ts';

/**
 * POST /recover (resetPasswordForEmail). An unknown address answers the same
 * `{}` as a known one, and as fast: the known one's token is stored and its
 * email sent after the answer (`answerThenMail`), so the endpoint tells
 * nobody who has an account.
 */
export const recover: Route = async (ctx, request) => {
  spend(ctx.limits.recoverByIp, request.ip);
  const body = await parseJsonBody(request.req, recoverBody);
  if (!body.email) throw badRequest('validation_failed', 'Password recovery requires an email');
  const email = validateEmail(body.email);
  const pkce = validatePkceParams(body.code_challenge_method, body.code_challenge);

  const redirectTo = referrer(ctx.settings, request.url, request.req);
  const user = await findUserByEmail(ctx.pool, email, ctx.settings.audience);
  answerThenMail(
    ctx,
    request,
    user && {
      stamp: { kind: 'recovery', email, sentAt: user.recovery_sent_at },
      store: (now) =>
        withTransaction(ctx.pool, async (tx) => {
          await createFlowState(tx, { userId: user.id, pkce, authenticationMethod: 'recovery' });
          return [await recoveryMail(ctx, tx, { user, action: 'recovery', redirectTo, pkce, now })];
        }),
    },
  );
};
