import { authenticate } from '../authenticate.ts';
import { type Route, spend } from '../context.ts';
import { sendEmailChangeMail } from '../mail/send.ts';
import { createFlowState, validatePkceParams } from '../flow-state.ts';
import { referrer } from '../redirects.ts';
import { withTransaction } from '../db.ts';
import { validateEmail } from '../email-address.ts';
import { badRequest, forbidden, unauthorized, unprocessable } from '../errors.ts';
import { factorsOf } from '../mfa.ts';
import { parseJsonBody } from '../http.ts';
import { sendJson } from '../../shared/http.ts';
import { checkPasswordStrength, hashPassword, verifyPassword } from '../passwords.ts';
import { checkReauthentication } from './reauthenticate.ts';
import { userUpdateBody } from '../schemas.ts';
import { deleteUserSessions } from '../sessions.ts';
import { findUserByEmail, findUserById, mergeMetadata, userJson } from '../users.ts';

/** GET /user: the signed-in user. */
export const getUser: Route = async ({ settings, pool }, request) => {
  const { claims, user } = await authenticate(request.req, pool, settings.jwtSecret);
  const audience = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud;
  if (audience !== settings.audience) {
    throw badRequest('validation_failed', "Token audience doesn't match request audience");
  }
  sendJson(request.res, 200, await userJson(pool, user));
};

/**
 * PUT /user: user metadata (`data`, merged; null removes a key) and the
 * password. A new password signs the user out of every other session.
 * A new email address gets a confirmation email (and with
 * double_confirm_changes the current one too); the change happens at
 * /verify type email_change. Phone changes need an SMS provider.
 */
export const updateUser: Route = async (ctx, request) => {
  const { settings, pool } = ctx;
  const { user, session } = await authenticate(request.req, pool, settings.jwtSecret);
  const body = await parseJsonBody(request.req, userUpdateBody);

  const email = body.email ? validateEmail(body.email) : '';
  if (body.phone) throw badRequest('feature_disabled', 'Changing the phone number is not supported by the local auth service');
  const password = body.password ?? null;
  if (password !== null) checkPasswordStrength(password, settings.minimumPasswordLength);
  if (body.app_metadata) throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
  // A password (or a recovery link) alone must not take over an account that has a second factor.
  if (((password !== null && password !== '') || (email !== '' && email !== user.email)) && session?.aal !== 'aal2') {
    if ((await factorsOf(pool, user.id)).some((factor) => factor.status === 'verified'))
      throw unauthorized('insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.');
  }

  const changingEmail = email !== '' && email !== user.email;
  if (changingEmail) {
    const other = await findUserByEmail(pool, email, settings.audience);
    if (other && other.id !== user.id) {
      throw unprocessable('email_exists', 'A user with this email address has already been registered');
    }
    spend(ctx.limits.userUpdatesByIp, request.ip);
  }
  const pkce = changingEmail ? validatePkceParams(body.code_challenge_method, body.code_challenge) : null;

  let passwordHash: string | null = null;
  if (password !== null) await checkReauthentication(ctx, user, session, body.nonce ?? '');
  if (password !== null) {
    if (password !== '' && (await verifyPassword(password, user.encrypted_password))) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
    passwordHash = await hashPassword(password);
  }

  const updated = await withTransaction(pool, async (tx) => {
    const now = new Date();
    if (passwordHash !== null) {
      // GoTrue's UpdatePassword: pending one-time tokens die with the old password.
      await tx.query(
        `update auth.users
            set encrypted_password = $2, confirmation_token = '', confirmation_sent_at = null,
                recovery_token = '', recovery_sent_at = null, email_change_token_current = '',
                email_change_token_new = '', email_change_sent_at = null, phone_change_token = '',
                phone_change_sent_at = null, reauthentication_token = '', reauthentication_sent_at = null,
                updated_at = $3
          where id = $1`,
        [user.id, passwordHash, now],
      );
      // The claims max_frequency holds stand for stamps; they go with them.
      if (user.email) ctx.limits.mailFrequency.forget(user.email);
      await deleteUserSessions(tx, user.id, session?.id);
    }
    if (body.data) {
      await tx.query(`update auth.users set raw_user_meta_data = $2::jsonb, updated_at = $3 where id = $1`, [
        user.id,
        JSON.stringify(mergeMetadata(user.raw_user_meta_data, body.data)),
        now,
      ]);
    }
    if (changingEmail) {
      const current = await findUserById(tx, user.id);
      await createFlowState(tx, { userId: user.id, pkce, authenticationMethod: 'email_change' });
      const redirectTo = referrer(settings, request.url, request.req);
      await sendEmailChangeMail(ctx, tx, { user: current!, newEmail: email, redirectTo, pkce, now });
    }
    return findUserById(tx, user.id);
  });
  if (!updated) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  sendJson(request.res, 200, await userJson(pool, updated));
};
