import { describe, expect, it } from 'vitest';
import { toAppError } from './errors.ts';
import { noteRetryAfter, tooManyAttemptsText, waitText } from './rateLimit.ts';

const refusal = (retryAfter: string | null) => ({
  status: 429,
  headers: new Headers(retryAfter === null ? {} : { 'Retry-After': retryAfter }),
});

describe('limits that say when', () => {
  it('says the wait in seconds under a minute and in whole minutes (rounded up) above', () => {
    expect([1, 1.2, 42, 59.5, 60, 61, 125, 3600].map(waitText)).toEqual([
      '1 second',
      '2 seconds',
      '42 seconds',
      '1 minute',
      '1 minute',
      '2 minutes',
      '3 minutes',
      '60 minutes',
    ]);
  });

  it("turns the auth server's 429 into the time to wait, from its Retry-After, counting down", () => {
    noteRetryAfter(refusal('240'), 1_000_000);
    expect(tooManyAttemptsText('Request rate limit reached', 1_000_000)).toBe('Too many attempts. Try again in 4 minutes.');
    expect(tooManyAttemptsText('Request rate limit reached', 1_200_000)).toBe('Too many attempts. Try again in 40 seconds.');
    // Answers other than 429 leave the note alone.
    noteRetryAfter({ status: 400, headers: new Headers() }, 1_000_000);
    expect(tooManyAttemptsText('Request rate limit reached', 1_000_000)).toBe('Too many attempts. Try again in 4 minutes.');
  });

  it("falls back to max_frequency's seconds in the message, then to a few minutes (a server without Retry-After)", () => {
    noteRetryAfter(refusal(null));
    expect(tooManyAttemptsText('For security purposes, you can only request this after 42 seconds.')).toBe(
      'Too many attempts. Try again in 42 seconds.',
    );
    expect(tooManyAttemptsText('Request rate limit reached')).toBe('Too many attempts. Try again in a few minutes.');
  });

  it("is how every auth error with a limit's code reads, and no other", () => {
    noteRetryAfter(refusal('9'));
    const limited = { name: 'AuthApiError', status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' };
    expect(toAppError(limited)).toEqual({ code: 'over_request_rate_limit', message: 'Too many attempts. Try again in 9 seconds.' });
    const emails = { name: 'AuthApiError', status: 429, code: 'over_email_send_rate_limit', message: 'Email rate limit exceeded' };
    expect(toAppError(emails).message).toBe('Too many attempts. Try again in 9 seconds.');
    expect(toAppError({ code: 'invalid_credentials', message: 'Invalid login credentials' }).message).toBe('Invalid login credentials');
  });
});
