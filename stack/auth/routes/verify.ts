import { type AuthContext, grantContext, type Route, spend } from '../context.ts';
import { type Queryable, withTransaction } from '../db.ts';
import { validateEmail } from '../email-address.ts';
import { badRequest, forbidden, HttpError, unprocessable } from '../errors.ts';
import { issueAuthCode } from '../flow-state.ts';
import { parseJsonBody } from '../http.ts';
import { sendJson } from '../../shared/http.ts';
import { isOtpExpired, otpMatches, PKCE_PREFIX, tokenHash } from '../otp.ts';
import { referrer } from '../redirects.ts';
import { verifyBody } from '../schemas.ts';
import { type AccessTokenResponse, issueSession } from '../tokens.ts';
import { confirmEmail, findUserByEmail, isBanned, USER_SELECT, type UserRow } from '../users.ts';

const EMAIL_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change', 'email'] as const;
type EmailType = (typeof EMAIL_TYPES)[number];

const linkExpired = () => forbidden('otp_expired', 'Email link is invalid or has expired');
const tokenExpired = () => forbidden('otp_expired', 'Token has expired or is invalid');

// PKCE auth codes are issued per authentication method, as GoTrue's ParseAuthenticationMethod names them.
const AUTH_METHOD: Record<string, string> = {
  signup: 'email/signup',
  invite: 'invite',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change: 'email_change',
};

async function findOne(db: Queryable, where: string, params: unknown[]): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`${USER_SELECT} where ${where} limit 1 for update`, params);
  return rows[0] ?? null;
}

/** GoTrue's verifyTokenHash: the user whose stored token is this hash, unexpired. `type` may be narrowed. */
async function userByTokenHash(
  ctx: AuthContext,
  tx: Queryable,
  hash: string,
  type: EmailType,
): Promise<{ user: UserRow; type: EmailType }> {
  let user: UserRow | null;
  switch (type) {
    case 'email':
      user = await findOne(tx, 'confirmation_token = $1 or recovery_token = $1', [hash]);
      break;
    case 'signup':
    case 'invite':
      user = await findOne(tx, 'confirmation_token = $1', [hash]);
      break;
    case 'recovery':
    case 'magiclink':
      user = await findOne(tx, 'recovery_token = $1', [hash]);
      break;
    case 'email_change':
      user = await findOne(tx, 'email_change_token_current = $1 or email_change_token_new = $1', [hash]);
      break;
  }
  if (!user) throw linkExpired();
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
  let sentAt: Date | null;
  let narrowed = type;
  if (type === 'email') {
    const viaRecovery = user.recovery_token === hash;
    sentAt = viaRecovery ? user.recovery_sent_at : user.confirmation_sent_at;
    narrowed = viaRecovery ? 'magiclink' : 'signup';
  } else if (type === 'signup' || type === 'invite') sentAt = user.confirmation_sent_at;
  else if (type === 'email_change') sentAt = user.email_change_sent_at;
  else sentAt = user.recovery_sent_at;
  if (isOtpExpired(sentAt, ctx.settings.otpExpiry)) throw linkExpired();
  return { user, type: narrowed };
}

/** GoTrue's verifyUserAndToken: the emailed 6-digit code for this address. */
async function userByEmailAndOtp(
  ctx: AuthContext,
  tx: Queryable,
  { email, hash, type }: { email: string; hash: string; type: EmailType },
): Promise<{ user: UserRow; type: EmailType }> {
  const { settings } = ctx;
  const user =
    type === 'email_change'
      ? await findOne(
          tx,
          `aud = $3::text and ((lower(email) = $1::text and email_change_token_current in ($2::text, 'pkce_' || $2::text))
                      or (lower(email_change) = $1::text and email_change_token_new in ($2::text, 'pkce_' || $2::text)))`,
          [email, hash, settings.audience],
        )
      : await findUserByEmail(tx, email, settings.audience);
  if (!user) throw tokenExpired();
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
  const exp = settings.otpExpiry;
  let narrowed = type;
  let valid: boolean;
  switch (type) {
    case 'email':
      if (otpMatches(hash, user.confirmation_token, user.confirmation_sent_at, exp)) {
        valid = true;
        narrowed = 'signup';
      } else {
        valid = otpMatches(hash, user.recovery_token, user.recovery_sent_at, exp);
        narrowed = 'magiclink';
      }
      break;
    case 'signup':
    case 'invite':
      valid = otpMatches(hash, user.confirmation_token, user.confirmation_sent_at, exp);
      break;
    case 'recovery':
    case 'magiclink':
      valid = otpMatches(hash, user.recovery_token, user.recovery_sent_at, exp);
      break;
    case 'email_change':
      valid =
        otpMatches(hash, user.email_change_token_current, user.email_change_sent_at, exp) ||
        otpMatches(hash, user.email_change_token_new, user.email_change_sent_at, exp);
      break;
  }
  if (!valid) throw tokenExpired();
  // Row lock for the single-use update that follows.
  const locked = await findOne(tx, 'id = $1', [user.id]);
  return { user: locked ?? user, type: narrowed };
}

/**
 * What a verified token does, then spends it (every token is single use):
 * confirms a sign-up or invite, signs in a recovery or magic link, and
 * completes an email change.
 */
async function applyVerification(tx: Queryable, user: UserRow, type: EmailType): Promise<'done'> {
  const now = new Date();
  switch (type) {
    case 'signup':
    case 'invite':
      await confirmEmail(tx, user.id, now);
      break;
    case 'recovery':
    case 'magiclink':
      await tx.query(`update auth.users set recovery_token = '', updated_at = $2 where id = $1`, [user.id, now]);
      if (!user.email_confirmed_at) await confirmEmail(tx, user.id, now);
      break;
    case 'email_change':
      await confirmEmailChange(tx, user, now);
      break;
    case 'email':
      throw new Error('the email type is narrowed before it is applied');
  }
  return 'done';
}

