import { describe, expect, it } from 'vitest';
import { AuthRetryableFetchError } from '@supabase/supabase-js';
import { hasErrorCode, toAppError, UNKNOWN_ERROR_MESSAGE, UNREACHABLE_MESSAGE } from './errors.ts';

describe('toAppError', () => {
  it('says the server could not be reached for an auth request that never got an answer (not "{}")', () => {
    expect(toAppError(new AuthRetryableFetchError('{}', 502))).toEqual({ code: null, message: UNREACHABLE_MESSAGE });
    expect(toAppError(new AuthRetryableFetchError('{}', 0), 'Sign in failed').message).toBe(UNREACHABLE_MESSAGE);
  });

  it('keeps the code and message of a PostgrestError', () => {
    const error = { code: 'AG001', message: 'No free debates left.', details: null, hint: null };
    expect(toAppError(error)).toEqual({ code: 'AG001', message: 'No free debates left.' });
    expect(hasErrorCode(error, 'AG001')).toBe(true);
  });

  it('reads the edge function error body', () => {
    expect(toAppError({ error: { code: 'AG001', message: 'None left' } })).toEqual({ code: 'AG001', message: 'None left' });
  });

  it("reads GoTrue's error_code and msg", () => {
    expect(toAppError({ code: 400, error_code: 'validation_failed', msg: 'Unsupported provider' })).toEqual({
      code: 'validation_failed',
      message: 'Unsupported provider',
    });
  });

  it('uses the fallback for empty messages and unknown values', () => {
    expect(toAppError(new Error(''), 'Failed to sign out')).toEqual({ code: null, message: 'Failed to sign out' });
    expect(toAppError(undefined)).toEqual({ code: null, message: UNKNOWN_ERROR_MESSAGE });
    expect(toAppError(42)).toEqual({ code: null, message: UNKNOWN_ERROR_MESSAGE });
  });

  it('keeps the message of a plain Error', () => {
    expect(toAppError(new Error('Invalid login credentials'))).toEqual({ code: null, message: 'Invalid login credentials' });
  });
});
