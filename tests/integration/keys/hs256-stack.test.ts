// A stack that signs sessions HS256 with the JWT secret (as projects did
// before asymmetric keys, and as AGORA_JWT_SIGNING=HS256 starts one): the same
// new-key journeys pass, and its JWKS lists no key (an HMAC secret is never
// published).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type RunningStack } from '../../../stack/orchestration/start-stack.ts';
import { describeKeyJourneys, signUpWithPublishableKey, type KeyStack } from './journeys.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-hs256-'));
fs.chmodSync(dir, 0o755);
let stack: RunningStack | undefined;

beforeAll(async () => {
  stack = await startStack({
    dataDir: path.join(dir, 'db'),
    persistent: false,
    seed: true,
    web: false,
    appUrl: 'http://127.0.0.1:5173',
    functionsEnvFile: false,
    functionsEnv: { DEBATE_TURN_PAUSE_MS: '0', DEMO_TOKEN_DELAY_MS: '0' },
    jwtSigning: 'HS256',
  });
}, 240_000);

afterAll(async () => {
  await stack?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const keyStack = (): KeyStack => ({
  apiUrl: stack!.apiUrl,
  publishableKey: stack!.publishableKey,
  secretKey: stack!.secretKey,
  alg: 'HS256',
});

describe('new API keys on a stack signing sessions HS256', () => {
  describeKeyJourneys(keyStack, 23);

  it('publishes an empty JWKS and keeps no signing key file', async () => {
    const response = await fetch(`${stack!.apiUrl}/auth/v1/.well-known/jwks.json`);
    expect(await response.json()).toEqual({ keys: [] });
    expect(fs.existsSync(path.join(dir, 'signing_keys.json'))).toBe(false);
    const person = await signUpWithPublishableKey(keyStack(), 'hs256-claims');
    const { data, error } = await person.client.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.claims.sub).toBe(person.userId);
  });
});
