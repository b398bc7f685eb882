// Limits of the auth service as supabase/config.toml sets them: [auth.rate_limit]
// per IP (over_request_rate_limit), [auth.email] max_frequency per user
// (over_email_send_rate_limit), and anonymous sign-ins.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { authOptionsFromConfig } from '../../../stack/auth/config/config-toml.ts';
import { ROOT } from '../../../stack/postgres/migrate.ts';
import { type AuthHarness, expectWaitLeft, startAuthHarness, uniqueEmail } from './helpers.ts';

const CONFIG = path.join(ROOT, 'supabase', 'config.toml');
const harnesses: AuthHarness[] = [];
afterAll(async () => {
  for (const harness of harnesses) await harness.stop();
});
async function harness(overrides: Parameters<typeof startAuthHarness>[0]) {
  const started = await startAuthHarness(overrides);
  harnesses.push(started);
  return started;
}

describe('[auth.rate_limit] from supabase/config.toml', () => {
  it('sign_in_sign_ups: that many sign-ups per IP in 5 minutes, then over_request_rate_limit (429)', async () => {
    const { siteUrl: _, ...options } = authOptionsFromConfig(CONFIG, 'config');
    const limit = options.rateLimits?.signInSignUpsPerIp;
    expect(limit).toBe(30);
    const auth = await harness(options);
    const client = auth.client({ 'X-Forwarded-For': '203.0.113.77' });
    // The budget refills continuously (30 per 300 s, one every 10 s, like GoTrue's token
    // bucket), so on a slow machine a request or two more may pass: count until refused.
    const started = Date.now();
    let accepted = 0;
    let refusal: { status?: number; code?: string } | null = null;
    while (!refusal && accepted < limit! + 10) {
      const { error } = await client.signUp({ email: uniqueEmail('burst'), password: 'burst-password' });
      if (error) refusal = error;
      else accepted++;
    }
    const refilled = Math.ceil(((Date.now() - started) / 1000) * (limit! / 300));
    expect(refusal).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect(accepted).toBeGreaterThanOrEqual(limit!);
    expect(accepted).toBeLessThanOrEqual(limit! + refilled);
    // Another address still signs up.
    const other = await auth.client({ 'X-Forwarded-For': '203.0.113.78' }).signUp({
      email: uniqueEmail('other-ip'),
      password: 'burst-password',
    });
    expect(other.error).toBeNull();
  });

  it('the test stack runs with relaxed limits unless asked for the configured ones', () => {
    expect(authOptionsFromConfig(CONFIG, 'relaxed').rateLimits).toBeUndefined();
    expect(authOptionsFromConfig(CONFIG, 'config').rateLimits).toEqual({
      signInSignUpsPerIp: 30,
      tokenRefreshPerIp: 150,
      verificationsPerIp: 30,
      anonymousPerIpPerHour: 30,
    });
  });
});

describe('emails', () => {
  it('max_frequency: a second recovery email within the interval is over_email_send_rate_limit (429)', async () => {
    const auth = await harness({ maxFrequencySeconds: 60 });
    const client = auth.client({ 'X-Forwarded-For': '198.51.100.40' });
    const email = uniqueEmail('frequent');
    expect((await client.signUp({ email, password: 'frequent-pass' })).error).toBeNull();
    const startedAt = performance.now();
    expect((await client.resetPasswordForEmail(email)).error).toBeNull();
    const { error } = await client.resetPasswordForEmail(email);
    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expectWaitLeft(error?.message, 60, startedAt);
  });

  it('max_frequency holds though the token is stored after the answer: of two requests at once, one is refused', async () => {
    const auth = await harness({ maxFrequencySeconds: 60 });
    const clients = [1, 2].map(() => auth.client({ 'X-Forwarded-For': '198.51.100.42' }));
    const email = uniqueEmail('racing');
    expect((await clients[0]!.signUp({ email, password: 'racing-pass' })).error).toBeNull();
    const recoveries = await Promise.all(clients.map((client) => client.resetPasswordForEmail(email)));
    expect(recoveries.map(({ error }) => error?.code ?? 'sent').sort()).toEqual(['over_email_send_rate_limit', 'sent']);
    // /otp signs a new address up after the answer; the next request is refused all the same, as by GoTrue.
    const fresh = uniqueEmail('racing-new');
    expect((await clients[0]!.signInWithOtp({ email: fresh })).error).toBeNull();
    expect((await clients[1]!.signInWithOtp({ email: fresh })).error).toMatchObject({
      status: 429,
      code: 'over_email_send_rate_limit',
    });
  });

  it('token_verifications: verifications per IP are limited', async () => {
    const auth = await harness({ rateLimits: { windowSeconds: 3600, verificationsPerIp: 2 } });
    const client = auth.client({ 'X-Forwarded-For': '198.51.100.41' });
    const codes = [];
    for (let i = 0; i < 3; i++) {
      codes.push((await client.verifyOtp({ email: 'nobody@example.test', token: '123456', type: 'email' })).error?.code);
    }
    expect(codes).toEqual(['otp_expired', 'otp_expired', 'over_request_rate_limit']);
  });
});

describe('anonymous sign-ins', () => {
  it('with enable_anonymous_sign_ins a session for an anonymous user, limited per IP (anonymous_users)', async () => {
    const auth = await harness({ enableAnonymousSignIns: true, rateLimits: { anonymousPerIpPerHour: 2 } });
    expect(await (await fetch(`${auth.service.url}/settings`)).json()).toMatchObject({
      external: { anonymous_users: true },
    });
    const client = auth.client({ 'X-Forwarded-For': '192.0.2.90' });
    const { data, error } = await client.signInAnonymously({ options: { data: { display_name: 'Lurker' } } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ is_anonymous: true, email: '', user_metadata: { display_name: 'Lurker' } });
    const claims = JSON.parse(Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ is_anonymous: true, role: 'authenticated', sub: data.user!.id });
    expect((await client.getUser()).data.user?.id).toBe(data.user!.id);

    expect((await auth.client({ 'X-Forwarded-For': '192.0.2.90' }).signInAnonymously()).error).toBeNull();
    expect((await auth.client({ 'X-Forwarded-For': '192.0.2.90' }).signInAnonymously()).error).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
    });
  });
});
