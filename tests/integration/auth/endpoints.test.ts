import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, startAuthHarness } from './helpers.ts';

let auth: AuthHarness;
beforeAll(async () => {
  auth = await startAuthHarness();
});
afterAll(async () => {
  await auth?.stop();
});

const V2024 = { 'X-Supabase-Api-Version': '2024-01-01' };

describe('GET /settings and /health', () => {
  it('reports email sign-up enabled and auto-confirmed, OAuth providers off', async () => {
    const response = await fetch(`${auth.service.url}/settings`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      disable_signup: false,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
    });
    expect(body.external).toMatchObject({
      email: true,
      phone: false,
      google: false,
      github: false,
      anonymous_users: false,
    });
  });

  it('follows enable_signup', async () => {
    const closed = await startAuthHarness({ enableSignup: false });
    try {
      expect(await (await fetch(`${closed.service.url}/settings`)).json()).toMatchObject({ disable_signup: true });
      const { error } = await closed.client().signUp({ email: 'closed@example.test', password: 'closed-pass' });
      expect(error).toMatchObject({ status: 422, code: 'signup_disabled' });
    } finally {
      await closed.stop();
    }
  });

  it('answers /health like GoTrue', async () => {
    expect(await (await fetch(`${auth.service.url}/health`)).json()).toMatchObject({ name: 'GoTrue' });
  });
});

describe('GET /authorize', () => {
  it("refuses Google and GitHub with GoTrue's disabled-provider error", async () => {
    for (const provider of ['google', 'github']) {
      const response = await fetch(`${auth.service.url}/authorize?provider=${provider}&redirect_to=http://127.0.0.1:5173/`, {
        redirect: 'manual',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 400,
        error_code: 'validation_failed',
        msg: 'Unsupported provider: provider is not enabled',
      });
    }
  });

  it('names an unknown provider', async () => {
    const response = await fetch(`${auth.service.url}/authorize?provider=myspace`, { headers: V2024 });
    expect(await response.json()).toEqual({
      code: 'validation_failed',
      message: 'Unsupported provider: Provider myspace could not be found',
    });
  });
});

describe('error shapes', () => {
  it('uses {code, message} and echoes the API version for 2024-01-01 clients, {code, error_code, msg} otherwise', async () => {
    const body = JSON.stringify({
      email: 'alice@agora.local',
      password: 'wrong-password',
    });
    const modern = await fetch(`${auth.service.url}/token?grant_type=password`, {
      method: 'POST',
      headers: V2024,
      body,
    });
    expect(modern.status).toBe(400);
    expect(modern.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(modern.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(await modern.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });

    const legacy = await fetch(`${auth.service.url}/token?grant_type=password`, { method: 'POST', body });
    expect(legacy.headers.get('x-supabase-api-version')).toBeNull();
    expect(await legacy.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('weak_password carries its reasons in both shapes', async () => {
    const body = JSON.stringify({
      email: 'shortpw@example.test',
      password: 'abc',
    });
    const modern = await fetch(`${auth.service.url}/signup`, {
      method: 'POST',
      headers: V2024,
      body,
    });
    expect(modern.status).toBe(422);
    expect(await modern.json()).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });
    const legacy = await fetch(`${auth.service.url}/signup`, {
      method: 'POST',
      body,
    });
    expect(await legacy.json()).toEqual({
      code: 422,
      error_code: 'weak_password',
      msg: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });
  });

  it('malformed or mistyped JSON is bad_json', async () => {
    for (const body of ['{"email": ', '{"email": 42, "password": "long-enough"}', '']) {
      const response = await fetch(`${auth.service.url}/signup`, {
        method: 'POST',
        headers: V2024,
        body,
      });
      expect(response.status).toBe(400);
      const json = await response.json();
      expect(json.code).toBe('bad_json');
      expect(json.message).toMatch(/^Could not parse request body as JSON: /);
    }
  });

  it('an unsupported grant type, a missing bearer token and an unknown path fail as in GoTrue', async () => {
    const grant = await fetch(`${auth.service.url}/token?grant_type=magic`, {
      method: 'POST',
      headers: V2024,
      body: '{}',
    });
    expect(await grant.json()).toEqual({
      code: 'invalid_credentials',
      message: 'unsupported_grant_type',
    });

    const noBearer = await fetch(`${auth.service.url}/user`, {
      headers: V2024,
    });
    expect(noBearer.status).toBe(401);
    expect(await noBearer.json()).toEqual({
      code: 'no_authorization',
      message: 'This endpoint requires a valid Bearer token',
    });

    expect((await fetch(`${auth.service.url}/nowhere`)).status).toBe(404);
  });
});

describe('CORS', () => {
  it('answers a browser preflight for the headers supabase-js sends', async () => {
    const response = await fetch(`${auth.service.url}/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, authorization, content-type, x-client-info, x-supabase-api-version',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'apikey, authorization, content-type, x-client-info, x-supabase-api-version',
    );
  });

  it('lets the browser read the API version header on cross-origin answers', async () => {
    const response = await fetch(`${auth.service.url}/settings`, {
      headers: { Origin: 'http://127.0.0.1:5173' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
  });
});
