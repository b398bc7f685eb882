import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { generateSigningKey } from '../jwt/signing-keys.ts';
import { HttpError } from './errors.ts';
import { accessTokenClaims, currentJwks, signAccessToken, useSigningKeys, verifyAccessToken } from './jwt.ts';

const SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
const key = new TextEncoder().encode(SECRET);

const user = {
  id: '11111111-1111-4111-8111-111111111111',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'alice@agora.local',
  phone: null,
  app_metadata: { provider: 'email', providers: ['email'] },
  user_metadata: { display_name: 'Alice' },
  is_anonymous: false,
};
const session = {
  id: '22222222-2222-4222-8222-222222222222',
  aal: 'aal1',
  amr: [{ method: 'password', timestamp: 1700000000 }],
};

describe('access token claims', () => {
  it("carry exactly GoTrue's claims, in its order", () => {
    const claims = accessTokenClaims({
      user,
      session,
      issuer: 'http://127.0.0.1:54321/auth/v1',
      expirySeconds: 3600,
      issuedAt: 1700000100,
    });
    expect(Object.keys(claims)).toEqual([
      'iss',
      'sub',
      'aud',
      'exp',
      'iat',
      'email',
      'phone',
      'app_metadata',
      'user_metadata',
      'role',
      'aal',
      'amr',
      'session_id',
      'is_anonymous',
    ]);
    expect(claims).toEqual({
      iss: 'http://127.0.0.1:54321/auth/v1',
      sub: user.id,
      aud: 'authenticated',
      exp: 1700003700,
      iat: 1700000100,
      email: 'alice@agora.local',
      phone: '',
      app_metadata: user.app_metadata,
      user_metadata: user.user_metadata,
      role: 'authenticated',
      aal: 'aal1',
      amr: session.amr,
      session_id: session.id,
      is_anonymous: false,
    });
  });

  it('are signed HS256 with the stack secret', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = accessTokenClaims({
      user,
      session,
      issuer: 'iss',
      expirySeconds: 60,
      issuedAt: now,
    });
    const token = await signAccessToken(claims, SECRET);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const { payload } = await jwtVerify(token, key);
    expect(payload).toEqual(claims);
    expect(await verifyAccessToken(token, SECRET)).toMatchObject({
      sub: user.id,
      session_id: session.id,
    });
  });
});

describe('verifyAccessToken', () => {
  const expectBadJwt = async (token: string, message: RegExp) => {
    const error = await verifyAccessToken(token, SECRET).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
    expect((error as HttpError).message).toMatch(message);
  };

  it('refuses expired tokens, foreign signatures and garbage with 403 bad_jwt', async () => {
    const expired = await new SignJWT({ sub: user.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(key);
    await expectBadJwt(expired, /token is expired/);
    const foreign = await new SignJWT({ sub: user.id })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-that-is-at-least-32-characters'));
    await expectBadJwt(foreign, /signature is invalid/);
    await expectBadJwt('not.a.jwt', /^invalid JWT: unable to parse or verify signature/);
  });
});

describe('sessions signed with a key set ([auth] signing_keys_path)', () => {
  const claims = () => accessTokenClaims({ user, session, issuer: 'iss', expirySeconds: 60, issuedAt: Math.floor(Date.now() / 1000) });

  afterEach(() => useSigningKeys([]));

  it('signs ES256 with the kid of the first key, serves its public half, and keeps accepting HS256', async () => {
    const signing = await generateSigningKey();
    useSigningKeys([signing]);
    const token = await signAccessToken(claims(), SECRET);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'ES256', kid: signing.kid, typ: 'JWT' });
    expect(currentJwks().keys.map((k) => k.kid)).toEqual([signing.kid]);
    expect(currentJwks().keys[0]).not.toHaveProperty('d');
    expect(await verifyAccessToken(token, SECRET)).toMatchObject({ sub: user.id });
    const legacy = await new SignJWT({ ...claims() }).setProtectedHeader({ alg: 'HS256' }).sign(key);
    expect(await verifyAccessToken(legacy, SECRET)).toMatchObject({ sub: user.id });
  });

  it('rotates: sessions of the old key stay valid while it is in the set, and not after', async () => {
    const old = await generateSigningKey();
    useSigningKeys([old]);
    const before = await signAccessToken(claims(), SECRET);
    const fresh = await generateSigningKey();
    useSigningKeys([fresh, old]);
    expect(decodeProtectedHeader(await signAccessToken(claims(), SECRET)).kid).toBe(fresh.kid);
    expect(await verifyAccessToken(before, SECRET)).toMatchObject({ sub: user.id });
    useSigningKeys([fresh]);
    const error = await verifyAccessToken(before, SECRET).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
  });
});
