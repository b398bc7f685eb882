// GET generate-debate: what the engine may offer (model names, who writes the
// debates), through the real gateway (CORS; the function checks its callers) and, for the model
// map's extras, through a second functions runtime started with AI_MODEL_MAP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { generatorInfoSchema } from '../../../supabase/functions/_shared/contract/generator-info.ts';
import { postDebate, readEvents, signUpNewUser, startProviderRuntime, validSettings } from './helpers.ts';

const stackFunction = () => `${inject('functionsUrl')}/generate-debate`;

function getInfo(url: string, bearer: string | null): Promise<Response> {
  return fetch(url, {
    headers: { apikey: inject('anonKey'), ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
  });
}

const SPEC_MODELS = [{ name: 'gpt-4' }, { name: 'gpt-3.5-turbo' }];
const OFFLINE_DEMO = { generator: 'offline-demo', generatorLabel: 'offline demo (no AI provider configured)' };

describe('GET generate-debate through the gateway (no AI provider configured)', () => {
  it("answers a visitor (the anon key as bearer) with the spec's models and the offline demo", async () => {
    const response = await getInfo(stackFunction(), inject('anonKey'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const body: unknown = await response.json();
    expect(body).toEqual({ models: SPEC_MODELS, ...OFFLINE_DEMO });
    expect(generatorInfoSchema.safeParse(body).success).toBe(true);
  });

  it("answers a signed-in user's token the same way", async () => {
    const user = await signUpNewUser('models');
    const response = await getInfo(stackFunction(), user.accessToken);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ models: SPEC_MODELS, ...OFFLINE_DEMO });
  });

  it('is refused by the function itself without an API key of the project or with a forged token', async () => {
    const keyless = await fetch(stackFunction());
    expect(keyless.status).toBe(401);
    expect(await keyless.json()).toMatchObject({ error: { code: 'unauthorized' } });
    const forged = `${inject('anonKey').slice(0, -4)}AAAA`;
    expect((await getInfo(stackFunction(), forged)).status).toBe(401);
  });

  it('answers the publishable key alone, as supabase-js sends it', async () => {
    const response = await fetch(stackFunction(), { headers: { apikey: inject('publishableKey') } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ models: SPEC_MODELS, ...OFFLINE_DEMO });
  });

  it('lets a browser on another origin ask with GET (preflight and response headers)', async () => {
    const preflight = await fetch(stackFunction(), {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization, apikey',
      },
    });
    expect(preflight.ok).toBe(true);
    expect(preflight.headers.get('access-control-allow-origin')).toBeTruthy();
    expect(preflight.headers.get('access-control-allow-methods')).toMatch(/GET/);
    expect((preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase()).toMatch(/authorization/);

    const response = await fetch(stackFunction(), {
      headers: { Origin: 'http://127.0.0.1:5173', apikey: inject('anonKey'), Authorization: `Bearer ${inject('anonKey')}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('GET generate-debate with extra models in AI_MODEL_MAP', () => {
  let runtime: Awaited<ReturnType<typeof startProviderRuntime>>;

  beforeAll(async () => {
    // No AI_API_KEY / AI_BASE_URL: the offline demo writes, under the extra names too.
    runtime = await startProviderRuntime({ AI_MODEL_MAP: 'gpt-4=x,my-extra-model', DEMO_TOKEN_DELAY_MS: '0' });
  }, 60_000);
  afterAll(async () => {
    await runtime?.stop();
  });

  it('lists the extra model after the spec ones, without the provider model ids', async () => {
    const response = await getInfo(runtime.functionUrl, inject('anonKey'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      models: [...SPEC_MODELS, { name: 'my-extra-model' }],
      ...OFFLINE_DEMO,
    });
  });

  it('accepts a debate with a listed extra model and refuses a name it did not list', async () => {
    const user = await signUpNewUser('extra');
    const extra = validSettings({
      model2: { name: 'my-extra-model', stance: -0.6, rhetoricStyle: 'casual', systemPrompt: '', maxTokens: 1000, showGuidance: false },
    });
    const response = await postDebate(runtime.functionUrl, extra, user.accessToken);
    expect(response.status).toBe(200);
    const events = await readEvents(response);
    const done = events.at(-1);
    expect(done?.type).toBe('done');
    if (done?.type === 'done') expect(done.debate.model2.name).toBe('my-extra-model');

    const unknown = validSettings({
      model2: { name: 'not-offered', stance: -0.6, rhetoricStyle: 'casual', systemPrompt: '', maxTokens: 1000, showGuidance: false },
    });
    const refused = await postDebate(runtime.functionUrl, unknown, user.accessToken);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { code: 'validation_failed' } });
  });
});
