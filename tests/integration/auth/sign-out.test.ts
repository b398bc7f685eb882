import { isAuthSessionMissingError } from '@supabase/auth-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, startAuthHarness, uniqueEmail } from './helpers.ts';

let auth: AuthHarness;
beforeAll(async () => {
  auth = await startAuthHarness();
});
afterAll(async () => {
  await auth?.stop();
});

/** The same user signed in on three devices. */
async function threeDevices() {
  const email = uniqueEmail('devices');
  const password = 'devices-pass';
  const phone = auth.client();
  await phone.signUp({ email, password });
  const laptop = auth.client();
  await laptop.signInWithPassword({ email, password });
  const tablet = auth.client();
  await tablet.signInWithPassword({ email, password });
  const tokens = async (client: ReturnType<AuthHarness['client']>) => (await client.getSession()).data.session!;
  return {
    phone,
    laptop,
    tablet,
    sessions: {
      phone: await tokens(phone),
      laptop: await tokens(laptop),
      tablet: await tokens(tablet),
    },
  };
}

const refreshWith = (token: string) => auth.client().refreshSession({ refresh_token: token });

describe('sign-out', () => {
  it('local scope ends only this session: its refresh token stops working, the others still refresh', async () => {
    const { phone, sessions } = await threeDevices();
    expect((await phone.signOut({ scope: 'local' })).error).toBeNull();
    expect((await phone.getSession()).data.session).toBeNull();

    expect((await refreshWith(sessions.phone.refresh_token)).error).toMatchObject({
      status: 400,
      code: 'refresh_token_not_found',
    });
    const phoneUser = await auth.client().getUser(sessions.phone.access_token);
    expect(isAuthSessionMissingError(phoneUser.error)).toBe(true);
    expect((await refreshWith(sessions.laptop.refresh_token)).error).toBeNull();
  });

  it('global scope (the default) ends every session of the user', async () => {
    const { laptop, sessions } = await threeDevices();
    expect((await laptop.signOut()).error).toBeNull();
    for (const session of Object.values(sessions)) {
      expect((await refreshWith(session.refresh_token)).error).toMatchObject({
        code: 'refresh_token_not_found',
      });
    }
  });

  it('others scope keeps this session and ends the rest', async () => {
    const { tablet, sessions } = await threeDevices();
    expect((await tablet.signOut({ scope: 'others' })).error).toBeNull();
    expect((await tablet.getUser()).error).toBeNull();
    expect((await refreshWith(sessions.phone.refresh_token)).error).toMatchObject({ code: 'refresh_token_not_found' });
    expect((await refreshWith(sessions.laptop.refresh_token)).error).toMatchObject({ code: 'refresh_token_not_found' });
  });

  it('an unknown scope is a validation error', async () => {
    const email = uniqueEmail('scope');
    const { data } = await auth.client().signUp({ email, password: 'scope-pass' });
    const response = await fetch(`${auth.service.url}/logout?scope=everywhere`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${data.session!.access_token}`,
        'X-Supabase-Api-Version': '2024-01-01',
      },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'validation_failed',
      message: 'Unsupported logout scope "everywhere"',
    });
  });
});
