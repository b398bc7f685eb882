// Every limit says when: a 429 of the auth service carries Retry-After (the
// seconds until the same request may pass), which a browser may read
// (Access-Control-Expose-Headers), for a spent request budget
// (over_request_rate_limit: sign-in and sign-up, email codes) and for
// max_frequency (over_email_send_rate_limit, whose message says it too).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, startAuthHarness, uniqueEmail } from './helpers.ts';

let auth: AuthHarness;
beforeAll(async () => {
  // Two requests per 300 s: one request's worth comes back every 150 s.
  auth = await startAuthHarness({
    maxFrequencySeconds: 60,
    rateLimits: { windowSeconds: 300, signInSignUpsPerIp: 2, signInSignUpsPerEmail: 100, verificationsPerIp: 2 },
  });
});
afterAll(async () => {
  await auth?.stop();
});

function post(path: string, body: unknown, ip: string): Promise<Response> {
  return fetch(`${auth.service.url}${path}`, {
    method: 'POST',
    headers: {
      apikey: auth.keys.anonKey,
      'Content-Type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
      'X-Forwarded-For': ip,
      Origin: 'http://127.0.0.1:5173',
    },
    body: JSON.stringify(body),
  });
}

/** Spends the budget, then returns the refusal. */
async function refusedAfterTwo(send: () => Promise<Response>): Promise<Response> {
  for (const attempt of [1, 2]) expect((await send()).status, `attempt ${attempt}`).not.toBe(429);
  return send();
}

describe('Retry-After', () => {
  it('on password sign-ins and sign-ups past the budget: the seconds until one more passes', async () => {
    const refused = await refusedAfterTwo(() =>
      post('/token?grant_type=password', { email: uniqueEmail('guess'), password: 'wrong-pass' }, '203.0.113.90'),
    );
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    const seconds = Number(refused.headers.get('retry-after'));
    // 150 s less the time the three requests took, however slow the machine.
    expect(seconds).toBeGreaterThan(100);
    expect(seconds).toBeLessThanOrEqual(150);
    expect(refused.headers.get('access-control-expose-headers')).toContain('Retry-After');

    const signUp = await post('/signup', { email: uniqueEmail('late'), password: 'late-password' }, '203.0.113.90');
    expect(signUp.status).toBe(429);
    expect(Number(signUp.headers.get('retry-after'))).toBeGreaterThan(100);
  });

  it('on email codes past the verification budget', async () => {
    const refused = await refusedAfterTwo(() =>
      post('/verify', { type: 'email', email: uniqueEmail('code'), token: '123456' }, '203.0.113.91'),
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(100);
  });

  it("on a second email within max_frequency: the header and GoTrue's message say the same wait", async () => {
    const client = auth.client({ 'X-Forwarded-For': '203.0.113.92' });
    const email = uniqueEmail('twice');
    // An address with an account: only one that got an email is refused the next.
    expect((await client.signUp({ email, password: 'twice-password' })).error).toBeNull();
    expect((await client.resetPasswordForEmail(email)).error).toBeNull();
    const again = await post('/recover', { email }, '203.0.113.93');
    expect(again.status).toBe(429);
    const body = (await again.json()) as { code: string; message: string };
    expect(body.code).toBe('over_email_send_rate_limit');
    const inMessage = Number(/after (\d+) seconds/.exec(body.message)?.[1]);
    const header = Number(again.headers.get('retry-after'));
    expect(inMessage).toBeGreaterThan(30);
    // The message counts whole seconds down (GoTrue), the header rounds up.
    expect(header === inMessage || header === inMessage + 1).toBe(true);
  });

  it('is absent from answers that are not limits', async () => {
    const answer = await post('/token?grant_type=password', { email: uniqueEmail('once'), password: 'wrong-pass' }, '203.0.113.94');
    expect(answer.status).toBe(400);
    expect(answer.headers.get('retry-after')).toBeNull();
  });
});
