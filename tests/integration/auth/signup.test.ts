import { isAuthApiError, isAuthWeakPasswordError } from '@supabase/auth-js';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, EXTERNAL_URL, startAuthHarness, uniqueEmail } from './helpers.ts';

let auth: AuthHarness;
beforeAll(async () => {
  auth = await startAuthHarness();
});
afterAll(async () => {
  await auth?.stop();
});

describe('sign-up', () => {
  it('creates a confirmed user and returns a session whose JWT carries GoTrue claims', async () => {
    const email = uniqueEmail('Signup');
    const client = auth.client();
    const { data, error } = await client.signUp({
      email,
      password: 'correct horse',
      options: { data: { display_name: 'Ada Lovelace' } },
    });
    expect(error).toBeNull();
    const session = data.session!;
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.refresh_token).toMatch(/^[a-z0-9]{12}$/);
    expect(data.user?.email).toBe(email.toLowerCase());
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.app_metadata).toEqual({
      provider: 'email',
      providers: ['email'],
    });
    expect(data.user?.user_metadata).toMatchObject({
      display_name: 'Ada Lovelace',
      email_verified: true,
    });
    expect(data.user?.identities?.[0]).toMatchObject({
      provider: 'email',
      id: data.user?.id,
      user_id: data.user?.id,
    });

    expect(decodeProtectedHeader(session.access_token)).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    const { payload } = await jwtVerify(session.access_token, new TextEncoder().encode(auth.keys.jwtSecret));
    expect(payload).toMatchObject({
      iss: EXTERNAL_URL,
      sub: data.user?.id,
      aud: 'authenticated',
      email: email.toLowerCase(),
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { display_name: 'Ada Lovelace' },
    });
    expect(payload.exp! - payload.iat!).toBe(3600);
    expect(session.expires_at).toBe(payload.exp);
    expect(payload.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);

    const stored = await auth.db.query(`select s.id from auth.sessions s where s.user_id = $1 and s.id = $2`, [
      data.user?.id,
      payload.session_id,
    ]);
    expect(stored.rowCount).toBe(1);
  });

  it('fires the database trigger: a profile with the display name and a usage row with 2 free debates', async () => {
    const email = uniqueEmail('profile');
    const { data, error } = await auth.client().signUp({
      email,
      password: 'secret-enough',
      options: { data: { display_name: 'Grace Hopper' } },
    });
    expect(error).toBeNull();
    const userId = data.user!.id;

    const profile = await auth.db.query(`select email, display_name, is_pro from public.profiles where id = $1`, [userId]);
    expect(profile.rows).toEqual([{ email, display_name: 'Grace Hopper', is_pro: false }]);
    const usage = await auth.db.query(`select free_debates_remaining, total_debates from public.debate_usage where user_id = $1`, [userId]);
    expect(usage.rows).toEqual([{ free_debates_remaining: 2, total_debates: 0 }]);

    const row = await auth.db.query(
      `select aud, role, instance_id, email_confirmed_at is not null as confirmed, last_sign_in_at is not null as signed_in,
              encrypted_password like '$2a$10$%' as bcrypt, raw_app_meta_data
         from auth.users where id = $1`,
      [userId],
    );
    expect(row.rows[0]).toEqual({
      aud: 'authenticated',
      role: 'authenticated',
      instance_id: '00000000-0000-0000-0000-000000000000',
      confirmed: true,
      signed_in: true,
      bcrypt: true,
      raw_app_meta_data: { provider: 'email', providers: ['email'] },
    });
    const identity = await auth.db.query(`select provider, provider_id, email from auth.identities where user_id = $1`, [userId]);
    expect(identity.rows).toEqual([{ provider: 'email', provider_id: userId, email }]);
  });

  it('refuses a second sign-up with the same address (any case) with user_already_exists', async () => {
    const email = uniqueEmail('dup');
    expect((await auth.client().signUp({ email, password: 'first-pass' })).error).toBeNull();
    const { data, error } = await auth.client().signUp({ email: email.toUpperCase(), password: 'second-pass' });
    expect(data.session).toBeNull();
    expect(isAuthApiError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    });
  });

  it('refuses a password shorter than the minimum with weak_password and its reasons', async () => {
    const email = uniqueEmail('weak');
    const { error } = await auth.client().signUp({ email, password: '12345' });
    expect(isAuthWeakPasswordError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      reasons: ['length'],
    });
    const rows = await auth.db.query(`select 1 from auth.users where email = $1`, [email]);
    expect(rows.rowCount).toBe(0);
  });

  it('refuses a malformed address and a missing password with validation_failed', async () => {
    const malformed = await auth.client().signUp({ email: 'not-an-email', password: 'long-enough' });
    expect(malformed.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    });
    const noPassword = await auth.client().signUp({ email: uniqueEmail('nopass'), password: '' });
    expect(noPassword.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Signup requires a valid password',
    });
  });
});
