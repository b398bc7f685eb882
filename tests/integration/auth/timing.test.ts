// Sign-in reveals nothing: a wrong password for a registered address and an
// unknown address take the same time (both spend one bcrypt comparison).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, startAuthHarness, uniqueEmail } from './helpers.ts';

let auth: AuthHarness;
beforeAll(async () => {
  auth = await startAuthHarness();
});
afterAll(async () => {
  await auth?.stop();
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

describe('password sign-in timing', () => {
  it('a wrong password and an unknown address take the same time (medians within a factor of 2)', async () => {
    const email = uniqueEmail('timed');
    await auth.client({ 'X-Forwarded-For': '203.0.113.200' }).signUp({ email, password: 'the-right-password' });
    const client = auth.client({ 'X-Forwarded-For': '203.0.113.201' });
    const attempt = async (address: string) => {
      const started = performance.now();
      const { error } = await client.signInWithPassword({ email: address, password: 'a-wrong-password' });
      expect(error?.code).toBe('invalid_credentials');
      return performance.now() - started;
    };
    // Warm both paths, then interleave so machine load hits both alike.
    await attempt(email);
    await attempt(uniqueEmail('unknown'));
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 15; i++) {
      known.push(await attempt(email));
      unknown.push(await attempt(uniqueEmail('unknown')));
    }
    const ratio = median(unknown) / median(known);
    // Without the dummy comparison the unknown address answered 10–30× faster.
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
