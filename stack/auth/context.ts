import type { IncomingMessage, ServerResponse } from 'node:http';
import type pg from 'pg';
import { tooManyRequests } from './errors.ts';
import { header } from './http.ts';
import { RateLimiter } from './rate-limit.ts';
import { MailFrequency } from './mail/frequency.ts';
import type { Mailer } from './mail/smtp.ts';
import type { GrantContext } from './sessions.ts';
import type { AuthSettings } from './config/settings.ts';

/** What every route needs: settings, the database and the rate limiters. */
export interface AuthContext {
  settings: AuthSettings;
  pool: pg.Pool;
  limits: {
    signInSignUpsByIp: RateLimiter;
    signInSignUpsByEmail: RateLimiter;
    tokenRefreshByIp: RateLimiter;
    /** GoTrue keeps one bucket per endpoint, each with the sign_in_sign_ups budget. */
    otpByIp: RateLimiter;
    recoverByIp: RateLimiter;
    userUpdatesByIp: RateLimiter;
    verificationsByIp: RateLimiter;
    anonymousByIp: RateLimiter;
    /** [auth.email] max_frequency: one email of a kind per address per interval. */
    mailFrequency: MailFrequency;
  };
  mailer: Mailer;
}

export interface AuthRequest {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** The client's IP as the gateway reported it. */
  ip: string;
}

export type Route = (ctx: AuthContext, request: AuthRequest) => Promise<void>;

export function createLimits(settings: AuthSettings): AuthContext['limits'] {
  const { windowSeconds, signInSignUpsPerIp, signInSignUpsPerEmail, tokenRefreshPerIp, verificationsPerIp, anonymousPerIpPerHour } =
    settings.rateLimits;
  return {
    signInSignUpsByIp: new RateLimiter(signInSignUpsPerIp, windowSeconds),
    otpByIp: new RateLimiter(signInSignUpsPerIp, windowSeconds),
    recoverByIp: new RateLimiter(signInSignUpsPerIp, windowSeconds),
    userUpdatesByIp: new RateLimiter(signInSignUpsPerIp, windowSeconds),
    verificationsByIp: new RateLimiter(verificationsPerIp, windowSeconds),
    anonymousByIp: new RateLimiter(anonymousPerIpPerHour, 3600),
    signInSignUpsByEmail: new RateLimiter(signInSignUpsPerEmail, windowSeconds),
    tokenRefreshByIp: new RateLimiter(tokenRefreshPerIp, windowSeconds),
    mailFrequency: new MailFrequency(settings.maxFrequencySeconds),
  };
}

/** Spends one request from `limiter`'s budget for `key`, or fails with GoTrue's 429 and the time to wait. */
export function spend(limiter: RateLimiter, key: string): void {
  if (!limiter.take(key)) throw tooManyRequests(limiter.retryAfterMs(key));
}

export function grantContext(request: AuthRequest): GrantContext {
  return { userAgent: header(request.req, 'user-agent'), ip: request.ip };
}
