// Two-factor sign-in with supabase-js's auth.mfa against the local auth
// service through the gateway, as against GoTrue: enroll (QR code, secret,
// otpauth URI), challenge, verify (aal2 and a totp entry in amr), list,
// unenroll; /reauthenticate before a password change with
// secure_password_change; and GoTrue's errors for features that are off.
import type { SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import * as OTPAuth from 'otpauth';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startMailService, type RunningMailService } from '../../../stack/mail/index.ts';
import { createConfirmedAccount } from '../../support/accounts.ts';
import { waitForMail } from '../../support/mailbox.ts';
import { supabaseClient } from '../../support/supabase-client.ts';
import { type AuthHarness, startAuthHarness, uniqueEmail } from './helpers.ts';

const apiUrl = inject('apiUrl');
const anonKey = inject('anonKey');
const stack = { apiUrl, anonKey, serviceRoleKey: inject('serviceRoleKey') };

/** The code an authenticator app shows for `secret` now. */
const codeFor = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();

async function signedIn(email: string, password = 'password123'): Promise<SupabaseClient> {
  const client = supabaseClient(apiUrl, anonKey);
  const { error } = await client.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return client;
}

describe('auth.mfa with a TOTP factor', () => {
  it('enroll → challenge → verify gives aal2 with totp in amr; a new sign-in is aal1 until verified; unenroll needs aal2', async () => {
    const email = uniqueEmail('mfa');
    await createConfirmedAccount(stack, email, 'password123');
    const client = await signedIn(email);
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });

    const { data: enrolled, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone app' });
    expect(error).toBeNull();
    expect(enrolled).toMatchObject({ type: 'totp', friendly_name: 'Phone app' });
    expect(enrolled!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg[\s\S]*<\/svg>\s*$/);
    expect(enrolled!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(enrolled!.totp.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(enrolled!.totp.secret);
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(decodeURIComponent(uri.pathname)).toContain(email.toLowerCase());

    const again = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone app' });
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });

    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.all).toEqual([expect.objectContaining({ id: enrolled!.id, status: 'unverified', factor_type: 'totp' })]);
    expect(listed.data?.totp).toEqual([]);

    const { data: challenge } = await client.auth.mfa.challenge({ factorId: enrolled!.id });
    expect(challenge).toMatchObject({ type: 'totp', id: expect.any(String) });
    expect(challenge!.expires_at).toBeGreaterThan(Date.now() / 1000);
    const wrong = await client.auth.mfa.verify({
      factorId: enrolled!.id,
      challengeId: challenge!.id,
      code: '000000' === codeFor(enrolled!.totp.secret) ? '111111' : '000000',
    });
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' });

    const verified = await client.auth.mfa.verify({
      factorId: enrolled!.id,
      challengeId: challenge!.id,
      code: codeFor(enrolled!.totp.secret),
    });
    expect(verified.error).toBeNull();
    const claims = decodeJwt(verified.data!.access_token);
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[]).map((entry) => entry.method)).toEqual(['totp', 'password']);
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect(level.data!.currentAuthenticationMethods[0]).toMatchObject({ method: 'totp' });
    expect((await client.auth.mfa.listFactors()).data?.totp).toEqual([expect.objectContaining({ id: enrolled!.id, status: 'verified' })]);

    // A used challenge cannot be verified again.
    const replay = await client.auth.mfa.verify({
      factorId: enrolled!.id,
      challengeId: challenge!.id,
      code: codeFor(enrolled!.totp.secret),
    });
    expect(replay.error).toMatchObject({ status: 422, code: 'mfa_factor_not_found' });

    // The next refresh keeps aal2.
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe('aal2');

    // Another sign-in starts at aal1 and is told it can reach aal2.
    const second = await signedIn(email);
    expect((await second.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const refused = await second.auth.mfa.unenroll({ factorId: enrolled!.id });
    expect(refused.error).toMatchObject({ status: 422, code: 'insufficient_aal' });
    const stepped = await second.auth.mfa.challengeAndVerify({ factorId: enrolled!.id, code: codeFor(enrolled!.totp.secret) });
    expect(stepped.error).toBeNull();
    expect((await second.auth.mfa.unenroll({ factorId: enrolled!.id })).error).toBeNull();
    expect((await second.auth.mfa.listFactors()).data?.all).toEqual([]);

    // Another person's factor id is not there for them.
    const other = await signedIn((await createConfirmedAccount(stack, uniqueEmail('mfa-other'), 'password123')).user.email!);
    const { data: theirs } = await other.auth.mfa.enroll({ factorType: 'totp' });
    expect((await client.auth.mfa.challenge({ factorId: theirs!.id })).error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  });
});

