// GoTrue's admin API through the gateway with supabase-js's auth.admin, as a
// script holding the service_role key uses it.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { linkAndCode, waitForMail } from '../../support/mailbox.ts';
import { supabaseClient } from '../../support/supabase-client.ts';
import { uniqueEmail } from './helpers.ts';

const apiUrl = inject('apiUrl');
const anonKey = inject('anonKey');
const serviceRoleKey = inject('serviceRoleKey');
const mailUrl = inject('mailUrl');
const admin = () => supabaseClient(apiUrl, serviceRoleKey).auth.admin;
const visitor = () => supabaseClient(apiUrl, anonKey);

let db: pg.Client;
beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('dbUrl') });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
});

async function createConfirmed(label: string, password = 'admin-made-pass') {
  const email = uniqueEmail(label);
  const { data, error } = await admin().createUser({ email, password, email_confirm: true });
  expect(error).toBeNull();
  return { email, password, id: data.user!.id };
}

describe('auth.admin: users', () => {
  it('createUser makes a confirmed user who can sign in, with metadata; a second one with the address is email_exists', async () => {
    const email = uniqueEmail('created');
    const { data, error } = await admin().createUser({
      email,
      password: 'created-pass',
      email_confirm: true,
      user_metadata: { display_name: 'Created' },
      app_metadata: { plan: 'gold' },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'], plan: 'gold' },
      user_metadata: { display_name: 'Created' },
    });
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect((await visitor().auth.signInWithPassword({ email, password: 'created-pass' })).error).toBeNull();

    const again = await admin().createUser({ email: email.toUpperCase(), password: 'created-pass' });
    expect(again.error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });
  });

  it('createUser without email_confirm leaves the user unconfirmed (email_not_confirmed at sign-in)', async () => {
    const email = uniqueEmail('unconfirmed');
    const { data } = await admin().createUser({ email, password: 'unconfirmed-pass' });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect((await visitor().auth.signInWithPassword({ email, password: 'unconfirmed-pass' })).error?.code).toBe('email_not_confirmed');
  });

  it('listUsers pages newest first with GoTrue total, next and last pages', async () => {
    for (let i = 0; i < 3; i++) await createConfirmed('listed');
    const { rows } = await db.query<{ count: string }>(`select count(*) from auth.users where aud = 'authenticated'`);
    const total = Number(rows[0]!.count);

    // auth-js reads only the first digit of a page number from the Link header (as against
    // real GoTrue), so pick a page size that keeps the last page below 10.
    const perPage = Math.max(2, Math.ceil(total / 3));
    const lastPage = Math.ceil(total / perPage);
    const { data, error } = await admin().listUsers({ page: 1, perPage });
    expect(error).toBeNull();
    expect(data.users).toHaveLength(perPage);
    expect(data).toMatchObject({ aud: 'authenticated', total, nextPage: 2, lastPage });
    const created = data.users.map((u) => Date.parse(u.created_at));
    expect(created[0]).toBeGreaterThanOrEqual(created[1]!);

    const second = await admin().listUsers({ page: 2, perPage });
    expect(second.data.users.map((u) => u.id)).not.toContain(data.users[0]!.id);

    const raw = await fetch(`${apiUrl}/auth/v1/admin/users?per_page=${perPage}&page=1`, {
      headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
    });
    expect(raw.headers.get('x-total-count')).toBe(String(total));
    expect(raw.headers.get('link')).toBe(
      `</admin/users?page=2&per_page=${perPage}>; rel="next", </admin/users?page=${lastPage}&per_page=${perPage}>; rel="last"`,
    );
  });

  it('getUserById finds a user; unknown and malformed ids are 404s', async () => {
    const { id, email } = await createConfirmed('fetched');
    expect((await admin().getUserById(id)).data.user?.email).toBe(email);
    expect((await admin().getUserById(crypto.randomUUID())).error).toMatchObject({
      status: 404,
      code: 'user_not_found',
      message: 'User not found',
    });
    // auth-js checks the id itself; the service answers a malformed one as GoTrue does.
    const malformed = await fetch(`${apiUrl}/auth/v1/admin/users/not-a-uuid`, {
      headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
    });
    expect(malformed.status).toBe(404);
    expect(await malformed.json()).toEqual({ code: 404, error_code: 'validation_failed', msg: 'user_id must be an UUID' });
  });

  it('updateUserById changes metadata, password and ban; a banned user cannot sign in', async () => {
    const { id, email } = await createConfirmed('updated');
    const { data, error } = await admin().updateUserById(id, {
      password: 'replaced-pass',
      user_metadata: { display_name: 'Renamed' },
      app_metadata: { role_hint: 'mod' },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ display_name: 'Renamed' });
    expect(data.user?.app_metadata).toMatchObject({ role_hint: 'mod', provider: 'email' });
    expect((await visitor().auth.signInWithPassword({ email, password: 'replaced-pass' })).error).toBeNull();

    const banned = await admin().updateUserById(id, { ban_duration: '24h' });
    expect(Date.parse(banned.data.user!.banned_until!)).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect((await visitor().auth.signInWithPassword({ email, password: 'replaced-pass' })).error?.code).toBe('user_banned');
    expect((await admin().updateUserById(id, { ban_duration: 'soon' })).error?.code).toBe('validation_failed');
    await admin().updateUserById(id, { ban_duration: 'none' });
    expect((await visitor().auth.signInWithPassword({ email, password: 'replaced-pass' })).error).toBeNull();
  });

  it('deleteUser removes the user (and with shouldSoftDelete keeps an anonymised row that cannot sign in)', async () => {
    const hard = await createConfirmed('hard-deleted');
    expect(await admin().deleteUser(hard.id)).toMatchObject({ error: null });
    expect((await db.query(`select 1 from auth.users where id = $1`, [hard.id])).rowCount).toBe(0);
    expect((await admin().getUserById(hard.id)).error?.code).toBe('user_not_found');
    // A DELETE without a body (curl, scripts) is a hard delete too.
    const bare = await createConfirmed('bare-deleted');
    const response = await fetch(`${apiUrl}/auth/v1/admin/users/${bare.id}`, {
      method: 'DELETE',
      headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect((await db.query(`select 1 from auth.users where id = $1`, [bare.id])).rowCount).toBe(0);

    const soft = await createConfirmed('soft-deleted');
    const session = await visitor().auth.signInWithPassword({ email: soft.email, password: soft.password });
    expect((await admin().deleteUser(soft.id, true)).error).toBeNull();
    const { rows } = await db.query(`select email, deleted_at from auth.users where id = $1`, [soft.id]);
    expect(rows[0].deleted_at).not.toBeNull();
    expect(rows[0].email).not.toBe(soft.email);
    expect((await visitor().auth.signInWithPassword({ email: soft.email, password: soft.password })).error?.code).toBe(
      'invalid_credentials',
    );
    // Its sessions ended with it.
    const after = await visitor().auth.getUser(session.data.session!.access_token);
    expect(after.data.user).toBeNull();
    expect(after.error?.name).toBe('AuthSessionMissingError');
  });
});

describe('auth.admin: links and invitations', () => {
  it('generateLink returns the link and code without sending mail, for every type', async () => {
    const { email } = await createConfirmed('linked');
    for (const type of ['magiclink', 'recovery'] as const) {
      const { data, error } = await admin().generateLink({ type, email });
      expect(error).toBeNull();
      expect(data.properties).toMatchObject({ verification_type: type, email_otp: expect.stringMatching(/^\d{6}$/) });
      expect(data.properties?.action_link).toContain(`/auth/v1/verify?token=${data.properties?.hashed_token}&type=${type}`);
      expect(data.user?.email).toBe(email);
    }
    // Only the last generated token is valid: it signs in.
    const { data } = await admin().generateLink({ type: 'recovery', email });
    const signedIn = await visitor().auth.verifyOtp({ token_hash: data.properties!.hashed_token, type: 'recovery' });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.email).toBe(email);

    const fresh = uniqueEmail('link-signup');
    const signup = await admin().generateLink({ type: 'signup', email: fresh, password: 'link-signup-pass' });
    expect(signup.data.user?.email_confirmed_at).toBeUndefined();
    const confirmed = await visitor().auth.verifyOtp({ token_hash: signup.data.properties!.hashed_token, type: 'signup' });
    expect(confirmed.data.user?.email_confirmed_at).toBeTruthy();
    expect((await visitor().auth.signInWithPassword({ email: fresh, password: 'link-signup-pass' })).error).toBeNull();

    const newEmail = uniqueEmail('moved');
    const change = await admin().generateLink({ type: 'email_change_new', email, newEmail });
    expect(change.data.user?.new_email).toBe(newEmail);
    expect(
      (await visitor().auth.verifyOtp({ token_hash: change.data.properties!.hashed_token, type: 'email_change' })).data.user?.email,
    ).toBe(newEmail);

    expect((await admin().generateLink({ type: 'recovery', email: uniqueEmail('missing') })).error).toMatchObject({
      status: 404,
      code: 'user_not_found',
      message: 'User with this email not found',
    });
    const magicForNew = await admin().generateLink({ type: 'magiclink', email: uniqueEmail('magic-new') });
    expect(magicForNew.data.properties?.verification_type).toBe('signup');
  });

  it('inviteUserByEmail emails an invitation whose link signs the new user in to set a password', async () => {
    const email = uniqueEmail('invited');
    const { data, error } = await admin().inviteUserByEmail(email, { data: { display_name: 'Guest' } });
    expect(error).toBeNull();
    expect(data.user?.invited_at).toBeTruthy();
    const message = await waitForMail(mailUrl, email);
    expect(message.Subject).toBe("You've been invited");
    const { link } = linkAndCode(message);
    expect(new URL(link).searchParams.get('type')).toBe('invite');
    const landing = await fetch(link, { redirect: 'manual' });
    const fragment = new URLSearchParams(new URL(landing.headers.get('location')!).hash.slice(1));
    expect(fragment.get('type')).toBe('invite');
    const client = visitor();
    await client.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! });
    expect((await client.auth.updateUser({ password: 'invited-pass' })).error).toBeNull();
    expect((await visitor().auth.signInWithPassword({ email, password: 'invited-pass' })).error).toBeNull();

    expect((await admin().inviteUserByEmail(email)).error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('refuses the anon key and user tokens with not_admin, and a missing token with no_authorization', async () => {
    const anon = supabaseClient(apiUrl, anonKey).auth.admin;
    expect((await anon.listUsers()).error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' });
    const { email, password } = await createConfirmed('not-admin');
    const session = (await visitor().auth.signInWithPassword({ email, password })).data.session!;
    const asUser = supabaseClient(apiUrl, anonKey, session.access_token).auth.admin;
    expect((await asUser.createUser({ email: uniqueEmail('x'), password: 'whatever' })).error?.code).toBe('not_admin');
    expect((await asUser.deleteUser(session.user.id)).error?.code).toBe('not_admin');
    const noToken = await fetch(`http://127.0.0.1:${new URL(apiUrl).port}/auth/v1/invite`, {
      method: 'POST',
      headers: { apikey: anonKey, Authorization: '', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect([401, 403]).toContain(noToken.status);
  });
});

describe('updateUser({ email })', () => {
  it('emails both addresses; confirming the new one changes the email', async () => {
    const { email, password } = await createConfirmed('changing');
    const client = visitor();
    await client.auth.signInWithPassword({ email, password });
    const newEmail = uniqueEmail('changed');
    const { data, error } = await client.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: newEmail });
    expect(data.user?.email_change_sent_at).toBeTruthy();

    const toNew = await waitForMail(mailUrl, newEmail);
    expect(toNew.Subject).toBe('Confirm your new email address');
    await waitForMail(mailUrl, email, { subject: 'Confirm your new email address' });
    const { code } = linkAndCode(toNew);
    const verified = await client.auth.verifyOtp({ email: newEmail, token: code, type: 'email_change' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(newEmail);
    expect((await visitor().auth.signInWithPassword({ email: newEmail, password })).error).toBeNull();
    expect((await visitor().auth.signInWithPassword({ email, password })).error?.code).toBe('invalid_credentials');
  });

  it('refuses an address another user has', async () => {
    const a = await createConfirmed('owner-a');
    const b = await createConfirmed('owner-b');
    const client = visitor();
    await client.auth.signInWithPassword({ email: a.email, password: a.password });
    expect((await client.auth.updateUser({ email: b.email })).error).toMatchObject({ status: 422, code: 'email_exists' });
  });
});

describe('unknown routes and unsupported features', () => {
  it('answer JSON in GoTrue error shape, with a code', async () => {
    const unknown = await fetch(`${apiUrl}/auth/v1/nowhere`, { headers: { apikey: anonKey } });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('application/json');
    expect(await unknown.json()).toEqual({ code: 404, error_code: 'not_found', msg: 'No route for GET /nowhere' });

    // A feature switched off answers GoTrue's own error for it.
    const { error } = await visitor().auth.signInWithSSO({ domain: 'example.org' });
    expect(error).toMatchObject({ status: 404, code: 'saml_provider_disabled', message: 'SAML 2.0 is disabled' });

    const wrongMethod = await fetch(`${apiUrl}/auth/v1/recover`, { headers: { apikey: anonKey } });
    expect(wrongMethod.status).toBe(405);
    expect((await wrongMethod.json()).error_code).toBe('method_not_allowed');
  });

  it('anonymous sign-in is refused while [auth] enable_anonymous_sign_ins is off', async () => {
    const { error } = await visitor().auth.signInAnonymously();
    expect(error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled', message: 'Anonymous sign-ins are disabled' });
  });
});
