// The edge function in real Deno with providers that behave like local model servers: a server that
// answers prose instead of calling the tool, one that answers 400 to `tools`, and a dead one. The
// first two write real debates; the third falls back everywhere and the allowance is given back.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isJudgeRequest, refusedBaseUrl, startFakeOpenAIProvider, type FakeProvider } from '../../fakes/openai-provider.ts';
import {
  ALLOWANCE_RETURNED_MESSAGE,
  FALLBACK_TEXT,
  type DebateEvent,
  type DoneEvent,
} from '../../../supabase/functions/_shared/contract/sse-events.ts';
import { database, generationsOf, postDebate, readEvents, signUpNewUser, startProviderRuntime, usageOf, validSettings } from './helpers.ts';

let db: pg.Client;
let provider: FakeProvider;
let runtime: Awaited<ReturnType<typeof startProviderRuntime>>;

const PROVIDER_ENV = {
  AI_API_KEY: 'local',
  AI_MODEL_MAP: 'gpt-4=local-large,gpt-3.5-turbo=local-small',
  AI_MAX_RETRIES: '0',
  AI_TIMEOUT_MS: '10000',
};

beforeAll(async () => {
  db = await database();
  provider = await startFakeOpenAIProvider({ chunkChars: 9 });
  runtime = await startProviderRuntime({ ...PROVIDER_ENV, AI_BASE_URL: provider.baseUrl });
}, 60_000);
afterAll(async () => {
  await runtime?.stop();
  await provider?.stop();
  await db?.end();
});

const turnEnds = (events: DebateEvent[]) => events.flatMap((e) => (e.type === 'turn_end' ? [e] : []));

describe('generate-debate with servers that do not follow the forced tool call', () => {
  it('keeps a prose answer as the turn and records a real debate', async () => {
    provider.reset();
    provider.setMode('prose');
    const user = await signUpNewUser('prose');
    const events = await readEvents(await postDebate(runtime.functionUrl, validSettings(), user.accessToken));
    const ends = turnEnds(events);
    expect(ends).toHaveLength(6);
    for (const [i, end] of ends.entries()) {
      expect(end.fallback).toBe(false);
      expect(end.text).toMatch(new RegExp(`^Prose argument ${i + 1} from local-`));
      expect(end.summary.split(/(?<=[.!?])\s+/).length).toBeLessThanOrEqual(3);
    }
    const done = events.at(-1) as DoneEvent;
    expect(done.type).toBe('done');
    expect(done.allowanceReturned).toBeUndefined();
    const [generation] = await generationsOf(db, user.id);
    expect(generation?.turns?.every((t) => t.text.startsWith('Prose argument'))).toBe(true);
    expect(await usageOf(db, user.id)).toEqual({ free_debates_remaining: 1, total_debates: 1 });
  }, 60_000);

  it('retries without tools after a 400 and writes the debate from the JSON in the reply', async () => {
    provider.reset();
    provider.setMode('refuse-tools');
    const user = await signUpNewUser('notools');
    const events = await readEvents(await postDebate(runtime.functionUrl, validSettings(), user.accessToken));
    const ends = turnEnds(events);
    expect(ends.map((e) => e.fallback)).toEqual([false, false, false, false, false, false]);
    expect(ends.every((e) => e.text.startsWith('JSON-mode argument'))).toBe(true);
    // One refused request with tools; every later turn went straight to JSON mode.
    const turnRequests = provider.requests.filter((r) => !isJudgeRequest(r.body));
    expect(turnRequests.filter((r) => r.body.tools)).toHaveLength(1);
    expect(turnRequests).toHaveLength(7);
    expect(events.at(-1)?.type).toBe('done');
  }, 60_000);
});

describe('generate-debate with a dead provider', () => {
  for (const how of ['closes every connection', 'refuses connections'] as const) {
    it(`gives the allowance back when the server ${how} and every turn fell back`, async () => {
      const dead = how === 'refuses connections' ? null : await startFakeOpenAIProvider({ mode: 'dead' });
      const deadRuntime = await startProviderRuntime({ ...PROVIDER_ENV, AI_BASE_URL: dead?.baseUrl ?? (await refusedBaseUrl()) });
      try {
        const user = await signUpNewUser('dead');
        const events = await readEvents(await postDebate(deadRuntime.functionUrl, validSettings(), user.accessToken));
        expect(events[0]).toMatchObject({ type: 'start', freeDebatesRemaining: 1, totalDebates: 1 });
        expect(turnEnds(events).every((e) => e.fallback && e.text === FALLBACK_TEXT)).toBe(true);
        const done = events.at(-1) as DoneEvent;
        expect(done.type).toBe('done');
        expect(done.allowanceReturned).toEqual({ freeDebatesRemaining: 2, totalDebates: 0, message: ALLOWANCE_RETURNED_MESSAGE });
        expect(await usageOf(db, user.id)).toEqual({ free_debates_remaining: 2, total_debates: 0 });
        const { data } = await user.db.from('debate_generations').select('allowance_returned_at, status');
        expect(data).toEqual([{ allowance_returned_at: expect.any(String), status: 'completed' }]);
      } finally {
        await deadRuntime.stop();
        await dead?.stop();
      }
    }, 90_000);
  }
});
