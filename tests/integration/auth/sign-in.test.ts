import { isAuthApiError } from '@supabase/auth-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, startAuthHarness, uniqueEmail } from './helpers.ts';

let auth: AuthHarness;
beforeAll(async () => {
  auth = await startAuthHarness();
});
afterAll(async () => {
  await auth?.stop();
});

describe('password sign-in', () => {
  it('signs in a seeded user whose hash pgcrypto wrote', async () => {
    const client = auth.client();
    const { data, error } = await client.signInWithPassword({
      email: 'alice@agora.local',
      password: 'password123',
    });
    expect(error).toBeNull();
    expect(data.user?.id).toBe('11111111-1111-4111-8111-111111111111');
    expect(data.user?.user_metadata).toMatchObject({
      display_name: 'Alice Moreau',
    });
    expect(data.session?.refresh_token).toMatch(/^[a-z0-9]{12}$/);
    expect(data.weakPassword).toBeUndefined();
    const { data: current } = await client.getSession();
    expect(current.session?.access_token).toBe(data.session?.access_token);
  });

  it('answers a wrong password and an unknown address alike with invalid_credentials', async () => {
    for (const credentials of [
      { email: 'alice@agora.local', password: 'password124' },
      { email: uniqueEmail('nobody'), password: 'password123' },
    ]) {
      const { data, error } = await auth.client().signInWithPassword(credentials);
      expect(data.session).toBeNull();
      expect(isAuthApiError(error)).toBe(true);
      expect(error).toMatchObject({
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
    }
  });

  it('matches the address case-insensitively and stamps last_sign_in_at', async () => {
    const email = uniqueEmail('case');
    await auth.client().signUp({ email, password: 'case-pass' });
    await auth.db.query(`update auth.users set last_sign_in_at = now() - interval '1 day' where email = $1`, [email]);
    const { error } = await auth.client().signInWithPassword({
      email: email.toUpperCase(),
      password: 'case-pass',
    });
    expect(error).toBeNull();
    const { rows } = await auth.db.query(`select last_sign_in_at > now() - interval '1 minute' as fresh from auth.users where email = $1`, [
      email,
    ]);
    expect(rows[0]).toEqual({ fresh: true });
  });

  it('tells the client when the password no longer meets the policy', async () => {
    const strict = await startAuthHarness({ minimumPasswordLength: 12 });
    try {
      const { data, error } = await strict.client().signInWithPassword({
        email: 'bob@agora.local',
        password: 'password123',
      });
      expect(error).toBeNull();
      expect(data.weakPassword).toEqual({
        message: 'Password should be at least 12 characters.',
        reasons: ['length'],
      });
    } finally {
      await strict.stop();
    }
  });
});

describe('the signed-in user', () => {
  it('getUser returns the user the access token names', async () => {
    const email = uniqueEmail('getuser');
    const client = auth.client();
    const { data: signedUp } = await client.signUp({
      email,
      password: 'getuser-pass',
    });
    const { data, error } = await client.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      id: signedUp.user?.id,
      email,
      aud: 'authenticated',
      role: 'authenticated',
    });
    expect(data.user?.identities).toHaveLength(1);
  });

  it('getUser without a valid token fails as GoTrue does', async () => {
    const client = auth.client();
    const { error } = await client.getUser('not-a-jwt');
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
    const anon = await client.getUser(auth.keys.anonKey);
    expect(anon.error).toMatchObject({
      status: 403,
      code: 'bad_jwt',
      message: 'invalid claim: missing sub claim',
    });
  });

  it('updateUser merges the display name into user_metadata and the trigger copies it to the profile', async () => {
    const email = uniqueEmail('rename');
    const client = auth.client();
    const { data: signedUp } = await client.signUp({
      email,
      password: 'rename-pass',
      options: { data: { display_name: 'Old Name' } },
    });
    const userId = signedUp.user!.id;

    const { data, error } = await client.updateUser({
      data: {
        display_name: 'New Name',
        avatar_url: 'https://example.test/a.png',
      },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({
      display_name: 'New Name',
      email_verified: true,
    });

    const profile = await auth.db.query(`select display_name, photo_url from public.profiles where id = $1`, [userId]);
    expect(profile.rows).toEqual([{ display_name: 'New Name', photo_url: 'https://example.test/a.png' }]);

    // A null value removes the key, as in GoTrue.
    const { data: cleared } = await client.updateUser({
      data: { avatar_url: null },
    });
    expect(cleared.user?.user_metadata).not.toHaveProperty('avatar_url');
    const after = await auth.db.query(`select photo_url from public.profiles where id = $1`, [userId]);
    expect(after.rows).toEqual([{ photo_url: null }]);
  });

  it('updateUser changes the password: the new one signs in, the old one no longer does, other sessions end', async () => {
    const email = uniqueEmail('repass');
    const client = auth.client();
    await client.signUp({ email, password: 'first-password' });
    const other = auth.client();
    const { data: otherSignIn } = await other.signInWithPassword({
      email,
      password: 'first-password',
    });

    const same = await client.updateUser({ password: 'first-password' });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const weak = await client.updateUser({ password: 'abc' });
    expect(weak.error).toMatchObject({
      status: 422,
      code: 'weak_password',
      reasons: ['length'],
    });

    const { error } = await client.updateUser({ password: 'second-password' });
    expect(error).toBeNull();

    const oldOne = await auth.client().signInWithPassword({ email, password: 'first-password' });
    expect(oldOne.error).toMatchObject({ code: 'invalid_credentials' });
    const newOne = await auth.client().signInWithPassword({ email, password: 'second-password' });
    expect(newOne.error).toBeNull();

    // The session that changed the password survives; the other one is gone.
    expect((await client.getUser()).error).toBeNull();
    const refreshed = await auth.client().refreshSession({ refresh_token: otherSignIn.session!.refresh_token });
    expect(refreshed.error).toMatchObject({
      status: 400,
      code: 'refresh_token_not_found',
    });
  });

  it('refuses app_metadata changes from the user', async () => {
    const client = auth.client();
    await client.signUp({
      email: uniqueEmail('admin'),
      password: 'admin-pass',
    });
    const { error } = await client.updateUser({
      data: {},
      ...{ app_metadata: { role: 'admin' } },
    });
    expect(error).toMatchObject({ status: 403, code: 'not_admin' });
  });
});
