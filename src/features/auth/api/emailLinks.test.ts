import { describe, expect, it } from 'vitest';
import { linkErrorFrom, loginLinkRedirect, withoutLinkError } from './emailLinks.ts';

describe('email links', () => {
  it('land on /login with where the sign-in started and which email it was', () => {
    const url = new URL(loginLinkRedirect('signup', '/debate/abc?tab=votes'));
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('next')).toBe('/debate/abc?tab=votes');
    expect(url.searchParams.get('link')).toBe('signup');
  });

  it("read GoTrue's error redirect from the fragment (implicit) or the query (PKCE)", () => {
    const hash = '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=';
    expect(linkErrorFrom('?next=%2Faccount&link=signup', hash)).toEqual({
      kind: 'signup',
      code: 'otp_expired',
      description: 'Email link is invalid or has expired',
    });
    expect(linkErrorFrom('?error_code=otp_expired&error_description=x&link=bogus', '')).toEqual({
      kind: null,
      code: 'otp_expired',
      description: 'x',
    });
    expect(linkErrorFrom('', '#error_code=otp_expired', 'recovery')?.kind).toBe('recovery');
    expect(linkErrorFrom('?next=%2Faccount', '#access_token=a&refresh_token=b')).toBeNull();
  });

  it('leave the address without the error once the page says it', () => {
    expect(withoutLinkError('?next=%2Faccount&link=signup&error=access_denied&error_code=otp_expired&error_description=x&sb=')).toBe(
      '?next=%2Faccount&link=signup',
    );
    expect(withoutLinkError('?error_code=otp_expired')).toBe('');
  });
});
