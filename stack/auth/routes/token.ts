import { type AuthContext, type AuthRequest, grantContext, type Route, spend } from '../context.ts';
import { withTransaction } from '../db.ts';
import { badRequest, unprocessable } from '../errors.ts';
import { parseJsonBody } from '../http.ts';
import { sendJson } from '../../shared/http.ts';
import { verifyPassword, verifyPasswordAgainstNothing, weakPasswordNotice } from '../passwords.ts';
import { consumeAuthCode } from '../flow-state.ts';
import { passwordGrantBody, pkceGrantBody, refreshGrantBody } from '../schemas.ts';
import { REFRESH_TOKEN_PATTERN } from '../sessions.ts';
import { issueSession, refreshTokenGrant } from '../tokens.ts';
import { findUserByEmail, findUserById, isBanned } from '../users.ts';

const INVALID_LOGIN = 'Invalid login credentials';

/** POST /token?grant_type=password|refresh_token */
export const token: Route = async (ctx, request) => {
  switch (request.url.searchParams.get('grant_type')) {
    case 'password':
      spend(ctx.limits.signInSignUpsByIp, request.ip);
      return passwordGrant(ctx, request);
    case 'refresh_token':
      spend(ctx.limits.tokenRefreshByIp, request.ip);
      return refreshGrant(ctx, request);
    case 'pkce':
      spend(ctx.limits.tokenRefreshByIp, request.ip);
      return pkceGrant(ctx, request);
    default:
      throw badRequest('invalid_credentials', 'unsupported_grant_type');
  }
};

async function passwordGrant({ settings, pool, limits }: AuthContext, request: AuthRequest): Promise<void> {
  const body = await parseJsonBody(request.req, passwordGrantBody);
  const email = body.email ?? '';
  const password = body.password ?? '';
  if (email && body.phone) {
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided on login.');
  }
  if (!email) {
    if (body.phone) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
    throw badRequest('validation_failed', 'missing email or phone');
  }
  spend(limits.signInSignUpsByEmail, email.toLowerCase());

  const user = await findUserByEmail(pool, email, settings.audience);
  if (!user || !user.encrypted_password) {
    // As slow as a wrong password, so the answer's timing does not tell which addresses have accounts.
    await verifyPasswordAgainstNothing(password);
    throw badRequest('invalid_credentials', INVALID_LOGIN);
  }
  if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
  if (!(await verifyPassword(password, user.encrypted_password))) throw badRequest('invalid_credentials', INVALID_LOGIN);
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');

  const session = await withTransaction(pool, (tx) =>
    issueSession(tx, settings, { userId: user.id, grant: grantContext(request) }, new Date()),
  );
  // A password that no longer meets the policy still signs in; GoTrue tells the client.
  const weak = weakPasswordNotice(password, settings.minimumPasswordLength);
  sendJson(request.res, 200, weak ? { ...session, weak_password: weak } : session);
}

async function refreshGrant({ settings, pool }: AuthContext, request: AuthRequest): Promise<void> {
  const body = await parseJsonBody(request.req, refreshGrantBody);
  const refreshToken = body.refresh_token ?? '';
  if (!REFRESH_TOKEN_PATTERN.test(refreshToken)) throw badRequest('validation_failed', 'Refresh token is not valid');
  sendJson(request.res, 200, await refreshTokenGrant(pool, settings, refreshToken, grantContext(request)));
}

/** POST /token?grant_type=pkce (exchangeCodeForSession): the auth code from an email link and the client's verifier. */
async function pkceGrant({ settings, pool }: AuthContext, request: AuthRequest): Promise<void> {
  const body = await parseJsonBody(request.req, pkceGrantBody);
  if (!body.auth_code || !body.code_verifier)
    throw badRequest('validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
  const session = await withTransaction(pool, async (tx) => {
    const userId = await consumeAuthCode(tx, body.auth_code!, body.code_verifier!);
    const user = await findUserById(tx, userId);
    if (!user) throw badRequest('user_not_found', 'User not found');
    if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
    return issueSession(tx, settings, { userId, grant: grantContext(request) }, new Date());
  });
  sendJson(request.res, 200, session);
}
