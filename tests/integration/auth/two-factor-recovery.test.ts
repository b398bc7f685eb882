// Two-factor sign-in that means it, and the way back for someone who lost
// the phone with their authenticator app, through supabase-js and the
// gateway as against GoTrue: enrolling needs a session (and aal2 once a factor
// is verified), a password alone changes neither password nor address, and
// the operator's admin API (auth.admin.mfa.listFactors / deleteFactor) lists
// and removes factors, after which the password signs in fully again.
import type { SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import * as OTPAuth from 'otpauth';
import { describe, expect, inject, it } from 'vitest';
import { createConfirmedAccount } from '../../support/accounts.ts';
import { supabaseClient } from '../../support/supabase-client.ts';
import { startAuthHarness, uniqueEmail } from './helpers.ts';

const apiUrl = inject('apiUrl');
const anonKey = inject('anonKey');
const stack = { apiUrl, anonKey, serviceRoleKey: inject('serviceRoleKey') };
const admin = () => supabaseClient(apiUrl, inject('serviceRoleKey'));

const codeFor = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();

async function signedIn(email: string): Promise<SupabaseClient> {
  const client = supabaseClient(apiUrl, anonKey);
  const { error } = await client.auth.signInWithPassword({ email, password: 'password123' });
  expect(error).toBeNull();
  return client;
}

/** A confirmed account with a verified authenticator: its id, its factor and the secret its app holds. */
async function withAuthenticator(label: string) {
  const email = uniqueEmail(label);
  const { user } = await createConfirmedAccount(stack, email, 'password123');
  const client = await signedIn(email);
  const { data: factor, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
  expect(error).toBeNull();
  expect((await client.auth.mfa.challengeAndVerify({ factorId: factor!.id, code: codeFor(factor!.totp.secret) })).error).toBeNull();
  return { email, userId: user.id, factorId: factor!.id, secret: factor!.totp.secret };
}

describe('enrolling a factor', () => {
  it("without a session answers GoTrue's own error: the anon key's token has no user (403 bad_jwt)", async () => {
    for (const key of [anonKey, inject('publishableKey')]) {
      const { data, error } = await supabaseClient(apiUrl, key).auth.mfa.enroll({ factorType: 'totp' });
      expect(data).toBeNull();
      expect(error).toMatchObject({ status: 403, code: 'bad_jwt', message: 'invalid claim: missing sub claim' });
    }
  });

  it("is refused while [auth.mfa.totp] is off (the CLI's default), as GoTrue refuses it", async () => {
    const auth = await startAuthHarness();
    try {
      const client = auth.client();
      const email = uniqueEmail('totp-off');
      await createConfirmedAccount(stack, email, 'password123');
      expect((await client.signInWithPassword({ email, password: 'password123' })).error).toBeNull();
      expect((await client.mfa.enroll({ factorType: 'totp' })).error).toMatchObject({
        status: 422,
        code: 'mfa_totp_enroll_not_enabled',
        message: 'MFA enroll is disabled for TOTP',
      });
    } finally {
      await auth.stop();
    }
  });

  it("gives a QR code that an <img> shows whole: auth-js's data URL has no fragment", async () => {
    const client = await signedIn((await createConfirmedAccount(stack, uniqueEmail('qr'), 'password123')).user.email!);
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
    expect(data!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg[\s\S]*<\/svg>\s*$/);
    expect(new URL(data!.totp.qr_code).hash).toBe('');
  });

  it('a password-only (aal1) session adds no factor, nor changes the password or address, of an account that has one', async () => {
    const { email } = await withAuthenticator('aal1-guard');
    const aal1 = await signedIn(email);
    expect((await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Thief' })).error).toMatchObject({
      status: 403,
      code: 'insufficient_aal',
      message: 'AAL2 required to enroll a new factor',
    });
    expect((await aal1.auth.updateUser({ password: 'taken-over-1' })).error).toMatchObject({
      status: 401,
      code: 'insufficient_aal',
      message: 'AAL2 session is required to update email or password when MFA is enabled.',
    });
    expect((await aal1.auth.updateUser({ email: uniqueEmail('elsewhere') })).error).toMatchObject({
      status: 401,
      code: 'insufficient_aal',
    });
    // Metadata is not a way in: it still changes at aal1.
    expect((await aal1.auth.updateUser({ data: { theme: 'dark' } })).error).toBeNull();
    expect((await signedIn(email)).auth).toBeDefined();
  });
});

describe("an operator's recovery of an account whose phone is lost (auth.admin.mfa)", () => {
  it('lists the factors, deletes the lost one, and the password alone signs in fully again', async () => {
    const { email, userId, factorId, secret } = await withAuthenticator('lost-phone');
    const stepped = await signedIn(email);
    expect((await stepped.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret) })).error).toBeNull();

    const listed = await admin().auth.admin.mfa.listFactors({ userId });
    expect(listed.error).toBeNull();
    expect(listed.data!.factors).toEqual([
      expect.objectContaining({ id: factorId, factor_type: 'totp', status: 'verified', friendly_name: 'Phone' }),
    ]);
    expect(JSON.stringify(listed.data)).not.toContain(secret);

    const deleted = await admin().auth.admin.mfa.deleteFactor({ userId, id: factorId });
    expect(deleted.error).toBeNull();
    // GoTrue answers the deleted factor; auth-js 2.x hands it over wrapped once more.
    expect(deleted.data).toMatchObject({ data: { id: factorId, factor_type: 'totp' } });
    expect((await admin().auth.admin.mfa.listFactors({ userId })).data!.factors).toEqual([]);

    // The sessions it stepped up fall back to aal1, as GoTrue downgrades them.
    const refreshed = await stepped.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe('aal1');
    // A password sign-in is all the account needs now.
    const fresh = await signedIn(email);
    expect((await fresh.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
    expect((await fresh.auth.updateUser({ password: 'a-new-password-1' })).error).toBeNull();
  });

  it("answers GoTrue's 404s for a factor of someone else or of nobody, and refuses anyone but the service role", async () => {
    const owner = await withAuthenticator('owner');
    const other = await createConfirmedAccount(stack, uniqueEmail('other'), 'password123');
    expect((await admin().auth.admin.mfa.deleteFactor({ userId: other.user.id, id: owner.factorId })).error).toMatchObject({
      status: 404,
      code: 'mfa_factor_not_found',
      message: 'Factor not found',
    });
    expect((await admin().auth.admin.mfa.listFactors({ userId: crypto.randomUUID() })).error).toMatchObject({
      status: 404,
      code: 'user_not_found',
    });
    const asUser = supabaseClient(apiUrl, anonKey, other.session.access_token);
    expect((await asUser.auth.admin.mfa.listFactors({ userId: owner.userId })).error).toMatchObject({ status: 403, code: 'not_admin' });
    expect((await asUser.auth.admin.mfa.deleteFactor({ userId: owner.userId, id: owner.factorId })).error).toMatchObject({
      status: 403,
      code: 'not_admin',
    });
    expect((await admin().auth.admin.mfa.listFactors({ userId: owner.userId })).data!.factors).toHaveLength(1);
  });
});
