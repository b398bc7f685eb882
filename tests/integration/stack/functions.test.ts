// The local edge runtime (real Deno) behind the gateway, with fixture functions:
// verify_jwt as Supabase's relay enforces it, the caller's JWT forwarded, the
// functions' environment, streaming without buffering and client disconnects.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFunctionsRuntime } from '../../../stack/functions/runtime.ts';
import { readFunctionsConfig } from '../../../stack/gateway/functions-config.ts';
import { startGateway } from '../../../stack/gateway/index.ts';
import { generateSigningKey } from '../../../stack/jwt/signing-keys.ts';
import { stackKeys, type StackKeys } from '../../../stack/orchestration/keys.ts';
import type { RunningService } from '../../../stack/orchestration/running-service.ts';
import { supabaseClient } from '../../support/supabase-client.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/functions');

let keys: StackKeys;
let runtime: RunningService;
let gateway: RunningService;
let functionsUrl: string;

async function sign(claims: Record<string, unknown>, secret: string, expiresIn = '1h'): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(secret));
}

const keysDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-fn-keys-'));

beforeAll(async () => {
  // Sessions signed ES256, as on a project created today; HS256 tokens (the legacy keys) verify too.
  keys = await stackKeys({ alg: 'ES256', keysFile: path.join(keysDir, 'signing_keys.json') });
  runtime = await startFunctionsRuntime({
    functionsDir: FIXTURES,
    envFile: path.join(FIXTURES, 'fixture.env'),
    env: {
      SUPABASE_URL: 'http://gateway.test',
      SUPABASE_ANON_KEY: keys.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
      SUPABASE_DB_URL: 'postgresql://unused',
      FIXTURE_OVERRIDE: 'option',
    },
  });
  gateway = await startGateway({
    routes: { functions: runtime.url },
    keys,
    functionsConfig: readFunctionsConfig(path.join(FIXTURES, 'config.toml')),
  });
  functionsUrl = `${gateway.url}/functions/v1`;
});

afterAll(async () => {
  await gateway?.stop();
  await runtime?.stop();
  fs.rmSync(keysDir, { recursive: true, force: true });
});

describe('verify_jwt', () => {
  it('refuses a call without an Authorization header as Supabase does', async () => {
    const res = await fetch(`${functionsUrl}/echo`, { method: 'POST' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 401, message: 'Missing authorization header' });
  });

  it('refuses a malformed, a foreign and an expired token', async () => {
    const foreign = await sign({ role: 'authenticated', sub: crypto.randomUUID() }, 'another-secret-that-is-at-least-32-chars!!');
    const expired = await sign({ role: 'authenticated', sub: crypto.randomUUID() }, keys.jwtSecret, '-1m');
    for (const token of ['not-a-jwt', foreign, expired]) {
      const res = await fetch(`${functionsUrl}/echo`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ code: 401, message: 'Invalid JWT' });
    }
  });

  it('accepts a session signed with a key of the JWKS, and the publishable key as caller; refuses an unknown key', async () => {
    const key = keys.signingKeys[0]!;
    const { key_ops: _ops, use: _use, ext: _ext, ...material } = key;
    const es256 = await new SignJWT({ role: 'authenticated', sub: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
      .setExpirationTime('1h')
      .sign(await importJWK(material, 'ES256'));
    const signed = await fetch(`${functionsUrl}/echo`, { method: 'POST', headers: { Authorization: `Bearer ${es256}` } });
    expect(signed.status).toBe(200);
    // The publishable key stands for the anon key's JWT, which verify_jwt accepts, as in the Supabase CLI.
    const visitor = await fetch(`${functionsUrl}/echo`, { method: 'POST', headers: { apikey: keys.publishableKey } });
    expect(visitor.status).toBe(200);
    const stranger = await generateSigningKey();
    const { key_ops: _o, use: _u, ext: _e, ...strangerMaterial } = stranger;
    const unknown = await new SignJWT({ role: 'authenticated', sub: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'ES256', kid: stranger.kid, typ: 'JWT' })
      .setExpirationTime('1h')
      .sign(await importJWK(strangerMaterial, 'ES256'));
    const refused = await fetch(`${functionsUrl}/echo`, { method: 'POST', headers: { Authorization: `Bearer ${unknown}` } });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ code: 401, message: 'Invalid JWT' });
  });

  it('lets a function declared with verify_jwt = false be called without any credentials', async () => {
    const res = await fetch(`${functionsUrl}/open`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ open: true, authorization: null });
  });
});

describe('calls through supabase-js', () => {
  it('reaches the function with the anon key as the caller when nobody is signed in', async () => {
    const client = supabaseClient(gateway.url, keys.anonKey);
    const { data, error } = await client.functions.invoke('echo', { body: { topic: 'tabs or spaces' } });
    expect(error).toBeNull();
    expect(data.method).toBe('POST');
    expect(data.path).toBe('/echo');
    expect(JSON.parse(data.body)).toEqual({ topic: 'tabs or spaces' });
    expect(data.claims.role).toBe('anon');
  });

  it("forwards a signed-in user's JWT to the function", async () => {
    const userId = crypto.randomUUID();
    const token = await sign({ role: 'authenticated', sub: userId, aud: 'authenticated' }, keys.jwtSecret);
    const client = supabaseClient(gateway.url, keys.anonKey, token);
    const { data, error } = await client.functions.invoke('echo', { method: 'GET' });
    expect(error).toBeNull();
    expect(data.claims).toMatchObject({ role: 'authenticated', sub: userId });
  });

  it('gives functions the Supabase variables, their dotenv secrets and the overrides (which win)', async () => {
    const client = supabaseClient(gateway.url, keys.anonKey);
    const { data } = await client.functions.invoke('echo', { method: 'GET' });
    expect(data.env).toEqual({
      SUPABASE_URL: 'http://gateway.test',
      hasAnonKey: true,
      hasServiceRoleKey: true,
      hasDbUrl: true,
      FIXTURE_SECRET: 'from dotenv',
      FIXTURE_OVERRIDE: 'option',
    });
  });

  it('reports an error status from the function as a FunctionsHttpError', async () => {
    const client = supabaseClient(gateway.url, keys.anonKey);
    const { data, error } = await client.functions.invoke('no-such-function');
    expect(data).toBeNull();
    expect(error?.name).toBe('FunctionsHttpError');
    const response = (error as { context?: Response }).context;
    expect(response?.status).toBe(404);
    expect(await response?.json()).toEqual({ code: 'NOT_FOUND', message: 'Requested function was not found' });
  });
});

