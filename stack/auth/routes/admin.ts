import crypto from 'node:crypto';
import { requireAdmin } from '../admin-auth.ts';
import type { AuthContext, AuthRequest } from '../context.ts';
import { type Queryable, withTransaction } from '../db.ts';
import { validateEmail } from '../email-address.ts';
import { sendConfirmationMail } from '../mail/send.ts';
import { badRequest, HttpError, unprocessable } from '../errors.ts';
import { parseJsonBody } from '../http.ts';
import { sendJson } from '../../shared/http.ts';
import { generateOtp, tokenHash } from '../otp.ts';
import { checkPasswordStrength, hashPassword } from '../passwords.ts';
import { actionLink, isRedirectUrlValid, referrer } from '../redirects.ts';
import { adminDeleteBody, adminUserBody, generateLinkBody, inviteBody } from '../schemas.ts';
import { deleteUserSessions } from '../sessions.ts';
import {
  confirmEmail,
  createEmailUser,
  findUserByEmail,
  findUserById,
  mergeMetadata,
  USER_SELECT,
  type UserRow,
  userJson,
} from '../users.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DUPLICATE_EMAIL = 'A user with this email address has already been registered';
const userNotFound = () => new HttpError(404, 'user_not_found', 'User not found');

/** Every admin route: the service role only, then the handler. */
function admin(handler: (ctx: AuthContext, request: AuthRequest, id?: string) => Promise<void>) {
  return async (ctx: AuthContext, request: AuthRequest, id?: string) => {
    await requireAdmin(request.req, ctx.settings.jwtSecret);
    await handler(ctx, request, id);
  };
}

async function loadUser(db: Queryable, id: string | undefined): Promise<UserRow> {
  if (!id || !UUID.test(id)) throw new HttpError(404, 'validation_failed', 'user_id must be an UUID');
  const user = await findUserById(db, id);
  if (!user) throw userNotFound();
  return user;
}

/** Go's time.ParseDuration for the units ban_duration uses ("24h", "1h30m", "none"). */
function banUntil(duration: string | null | undefined, now: Date): Date | null | undefined {
  if (!duration) return undefined;
  if (duration === 'none') return null;
  const units: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  const parts = [...duration.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)];
  if (!parts.length || parts.map((p) => p[0]).join('') !== duration)
    throw badRequest('validation_failed', `invalid format for ban duration: time: invalid duration "${duration}"`);
  const ms = parts.reduce((sum, [, value, unit]) => sum + Number(value) * units[unit!]!, 0);
  return new Date(now.getTime() + ms);
}

/** GET /admin/users?page=&per_page= (listUsers), newest first, with GoTrue's Link and X-Total-Count headers. */
export const listUsers = admin(async ({ settings, pool }, request) => {
  const pageParam = request.url.searchParams.get('page');
  const perPageParam = request.url.searchParams.get('per_page');
  const page = pageParam ? Number(pageParam) : 1;
  const perPage = perPageParam ? Number(perPageParam) : 50;
  for (const [name, value] of [
    ['page', page],
    ['per_page', perPage],
  ] as const) {
    if (!Number.isInteger(value) || value < 0)
      throw badRequest(
        'validation_failed',
        `Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(request.url.searchParams.get(name))}: invalid syntax`,
      );
  }
  const { rows: countRows } = await pool.query<{ count: string }>(`select count(*) from auth.users where aud = $1`, [settings.audience]);
  const total = Number(countRows[0]?.count ?? 0);
  const offset = Math.max(0, page - 1) * perPage;
  const { rows } = await pool.query<UserRow>(`${USER_SELECT} where aud = $1 order by created_at desc, id desc limit $2 offset $3`, [
    settings.audience,
    perPage,
    offset,
  ]);
  const users = await Promise.all(rows.map((row) => userJson(pool, row)));
  sendJson(request.res, 200, { users, aud: settings.audience }, paginationHeaders(request.url, page, perPage, total));
});

