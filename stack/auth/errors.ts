/**
 * GoTrue's error model: an HTTP status, a stable error code the clients match
 * on, and a human message. The JSON shape depends on the API version the
 * client announces in `X-Supabase-Api-Version` (auth-js always sends
 * 2024-01-01), exactly as GoTrue's HandleResponseError renders it.
 */

export const API_VERSION_HEADER = 'x-supabase-api-version';
const API_VERSION_2024_01_01 = '2024-01-01';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** For a 429: whole seconds until the same request may succeed, sent as `Retry-After`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** GoTrue's WeakPasswordError: always 422, with the failed checks as reasons. */
export class WeakPasswordError extends Error {
  readonly status = 422;
  readonly code = 'weak_password';
  constructor(
    message: string,
    readonly reasons: string[],
  ) {
    super(message);
    this.name = 'WeakPasswordError';
  }
}

/**
 * Thrown inside a transaction when its writes must be committed although the
 * request fails, e.g. revoking a session after refresh-token reuse.
 */
export class CommitThenFail extends Error {
  constructor(readonly error: HttpError) {
    super(error.message);
  }
}

export const badRequest = (code: string, message: string) => new HttpError(400, code, message);
export const unauthorized = (code: string, message: string) => new HttpError(401, code, message);
export const forbidden = (code: string, message: string) => new HttpError(403, code, message);
export const unprocessable = (code: string, message: string) => new HttpError(422, code, message);
/**
 * GoTrue's answer to a spent request budget. GoTrue's own limiter (tollbooth's
 * LimitByKeys) sends no `Retry-After`; this service adds it (RFC 9110 §10.2.3),
 * so a client can say how long to wait. Clients that ignore it see GoTrue's answer.
 */
export const tooManyRequests = (retryAfterMs: number) =>
  new HttpError(429, 'over_request_rate_limit', 'Request rate limit reached', retryAfterSecondsOf(retryAfterMs));

/** A wait in milliseconds as `Retry-After` seconds: rounded up, at least 1 (0 would invite an immediate retry). */
export function retryAfterSecondsOf(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/** Whether the request asked for the 2024-01-01 error shape (any valid date on or after it). */
export function wantsApiVersion2024(headerValue: string | undefined): boolean {
  if (!headerValue || !/^\d{4}-\d{2}-\d{2}$/.test(headerValue)) return false;
  const parsed = Date.parse(`${headerValue}T00:00:00Z`);
  return Number.isFinite(parsed) && parsed >= Date.parse(`${API_VERSION_2024_01_01}T00:00:00Z`);
}

export interface RenderedError {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

const UNEXPECTED_MESSAGE = 'Unexpected failure, please check server logs for more information';

/** The response GoTrue sends for `error`, given the request's API version header. */
export function renderError(error: unknown, apiVersionHeader: string | undefined): RenderedError {
  const v2024 = wantsApiVersion2024(apiVersionHeader);
  const headers: Record<string, string> = v2024 ? { 'X-Supabase-Api-Version': API_VERSION_2024_01_01 } : {};

  if (error instanceof WeakPasswordError) {
    const payload = { reasons: error.reasons };
    if (v2024) {
      return {
        status: 422,
        headers,
        body: {
          code: error.code,
          message: error.message,
          weak_password: payload,
        },
      };
    }
    return {
      status: 422,
      headers: { ...headers, 'x-sb-error-code': error.code },
      body: {
        code: 422,
        error_code: error.code,
        msg: error.message,
        weak_password: payload,
      },
    };
  }

  if (error instanceof HttpError) {
    headers['x-sb-error-code'] = error.code;
    if (error.retryAfterSeconds !== undefined) headers['Retry-After'] = String(error.retryAfterSeconds);
    if (v2024)
      return {
        status: error.status,
        headers,
        body: { code: error.code, message: error.message },
      };
    return {
      status: error.status,
      headers,
      body: { code: error.status, error_code: error.code, msg: error.message },
    };
  }

  if (v2024)
    return {
      status: 500,
      headers,
      body: { code: 'unexpected_failure', message: UNEXPECTED_MESSAGE },
    };
  return {
    status: 500,
    headers,
    body: {
      code: 500,
      error_code: 'unexpected_failure',
      msg: UNEXPECTED_MESSAGE,
    },
  };
}
