import crypto from 'node:crypto';
import { type AuthContext, type AuthRequest, grantContext, type Route, spend } from '../context.ts';
import { withTransaction } from '../db.ts';
import { validateEmail } from '../email-address.ts';
import { signupConfirmationMail } from '../mail/send.ts';
import type { OutgoingMail } from '../mail/smtp.ts';
import { badRequest, unprocessable } from '../errors.ts';
import { createFlowState, validatePkceParams } from '../flow-state.ts';
import { parseJsonBody } from '../http.ts';
import { sendJson } from '../../shared/http.ts';
import { checkPasswordStrength, hashPassword } from '../passwords.ts';
import { referrer } from '../redirects.ts';
import { signupBody } from '../schemas.ts';
import { issueSession } from '../tokens.ts';
import {
  createAnonymousUser,
  createConfirmedEmailUser,
  createEmailUser,
  findUserByEmail,
  findUserById,
  type UserRow,
  userJson,
} from '../users.ts';

const userExists = () => unprocessable('user_already_exists', 'User already registered');

/**
 * POST /signup with email and password. With confirmations off
 * (mailer_autoconfirm) the user is confirmed at once and the answer is a
 * session. With confirmations on the answer is the user without a session
 * and a confirmation email goes out; an address that already has a confirmed
 * account gets GoTrue's obfuscated user instead, so the answer does not tell
 * who is registered.
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
  if (settings.enableConfirmations) return signupWithConfirmation(ctx, request, { address, password, body });
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
      return issueSession(tx, settings, { userId, grant: grantContext(request) }, now);
    });
    sendJson(request.res, 200, session);
  } catch (error) {
    // Two sign-ups for one address raced; the unique email index decided.
    if (isUniqueViolation(error)) throw userExists();
    throw error;
  }
};

type SignupBody = ReturnType<typeof signupBody.parse>;

/**
 * GoTrue's signup with mailer_autoconfirm off. A new address becomes an
 * unconfirmed user with a confirmation email; an unconfirmed one gets a new
 * email (its password is not changed: nobody has proved they own it); a
 * confirmed one gets nothing and the caller gets a made-up user of the same
 * shape. Every path hashes the password and answers before any email is
 * sent, so they take the same time.
 */
async function signupWithConfirmation(
  ctx: AuthContext,
  request: AuthRequest,
  { address, password, body }: { address: string; password: string; body: SignupBody },
): Promise<void> {
  const { settings, pool } = ctx;
  const passwordHash = await hashPassword(password);
  const pkce = validatePkceParams(body.code_challenge_method, body.code_challenge);
  const redirectTo = referrer(settings, request.url, request.req);
  const existing = await findUserByEmail(pool, address, settings.audience);
  if (existing?.email_confirmed_at) {
    await readBackAsForNewUser(ctx, existing);
    return sendJson(request.res, 200, obfuscatedUser(existing, body.data ?? {}, settings.audience));
  }
  let signedUp: { user: UserRow; mail: OutgoingMail };
  try {
    signedUp = await withTransaction(pool, async (tx) => {
      const now = new Date();
      const userId =
        existing?.id ??
        (await createEmailUser(tx, {
          email: address,
          passwordHash,
          data: body.data ?? {},
          aud: settings.audience,
          role: settings.defaultRole,
          now,
          confirmed: false,
        }));
      await createFlowState(tx, { userId, pkce, authenticationMethod: 'email/signup' });
      const created = (await findUserById(tx, userId))!;
      const stamp = { kind: 'confirmation', email: address, sentAt: created.confirmation_sent_at } as const;
      ctx.limits.mailFrequency.check(stamp, now);
      const mail = await signupConfirmationMail(ctx, tx, { user: created, redirectTo, pkce, now });
      return { user: (await findUserById(tx, userId))!, mail };
    });
  } catch (error) {
    // A concurrent sign-up of the same address won: answer as for an existing one.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findUserByEmail(pool, address, settings.audience);
    if (!winner) throw error;
    return sendJson(request.res, 200, obfuscatedUser(winner, body.data ?? {}, settings.audience));
  }
  sendJson(request.res, 200, await userJson(pool, signedUp.user));
  // After the answer: SMTP's time, which grows with the machine's load, would
  // otherwise tell a new address from a registered one. A test or a user
  // reading the mailbox waits for the mail in any case.
  ctx.mailer.sendInBackground(async () => [signedUp.mail]);
}

/**
 * The database reads a new address's answer makes (the account read back in
 * a transaction, then its identities and factors), for a registered address,
 * whose answer is made up: both answers take as long. GoTrue writes its
 * audit log's user_repeated_signup here; this service keeps no audit log.
 */
async function readBackAsForNewUser(ctx: AuthContext, user: UserRow): Promise<void> {
  const row = await withTransaction(ctx.pool, (tx) => findUserById(tx, user.id));
  await userJson(ctx.pool, row ?? user);
}

/**
 * GoTrue's sanitizeUser: a confirmed address's account as a new, unconfirmed
 * one would look (random id, no identities, only the sign-up's metadata).
 * Every timestamp a real account could have collected is left out too.
 */
function obfuscatedUser(user: UserRow, data: Record<string, unknown>, aud: string): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    aud,
    role: '',
    email: user.email ?? '',
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

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
  if (!settings.enableAnonymousSignIns) throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  spend(limits.anonymousByIp, request.ip);
  const session = await withTransaction(pool, async (tx) => {
    const now = new Date();
    const userId = await createAnonymousUser(tx, {
      data,
      aud: settings.audience,
      role: settings.defaultRole,
      now,
    });
    return issueSession(tx, settings, { userId, grant: grantContext(request) }, now);
  });
  sendJson(request.res, 200, session);
}
