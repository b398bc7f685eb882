// The generate-debate edge function through the real local stack: Deno
// functions runtime, gateway, auth, PostgREST and PostgreSQL. The stack runs
// with no AI provider (the offline demo debater); a second runtime serves the
// same function pointed at the fake OpenAI-compatible provider.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { isJudgeRequest, startFakeOpenAIProvider, type FakeProvider } from '../../fakes/openai-provider.ts';
import type { DebateEvent, DoneEvent, StartEvent, TurnEndEvent } from '../../../supabase/functions/_shared/contract/sse-events.ts';
import {
  database,
  deltasOf,
  generationsOf,
  NO_FREE_DEBATES_MESSAGE,
  postDebate,
  readEvents,
  signUpNewUser,
  startProviderRuntime,
  usageOf,
  validSettings,
} from './helpers.ts';

const stackFunction = () => `${inject('functionsUrl')}/generate-debate`;

let db: pg.Client;
beforeAll(async () => {
  db = await database();
});
afterAll(async () => {
  await db.end();
});

function only<T extends DebateEvent['type']>(events: DebateEvent[], type: T): Array<Extract<DebateEvent, { type: T }>> {
  return events.filter((e): e is Extract<DebateEvent, { type: T }> => e.type === type);
}

/** Starts a debate and hangs up as soon as `stopAt` says so. */
async function startAndHangUp(url: string, accessToken: string, stopAt: (e: DebateEvent) => boolean) {
  const controller = new AbortController();
  const response = await postDebate(url, validSettings(), accessToken, controller.signal);
  expect(response.status).toBe(200);
  const events = await readEvents(response, stopAt);
  controller.abort();
  return events;
}

