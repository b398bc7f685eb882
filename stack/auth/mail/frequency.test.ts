import { describe, expect, it } from 'vitest';
import { MailFrequency } from './frequency.ts';

const refusal = (seconds: number) => ({
  status: 429,
  code: 'over_email_send_rate_limit',
  message: `For security purposes, you can only request this after ${seconds} seconds.`,
});

describe('MailFrequency ([auth.email] max_frequency)', () => {
  it('refuses by the stamp as GoTrue does, counting down whole seconds left', () => {
    const frequency = new MailFrequency(60);
    const sentAt = new Date(1_000_000);
    const stamp = { kind: 'recovery', email: 'a@example.test', sentAt } as const;
    expect(() => frequency.check(stamp, new Date(1_000_500))).toThrow(expect.objectContaining(refusal(59)));
    expect(() => frequency.check(stamp, new Date(1_059_999))).toThrow(expect.objectContaining(refusal(0)));
    expect(() => frequency.check(stamp, new Date(1_060_000))).not.toThrow();
  });

  it('says in Retry-After how long is left, rounded up (a refusal never invites an immediate retry)', () => {
    const frequency = new MailFrequency(60);
    const stamp = { kind: 'recovery', email: 'a@example.test', sentAt: new Date(1_000_000) } as const;
    expect(() => frequency.check(stamp, new Date(1_000_500))).toThrow(expect.objectContaining({ retryAfterSeconds: 60 }));
    expect(() => frequency.check(stamp, new Date(1_059_999))).toThrow(expect.objectContaining({ retryAfterSeconds: 1 }));
  });

  it('a claim refuses the next request before any stamp is written, per address and kind', () => {
    const frequency = new MailFrequency(60);
    const at = (ms: number) => new Date(2_000_000 + ms);
    frequency.claim({ kind: 'recovery', email: 'b@example.test', sentAt: null }, at(0));
    // The second request read the account before the first one's stamp was written.
    expect(() => frequency.claim({ kind: 'recovery', email: 'B@example.test', sentAt: null }, at(1_200))).toThrow(
      expect.objectContaining(refusal(58)),
    );
    expect(() => frequency.check({ kind: 'confirmation', email: 'b@example.test', sentAt: null }, at(1_200))).not.toThrow();
    expect(() => frequency.check({ kind: 'recovery', email: 'c@example.test', sentAt: null }, at(1_200))).not.toThrow();
    // It also holds after the stamp is written, for a request that read the row before.
    expect(() => frequency.check({ kind: 'recovery', email: 'b@example.test', sentAt: null }, at(59_000))).toThrow(
      expect.objectContaining(refusal(1)),
    );
    expect(() => frequency.claim({ kind: 'recovery', email: 'b@example.test', sentAt: null }, at(60_000))).not.toThrow();
  });

  it('a released claim (nothing was stored) or a forgotten address (a password change) may ask again at once', () => {
    const frequency = new MailFrequency(60);
    const now = new Date(3_000_000);
    const stamp = { kind: 'email_change', email: 'd@example.test', sentAt: null } as const;
    const first = frequency.claim(stamp, now);
    first.release();
    const second = frequency.claim(stamp, now);
    // A stale release does not drop the claim that replaced it.
    first.release();
    expect(() => frequency.check(stamp, now)).toThrow(expect.objectContaining({ status: 429 }));
    frequency.forget('D@example.test');
    expect(() => frequency.check(stamp, now)).not.toThrow();
    second.release();
  });

  it('drops expired claims once many addresses have claimed', () => {
    let clock = 4_000_000;
    const frequency = new MailFrequency(1, () => clock);
    for (let i = 0; i <= 10_000; i++) frequency.claim({ kind: 'recovery', email: `u${i}@example.test`, sentAt: null });
    clock += 1_000;
    frequency.claim({ kind: 'recovery', email: 'last@example.test', sentAt: null });
    expect((frequency as unknown as { claims: Map<string, unknown> }).claims.size).toBe(1);
  });
});