/** GoTrue's ConfirmEmailChange: the new address replaces the old one, in the user and its email identity. */
async function confirmEmailChange(tx: Queryable, user: UserRow, now: Date): Promise<void> {
  const newEmail = user.email_change ?? '';
  if (!newEmail) throw linkExpired();
  await tx.query(
    `update auth.users
        set email = $2::text, email_change = '', email_change_token_current = '', email_change_token_new = '',
            email_change_confirm_status = 0, email_change_sent_at = null, is_anonymous = false,
            email_confirmed_at = coalesce(email_confirmed_at, $3),
            raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || jsonb_build_object('email', $2::text),
            updated_at = $3
      where id = $1`,
    [user.id, newEmail, now],
  );
  const { rowCount } = await tx.query(
    `update auth.identities
        set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true), updated_at = $3
      where user_id = $1 and provider = 'email'`,
    [user.id, newEmail, now],
  );
  if (!rowCount) {
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       values ($1::text, $1::uuid, jsonb_build_object('sub', $1::text, 'email', $2::text, 'email_verified', true), 'email', $3, $3, $3)`,
      [user.id, newEmail, now],
    );
  }
}

function parseType(type: string | null | undefined): EmailType {
  if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
  if (type === 'sms' || type === 'phone_change') throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
  if (!(EMAIL_TYPES as readonly string[]).includes(type)) throw badRequest('validation_failed', 'Invalid email verification type');
  return type as EmailType;
}

/** GET /verify?token=…&type=…&redirect_to=…: the link in an email; answers with a redirect. */
export const verifyGet: Route = async (ctx, request) => {
  spend(ctx.limits.verificationsByIp, request.ip);
  const token = request.url.searchParams.get('token') ?? '';
  const rawType = request.url.searchParams.get('type');
  if (!rawType) throw badRequest('validation_failed', 'Verify requires a verification type');
  if (!token) throw badRequest('validation_failed', 'Verify requires a token or a token hash');
  const redirectTo = referrer(ctx.settings, request.url, request.req);
  const pkce = token.startsWith(PKCE_PREFIX);

  let location: string;
  try {
    const type = parseType(rawType);
    location = await withTransaction(ctx.pool, async (tx) => {
      const found = await userByTokenHash(ctx, tx, token, type);
      await applyVerification(tx, found.user, found.type);
      if (pkce) {
        const method = AUTH_METHOD[found.type];
        if (!method) throw badRequest('validation_failed', 'Unsupported verification type');
        const code = await issueAuthCode(tx, found.user.id, method);
        const url = new URL(redirectTo);
        url.searchParams.set('code', code);
        return url.toString();
      }
      const session = await issueSession(tx, ctx.settings, { userId: found.user.id, grant: grantContext(request) }, new Date());
      return implicitRedirect(redirectTo, session, rawType);
    });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    location = errorRedirect(redirectTo, error, pkce);
  }
  request.res.writeHead(303, { Location: location });
  request.res.end();
};

/** GoTrue's AsRedirectURL: the session in the fragment, keys sorted as Go's url.Values encodes them. */
function implicitRedirect(redirectTo: string, session: AccessTokenResponse, type: string): string {
  const params = new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: session.token_type,
    type,
  });
  return `${redirectTo}#${params.toString()}`;
}

const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/** GoTrue's prepErrorRedirectURL: the error in the fragment (and, for PKCE, in the query). */
function errorRedirect(redirectTo: string, error: HttpError, pkce: boolean): string {
  const url = new URL(redirectTo);
  const fragment = new URLSearchParams();
  const oauth = OAUTH_ERRORS[error.status];
  if (oauth) fragment.set('error', oauth);
  fragment.set('error_code', error.code);
  fragment.set('error_description', error.message);
  if (pkce) for (const [key, value] of fragment) url.searchParams.set(key, value);
  fragment.set('sb', '');
  url.hash = fragment.toString();
  return url.toString();
}

/** POST /verify (verifyOtp): with a token_hash, or with the email and its 6-digit code; answers a session. */
export const verifyPost: Route = async (ctx, request) => {
  spend(ctx.limits.verificationsByIp, request.ip);
  const body = await parseJsonBody(request.req, verifyBody);
  const type = parseType(body.type);
  const token = body.token ?? '';
  const hashParam = body.token_hash ?? '';
  if ((!token && !hashParam) || (token && hashParam))
    throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
  let email = '';
  if (token) {
    if (body.phone && !body.email) throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
    if (!body.email || body.phone)
      throw badRequest('validation_failed', 'Only an email address or phone number should be provided on verify');
    try {
      email = validateEmail(body.email);
    } catch {
      throw unprocessable('validation_failed', 'Invalid email format');
    }
  } else if (body.email || body.phone || body.redirect_to) {
    throw badRequest('validation_failed', 'Only the token_hash and type should be provided');
  }

  const session = await withTransaction(ctx.pool, async (tx) => {
    const found = token
      ? await userByEmailAndOtp(ctx, tx, { email, hash: tokenHash(email, token), type })
      : await userByTokenHash(ctx, tx, hashParam, type);
    await applyVerification(tx, found.user, found.type);
    return issueSession(tx, ctx.settings, { userId: found.user.id, grant: grantContext(request) }, new Date());
  });
  sendJson(request.res, 200, session);
};
