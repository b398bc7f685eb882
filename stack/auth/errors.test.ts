import { describe, expect, it } from 'vitest';
import { HttpError, renderError, tooManyRequests, WeakPasswordError, wantsApiVersion2024 } from './errors.ts';

describe('renderError', () => {
  const invalid = new HttpError(400, 'invalid_credentials', 'Invalid login credentials');

  it('renders the 2024-01-01 shape and echoes the version when asked for it', () => {
    expect(renderError(invalid, '2024-01-01')).toEqual({
      status: 400,
      headers: {
        'X-Supabase-Api-Version': '2024-01-01',
        'x-sb-error-code': 'invalid_credentials',
      },
      body: {
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      },
    });
  });

  it('renders the legacy shape for clients without (or with a garbled) version header', () => {
    for (const header of [undefined, 'yesterday', '2023-12-31']) {
      expect(renderError(invalid, header)).toEqual({
        status: 400,
        headers: { 'x-sb-error-code': 'invalid_credentials' },
        body: {
          code: 400,
          error_code: 'invalid_credentials',
          msg: 'Invalid login credentials',
        },
      });
    }
  });

  it("sends a spent budget's wait as Retry-After, in whole seconds rounded up", () => {
    expect(renderError(tooManyRequests(9_200), '2024-01-01')).toEqual({
      status: 429,
      headers: { 'X-Supabase-Api-Version': '2024-01-01', 'x-sb-error-code': 'over_request_rate_limit', 'Retry-After': '10' },
      body: { code: 'over_request_rate_limit', message: 'Request rate limit reached' },
    });
    expect(renderError(tooManyRequests(0), undefined).headers['Retry-After']).toBe('1');
    expect(renderError(invalid, undefined).headers['Retry-After']).toBeUndefined();
  });

  it('adds the reasons to weak_password errors', () => {
    const weak = new WeakPasswordError('Password should be at least 6 characters.', ['length']);
    expect(renderError(weak, '2025-06-01').body).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });
  });

  it('hides unexpected errors behind unexpected_failure (500)', () => {
    const rendered = renderError(new Error('connection refused'), '2024-01-01');
    expect(rendered.status).toBe(500);
    expect(rendered.body).toEqual({
      code: 'unexpected_failure',
      message: 'Unexpected failure, please check server logs for more information',
    });
  });

  it('treats any date from 2024-01-01 on as the 2024 API', () => {
    expect(wantsApiVersion2024('2024-01-01')).toBe(true);
    expect(wantsApiVersion2024('2030-02-03')).toBe(true);
    expect(wantsApiVersion2024('2023-12-31')).toBe(false);
  });
});
