import { z } from 'zod';

/** An error as the UI shows it: the backend's code (AGxxx, PostgREST, GoTrue) and a message. */
export interface AppError {
  code: string | null;
  message: string;
}

export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';

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
} as const;

const coded = z.object({
  code: z.union([z.string(), z.number()]).nullish(),
  message: z.string().nullish(),
  msg: z.string().nullish(),
  error_description: z.string().nullish(),
  error_code: z.string().nullish(),
});

// Edge functions answer refusals with {"error": {"code", "message"}}.
const functionErrorBody = z.object({ error: coded });

function fromCoded(value: z.infer<typeof coded>, fallback: string): AppError {
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
  const body = functionErrorBody.safeParse(error);
  if (body.success) return fromCoded(body.data.error, fallback);
  const parsed = coded.safeParse(error);
  if (parsed.success && typeof error === 'object' && error !== null) return fromCoded(parsed.data, fallback);
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
