import { type AuthContext, type AuthRequest, grantContext, type Route, spend } from '../context.ts';
import { withTransaction } from '../db.ts';
import { validateEmail } from '../email-address.ts';
import { badRequest, unprocessable } from '../errors.ts';
import { parseJsonBody, sendJson } from '../http.ts';
import { checkPasswordStrength, hashPassword } from '../passwords.ts';
import { signupBody } from '../schemas.ts';
import { issueSession } from '../tokens.ts';
import { createAnonymousUser, createConfirmedEmailUser, findUserByEmail } from '../users.ts';

const userExists = () => unprocessable('user_already_exists', 'User already registered');

/**
 * POST /signup with email and password. Email confirmation is off
 * (mailer_autoconfirm), so the user is confirmed at once and signed in: the
 * answer is a session, as GoTrue sends it.
 */
export const signup: Route = async (ctx, request) => {
  const { settings, pool, limits } = ctx;
  if (!settings.enableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');

  const body = await parseJsonBody(request.req, signupBody);
  const email = body.email ?? '';
  const phone = body.phone ?? '';
  const password = body.password ?? '';
  if (!email && !phone) return signupAnonymously(ctx, request, body.data ?? {});
  spend(limits.signInSignUpsByIp, request.ip);

  if (!password) throw badRequest('validation_failed', 'Signup requires a valid password');
  checkPasswordStrength(password, settings.minimumPasswordLength);
  if (email && phone) {
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided on signup.');
  }
  if (phone) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');

  const address = validateEmail(email);
  spend(limits.signInSignUpsByEmail, address);
  if (await findUserByEmail(pool, address, settings.audience)) throw userExists();

  // Hashing is slow on purpose; keep it outside the transaction.
  const passwordHash = await hashPassword(password);
  try {
    const session = await withTransaction(pool, async (tx) => {
      const now = new Date();
      const userId = await createConfirmedEmailUser(tx, {
        email: address,
        passwordHash,
        data: body.data ?? {},
        aud: settings.audience,
        role: settings.defaultRole,
        now,
      });
      return issueSession(tx, settings, userId, grantContext(request), now);
    });
    sendJson(request.res, 200, session);
  } catch (error) {
    // Two sign-ups for one address raced; the unique email index decided.
    if (isUniqueViolation(error)) throw userExists();
    throw error;
  }
};

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

/**
 * POST /signup without email or phone (signInAnonymously), when
 * [auth] enable_anonymous_sign_ins is on; limited per IP per hour
 * ([auth.rate_limit] anonymous_users).
 */
async function signupAnonymously(ctx: AuthContext, request: AuthRequest, data: Record<string, unknown>): Promise<void> {
  const { settings, pool, limits } = ctx;
  if (!settings.enableAnonymousSignIns)
    throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  spend(limits.anonymousByIp, request.ip);
  const session = await withTransaction(pool, async (tx) => {
    const now = new Date();
    const userId = await createAnonymousUser(tx, {
      data,
      aud: settings.audience,
      role: settings.defaultRole,
      now,
    });
    return issueSession(tx, settings, userId, grantContext(request), now);
  });
  sendJson(request.res, 200, session);
}
