// The gateway as Supabase's Kong answers: API keys, CORS, routes.
import { describe, expect, inject, it } from 'vitest';
import { WebSocket } from 'ws';

const apiUrl = inject('apiUrl');
const anonKey = inject('anonKey');
const serviceRoleKey = inject('serviceRoleKey');

describe('apikey', () => {
  it('refuses a REST call without an API key with Supabase error body', async () => {
    const res = await fetch(`${apiUrl}/rest/v1/public_debates?select=id`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  });

  it('refuses an unknown API key on every API prefix', async () => {
    for (const path of ['/rest/v1/public_debates', '/auth/v1/settings', '/realtime/v1/api/ping']) {
      const res = await fetch(`${apiUrl}${path}`, { headers: { apikey: 'not-a-project-key' } });
      expect(res.status, path).toBe(401);
      expect(await res.json()).toEqual({
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      });
    }
  });

  it('accepts the anon key as header or as `apikey` query parameter', async () => {
    const viaHeader = await fetch(`${apiUrl}/rest/v1/public_debates?select=id&limit=1`, {
      headers: { apikey: anonKey },
    });
    expect(viaHeader.status).toBe(200);
    const viaQuery = await fetch(`${apiUrl}/rest/v1/public_debates?select=id&limit=1&apikey=${anonKey}`);
    expect(viaQuery.status).toBe(200);
    expect(await viaQuery.json()).toHaveLength(1);
  });

  it('treats the API key as the caller when no Authorization header is sent', async () => {
    // service_role bypasses RLS: it sees the seeded private debate, anon does not.
    const query = `${apiUrl}/rest/v1/debates?select=id&is_public=eq.false`;
    const asService = (await (await fetch(query, { headers: { apikey: serviceRoleKey } })).json()) as unknown[];
    const asAnon = (await (await fetch(query, { headers: { apikey: anonKey } })).json()) as unknown[];
    expect(asService.length).toBeGreaterThan(0);
    expect(asAnon).toEqual([]);
  });

  it('refuses a realtime websocket without a valid apikey and accepts one with it', async () => {
    const opened = (url: string) =>
      new Promise<number | 'open'>((resolve) => {
        const socket = new WebSocket(url);
        socket.once('open', () => {
          socket.close();
          resolve('open');
        });
        socket.once('unexpected-response', (_req, res) => {
          resolve(res.statusCode ?? 0);
          socket.terminate();
        });
        socket.once('error', () => resolve(0));
      });
    const base = apiUrl.replace(/^http/, 'ws');
    expect(await opened(`${base}/realtime/v1/websocket?vsn=1.0.0`)).toBe(401);
    expect(await opened(`${base}/realtime/v1/websocket?vsn=1.0.0&apikey=wrong`)).toBe(401);
    expect(await opened(`${base}/realtime/v1/websocket?vsn=1.0.0&apikey=${anonKey}`)).toBe('open');
  });
});

describe('CORS', () => {
  it('answers a preflight like Kong: any origin, every method, the headers supabase-js sends', async () => {
    const res = await fetch(`${apiUrl}/rest/v1/debates?id=eq.1`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'authorization,apikey,x-client-info,content-type,prefer',
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')?.split(',')).toEqual(
      expect.arrayContaining(['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS']),
    );
    const allowed = res.headers.get('access-control-allow-headers')?.split(',') ?? [];
    for (const header of [
      'authorization',
      'apikey',
      'x-client-info',
      'content-type',
      'x-supabase-api-version',
      'accept-profile',
      'content-profile',
      'prefer',
      'range',
    ]) {
      expect(allowed).toContain(header);
    }
  });

  it('needs no API key for a preflight (browsers never send one) and covers functions too', async () => {
    const res = await fetch(`${apiUrl}/functions/v1/generate-debate`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('lets the browser read PostgREST responses (allow-origin and exposed Content-Range)', async () => {
    const res = await fetch(`${apiUrl}/rest/v1/public_debates?select=id&limit=1`, {
      headers: { apikey: anonKey, Origin: 'http://localhost:5173', Prefer: 'count=exact' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('content-range');
    expect(res.headers.get('content-range')).toMatch(/^0-0\/\d+$/);
  });
});

describe('routes', () => {
  it('answers an unknown path like Kong', async () => {
    const res = await fetch(`${apiUrl}/storage/v1/bucket`, { headers: { apikey: anonKey } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'no Route matched with those values' });
  });

  it('strips the prefixes: /auth/v1/settings reaches the auth service', async () => {
    const res = await fetch(`${apiUrl}/auth/v1/settings`, { headers: { apikey: anonKey } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ external: expect.objectContaining({ email: true }) });
  });

  it("leaves generate-debate's caller to the function (verify_jwt = false in config.toml), which refuses it itself", async () => {
    const res = await fetch(`${apiUrl}/functions/v1/generate-debate`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 'unauthorized', message: 'You must be signed in.' } });
  });

  it("reaches judge-debate likewise, the browser's preflight and the function's own refusal included", async () => {
    const preflight = await fetch(`${apiUrl}/functions/v1/judge-debate`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, apikey, content-type',
      },
    });
    expect(preflight.ok).toBe(true);
    expect(preflight.headers.get('access-control-allow-origin')).toBeTruthy();
    const res = await fetch(`${apiUrl}/functions/v1/judge-debate`, {
      method: 'POST',
      body: '{"judgeDebateId":"6f1c1a52-8c1e-4d3b-9a43-0d8e3f0b9a11"}',
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 'unauthorized', message: 'You must be signed in.' } });
  });
});