/** GoTrue's addPaginationHeaders: the request URL with `page` replaced, query keys sorted as Go encodes them. */
function paginationHeaders(url: URL, page: number, perPage: number, total: number): Record<string, string> {
  const totalPages = perPage > 0 ? Math.ceil(total / perPage) : 0;
  const withPage = (n: number) => {
    const query = new URLSearchParams(url.searchParams);
    query.set('page', String(n));
    query.sort();
    return `<${url.pathname}?${query.toString()}>`;
  };
  let link = '';
  if (totalPages > page) link += `${withPage(page + 1)}; rel="next", `;
  link += `${withPage(totalPages)}; rel="last"`;
  return { Link: link, 'X-Total-Count': String(total) };
}

/** POST /admin/users (createUser). */
export const createUser = admin(async ({ settings, pool }, request) => {
  const body = await parseJsonBody(request.req, adminUserBody);
  if (!body.email && !body.phone) throw badRequest('validation_failed', 'Cannot create a user without either an email or phone');
  if (body.phone) throw badRequest('phone_provider_disabled', 'Phone users are not supported by the local auth service');
  const email = validateEmail(body.email!);
  const aud = body.aud || settings.audience;
  if (await findUserByEmail(pool, email, aud)) throw unprocessable('email_exists', DUPLICATE_EMAIL);
  if (body.password && body.password_hash) throw badRequest('validation_failed', 'Only a password or a password hash should be provided');
  if (body.id !== undefined && body.id !== null && body.id !== '') {
    if (!UUID.test(body.id)) throw badRequest('validation_failed', 'ID must conform to the uuid v4 format');
    if (/^0{8}-0{4}-0{4}-0{4}-0{12}$/.test(body.id)) throw badRequest('validation_failed', 'ID cannot be a nil uuid');
  }
  let passwordHash: string;
  if (body.password_hash) passwordHash = body.password_hash;
  else if (body.password) {
    checkPasswordStrength(body.password, 0);
    passwordHash = await hashPassword(body.password);
  } else passwordHash = await hashPassword(crypto.randomBytes(32).toString('base64url'));
  const now = new Date();
  const ban = banUntil(body.ban_duration, now);

  const user = await withTransaction(pool, async (tx) => {
    const id = await createEmailUser(tx, {
      email,
      passwordHash,
      data: body.user_metadata ?? {},
      aud,
      role: body.role || settings.defaultRole,
      now,
      confirmed: body.email_confirm === true,
      id: body.id || undefined,
      appMetadata: body.app_metadata ?? undefined,
    });
    if (ban) await tx.query(`update auth.users set banned_until = $2 where id = $1`, [id, ban]);
    return findUserById(tx, id);
  }).catch((error: unknown) => {
    if ((error as { code?: string }).code === '23505') throw unprocessable('email_exists', DUPLICATE_EMAIL);
    throw error;
  });
  sendJson(request.res, 200, await userJson(pool, user!));
});

/** GET /admin/users/:id (getUserById). */
export const getUserById = admin(async ({ pool }, request, id) => {
  sendJson(request.res, 200, await userJson(pool, await loadUser(pool, id)));
});

