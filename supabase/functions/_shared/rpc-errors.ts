/** What the functions make of the database's refusals. */
import { ERROR_CODES } from './contract/errors.ts';
import type { ErrorResponse } from './contract/sse-events.ts';

// PostgREST's answers for a missing, expired or wrongly signed token, and the
// rule functions' own sign-in refusal.
export const UNAUTHORIZED_CODES = new Set<string>([ERROR_CODES.signInRequired, '42501', 'PGRST301', 'PGRST302', 'PGRST303']);

/** A refusal as the function answers it: its HTTP status and error body. */
export interface Refusal {
  ok: false;
  status: number;
  error: ErrorResponse['error'];
}

export const signInRefusal = (): Refusal => ({
  ok: false,
  status: 401,
  error: { code: 'unauthorized', message: 'You must be signed in.' },
});

/** The service role's write was refused: a fault of the function or the database, never of the caller. */
export class RecordError extends Error {
  override name = 'RecordError';
}
