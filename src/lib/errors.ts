import { isRecord } from './guards.ts';

/** An error as the UI shows it: the backend's code (AGxxx, PostgREST, GoTrue) and a message. */
export interface AppError {
  code: string | null;
  message: string;
}

export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';
export const UNREACHABLE_MESSAGE = 'Agora could not be reached. Check your connection and try again.';

/** Rule codes raised by the database (documented in the settings migration). Match on these, never on prose. */
export const ErrorCode = {
  signInRequired: 'AG401',
  noFreeDebates: 'AG001',
  invalidSettings: 'AG010',
  noCategory: 'AG011',
  tooManyCategories: 'AG012',
  unknownCategory: 'AG013',
  generationNotFound: 'AG020',
  generationNotFinished: 'AG021',
  generationAlreadySaved: 'AG022',
  debateNotFound: 'AG030',
  onlyAuthorMayShare: 'AG031',
  voteNeedsSignIn: 'AG040',
  starNeedsSignIn: 'AG050',
  responseNeedsSignIn: 'AG060',
  emptyResponse: 'AG061',
  noTextSelected: 'AG062',
  replyNeedsSignIn: 'AG065',
  responseTooLong: 'AG066',
  displayNameLength: 'AG100',
  displayNameControlChars: 'AG101',
  onlyAuthorMayChangeDebate: 'AG110',
  onlyAuthorMayEditResponse: 'AG120',
  responseDeleted: 'AG121',
  responseNotFound: 'AG122',
  emailMismatch: 'AG130',
  handleFormat: 'AG380',
  handleTaken: 'AG381',
} as const;

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