describe('the runtime', () => {
  const auth = () => ({ Authorization: `Bearer ${keys.anonKey}` });

  it('answers 503 BOOT_ERROR for a function whose module throws while loading', async () => {
    const res = await fetch(`${functionsUrl}/broken`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' });
    expect(runtime.logTail()).toContain('fixture: this function cannot boot');
  });

  it("does not expose the runtime's internal endpoints through the gateway", async () => {
    const res = await fetch(`${functionsUrl}/_internal/health`, { headers: auth() });
    expect(res.status).toBe(404);
  });

  it('passes the client address on as X-Forwarded-For and answers with CORS headers', async () => {
    const res = await fetch(`${functionsUrl}/echo`, { headers: { ...auth(), Origin: 'http://app.test' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await res.json()) as { forwardedFor: string };
    expect(body.forwardedFor).toContain('127.0.0.1');
  });

  it('streams server-sent events through the gateway as they are written', async () => {
    const started = Date.now();
    const pauseMs = 1500;
    const res = await fetch(`${functionsUrl}/stream?pause=${pauseMs}`, { headers: auth() });
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    const arrivals: Array<{ text: string; at: number }> = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      arrivals.push({ text: decoder.decode(value), at: Date.now() - started });
    }
    const first = arrivals.find((a) => a.text.includes('event: first'));
    const last = arrivals.find((a) => a.text.includes('event: last'));
    expect(first && last).toBeTruthy();
    // The first event did not wait for the function to finish: it came most of the function's
    // pause before the last (a buffered answer brings both at once). Measured against the pause,
    // not a clock figure, which a busy machine's slow connection could miss.
    expect(last!.at - first!.at).toBeGreaterThanOrEqual(pauseMs / 2);
  });

  it("aborts the function's request signal when the client goes away", async () => {
    const count = async () =>
      ((await (await fetch(`${functionsUrl}/stream/aborts`, { headers: auth() })).json()) as { aborted: number }).aborted;
    const before = await count();
    const controller = new AbortController();
    const res = await fetch(`${functionsUrl}/stream?pause=20000`, { headers: auth(), signal: controller.signal });
    const reader = res.body!.getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toContain('event: first');
    controller.abort();
    const deadline = Date.now() + 30_000;
    while ((await count()) === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await count()).toBe(before + 1);
  });

  it('serves the edited code of a function on the next request, like `supabase functions serve`', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-fn-reload-'));
    const write = (version: string) =>
      fs.writeFileSync(
        path.join(dir, 'version', 'index.ts'),
        `declare const Deno: { serve(h: () => Response): unknown };\nDeno.serve(() => new Response('${version}'));\nexport {};\n`,
      );
    fs.mkdirSync(path.join(dir, 'version'));
    write('v1');
    const own = await startFunctionsRuntime({ functionsDir: dir, envFile: false, env: {} });
    try {
      expect(await (await fetch(`${own.url}/version`)).text()).toBe('v1');
      write('v2');
      const deadline = Date.now() + 30_000;
      let seen = 'v1';
      while (seen !== 'v2' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
        seen = await (await fetch(`${own.url}/version`)).text();
      }
      expect(seen).toBe('v2');
    } finally {
      await own.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lets a request that is still waiting for its answer finish on the old code when the function reloads', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-fn-held-'));
    const release = path.join(dir, 'release');
    fs.mkdirSync(path.join(dir, 'held'));
    // v1 answers only once the release file exists (at once when asked ?quick); v2 at once.
    fs.writeFileSync(
      path.join(dir, 'held', 'index.ts'),
      `declare const Deno: { serve(h: (request: Request) => Promise<Response>): unknown; stat(p: string): Promise<unknown> };
Deno.serve(async (request) => {
  if (new URL(request.url).searchParams.has('quick')) return new Response('v1');
  for (;;) {
    try {
      await Deno.stat(${JSON.stringify(release)});
      return new Response('v1');
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
});
export {};
`,
    );
    const own = await startFunctionsRuntime({ functionsDir: dir, envFile: false, env: {} });
    try {
      const held = fetch(`${own.url}/held`);
      // The first request has booted v1 and waits in it; then the code changes.
      await expect.poll(() => fetch(`${own.url}/_internal/boot/held`).then((r) => r.status)).toBe(200);
      fs.writeFileSync(
        path.join(dir, 'held', 'index.ts'),
        `declare const Deno: { serve(h: () => Response): unknown };\nDeno.serve(() => new Response('v2'));\nexport {};\n`,
      );
      await expect.poll(async () => (await fetch(`${own.url}/held?quick`)).text(), { timeout: 30_000, interval: 200 }).toBe('v2');
      fs.writeFileSync(release, '');
      const answer = await held;
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe('v1');
    } finally {
      await own.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
