import { isAuthSessionMissingError } from '@supabase/auth-js';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, sleep, startAuthHarness, uniqueEmail } from './helpers.ts';

// A one-second reuse interval keeps the "after the interval" case fast.
const REUSE_INTERVAL_SECONDS = 1;

let auth: AuthHarness;
beforeAll(async () => {
  auth = await startAuthHarness({
    refreshTokenReuseInterval: REUSE_INTERVAL_SECONDS,
  });
});
afterAll(async () => {
  await auth?.stop();
});

async function signedUpClient() {
  const client = auth.client();
  const { data, error } = await client.signUp({
    email: uniqueEmail('refresh'),
    password: 'refresh-pass',
  });
  if (error || !data.session) throw error ?? new Error('no session');
  return { client, session: data.session };
}

describe('refresh-token rotation', () => {
  it('refreshSession rotates the refresh token and issues a new access token for the same session', async () => {
    const { client, session } = await signedUpClient();
    await sleep(1100); // a later iat, so the access token differs
    const { data, error } = await client.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).toMatch(/^[a-z0-9]{12}$/);
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(data.session?.access_token).not.toBe(session.access_token);
    expect(decodeJwt(data.session!.access_token).session_id).toBe(decodeJwt(session.access_token).session_id);

    const { rows } = await auth.db.query(`select token, revoked, parent from auth.refresh_tokens where session_id = $1 order by id`, [
      decodeJwt(session.access_token).session_id,
    ]);
    expect(rows).toEqual([
      { token: session.refresh_token, revoked: true, parent: null },
      {
        token: data.session?.refresh_token,
        revoked: false,
        parent: session.refresh_token,
      },
    ]);
  });

  it('a rotated token presented again gets the active child back (the client lost the answer)', async () => {
    const { client, session } = await signedUpClient();
    const first = await client.refreshSession();
    const again = await auth.client().refreshSession({ refresh_token: session.refresh_token });
    expect(again.error).toBeNull();
    expect(again.data.session?.refresh_token).toBe(first.data.session?.refresh_token);
  });

  it('reusing an older rotated token after the reuse interval ends the whole session', async () => {
    const { client, session } = await signedUpClient();
    const second = (await client.refreshSession()).data.session!;
    const third = (await client.refreshSession()).data.session!;
    await sleep(REUSE_INTERVAL_SECONDS * 1000 + 300);

    const reuse = await auth.client().refreshSession({ refresh_token: session.refresh_token });
    expect(reuse.error).toMatchObject({
      status: 400,
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });

    // Every token of the family is dead, the newest included...
    for (const token of [third.refresh_token, second.refresh_token]) {
      const { error } = await auth.client().refreshSession({ refresh_token: token });
      expect(error).toMatchObject({
        status: 400,
        code: 'refresh_token_not_found',
      });
    }
    // ...and so is the session behind the access tokens.
    const { error } = await auth.client().getUser(third.access_token);
    expect(isAuthSessionMissingError(error)).toBe(true);
    const sessions = await auth.db.query(`select 1 from auth.sessions where id = $1`, [decodeJwt(third.access_token).session_id]);
    expect(sessions.rowCount).toBe(0);
  });

  it('within the reuse interval an older rotated token still refreshes (concurrent tabs)', async () => {
    // A generous interval here, so a slow machine cannot push the reuse past it.
    const lenient = await startAuthHarness({ refreshTokenReuseInterval: 60 });
    try {
      const client = lenient.client();
      const { data: signedUp } = await client.signUp({
        email: uniqueEmail('lenient'),
        password: 'refresh-pass',
      });
      await client.refreshSession();
      const newest = (await client.refreshSession()).data.session!;
      const { data, error } = await lenient.client().refreshSession({ refresh_token: signedUp.session!.refresh_token });
      expect(error).toBeNull();
      expect(data.session?.refresh_token).toMatch(/^[a-z0-9]{12}$/);
      expect(data.session?.refresh_token).not.toBe(newest.refresh_token);
    } finally {
      await lenient.stop();
    }
  });

  it('refuses unknown and malformed refresh tokens', async () => {
    const unknown = await auth.client().refreshSession({ refresh_token: 'abcdefghijkl' });
    expect(unknown.error).toMatchObject({
      status: 400,
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
    const malformed = await auth.client().refreshSession({ refresh_token: 'short' });
    expect(malformed.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Refresh token is not valid',
    });
  });
});
