import type { IncomingMessage, ServerResponse } from 'node:http';
import type pg from 'pg';
import { tooManyRequests } from './errors.ts';
import { header } from './http.ts';
import { RateLimiter } from './rate-limit.ts';
import type { GrantContext } from './sessions.ts';
import type { AuthSettings } from './settings.ts';

/** What every route needs: settings, the database and the rate limiters. */
export interface AuthContext {
  settings: AuthSettings;
  pool: pg.Pool;
  limits: {
    signInSignUpsByIp: RateLimiter;
    signInSignUpsByEmail: RateLimiter;
    tokenRefreshByIp: RateLimiter;
  };
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
  const { windowSeconds, signInSignUpsPerIp, signInSignUpsPerEmail, tokenRefreshPerIp } = settings.rateLimits;
  return {
    signInSignUpsByIp: new RateLimiter(signInSignUpsPerIp, windowSeconds),
    signInSignUpsByEmail: new RateLimiter(signInSignUpsPerEmail, windowSeconds),
    tokenRefreshByIp: new RateLimiter(tokenRefreshPerIp, windowSeconds),
  };
}

/** Spends one request from `limiter`'s budget for `key`, or fails with GoTrue's 429. */
export function spend(limiter: RateLimiter, key: string): void {
  if (!limiter.take(key)) throw tooManyRequests();
}

export function grantContext(request: AuthRequest): GrantContext {
  return { userAgent: header(request.req, 'user-agent'), ip: request.ip };
}
