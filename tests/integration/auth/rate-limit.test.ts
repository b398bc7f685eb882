import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, startAuthHarness, uniqueEmail } from './helpers.ts';

// Small budgets over a long window: nothing refills during the test.
let auth: AuthHarness;
beforeAll(async () => {
  auth = await startAuthHarness({
    rateLimits: {
      windowSeconds: 3600,
      signInSignUpsPerIp: 4,
      signInSignUpsPerEmail: 2,
      tokenRefreshPerIp: 2,
    },
  });
});
afterAll(async () => {
  await auth?.stop();
});

const from = (ip: string) => auth.client({ 'X-Forwarded-For': ip });

describe('rate limits', () => {
  it('limits sign-ins and sign-ups per client IP with over_request_rate_limit (429)', async () => {
    const client = from('203.0.113.10');
    const outcomes = [];
    for (let i = 0; i < 5; i++) {
      const { error } = await client.signInWithPassword({
        email: uniqueEmail('ip'),
        password: 'whatever-pass',
      });
      outcomes.push(error?.code);
    }
    expect(outcomes).toEqual([
      'invalid_credentials',
      'invalid_credentials',
      'invalid_credentials',
      'invalid_credentials',
      'over_request_rate_limit',
    ]);
    const { error } = await client.signUp({
      email: uniqueEmail('ip'),
      password: 'whatever-pass',
    });
    expect(error).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });

    // Another address is not affected.
    expect(
      (
        await from('203.0.113.11').signInWithPassword({
          email: 'carol@agora.local',
          password: 'password123',
        })
      ).error,
    ).toBeNull();
  });

  it('limits attempts on one email address across IPs', async () => {
    const email = uniqueEmail('target');
    const attempts = [];
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      const { error } = await from(ip).signInWithPassword({
        email,
        password: 'guess-pass',
      });
      attempts.push(error?.code);
    }
    expect(attempts).toEqual(['invalid_credentials', 'invalid_credentials', 'over_request_rate_limit']);
  });

  it('limits refresh-token grants per client IP', async () => {
    const client = from('192.0.2.50');
    await client.signUp({
      email: uniqueEmail('refresher'),
      password: 'refresher-pass',
    });
    expect((await client.refreshSession()).error).toBeNull();
    expect((await client.refreshSession()).error).toBeNull();
    const { error } = await client.refreshSession();
    expect(error).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
    });
  });
});
