// A token without `exp` is refused by every service, as an expired one is:
// the auth service, the gateway in front of PostgREST, and verify_jwt functions.
import { SignJWT } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { supabaseClient } from '../../support/supabase-client.ts';

const apiUrl = inject('apiUrl');
const anonKey = inject('anonKey');
const secret = new TextEncoder().encode(inject('jwtSecret'));
// alice@agora.local in the seed.
const ALICE = '11111111-1111-4111-8111-111111111111';

async function token(exp: number | undefined): Promise<string> {
  const jwt = new SignJWT({ sub: ALICE, role: 'authenticated', aud: 'authenticated', email: 'alice@agora.local' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt();
  if (exp !== undefined) jwt.setExpirationTime(exp);
  return jwt.sign(secret);
}
const now = () => Math.floor(Date.now() / 1000);

describe('tokens without an expiry', () => {
  it('the auth service refuses them with bad_jwt, like expired ones', async () => {
    const client = supabaseClient(apiUrl, anonKey);
    const expired = await client.auth.getUser(await token(now() - 60));
    expect(expired.error).toMatchObject({ status: 403, code: 'bad_jwt' });
    const eternal = await client.auth.getUser(await token(undefined));
    expect(eternal.error).toMatchObject({
      status: 403,
      code: 'bad_jwt',
      message:
        'invalid JWT: unable to parse or verify signature, token has invalid claims: token is missing required claim: exp claim is required',
    });
    // A valid one with exp passes the JWT check (the user of this hand-made token exists).
    expect((await client.auth.getUser(await token(now() + 600))).error?.code).not.toBe('bad_jwt');
  });

  it('REST refuses them with PostgREST 401 PGRST301, as it refuses an expired token', async () => {
    const expired = await supabaseClient(apiUrl, anonKey, await token(now() - 60))
      .from('profiles')
      .select('id');
    expect(expired.status).toBe(401);
    expect(expired.error?.code).toBe('PGRST301');

    const eternal = await supabaseClient(apiUrl, anonKey, await token(undefined))
      .from('profiles')
      .select('id');
    expect(eternal.status).toBe(401);
    expect(eternal.error).toMatchObject({ code: 'PGRST301', message: 'JWT has no expiry claim (exp)' });

    const valid = await supabaseClient(apiUrl, anonKey, await token(now() + 600))
      .from('profiles')
      .select('id');
    expect(valid.error).toBeNull();
  });

  it('the edge function, which checks its callers itself, refuses them with 401', async () => {
    for (const jwt of [await token(undefined), await token(now() - 60)]) {
      const response = await fetch(`${apiUrl}/functions/v1/generate-debate`, {
        headers: { apikey: anonKey, Authorization: `Bearer ${jwt}` },
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: { code: 'unauthorized' } });
    }
  });
});
