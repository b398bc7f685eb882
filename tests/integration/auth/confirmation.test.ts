// Email confirmation through the gateway with supabase-js, as config.toml sets
// it (enable_confirmations = true, as on hosted Supabase): the sign-up answer
// without a session, the emailed link and code, /resend and its limit, and
// the obfuscated answer for an address that is already registered.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { linkAndCode, messagesTo, waitForMail } from '../../support/mailbox.ts';
import { supabaseClient } from '../../support/supabase-client.ts';
import { type AuthHarness, expectWaitLeft, startAuthHarness, uniqueEmail } from './helpers.ts';

const apiUrl = inject('apiUrl');
const anonKey = inject('anonKey');
const mailUrl = inject('mailUrl');
const SUBJECT = 'Confirm your email address';
const redirectTo = `${inject('appUrl')}/account`;

const harnesses: AuthHarness[] = [];
afterAll(async () => {
  for (const harness of harnesses) await harness.stop();
});

describe('sign-up with confirmation on', () => {
  it('answers the user without a session, emails a link that confirms and signs in once, and /settings says so', async () => {
    const settings = await fetch(`${apiUrl}/auth/v1/settings`, { headers: { apikey: anonKey } });
    expect(await settings.json()).toMatchObject({ mailer_autoconfirm: false });

    const email = uniqueEmail('confirm');
    const client = supabaseClient(apiUrl, anonKey);
    const { data, error } = await client.auth.signUp({ email, password: 'password123', options: { emailRedirectTo: redirectTo } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, role: 'authenticated', identities: [expect.objectContaining({ provider: 'email' })] });
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const { link } = linkAndCode(await waitForMail(mailUrl, email, { subject: SUBJECT }));
    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const location = new URL(followed.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(redirectTo);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('access_token')).toBeTruthy();

    const again = await fetch(link, { redirect: 'manual' });
    expect(new URLSearchParams(new URL(again.headers.get('location')!).hash.slice(1)).get('error_code')).toBe('otp_expired');
    const signIn = await client.auth.signInWithPassword({ email, password: 'password123' });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.email_confirmed_at).toBeTruthy();
  });

  it('resend: a new email for an unconfirmed address, {} and no email for a confirmed or unknown one', async () => {
    const email = uniqueEmail('resend');
    const client = supabaseClient(apiUrl, anonKey);
    expect((await client.auth.signUp({ email, password: 'password123' })).error).toBeNull();
    await waitForMail(mailUrl, email, { subject: SUBJECT });
    // max_frequency (1 s) may still hold right after the sign-up's email: wait it out.
    await expect
      .poll(async () => (await client.auth.resend({ type: 'signup', email })).error?.code ?? 'sent', { timeout: 30_000, interval: 300 })
      .toBe('sent');
    const second = await waitForMail(mailUrl, email, { subject: SUBJECT, count: 2 });
    const { code } = linkAndCode(second);
    const verified = await client.auth.verifyOtp({ email, token: code, type: 'signup' });
    expect(verified.error).toBeNull();
    expect(verified.data.session).not.toBeNull();

    expect(await client.auth.resend({ type: 'signup', email })).toMatchObject({ error: null });
    expect(await client.auth.resend({ type: 'signup', email: uniqueEmail('nobody') })).toMatchObject({ error: null });
    expect(await messagesTo(mailUrl, email)).toHaveLength(2);
  });

  it('resend is limited per address by max_frequency (over_email_send_rate_limit) and checks its type', async () => {
    const auth = await startAuthHarness({ enableConfirmations: true, maxFrequencySeconds: 60 });
    harnesses.push(auth);
    const client = auth.client({ 'X-Forwarded-For': '192.0.2.120' });
    const email = uniqueEmail('resend-limit');
    const startedAt = performance.now();
    const signedUp = await client.signUp({ email, password: 'password123' });
    expect(signedUp.error).toBeNull();
    expect(signedUp.data.session).toBeNull();
    const { error } = await client.resend({ type: 'signup', email });
    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expectWaitLeft(error?.message, 60, startedAt);

    const wrongType = await fetch(`${auth.service.url}/resend`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ type: 'recovery', email }),
    });
    expect(wrongType.status).toBe(400);
    expect(await wrongType.json()).toEqual({
      code: 'validation_failed',
      message: 'Missing one of these types: signup, email_change, sms, phone_change',
    });
  });

  it('an unconfirmed address signing up again gets a new email, not a new account or a new password', async () => {
    const email = uniqueEmail('twice');
    const client = supabaseClient(apiUrl, anonKey);
    const first = await client.auth.signUp({ email, password: 'first-password' });
    await waitForMail(mailUrl, email, { subject: SUBJECT });
    await expect
      .poll(async () => (await client.auth.signUp({ email, password: 'second-password' })).error?.code ?? 'ok', {
        timeout: 30_000,
        interval: 300,
      })
      .toBe('ok');
    const second = await waitForMail(mailUrl, email, { subject: SUBJECT, count: 2 });
    const { code } = linkAndCode(second);
    const verified = await client.auth.verifyOtp({ email, token: code, type: 'signup' });
    expect(verified.data.user?.id).toBe(first.data.user?.id);
    expect((await client.auth.signInWithPassword({ email, password: 'first-password' })).error).toBeNull();
    expect((await client.auth.signInWithPassword({ email, password: 'second-password' })).error).toMatchObject({
      code: 'invalid_credentials',
    });
  });
});
