// The handler's answers that need no database: GET (what the engine may
// offer), the CORS preflight and other methods. The debate itself (POST) is
// tested through the stack in tests/integration/functions.
import { describe, expect, it } from 'vitest';
import type { CallerCheck } from '../_shared/caller.ts';
import { generatorInfoSchema } from '../_shared/contract/generator-info.ts';
import type { DebateStore } from './debate-store.ts';
import type { Debater } from './debater.ts';
import { createDemoDebater } from './demo-debater.ts';
import { createGenerateDebateHandler } from './handler.ts';
import { parseModelMap } from '../_shared/ai/model-map.ts';

const FUNCTION_URL = 'http://functions.local/generate-debate';

// GET must answer without touching the database or the provider.
const untouchableStore: DebateStore = {
  begin: () => Promise.reject(new Error('GET must not begin a debate')),
  beginContinuation: () => Promise.reject(new Error('GET must not continue a debate')),
  beginRematch: () => Promise.reject(new Error('GET must not rematch a debate')),
  speakersOf: () => Promise.reject(new Error('GET must not read a debate')),
  readGeneration: () => Promise.reject(new Error('GET must not read a generation')),
  recordTurn: () => Promise.reject(new Error('GET must not record a turn')),
  heartbeat: () => Promise.reject(new Error('GET must not report a run')),
  finish: () => Promise.reject(new Error('GET must not record a debate')),
  end: () => Promise.reject(new Error('GET must not end a debate')),
  returnAllowance: () => Promise.reject(new Error('GET must not return an allowance')),
  openJudgePanel: () => Promise.reject(new Error('GET must not open a panel')),
  recordJudges: () => Promise.reject(new Error('GET must not record judges')),
};
const providerDebater: Debater = {
  generator: 'provider',
  generateTurn: () => Promise.reject(new Error('GET must not call the provider')),
};

// The project's one API key; no session is ever valid here.
const caller: CallerCheck = {
  identify: (request) => Promise.resolve({ kind: request.headers.get('apikey') === 'sb_publishable_test' ? 'key' : 'none' }),
};

function handlerWith(modelMap: string, debater: Debater) {
  return createGenerateDebateHandler({
    modelNames: parseModelMap(modelMap).names,
    debater,
    panel: () => ({ generator: debater.generator, judges: [] }),
    store: untouchableStore,
    caller,
    turnPauseMs: 0,
  });
}

describe('GET generate-debate', () => {
  it("lists the spec's models, then the model map's extras, and the offline demo as the generator", async () => {
    const handle = handlerWith('gpt-4=secret-provider-large,my-extra-model', createDemoDebater({ tokenDelayMs: 0 }));
    const response = await handle(new Request(FUNCTION_URL, { headers: { apikey: 'sb_publishable_test' } }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const body: unknown = await response.json();
    expect(body).toEqual({
      models: [{ name: 'gpt-4' }, { name: 'gpt-3.5-turbo' }, { name: 'my-extra-model' }],
      generator: 'offline-demo',
      generatorLabel: 'offline demo (no AI provider configured)',
    });
    expect(generatorInfoSchema.safeParse(body).success).toBe(true);
  });

  it('names a configured provider without its address, key or model ids', async () => {
    const handle = handlerWith('gpt-4=secret-provider-large,gpt-3.5-turbo=secret-provider-small,llama3=secret-llama', providerDebater);
    const response = await handle(new Request(FUNCTION_URL, { headers: { apikey: 'sb_publishable_test' } }));
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toMatch(/secret/);
    expect(JSON.parse(text)).toEqual({
      models: [{ name: 'gpt-4' }, { name: 'gpt-3.5-turbo' }, { name: 'llama3' }],
      generator: 'provider',
      generatorLabel: 'AI provider',
    });
  });

  it('answers the preflight with GET allowed, like POST', async () => {
    const handle = handlerWith('', createDemoDebater({ tokenDelayMs: 0 }));
    const response = await handle(new Request(FUNCTION_URL, { method: 'OPTIONS' }));
    expect(response.status).toBe(204);
    const methods = (response.headers.get('access-control-allow-methods') ?? '').split(/,\s*/);
    expect(methods).toEqual(expect.arrayContaining(['GET', 'POST', 'OPTIONS']));
    expect(response.headers.get('access-control-allow-headers')).toMatch(/authorization/);
  });

  it('refuses a caller with no API key of the project', async () => {
    const handle = handlerWith('', createDemoDebater({ tokenDelayMs: 0 }));
    const response = await handle(new Request(FUNCTION_URL, { headers: { apikey: 'sb_publishable_other' } }));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'unauthorized' } });
  });

  it('refuses other methods with 405 and the methods it allows', async () => {
    const handle = handlerWith('', createDemoDebater({ tokenDelayMs: 0 }));
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const response = await handle(new Request(FUNCTION_URL, { method }));
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, POST, OPTIONS');
      expect(await response.json()).toMatchObject({ error: { code: 'method_not_allowed' } });
    }
  });
});