describe("features that are off answer GoTrue's errors", () => {
  it('SSO, Web3, identity linking and anonymous sign-ins', async () => {
    const visitor = supabaseClient(apiUrl, anonKey);
    expect((await visitor.auth.signInWithSSO({ domain: 'example.org' })).error).toMatchObject({
      status: 404,
      code: 'saml_provider_disabled',
      message: 'SAML 2.0 is disabled',
    });
    expect((await visitor.auth.signInAnonymously()).error).toMatchObject({
      status: 422,
      code: 'anonymous_provider_disabled',
      message: 'Anonymous sign-ins are disabled',
    });
    const web3 = await fetch(`${apiUrl}/auth/v1/token?grant_type=web3`, {
      method: 'POST',
      headers: { apikey: anonKey, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ chain: 'solana', message: 'x', signature: 'y' }),
    });
    expect(web3.status).toBe(400);
    expect(await web3.json()).toEqual({ code: 'web3_provider_disabled', message: 'Web3 provider is disabled' });

    const email = uniqueEmail('linker');
    await createConfirmedAccount(stack, email, 'password123');
    const client = await signedIn(email);
    const linked = await client.auth.linkIdentity({ provider: 'github', options: { skipBrowserRedirect: true } });
    expect(linked.error).toMatchObject({ status: 404, code: 'manual_linking_disabled', message: 'Manual linking is disabled' });
  });
});

describe('/reauthenticate with secure_password_change', () => {
  let mail: RunningMailService;
  let auth: AuthHarness;
  let db: pg.Client;
  beforeAll(async () => {
    mail = await startMailService();
    auth = await startAuthHarness({ securePasswordChange: true, smtp: { host: '127.0.0.1', port: mail.smtpPort } });
    db = new pg.Client({ connectionString: inject('dbUrl') });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await auth?.stop();
    await mail?.stop();
  });

  it('a session older than a day changes the password only with the emailed nonce', async () => {
    const email = uniqueEmail('reauth');
    const client = auth.client();
    await createConfirmedAccount(stack, email, 'first-password');
    const { data } = await client.signInWithPassword({ email, password: 'first-password' });
    await db.query(`update auth.sessions set created_at = now() - interval '2 days' where id = $1`, [
      decodeJwt(data.session!.access_token).session_id,
    ]);

    expect((await client.updateUser({ password: 'second-password' })).error).toMatchObject({
      status: 422,
      code: 'reauthentication_needed',
    });
    expect((await client.reauthenticate()).error).toBeNull();
    const message = await waitForMail(mail.url, email.toLowerCase(), { subject: 'Confirm reauthentication' });
    const nonce = /Enter the code: (\d{6})/.exec(message.HTML)![1]!;
    expect((await client.updateUser({ password: 'second-password', nonce: nonce === '000000' ? '111111' : '000000' })).error).toMatchObject(
      {
        status: 422,
        code: 'reauthentication_not_valid',
      },
    );
    expect((await client.updateUser({ password: 'second-password', nonce })).error).toBeNull();
    expect((await auth.client().signInWithPassword({ email, password: 'second-password' })).error).toBeNull();
  });
});