async function waitFor<T>(read: () => Promise<T>, ready: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ready(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('generate-debate with no AI provider configured (offline demo debater)', () => {
  it('streams a full six-turn debate, labelled as the offline demo, recorded server-side and savable', async () => {
    const user = await signUpNewUser('demo');
    const response = await postDebate(stackFunction(), validSettings(), user.accessToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = await readEvents(response);

    const [start] = only(events, 'start') as [StartEvent];
    expect(events[0]).toBe(start);
    expect(start).toMatchObject({
      generator: 'offline-demo',
      generatorLabel: 'offline demo (no AI provider configured)',
      freeDebatesRemaining: 1,
      totalDebates: 1,
      turnCount: 6,
    });

    const starts = only(events, 'turn_start');
    expect(starts.map((e) => (e.turn.role === 'speaker' ? `${e.turn.roundType}:${e.turn.speaker}` : e.turn.role))).toEqual([
      'constructive:First Speaker',
      'constructive:Second Speaker',
      'rebuttal:First Speaker',
      'rebuttal:Second Speaker',
      'summary:First Speaker',
      'summary:Second Speaker',
    ]);
    const ends = only(events, 'turn_end');
    expect(ends).toHaveLength(6);
    for (const end of ends) {
      expect(end.fallback).toBe(false);
      // Streamed word by word, and the words add up to the final text.
      expect(only(events, 'delta').filter((d) => d.sequence === end.sequence).length).toBeGreaterThan(30);
      expect(deltasOf(events, end.sequence)).toBe(end.text);
    }
    // Argues about the subject, never pasting the question, and answers the opponent.
    expect(ends[0]?.text).toContain('cities should ban cars from downtown areas');
    expect(ends.every((e) => !e.text.includes('Should cities ban cars from downtown areas'))).toBe(true);
    expect(ends[0]?.summary).toMatch(/^Cities should ban cars from downtown areas\./);
    expect(ends[1]?.summary).toMatch(/^Cities shouldn't ban cars from downtown areas\./);

    const [done] = only(events, 'done') as [DoneEvent];
    expect(events.at(-1)).toBe(done);
    expect(done.debate).toMatchObject({
      generationId: start.generationId,
      generator: 'offline-demo',
      generatorLabel: 'offline demo (no AI provider configured)',
    });
    expect(done.debate.turns.map((t) => t.text)).toEqual(ends.map((e) => e.text));

    // Recorded as the AI wrote it, and saving copies that record.
    const [generation] = await generationsOf(db, user.id);
    expect(generation).toMatchObject({ id: start.generationId, status: 'completed', generator: 'offline-demo' });
    expect(generation?.turns?.map((t) => t.text)).toEqual(ends.map((e) => e.text));
    const { data: saved, error } = await user.db.rpc('save_debate', { p_generation_id: start.generationId, p_categories: ['Society'] });
    expect(error).toBeNull();
    expect(saved).toMatchObject({ generator: 'offline-demo', topic: 'Should cities ban cars from downtown areas?' });
    const { rows } = await db.query<{ text: string }>(
      'select text from public.debate_turns where debate_id = $1 order by round_index, speaker_index',
      [(saved as { id: string }).id],
    );
    expect(rows.map((r) => r.text)).toEqual(ends.map((e) => e.text));
  }, 120_000);

  it("refuses a new user's third debate with the spec's message and 402, and the allowance matches", async () => {
    const user = await signUpNewUser('allowance');
    // Two debates written to their end spend the two free debates (a debate stopped before its
    // turns were written would give them back as turn credit).
    for (const expected of [1, 0]) {
      const events = await readEvents(await postDebate(stackFunction(), validSettings(), user.accessToken));
      expect(events[0]).toMatchObject({ type: 'start', freeDebatesRemaining: expected, totalDebates: 2 - expected });
      expect(events.at(-1)?.type).toBe('done');
    }
    const third = await postDebate(stackFunction(), validSettings(), user.accessToken);
    expect(third.status).toBe(402);
    expect(await third.json()).toEqual({ error: { code: 'AG001', message: NO_FREE_DEBATES_MESSAGE } });

    expect(await usageOf(db, user.id)).toEqual({ free_debates_remaining: 0, total_debates: 2 });
    const { data: usage } = await user.db.rpc('get_debate_usage');
    expect(usage).toEqual([expect.objectContaining({ free_debates_remaining: 0, total_debates: 2 })]);
    const generations = await generationsOf(db, user.id);
    expect(generations.map((g) => g.status)).toEqual(['completed', 'completed']);
  }, 60_000);

  it('answers invalid settings with 400, the field and the reason, spending nothing', async () => {
    const user = await signUpNewUser('invalid');
    const cases: Array<[unknown, string, string]> = [
      [validSettings({ topic: '  ' }), 'topic', 'a topic is required'],
      [
        validSettings({ debateStyle: 'rap-battle' }),
        'debateStyle',
        'must be one of structured, oxford, crossfire, parliamentary, comment_section',
      ],
      [
        validSettings({ model1: { name: 'gpt-4', stance: 0.25, rhetoricStyle: 'formal' } }),
        'model1.stance',
        'must be a number from -1 to 1 in steps of 0.1',
      ],
      [
        validSettings({ model2: { name: 'gpt-5', stance: 0, rhetoricStyle: 'formal' } }),
        'model2.name',
        'must be one of gpt-4, gpt-3.5-turbo',
      ],
      ['{not json', 'settings', 'the request body must be JSON debate settings'],
      [validSettings({ topic: 'x'.repeat(70_000) }), 'settings', 'the request body is larger than 64 KiB'],
    ];
    for (const [body, field, message] of cases) {
      const response = await postDebate(stackFunction(), body, user.accessToken);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'validation_failed', field, message } });
    }
    // Sign-up created the usage record; nothing was spent from it.
    expect(await usageOf(db, user.id)).toEqual({ free_debates_remaining: 2, total_debates: 0 });
    expect(await generationsOf(db, user.id)).toEqual([]);
  });

  it('refuses callers who are not signed in with 401, and methods other than GET and POST with 405', async () => {
    const noJwt = await postDebate(stackFunction(), validSettings(), null);
    expect(noJwt.status).toBe(401);
    // The anon key is a valid JWT for the gateway, but not a signed-in user.
    const anon = await postDebate(stackFunction(), validSettings(), inject('anonKey'));
    expect(anon.status).toBe(401);
    expect(await anon.json()).toEqual({ error: { code: 'unauthorized', message: 'You must be signed in.' } });

    const user = await signUpNewUser('method');
    // GET answers the models on offer (generator-info.test.ts); other methods are refused.
    const put = await fetch(stackFunction(), {
      method: 'PUT',
      headers: { apikey: inject('anonKey'), Authorization: `Bearer ${user.accessToken}` },
    });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST, OPTIONS');
    expect(await put.json()).toMatchObject({ error: { code: 'method_not_allowed' } });
    const preflight = await fetch(stackFunction(), {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, apikey, content-type',
      },
    });
    expect(preflight.ok).toBe(true);
    expect(preflight.headers.get('access-control-allow-origin')).toBeTruthy();
  });
});

