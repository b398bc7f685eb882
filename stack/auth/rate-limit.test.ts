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
});
