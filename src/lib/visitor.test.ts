import { describe, expect, it } from 'vitest';
import { authStorageKey } from './db.ts';
import { hasStoredSession, isKnownVisitor, urlCarriesAuth } from './visitor.ts';

const KEY = authStorageKey('http://127.0.0.1:54321');
const PAGE = 'https://agora.example/debate/aaaaaaaa-0000-4000-8000-000000000027';

function storage(entries: Record<string, string> = {}): Pick<Storage, 'getItem'> {
  return { getItem: (key) => entries[key] ?? null };
}

describe('urlCarriesAuth', () => {
  it.each([
    ['a PKCE redirect', `${PAGE}?code=0b5c1d`],
    ['an implicit grant', `${PAGE}#access_token=eyJ&expires_in=3600&refresh_token=r1&token_type=bearer&type=signup`],
    ['a recovery link', 'https://agora.example/account#access_token=eyJ&refresh_token=r1&type=recovery'],
    ['a failed redirect', `${PAGE}#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid`],
    ['an error in the query', `${PAGE}?error_description=Unverified+email`],
    ['a token hash link', 'https://agora.example/account?token_hash=abc&type=email'],
  ])('is true for %s', (_, href) => {
    expect(urlCarriesAuth(href)).toBe(true);
  });

  it.each([
    ['a plain page', PAGE],
    ['ranking filters', 'https://agora.example/community/ranking?sort=popular&time=week&q=code'],
    ['a response anchor', `${PAGE}?response=bbbbbbbb-0000-4000-8000-000000000001`],
    ['an empty fragment left by auth-js', 'https://agora.example/account#'],
    ['a fragment that is no query', `${PAGE}#opening-statements`],
    ['no address', ''],
  ])('is false for %s', (_, href) => {
    expect(urlCarriesAuth(href)).toBe(false);
  });
});

describe('hasStoredSession', () => {
  it('sees any value under the key, even an expired session (its refresh token may restore it)', () => {
    const expired = JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: 1 });
    expect(hasStoredSession(storage({ [KEY]: expired }), KEY)).toBe(true);
    expect(hasStoredSession(storage({ [KEY]: 'not json' }), KEY)).toBe(true);
  });

  it('is false without one, whatever else is stored', () => {
    expect(hasStoredSession(storage({ 'agora.session.lastKnownSignedIn': 'true', [`${KEY}-code-verifier`]: 'v' }), KEY)).toBe(false);
  });

  it('leaves storage that cannot be read to auth-js', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(hasStoredSession(blocked, KEY)).toBe(true);
  });
});

describe('isKnownVisitor', () => {
  it('is a visitor without a stored session and without auth in the address', () => {
    expect(isKnownVisitor(storage(), PAGE, KEY)).toBe(true);
  });

  it('is not known with a stored session, or an address auth-js must act on, or without storage', () => {
    expect(isKnownVisitor(storage({ [KEY]: '{}' }), PAGE, KEY)).toBe(false);
    expect(isKnownVisitor(storage(), `${PAGE}?code=1`, KEY)).toBe(false);
    expect(isKnownVisitor(null, PAGE, KEY)).toBe(false);
  });

  it('reads the page’s own storage and address by default', () => {
    expect(isKnownVisitor()).toBe(true);
    localStorage.setItem(authStorageKey('http://127.0.0.1:9'), '{}');
    expect(isKnownVisitor()).toBe(false);
  });
});
