import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { bearerToken, signedInUserId } from './jwt.ts';

const secret = new TextEncoder().encode('super-secret-jwt-token-with-at-least-32-characters-long');
const token = (claims: Record<string, unknown>, expiresAt?: number) => {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' });
  if (expiresAt) jwt.setExpirationTime(expiresAt);
  return jwt.sign(secret);
};
const now = Math.floor(Date.now() / 1000);

describe('signedInUserId', () => {
  it("returns a signed-in user's id", async () => {
    const jwt = await token({ sub: 'user-1', role: 'authenticated' }, now + 3600);
    expect(signedInUserId(`Bearer ${jwt}`)).toBe('user-1');
  });

  it('refuses the anon key, the service key, expired tokens and garbage', async () => {
    expect(signedInUserId(`Bearer ${await token({ role: 'anon' })}`)).toBeNull();
    expect(signedInUserId(`Bearer ${await token({ role: 'service_role' })}`)).toBeNull();
    expect(signedInUserId(`Bearer ${await token({ sub: 'u', role: 'authenticated' }, now - 10)}`)).toBeNull();
    expect(signedInUserId(`Bearer ${await token({ sub: 'u', role: 'authenticated' })}`)).toBeNull();
    expect(signedInUserId('Bearer not.a.jwt')).toBeNull();
    expect(signedInUserId('Basic abc')).toBeNull();
    expect(signedInUserId(null)).toBeNull();
  });

  it('reads the bearer token case-insensitively', () => {
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('Bearer')).toBeNull();
  });
});