describe('generate-debate with an OpenAI-compatible provider configured', () => {
  let provider: FakeProvider;
  let runtime: Awaited<ReturnType<typeof startProviderRuntime>>;

  beforeAll(async () => {
    provider = await startFakeOpenAIProvider({ chunkChars: 6 });
    runtime = await startProviderRuntime({
      AI_BASE_URL: provider.baseUrl,
      AI_API_KEY: 'sk-fake-provider',
      AI_MODEL_MAP: 'gpt-4=fake-large,gpt-3.5-turbo=fake-small,llama3=fake-llama',
    });
  }, 60_000);
  afterAll(async () => {
    await runtime?.stop();
    await provider?.stop();
  });

  it("streams the provider's text through, with the mapped models and the key, and records it", async () => {
    provider.reset();
    const user = await signUpNewUser('provider');
    const response = await postDebate(
      runtime.functionUrl,
      validSettings({ moderatorEnabled: true, model2: { name: 'llama3', stance: -1, rhetoricStyle: 'factual' } }),
      user.accessToken,
    );
    expect(response.status).toBe(200);
    const events = await readEvents(response);
    expect(events[0]).toMatchObject({ type: 'start', generator: 'provider', generatorLabel: 'AI provider', turnCount: 8 });

    // The turns' requests; the judges' come after them.
    const turnRequests = provider.requests.filter((r) => !isJudgeRequest(r.body));
    expect(turnRequests).toHaveLength(8);
    expect(provider.requests.slice(0, 8)).toEqual(turnRequests);
    expect(turnRequests.map((r) => r.body.model)).toEqual([
      'fake-large',
      'fake-large',
      'fake-llama',
      'fake-large',
      'fake-llama',
      'fake-large',
      'fake-llama',
      'fake-large',
    ]);
    expect(provider.requests.every((r) => r.headers.authorization === 'Bearer sk-fake-provider')).toBe(true);
    const user2 = provider.requests[2]?.body.messages.find((m) => m.role === 'user')?.content;
    expect(user2).toContain('Your stance: Strongly Against (-1.0)');

    const ends = only(events, 'turn_end') as TurnEndEvent[];
    expect(ends).toHaveLength(8);
    for (const [i, end] of ends.entries()) {
      expect(end.text).toContain(`Fake provider argument ${i + 1} from ${provider.requests[i]?.body.model}.`);
      expect(end.text).toContain('a back\\slash and a line\nbreak.');
      expect(deltasOf(events, end.sequence)).toBe(end.text);
    }
    const [done] = only(events, 'done') as [DoneEvent];
    expect(done.debate.moderatorOpening?.text).toBe(ends[0]?.text);
    expect(done.debate.moderatorClosing?.text).toBe(ends[7]?.text);

    const [generation] = await generationsOf(db, user.id);
    expect(generation).toMatchObject({
      status: 'completed',
      generator: 'provider',
      moderator_opening: ends[0]?.text,
      moderator_closing: ends[7]?.text,
    });
    expect(generation?.turns?.map((t) => t.text)).toEqual(ends.slice(1, 7).map((e) => e.text));
  }, 60_000);

  it('finishes a debate on the server when the client hangs up mid-stream, and offers it on return; the allowance moves once', async () => {
    provider.reset();
    const user = await signUpNewUser('hangup');
    // A slow provider: the first turn's arguments take seconds to stream.
    provider.setTiming({ tokensPerSecond: 400, chunkChars: 4 });
    try {
      const events = await startAndHangUp(runtime.functionUrl, user.accessToken, (e) => e.type === 'delta');
      expect(events.at(-1)?.type).toBe('delta');
      // Nobody watches any more; the debate goes on to its last turn and is finished in the database.
      const generations = await waitFor(
        () => generationsOf(db, user.id),
        (rows) => rows[0]?.status === 'completed',
        90_000,
      );
      expect(generations[0]?.status).toBe('completed');
      expect(provider.requests.filter((r) => !isJudgeRequest(r.body)).every((r) => !r.aborted)).toBe(true);
    } finally {
      provider.setTiming({ tokensPerSecond: 0, chunkChars: 6 });
    }
    // The person comes back (a reload, another tab): the engine finds the same debate, finished and unsaved.
    const { data: open, error } = await user.db.rpc('get_open_generation');
    expect(error).toBeNull();
    expect(open).toMatchObject({ status: 'completed', savedDebateId: null });
    expect((open as { turns: Array<{ complete: boolean; authorKind: string }> }).turns).toHaveLength(6);
    expect(
      (open as { turns: Array<{ complete: boolean; authorKind: string }> }).turns.every((t) => t.complete && t.authorKind === 'model'),
    ).toBe(true);
    const saved = await user.db.rpc('save_debate', { p_generation_id: (open as { id: string }).id, p_categories: ['Politics'] });
    expect(saved.error).toBeNull();
    expect(saved.data).toMatchObject({ stopped_after: null });
    expect(await usageOf(db, user.id)).toEqual({ free_debates_remaining: 1, total_debates: 1 });
  }, 120_000);

  it('stops the provider stream when the owner stops the debate; what was finished saves as it is, and no provider call once the allowance is spent', async () => {
    provider.reset();
    const user = await signUpNewUser('stop');
    provider.setTiming({ tokensPerSecond: 40, chunkChars: 2 });
    let generationId = '';
    let stopping: PromiseLike<unknown> | null = null;
    try {
      const response = await postDebate(runtime.functionUrl, validSettings(), user.accessToken);
      expect(response.status).toBe(200);
      const events = await readEvents(response, (e) => {
        if (e.type === 'start') generationId = e.generationId;
        // Stopped from "another tab": the owner's own client, not this stream. (A PostgREST
        // request goes out when awaited or then'd.)
        if (e.type === 'delta' && e.sequence === 1 && !stopping) {
          stopping = user.db.rpc('stop_generation', { p_generation_id: generationId }).then((r) => r.error);
        }
      });
      expect(await stopping).toBeNull();
      expect(events.at(-1)).toEqual({ type: 'stopped' });
      expect(only(events, 'turn_end').map((e) => e.sequence)).toEqual([0]);
      const request = await provider.waitForEnd(1);
      expect(request.aborted).toBe(true);
      expect(request.fragmentsSent).toBeLessThan(40);
      const [generation] = await generationsOf(db, user.id);
      expect(generation?.status).toBe('stopped');
      expect(generation?.turns).toHaveLength(1);
      // Nothing further was asked of the provider.
      await new Promise((r) => setTimeout(r, 300));
      expect(provider.requests).toHaveLength(2);
    } finally {
      provider.setTiming({ tokensPerSecond: 0, chunkChars: 6 });
    }
    const saved = await user.db.rpc('save_debate', { p_generation_id: generationId, p_categories: ['Politics'] });
    expect(saved.error).toBeNull();
    expect(saved.data).toMatchObject({ stopped_after: 1 });

    // Second free debate, to the end.
    const second = await readEvents(await postDebate(runtime.functionUrl, validSettings(), user.accessToken));
    expect(second.at(-1)?.type).toBe('done');
    const before = provider.requests.length;

    const third = await postDebate(runtime.functionUrl, validSettings(), user.accessToken);
    expect(third.status).toBe(402);
    expect(await third.json()).toEqual({ error: { code: 'AG001', message: NO_FREE_DEBATES_MESSAGE } });
    expect(provider.requests).toHaveLength(before);
    expect(await usageOf(db, user.id)).toEqual({ free_debates_remaining: 0, total_debates: 2 });
  }, 90_000);

  it("uses the spec's fallback for a turn the provider garbles, and still completes the debate", async () => {
    provider.reset();
    provider.script(
      { kind: 'tool', arguments: '{"text": "Recovered leniently", "summary": "Lenient",}' },
      { kind: 'tool', arguments: 'not json at all' },
      { kind: 'error', status: 400, message: 'bad request' },
    );
    const user = await signUpNewUser('garbled');
    const events = await readEvents(await postDebate(runtime.functionUrl, validSettings(), user.accessToken));
    const ends = only(events, 'turn_end');
    expect(ends[0]).toMatchObject({ text: 'Recovered leniently', summary: 'Lenient', fallback: false });
    expect(ends[1]).toMatchObject({
      text: 'An error occurred while generating the argument.',
      summary: 'Error generating response.',
      fallback: true,
    });
    expect(ends[2]).toMatchObject({ text: 'An error occurred while generating the argument.', fallback: true });
    expect(ends[3]?.fallback).toBe(false);
    expect(events.at(-1)?.type).toBe('done');
    const [generation] = await generationsOf(db, user.id);
    expect(generation?.status).toBe('completed');
    expect(generation?.turns?.[1]?.text).toBe('An error occurred while generating the argument.');
  }, 60_000);
});
