// The shared test stack signs sessions ES256, as a project created today:
// the new-key journeys, the JWKS the auth service publishes, supabase-js'
// getClaims() verifying locally, and the edge function started with only the
// variables a project without legacy keys gives it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import { decodeProtectedHeader, SignJWT, importJWK } from 'jose';
import ws from 'ws';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startFunctionsRuntime } from '../../../stack/functions/runtime.ts';
import { generateSigningKey } from '../../../stack/jwt/signing-keys.ts';
import type { RunningService } from '../../../stack/orchestration/running-service.ts';
import { readEvents, validSettings } from '../functions/helpers.ts';
import { describeKeyJourneys, signUpWithPublishableKey, type KeyStack } from './journeys.ts';

const FUNCTIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../supabase/functions');

const stack = (): KeyStack => ({
  apiUrl: inject('apiUrl'),
  publishableKey: inject('publishableKey'),
  secretKey: inject('secretKey'),
  alg: 'ES256',
});

describe('new API keys on a stack signing sessions ES256', () => {
  // A shared debate no other file votes on.
  describeKeyJourneys(stack, 23);
});

describe('the JWKS and local verification', () => {
  it('serves the public key whose kid every access token carries, and never a private or HMAC key', async () => {
    const person = await signUpWithPublishableKey(stack(), 'jwks');
    const response = await fetch(`${inject('apiUrl')}/auth/v1/.well-known/jwks.json`);
    expect(response.status).toBe(200);
    const jwks = (await response.json()) as { keys: Record<string, unknown>[] };
    const { kid, alg } = decodeProtectedHeader(person.accessToken);
    expect(alg).toBe('ES256');
    expect(jwks.keys.map((key) => key.kid)).toContain(kid);
    for (const key of jwks.keys) {
      expect(key.kty).not.toBe('oct');
      expect(key).not.toHaveProperty('d');
      expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', key_ops: ['verify'] });
    }
    // A refreshed session is signed with the same key.
    const refreshed = await person.client.auth.refreshSession();
    expect(decodeProtectedHeader(refreshed.data.session!.access_token).kid).toBe(kid);
  });

  it("supabase-js' auth.getClaims() verifies the session with the JWKS, without asking /user", async () => {
    const requests: string[] = [];
    const client = createClient(inject('apiUrl'), inject('publishableKey'), {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: ws as unknown as typeof WebSocket },
      global: {
        fetch: (input, init) => {
          requests.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
          return fetch(input, init);
        },
      },
    });
    const person = await signUpWithPublishableKey(stack(), 'claims');
    requests.length = 0;
    const { data, error } = await client.auth.getClaims(person.accessToken);
    expect(error).toBeNull();
    expect(data?.claims).toMatchObject({ sub: person.userId, role: 'authenticated' });
    expect(requests).toEqual(['/auth/v1/.well-known/jwks.json']);
    // The key set is cached: a second check asks nothing at all.
    requests.length = 0;
    expect((await client.auth.getClaims(person.accessToken)).data?.claims.sub).toBe(person.userId);
    expect(requests).toEqual([]);
  });
});

describe('the edge function with only the new keys', () => {
  let runtime: RunningService;
  const url = () => `${runtime.url}/generate-debate`;
  const post = (token: string) =>
    fetch(url(), {
      method: 'POST',
      headers: { apikey: inject('publishableKey'), Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(validSettings()),
    });

  beforeAll(async () => {
    runtime = await startFunctionsRuntime({
      functionsDir: FUNCTIONS_DIR,
      envFile: false,
      // What a project created today gives its functions (no SUPABASE_ANON_KEY, no SUPABASE_SERVICE_ROLE_KEY).
      env: {
        SUPABASE_URL: inject('apiUrl'),
        SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: inject('publishableKey') }),
        SUPABASE_SECRET_KEYS: JSON.stringify({ default: inject('secretKey') }),
        SUPABASE_JWKS: JSON.stringify(inject('jwks')),
        DEBATE_TURN_PAUSE_MS: '0',
        DEMO_TOKEN_DELAY_MS: '0',
      },
      preload: ['generate-debate'],
    });
  }, 120_000);
  afterAll(async () => {
    await runtime?.stop();
  });

  it('answers a visitor with the publishable key, and not with a key this project does not have', async () => {
    const visitor = await fetch(url(), { headers: { apikey: inject('publishableKey') } });
    expect(visitor.status).toBe(200);
    expect(((await visitor.json()) as { models: unknown[] }).models.length).toBeGreaterThan(0);
    const legacy = await fetch(url(), { headers: { apikey: inject('anonKey') } });
    expect(legacy.status).toBe(401);
  });

  it('generates a debate for an ES256 session and for an HS256 one', async () => {
    const person = await signUpWithPublishableKey(stack(), 'fn-es256');
    const es256 = await post(person.accessToken);
    expect(es256.status).toBe(200);
    expect((await readEvents(es256)).at(-1)?.type).toBe('done');

    // An HS256 session of the same person (the auth server verifies it for getClaims).
    const hs256 = await new SignJWT({ sub: person.userId, role: 'authenticated', aud: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(inject('jwtSecret')));
    const answer = await post(hs256);
    expect(answer.status).toBe(200);
    expect((await readEvents(answer)).at(-1)?.type).toBe('done');
  });

  it('refuses a token signed by an unknown key, an unsigned one and an expired one', async () => {
    const person = await signUpWithPublishableKey(stack(), 'fn-forged');
    const claims = { sub: person.userId, role: 'authenticated', aud: 'authenticated' };
    const stranger = await generateSigningKey('ES256');
    const { key_ops: _ops, use: _use, ext: _ext, ...material } = stranger;
    const unknownKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: stranger.kid, typ: 'JWT' })
      .setExpirationTime('10m')
      .sign(await importJWK(material, 'ES256'));
    // The real token's kid, but signed by the stranger's key.
    const realKid = decodeProtectedHeader(person.accessToken).kid!;
    const wrongSignature = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: realKid, typ: 'JWT' })
      .setExpirationTime('10m')
      .sign(await importJWK(material, 'ES256'));
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, exp: Math.floor(Date.now() / 1000) + 600 })}.`;
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(inject('jwtSecret')));
    for (const token of [unknownKey, wrongSignature, unsigned, expired]) {
      const response = await post(token);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { code: 'unauthorized', message: 'You must be signed in.' } });
    }
  });
});
