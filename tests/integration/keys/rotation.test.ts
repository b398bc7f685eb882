// Rotating the signing key as a project does: a new key is added in front of
// the old one (it signs from then on; the old one still verifies the sessions
// it signed), and the old one is removed once they have expired. Each step is
// a restart of the stack on the same database with the edited key file, and
// PostgREST, the auth service and the gateway's JWKS follow it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeProtectedHeader } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { generateSigningKey, type PrivateJwk } from '../../../stack/jwt/signing-keys.ts';
import { startStack, type RunningStack } from '../../../stack/orchestration/start-stack.ts';
import { supabaseClient } from '../../support/supabase-client.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-rotation-'));
fs.chmodSync(dir, 0o755);
const keysFile = path.join(dir, 'signing_keys.json');
let stack: RunningStack | undefined;

async function restartWith(keys: PrivateJwk[]): Promise<RunningStack> {
  await stack?.stop();
  fs.writeFileSync(keysFile, JSON.stringify(keys), { mode: 0o600 });
  stack = await startStack({
    dataDir: path.join(dir, 'db'),
    persistent: true,
    seed: true,
    web: false,
    appUrl: 'http://127.0.0.1:5173',
    functionsEnvFile: false,
    jwtSigning: 'ES256',
  });
  return stack;
}

async function signIn(s: RunningStack): Promise<string> {
  const { data, error } = await supabaseClient(s.apiUrl, s.publishableKey).auth.signInWithPassword({
    email: 'alice@agora.local',
    password: 'password123',
  });
  if (error) throw error;
  return data.session.access_token;
}

async function accepted(s: RunningStack, token: string): Promise<{ rest: boolean; auth: boolean }> {
  const client = supabaseClient(s.apiUrl, s.publishableKey, token);
  const rest = await client.rpc('get_debate_usage');
  const auth = await supabaseClient(s.apiUrl, s.publishableKey).auth.getUser(token);
  return { rest: rest.error === null, auth: auth.error === null };
}

async function jwksKids(s: RunningStack): Promise<string[]> {
  const jwks = (await (await fetch(`${s.apiUrl}/auth/v1/.well-known/jwks.json`)).json()) as { keys: { kid: string }[] };
  return jwks.keys.map((key) => key.kid);
}

afterAll(async () => {
  await stack?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('signing key rotation', () => {
  it('a new key signs, the old one verifies until it is removed', async () => {
    const old = await generateSigningKey();
    const fresh = await generateSigningKey();

    let s = await restartWith([old]);
    const oldSession = await signIn(s);
    expect(decodeProtectedHeader(oldSession).kid).toBe(old.kid);

    s = await restartWith([fresh, old]);
    expect(await jwksKids(s)).toEqual([fresh.kid, old.kid]);
    const freshSession = await signIn(s);
    expect(decodeProtectedHeader(freshSession).kid).toBe(fresh.kid);
    expect(await accepted(s, oldSession)).toEqual({ rest: true, auth: true });
    expect(await accepted(s, freshSession)).toEqual({ rest: true, auth: true });

    s = await restartWith([fresh]);
    expect(await jwksKids(s)).toEqual([fresh.kid]);
    expect(await accepted(s, oldSession)).toEqual({ rest: false, auth: false });
    expect(await accepted(s, freshSession)).toEqual({ rest: true, auth: true });
  }, 600_000);
});
