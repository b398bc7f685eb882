import { HttpError, retryAfterSecondsOf } from '../errors.ts';

/** The sent-at stamps on auth.users that [auth.email] max_frequency limits, one per kind of email. */
type MailKind = 'recovery' | 'confirmation' | 'email_change' | 'reauthentication';

/** An address's last email of a kind as its account row stamps it (null: none yet, or no account yet). */
export interface MailStamp {
  kind: MailKind;
  email: string;
  sentAt: Date | null;
}

/** An email allowed by max_frequency and held for its sender until the interval has passed. */
export interface MailClaim {
  /** Gives the claim back: the email was not stored, so the address may ask again at once. */
  release(): void;
}

const SWEEP_ABOVE = 10_000;

/**
 * GoTrue's validateSentWithinFrequencyLimit ([auth.email] max_frequency): one
 * email of a kind per address per interval, refused with 429
 * over_email_send_rate_limit. GoTrue reads the account's sent-at stamp, which
 * the same request writes before answering. The endpoints that answer first
 * (`answerThenMail`) write it later, so a second request right after the
 * first could still read the old stamp: they claim the address's email here
 * instead, in memory, where checking and claiming is one synchronous step
 * that no other request can come between. A claim lasts the interval, not
 * just until the stamp is written: a request that read the row before that
 * write must still find it. The service is a single process, so this map
 * sees every request; the stamps carry the limit across restarts.
 */
export class MailFrequency {
  private readonly claims = new Map<string, { until: number }>();

  constructor(
    private readonly maxFrequencySeconds: number,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Refuses while the stamp or a claim on the address's email of that kind holds; claims nothing. */
  check(stamp: MailStamp, now: Date = new Date(this.clock())): void {
    const at = now.getTime();
    const until = Math.max(
      stamp.sentAt ? stamp.sentAt.getTime() + this.maxFrequencySeconds * 1000 : -Infinity,
      this.claims.get(keyOf(stamp))?.until ?? -Infinity,
    );
    if (until > at) {
      throw new HttpError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${Math.floor((until - at) / 1000)} seconds.`,
        retryAfterSecondsOf(until - at),
      );
    }
  }

  /** Checks, then holds the address's next email of that kind for the caller, from `now` on. */
  claim(stamp: MailStamp, now: Date = new Date(this.clock())): MailClaim {
    this.check(stamp, now);
    const key = keyOf(stamp);
    const claim = { until: now.getTime() + this.maxFrequencySeconds * 1000 };
    this.claims.set(key, claim);
    if (this.claims.size > SWEEP_ABOVE) this.sweep();
    return {
      release: () => {
        if (this.claims.get(key) === claim) this.claims.delete(key);
      },
    };
  }

  /** Drops an address's claims, as a password change clears its account's stamps. */
  forget(email: string): void {
    const prefix = `${email.toLowerCase()}\n`;
    for (const key of this.claims.keys()) if (key.startsWith(prefix)) this.claims.delete(key);
  }

  // Claims whose interval has passed tell nothing the stamps do not: drop them
  // so a flood of distinct addresses cannot grow the map without bound.
  private sweep(): void {
    const now = this.clock();
    for (const [key, claim] of this.claims) if (claim.until <= now) this.claims.delete(key);
  }
}

function keyOf(stamp: MailStamp): string {
  return `${stamp.email.toLowerCase()}\n${stamp.kind}`;
}
