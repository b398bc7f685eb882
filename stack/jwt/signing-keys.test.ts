import { decodeProtectedHeader, importJWK, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { currentSigningKey, generateSigningKey, parseSigningKeys, publicJwks, type PrivateJwk } from './signing-keys.ts';
import { postgrestJwks, tokenVerifier } from './verifier.ts';

const SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

async function sign(key: PrivateJwk, claims: Record<string, unknown> = { sub: 'u', role: 'authenticated' }) {
  const { key_ops: _ops, use: _use, ext: _ext, ...material } = key;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'JWT' })
    .setExpirationTime('5m')
    .sign(await importJWK(material, key.alg));
}

async function hs256(secret = SECRET) {
  return new SignJWT({ role: 'anon' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime('5m')
    .sign(new TextEncoder().encode(secret));
}

describe('signing keys in the format of `supabase gen signing-key`', () => {
  it('generates a private ES256 JWK with a kid, readable back from a key file', async () => {
    const key = await generateSigningKey('ES256');
    expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', key_ops: ['sign', 'verify'], ext: true });
    expect(Object.keys(key).sort()).toEqual(['alg', 'crv', 'd', 'ext', 'key_ops', 'kid', 'kty', 'use', 'x', 'y']);
    expect(parseSigningKeys(JSON.stringify([key]), 'signing_keys.json')).toEqual([key]);
    expect(() => parseSigningKeys(JSON.stringify([{ kty: 'oct', k: 'abc' }]), 'signing_keys.json')).toThrow(/supabase gen signing-key/);
    expect(() => parseSigningKeys('[]', 'signing_keys.json')).toThrow();
  });

  it('publishes the public halves only, and never an HMAC key', async () => {
    const key = await generateSigningKey('ES256');
    const jwks = publicJwks([key, { kty: 'oct', k: 'c2VjcmV0' }]);
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toEqual({
      kty: 'EC',
      crv: 'P-256',
      x: key.x,
      y: key.y,
      kid: key.kid,
      alg: 'ES256',
      use: 'sig',
      key_ops: ['verify'],
      ext: true,
    });
  });
});

describe('tokenVerifier', () => {
  it('verifies HS256 with the secret and ES256 with the key its kid names; refuses alg none and strangers', async () => {
    const key = await generateSigningKey();
    const verify = tokenVerifier({ jwtSecret: SECRET, jwks: publicJwks([key]) });
    await expect(verify(await sign(key))).resolves.toMatchObject({ sub: 'u' });
    await expect(verify(await hs256())).resolves.toMatchObject({ role: 'anon' });
    await expect(verify(await hs256('another-secret-that-is-at-least-32-characters'))).rejects.toThrow();
    await expect(verify(await sign(await generateSigningKey()))).rejects.toThrow();
    const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
    await expect(verify(`${b64({ alg: 'none' })}.${b64({ role: 'service_role', exp: 9999999999 })}.`)).rejects.toThrow();
  });

  it('rotates: a new key signs, the old one verifies until it is removed', async () => {
    const old = await generateSigningKey();
    const oldToken = await sign(old);
    const fresh = await generateSigningKey();
    // The new key goes first (it signs); the old one stays to verify sessions it signed.
    const rotated = [fresh, old];
    expect(currentSigningKey(rotated)).toBe(fresh);
    const during = tokenVerifier({ jwtSecret: SECRET, jwks: publicJwks(rotated) });
    await expect(during(oldToken)).resolves.toBeTruthy();
    await expect(during(await sign(fresh))).resolves.toBeTruthy();
    // A key kept for verifying only (key_ops without "sign") never signs.
    expect(currentSigningKey([{ ...old, key_ops: ['verify'] }, fresh])).toBe(fresh);

    const after = tokenVerifier({ jwtSecret: SECRET, jwks: publicJwks([fresh]) });
    await expect(after(oldToken)).rejects.toThrow();
    expect(decodeProtectedHeader(await sign(fresh)).kid).toBe(fresh.kid);
  });

  it('gives PostgREST the public keys plus the secret as an oct key', async () => {
    const key = await generateSigningKey();
    const jwks = JSON.parse(postgrestJwks({ jwtSecret: SECRET, jwks: publicJwks([key]) })) as { keys: Record<string, unknown>[] };
    expect(jwks.keys.map((k) => k.kty)).toEqual(['EC', 'oct']);
    expect(Buffer.from(String(jwks.keys[1]!.k), 'base64url').toString()).toBe(SECRET);
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });
});
