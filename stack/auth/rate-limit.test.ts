import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit.ts';

describe('RateLimiter', () => {
  it('allows a full budget, then refuses until the window refills it', () => {
    let now = 0;
    const limiter = new RateLimiter(3, 300, () => now);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([true, true, true, false]);
    expect(limiter.take('b')).toBe(true);

    now += 100_000; // a third of the window: one request's worth
    expect(limiter.take('a')).toBe(true);
    expect(limiter.take('a')).toBe(false);

    now += 300_000;
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([true, true, true, false]);
  });

  it('tells how long until the next request of a spent budget may pass', () => {
    let now = 0;
    const limiter = new RateLimiter(30, 300, () => now); // one request's worth every 10 s
    expect(limiter.retryAfterMs('ip')).toBe(0);
    for (let i = 0; i < 30; i++) expect(limiter.take('ip')).toBe(true);
    expect(limiter.take('ip')).toBe(false);
    expect(limiter.retryAfterMs('ip')).toBeCloseTo(10_000);
    now += 4_000;
    expect(limiter.retryAfterMs('ip')).toBeCloseTo(6_000);
    now += 6_000;
    expect(limiter.retryAfterMs('ip')).toBe(0);
    expect(limiter.retryAfterMs('someone-else')).toBe(0);
  });
});
