import crypto from 'node:crypto';
import type { Queryable } from './db.ts';
import { factorJson, factorsOf } from './mfa.ts';

/** GoTrue's instance_id for every row of a single-tenant server. */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  confirmed_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  phone_change: string | null;
  phone_change_sent_at: Date | null;
  reauthentication_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
  confirmation_token: string | null;
  recovery_token: string | null;
  email_change_token_new: string | null;
  email_change_token_current: string | null;
  email_change_confirm_status: number | null;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, invited_at, phone,
  phone_confirmed_at, confirmation_sent_at, confirmed_at, recovery_sent_at, email_change, email_change_sent_at,
  phone_change, phone_change_sent_at, reauthentication_sent_at, last_sign_in_at, raw_app_meta_data,
  raw_user_meta_data, created_at, updated_at, banned_until, deleted_at, is_anonymous, confirmation_token,
  recovery_token, email_change_token_new, email_change_token_current, email_change_confirm_status`;

export const USER_SELECT = `select ${USER_COLUMNS} from auth.users`;

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id]);
  return rows[0] ?? null;
}

export async function findUserByEmail(db: Queryable, email: string, aud: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users
      where lower(email) = lower($1) and aud = $2 and is_sso_user = false
      limit 1`,
    [email, aud],
  );
  return rows[0] ?? null;
}

export function isBanned(user: UserRow, now = new Date()): boolean {
  return user.banned_until !== null && user.banned_until > now;
}

/**
 * Creates an email user the way GoTrue's Signup does, one statement per
 * GoTrue model call, so the auth.users triggers see the same sequence as on
 * real Supabase: insert (metadata = the sign-up `data`), set role, add the
 * email identity, take the identity's data as user metadata, and (with
 * autoconfirm or an admin's email_confirm) confirm the email.
 */
export async function createEmailUser(
  tx: Queryable,
  input: {
    email: string;
    passwordHash: string | null;
    data: Record<string, unknown>;
    aud: string;
    role: string;
    now: Date;
    confirmed: boolean;
    id?: string;
    appMetadata?: Record<string, unknown>;
  },
): Promise<string> {
  const id = input.id ?? crypto.randomUUID();
  const { email, passwordHash, data, aud, role, now } = input;

  await tx.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data,
                             raw_user_meta_data, created_at, updated_at, is_sso_user, is_anonymous)
     values ($1, $2, $3, '', $4, $5, $6::jsonb, $7::jsonb, $8, $8, false, false)`,
    [
      NIL_UUID,
      id,
      aud,
      email,
      passwordHash ?? '',
      JSON.stringify({ provider: 'email', providers: ['email'], ...input.appMetadata }),
      JSON.stringify(data),
      now,
    ],
  );
  await tx.query(`update auth.users set role = $2, updated_at = $3 where id = $1`, [id, role, now]);

  const identityData: Record<string, unknown> = {
    sub: id,
    email,
    email_verified: false,
    phone_verified: false,
  };
  for (const [key, value] of Object.entries(data)) {
    if (!(key in identityData)) identityData[key] = value;
  }
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1::text, $1::uuid, $2::jsonb, 'email', $3, $3, $3)`,
    [id, JSON.stringify(identityData), now],
  );
  await tx.query(`update auth.users set raw_user_meta_data = $2::jsonb, updated_at = $3 where id = $1`, [
    id,
    JSON.stringify(identityData),
    now,
  ]);
  if (input.confirmed) await confirmEmail(tx, id, now);
  return id;
}

/** Autoconfirmed sign-up (mailer_autoconfirm): the user can sign in at once. */
export const createConfirmedEmailUser = (
  tx: Queryable,
  input: Omit<Parameters<typeof createEmailUser>[1], 'confirmed'> & { passwordHash: string },
) => createEmailUser(tx, { ...input, confirmed: true });

/** GoTrue's user.Confirm plus the identity's email_verified, as signupVerify does. */
export async function confirmEmail(tx: Queryable, userId: string, now: Date): Promise<void> {
  await tx.query(
    `update auth.users
        set email_confirmed_at = coalesce(email_confirmed_at, $2), confirmation_token = '', updated_at = $2,
            raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
      where id = $1`,
    [userId, now],
  );
  await tx.query(
    `update auth.identities
        set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = $2
      where user_id = $1 and provider = 'email'`,
    [userId, now],
  );
}

/** GoTrue's SignupAnonymously: a user with no email, no identity and is_anonymous set. */
export async function createAnonymousUser(
  tx: Queryable,
  input: { data: Record<string, unknown>; aud: string; role: string; now: Date },
): Promise<string> {
  const id = crypto.randomUUID();
  await tx.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data,
                             raw_user_meta_data, created_at, updated_at, is_sso_user, is_anonymous)
     values ($1, $2, $3, '', null, '', '{}'::jsonb, $4::jsonb, $5, $5, false, true)`,
    [NIL_UUID, id, input.aud, JSON.stringify(input.data), input.now],
  );
  await tx.query(`update auth.users set role = $2, updated_at = $3 where id = $1`, [id, input.role, input.now]);
  return id;
}

/** GoTrue's UpdateUserMetaData: keys with a null value are removed, the rest merged. */
export function mergeMetadata(current: Record<string, unknown> | null, updates: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

async function identitiesOf(db: Queryable, userId: string): Promise<IdentityRow[]> {
  const { rows } = await db.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
       from auth.identities where user_id = $1 order by created_at, id`,
    [userId],
  );
  return rows;
}

const iso = (date: Date | null) => (date ? date.toISOString() : undefined);

function identityJson(row: IdentityRow): Record<string, unknown> {
  return withoutUndefined({
    identity_id: row.id,
    id: row.provider_id,
    user_id: row.user_id,
    identity_data: row.identity_data,
    provider: row.provider,
    last_sign_in_at: iso(row.last_sign_in_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    email: row.email ?? undefined,
  });
}

/** GoTrue's User JSON (models.User), with its identities; omitempty fields left out when empty. */
export async function userJson(db: Queryable, user: UserRow): Promise<Record<string, unknown>> {
  const identities = await identitiesOf(db, user.id);
  const factors = await factorsOf(db, user.id);
  return withoutUndefined({
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    invited_at: iso(user.invited_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    new_phone: user.phone_change || undefined,
    phone_change_sent_at: iso(user.phone_change_sent_at),
    reauthentication_sent_at: iso(user.reauthentication_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    factors: factors.length ? factors.map(factorJson) : undefined,
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: iso(user.banned_until),
    deleted_at: iso(user.deleted_at),
    is_anonymous: user.is_anonymous,
  });
}

function withoutUndefined(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}