/** PUT /admin/users/:id (updateUserById). */
export const updateUserById = admin(async ({ settings, pool }, request, id) => {
  const user = await loadUser(pool, id);
  const body = await parseJsonBody(request.req, adminUserBody);
  const email = body.email ? validateEmail(body.email) : '';
  if (body.phone) throw badRequest('phone_provider_disabled', 'Phone users are not supported by the local auth service');
  if (email && email !== user.email) {
    const other = await findUserByEmail(pool, email, user.aud ?? settings.audience);
    if (other && other.id !== user.id) throw unprocessable('email_exists', DUPLICATE_EMAIL);
  }
  let passwordHash: string | null = null;
  if (body.password !== undefined && body.password !== null) {
    checkPasswordStrength(body.password, settings.minimumPasswordLength);
    passwordHash = await hashPassword(body.password);
  }
  const now = new Date();
  const ban = banUntil(body.ban_duration, now);

  const updated = await withTransaction(pool, async (tx) => {
    if (body.role) await tx.query(`update auth.users set role = $2, updated_at = $3 where id = $1`, [user.id, body.role, now]);
    if (body.email_confirm) await confirmEmail(tx, user.id, now);
    if (passwordHash !== null) {
      await tx.query(`update auth.users set encrypted_password = $2, updated_at = $3 where id = $1`, [user.id, passwordHash, now]);
    }
    if (email && email !== user.email) {
      // An admin changes the address directly, as GoTrue's adminUserUpdate does.
      await tx.query(
        `update auth.users set email = $2::text, email_change = '', email_change_token_new = '',
                email_change_token_current = '', updated_at = $3 where id = $1`,
        [user.id, email, now],
      );
      await tx.query(
        `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = $3
          where user_id = $1 and provider = 'email'`,
        [user.id, email, now],
      );
    }
    if (body.app_metadata) {
      await tx.query(`update auth.users set raw_app_meta_data = $2::jsonb, updated_at = $3 where id = $1`, [
        user.id,
        JSON.stringify(mergeMetadata(user.raw_app_meta_data, body.app_metadata)),
        now,
      ]);
    }
    if (body.user_metadata) {
      await tx.query(`update auth.users set raw_user_meta_data = $2::jsonb, updated_at = $3 where id = $1`, [
        user.id,
        JSON.stringify(mergeMetadata(user.raw_user_meta_data, body.user_metadata)),
        now,
      ]);
    }
    if (ban !== undefined) {
      await tx.query(`update auth.users set banned_until = $2, updated_at = $3 where id = $1`, [user.id, ban, now]);
      // A ban ends the user's sessions, as GoTrue's user.Ban does.
      if (ban) await deleteUserSessions(tx, user.id);
    }
    return findUserById(tx, user.id);
  });
  sendJson(request.res, 200, await userJson(pool, updated!));
});

/** DELETE /admin/users/:id (deleteUser): removed, or with should_soft_delete anonymised and signed out. */
export const deleteUser = admin(async ({ pool }, request, id) => {
  const user = await loadUser(pool, id);
  // GoTrue reads the body only when there is one.
  const body = await parseJsonBody(request.req, adminDeleteBody, { allowEmpty: true });
  await withTransaction(pool, async (tx) => {
    if (!body.should_soft_delete) {
      await tx.query(`delete from auth.users where id = $1`, [user.id]);
      return;
    }
    if (user.deleted_at) return;
    // GoTrue's SoftDeleteUser: the row stays, everything that identifies or signs in the user goes.
    await tx.query(
      `update auth.users
          set deleted_at = now(), email = case when email is null then null else md5(random()::text) || '@deleted.local' end,
              phone = null, encrypted_password = '', confirmation_token = '', recovery_token = '',
              email_change_token_current = '', email_change_token_new = '', email_change = '',
              raw_app_meta_data = '{}'::jsonb, raw_user_meta_data = '{}'::jsonb, updated_at = now()
        where id = $1`,
      [user.id],
    );
    await tx.query(
      `update auth.identities set identity_data = '{}'::jsonb, provider_id = md5(random()::text), updated_at = now()
        where user_id = $1`,
      [user.id],
    );
    await deleteUserSessions(tx, user.id);
  });
  sendJson(request.res, 200, {});
});

const LINK_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change_current', 'email_change_new'];

/**
 * POST /admin/generate_link (generateLink): stores the token as the emailed
 * flow would and returns the link and code instead of sending them.
 */
