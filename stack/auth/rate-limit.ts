/**
 * A token bucket per key, as GoTrue's tollbooth limiters work: a full budget
 * of `capacity` requests that refills continuously over `windowSeconds`.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly refillPerMs: number;

  constructor(
    private readonly capacity: number,
    windowSeconds: number,
    private readonly now: () => number = Date.now,
  ) {
    this.refillPerMs = capacity / (windowSeconds * 1000);
  }

  /** Spends one request for `key`; false when its budget is exhausted. */
  take(key: string): boolean {
    const now = this.now();
    const tokens = this.tokensAt(key, now);
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now });
      return false;
    }
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    if (this.buckets.size > 10_000) this.forgetFull(now);
    return true;
  }

  /** Milliseconds until `key` may spend a request again (0: it may now). */
  retryAfterMs(key: string): number {
    const tokens = this.tokensAt(key, this.now());
    return tokens >= 1 ? 0 : (1 - tokens) / this.refillPerMs;
  }

  private tokensAt(key: string, now: number): number {
    const bucket = this.buckets.get(key);
    return bucket ? Math.min(this.capacity, bucket.tokens + (now - bucket.at) * this.refillPerMs) : this.capacity;
  }

  // Buckets that have refilled completely carry no information; drop them so
  // a flood of distinct keys cannot grow the map without bound.
  private forgetFull(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.at) * this.refillPerMs >= this.capacity) this.buckets.delete(key);
    }
  }
}
