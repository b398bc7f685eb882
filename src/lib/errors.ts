import { ERROR_CODES } from '@contract/errors.ts';
import { isRecord } from './guards.ts';
import { RATE_LIMIT_CODES, tooManyAttemptsText } from './rateLimit.ts';

/** An error as the UI shows it: the backend's code (AGxxx, PostgREST, GoTrue) and a message. */
export interface AppError {
  code: string | null;
  message: string;
}

export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';
export const UNREACHABLE_MESSAGE = 'Agora could not be reached. Check your connection and try again.';

/**
 * Rule codes by name (`ErrorCode.debateNotFound` is 'AG030'), from the error
 * catalogue the database, the edge function and the SPA share. Match on these,
 * never on prose.
 */
export const ErrorCode = ERROR_CODES;

interface Coded {
  code?: string | number | null;
  message?: string | null;
  msg?: string | null;
  error_description?: string | null;
  error_code?: string | null;
}

const isOptionalString = (value: unknown) => value === null || value === undefined || typeof value === 'string';

// Narrowed by hand (see guards.ts): five optional fields.
function readCoded(value: unknown): Coded | null {
  if (!isRecord(value)) return null;
  const { code, message, msg, error_description, error_code } = value;
  if (!(isOptionalString(code) || typeof code === 'number')) return null;
  if (![message, msg, error_description, error_code].every(isOptionalString)) return null;
  return value as Coded;
}

function fromCoded(value: Coded, fallback: string): AppError {
  const code = value.error_code ?? (value.code === null || value.code === undefined ? null : String(value.code));
  const message = value.message || value.msg || value.error_description || fallback;
  // The auth server's limits, in the app's words and with the time to wait.
  if (code !== null && RATE_LIMIT_CODES.has(code)) return { code, message: tooManyAttemptsText(message) };
  return { code, message };
}

/**
 * Normalises anything thrown by supabase-js (PostgrestError, AuthError), an
 * edge-function error body, or a plain Error into an AppError. An empty or
 * missing message becomes `fallback`.
 */
export function toAppError(error: unknown, fallback: string = UNKNOWN_ERROR_MESSAGE): AppError {
  // supabase-js's auth client reports a failed fetch or a 502/503/504 this way,
  // with the serialised response ("{}") as its message.
  if (isRecord(error) && error.name === 'AuthRetryableFetchError') return { code: null, message: UNREACHABLE_MESSAGE };
  // Edge functions answer refusals with {"error": {"code", "message"}}.
  const body = isRecord(error) ? readCoded(error.error) : null;
  if (body) return fromCoded(body, fallback);
  const parsed = readCoded(error);
  if (parsed) return fromCoded(parsed, fallback);
  if (typeof error === 'string' && error.trim() !== '') return { code: null, message: error };
  return { code: null, message: fallback };
}

export function hasErrorCode(error: unknown, code: string): boolean {
  return toAppError(error).code === code;
}

/** An Error that carries the backend code, for code paths that rethrow. */
export class CodedError extends Error {
  readonly code: string | null;
  constructor(appError: AppError) {
    super(appError.message);
    this.name = 'CodedError';
    this.code = appError.code;
  }
}