export const generateLink = admin(async (ctx, request) => {
  const { settings, pool } = ctx;
  const body = await parseJsonBody(request.req, generateLinkBody);
  const email = validateEmail(body.email ?? '');
  let redirectTo = referrer(settings, request.url, request.req);
  if (body.redirect_to && isRedirectUrlValid(settings, body.redirect_to)) redirectTo = body.redirect_to;
  let type = body.type ?? '';
  let password = body.password ?? '';
  let user = await findUserByEmail(pool, email, settings.audience);
  if (!user) {
    if (type === 'magiclink') {
      type = 'signup';
      password = crypto.randomBytes(32).toString('base64url');
    } else if (['recovery', 'email_change_current', 'email_change_new'].includes(type)) {
      throw new HttpError(404, 'user_not_found', 'User with this email not found');
    }
  }
  if (!LINK_TYPES.includes(type)) throw badRequest('validation_failed', `Invalid email action link type requested: ${type}`);
  if (type === 'signup' && !user) {
    if (!password) throw badRequest('validation_failed', 'Signup requires a valid password');
    checkPasswordStrength(password, settings.minimumPasswordLength);
  }
  const passwordHash = password ? await hashPassword(password) : null;
  const otp = generateOtp(settings.otpLength);
  const hashed = tokenHash(email, otp);
  const now = new Date();

  const result = await withTransaction(pool, async (tx) => {
    if (!user && (type === 'signup' || type === 'invite')) {
      const id = await createEmailUser(tx, {
        email,
        passwordHash,
        data: body.data ?? {},
        aud: settings.audience,
        role: settings.defaultRole,
        now,
        confirmed: false,
      });
      user = await findUserById(tx, id);
    } else if (user && (type === 'signup' || type === 'invite') && user.email_confirmed_at) {
      throw unprocessable('email_exists', DUPLICATE_EMAIL);
    }
    const target = user!;
    let linkToken = hashed;
    let verificationType = type;
    switch (type) {
      case 'magiclink':
      case 'recovery':
        await tx.query(`update auth.users set recovery_token = $2, recovery_sent_at = $3 where id = $1`, [target.id, hashed, now]);
        break;
      case 'signup':
      case 'invite':
        await tx.query(
          `update auth.users set confirmation_token = $2, confirmation_sent_at = $3,
                  invited_at = case when $4 then $3 else invited_at end where id = $1`,
          [target.id, hashed, now, type === 'invite'],
        );
        break;
      default: {
        if (type === 'email_change_current' && !settings.doubleConfirmChanges)
          throw badRequest('validation_failed', 'Enable secure email change to generate link for current email');
        const newEmail = validateEmail(body.new_email ?? '');
        const other = await findUserByEmail(tx, newEmail, settings.audience);
        if (other && other.id !== target.id) throw unprocessable('email_exists', DUPLICATE_EMAIL);
        if (type === 'email_change_new') linkToken = tokenHash(newEmail, otp);
        await tx.query(
          `update auth.users set email_change = $2, email_change_sent_at = $3, email_change_confirm_status = 0,
                  email_change_token_current = case when $4 then $5 else email_change_token_current end,
                  email_change_token_new = case when $4 then email_change_token_new else $5 end
            where id = $1`,
          [target.id, newEmail, now, type === 'email_change_current', linkToken],
        );
        verificationType = type;
      }
    }
    const linkType = type.startsWith('email_change') ? 'email_change' : type;
    const refreshed = await findUserById(tx, target.id);
    return {
      ...(await userJson(tx, refreshed!)),
      action_link: actionLink(settings, linkToken, linkType, redirectTo),
      email_otp: otp,
      hashed_token: linkToken,
      verification_type: verificationType,
      redirect_to: redirectTo,
    };
  });
  sendJson(request.res, 200, result);
});

/** POST /invite (inviteUserByEmail): creates the user unless confirmed already, and emails the invitation. */
export const invite = admin(async (ctx, request) => {
  const { settings, pool } = ctx;
  const body = await parseJsonBody(request.req, inviteBody);
  const email = validateEmail(body.email ?? '');
  const redirectTo = referrer(settings, request.url, request.req);
  const existing = await findUserByEmail(pool, email, settings.audience);
  if (existing?.email_confirmed_at) throw unprocessable('email_exists', DUPLICATE_EMAIL);
  const now = new Date();
  const user = await withTransaction(pool, async (tx) => {
    let target = existing;
    if (!target) {
      const id = await createEmailUser(tx, {
        email,
        passwordHash: null,
        data: body.data ?? {},
        aud: settings.audience,
        role: settings.defaultRole,
        now,
        confirmed: false,
      });
      target = await findUserById(tx, id);
    }
    await sendConfirmationMail(ctx, tx, { user: target!, action: 'invite', redirectTo, pkce: null, now });
    return findUserById(tx, target!.id);
  });
  sendJson(request.res, 200, await userJson(pool, user!));
});
