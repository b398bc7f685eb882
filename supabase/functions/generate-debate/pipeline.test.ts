// The generation pipeline end to end in Node: the sequencer and the provider
// debater with the real `openai` SDK, against the fake chat-completions server.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultFakeReply, startFakeOpenAIProvider, type FakeProvider } from '../../../tests/fakes/openai-provider.ts';
import { parseModelMap } from '../_shared/ai/model-map.ts';
import { ROUND_PROMPTS } from './prompts.ts';
import { createOpenAIClient, type Logger } from '../_shared/ai/client.ts';
import { createProviderDebater } from './provider-debater.ts';
import { runDebate, type TurnEvent } from './sequencer.ts';
import type { DebateSettings } from './settings.ts';
import { settings } from './test-fixtures.ts';

let provider: FakeProvider;
beforeAll(async () => {
  provider = await startFakeOpenAIProvider({ chunkChars: 5 });
});
afterAll(async () => {
  await provider.stop();
});
afterEach(() => {
  provider.reset();
  provider.setTiming({ ttftMs: 0, tokensPerSecond: 0, chunkChars: 5 });
});

const models = parseModelMap('gpt-4=provider-large,gpt-3.5-turbo=provider-small');

function generate(s: DebateSettings, signal = new AbortController().signal) {
  const events: TurnEvent[] = [];
  const logs: string[] = [];
  const log: Logger = (message) => void logs.push(message);
  const client = createOpenAIClient({ apiKey: 'test-key', baseURL: provider.baseUrl, timeoutMs: 600_000, maxRetries: 2 });
  const run = runDebate({
    settings: s,
    debater: createProviderDebater({ client, models, log }),
    pauseMs: 0,
    signal,
    emit: (event) => events.push(event),
  });
  const deltasOf = (sequence: number) => events.flatMap((e) => (e.type === 'delta' && e.sequence === sequence ? [e.text] : [])).join('');
  return { run, events, logs, deltasOf };
}

const systemOf = (i: number) => provider.requests[i]?.body.messages.find((m) => m.role === 'system')?.content ?? '';
const userOf = (i: number) => provider.requests[i]?.body.messages.find((m) => m.role === 'user')?.content ?? '';

describe('generation with an OpenAI-compatible provider', () => {
  it('asks for six turns in order, each with its round prompt, stance and forced tool, and streams the text', async () => {
    const { run, deltasOf } = generate(settings());
    const turns = await run;

    expect(provider.requests).toHaveLength(6);
    const expectedRounds = ['constructive', 'constructive', 'rebuttal', 'rebuttal', 'summary', 'summary'] as const;
    for (const [i, request] of provider.requests.entries()) {
      const first = i % 2 === 0;
      expect(request.headers.authorization).toBe('Bearer test-key');
      expect(request.body.model).toBe(first ? 'provider-large' : 'provider-small');
      expect(request.body.stream).toBe(true);
      expect(request.body.max_tokens).toBe(1000);
      expect(request.body.tools?.[0]?.function.name).toBe('submit_argument');
      expect(request.body.tool_choice).toEqual({ type: 'function', function: { name: 'submit_argument' } });
      expect(systemOf(i)).toContain(ROUND_PROMPTS[expectedRounds[i]!]);
      expect(userOf(i)).toContain(first ? 'You are the First Speaker.' : 'You are the Second Speaker.');
      expect(userOf(i)).toContain(first ? 'Your stance: For (0.6)' : 'Your stance: Against (-0.6)');
      expect(userOf(i)).toContain('Topic: Should cities ban cars from downtown areas?');
    }
    // Each turn sees the ones before it.
    expect(userOf(5)).toContain(turns[4]!.text);
    expect(userOf(0)).toContain('Previous arguments: none yet');

    for (const [i, turn] of turns.entries()) {
      expect(turn.fallback).toBe(false);
      expect(turn.text).toBe(
        `Fake provider argument ${i + 1} from ${i % 2 === 0 ? 'provider-large' : 'provider-small'}. Topic: Should cities ban cars from downtown areas?. "Quoted" words, a back\\slash and a line\nbreak.`,
      );
      expect(turn.summary).toBe(`Fake summary ${i + 1} from ${i % 2 === 0 ? 'provider-large' : 'provider-small'}.`);
      // The deltas, decoded from 5-character fragments of the arguments JSON, add up to the text.
      expect(deltasOf(i)).toBe(turn.text);
    }
  });

  it('adds a neutral moderator opening and closing through the first speaker model', async () => {
    const { run } = generate(settings({ moderatorEnabled: true }));
    const turns = await run;
    expect(provider.requests).toHaveLength(8);
    expect(systemOf(0)).toMatch(/neutral moderator of this debate\. Open it/);
    expect(systemOf(7)).toMatch(/Close it with a neutral summary/);
    expect(provider.requests[0]?.body.model).toBe('provider-large');
    expect(systemOf(1)).toContain(ROUND_PROMPTS.constructive);
    expect(turns.map((t) => t.turn.role)).toEqual(['moderator', ...Array(6).fill('speaker'), 'moderator']);
  });

  it('reads malformed tool arguments leniently, and falls back when nothing can be read', async () => {
    provider.script(
      { kind: 'tool', arguments: 'Here you go: {"text": "Lenient text", "summary": "Lenient summary",}' },
      { kind: 'tool', arguments: '{"text": "No summary at all"' },
      { kind: 'content', content: '```json\n{"text": "Content text", "summary": "Content summary"}\n```' },
    );
    const { run, deltasOf, logs } = generate(settings());
    const turns = await run;
    expect(turns[0]).toMatchObject({ text: 'Lenient text', summary: 'Lenient summary', fallback: false });
    expect(deltasOf(0)).toBe('Lenient text');
    expect(turns[1]).toMatchObject({
      text: 'An error occurred while generating the argument.',
      summary: 'Error generating response.',
      fallback: true,
    });
    // The user saw the partial text stream; the final event replaces it with the fallback.
    expect(deltasOf(1)).toBe('No summary at all');
    expect(turns[2]).toMatchObject({ text: 'Content text', summary: 'Content summary', fallback: false });
    expect(turns[3]?.fallback).toBe(false);
    expect(logs.filter((l) => /lenient/.test(l))).toHaveLength(2);
    expect(logs.filter((l) => /fallback path/.test(l))).toHaveLength(1);
  });

  it('waits as told by retry-after after a 429, then succeeds', async () => {
    provider.script({ kind: 'error', status: 429, retryAfter: '1', message: 'Rate limit reached' });
    const { run } = generate(settings());
    const turns = await run;
    expect(provider.requests).toHaveLength(7);
    const [limited, retried] = provider.requests;
    expect(limited?.headers['x-stainless-retry-count']).toBe('0');
    expect(retried?.headers['x-stainless-retry-count']).toBe('1');
    expect(retried!.receivedAt - limited!.finishedAt!).toBeGreaterThanOrEqual(950);
    expect(retried?.body).toEqual(limited?.body);
    expect(turns[0]).toMatchObject({ text: expect.stringContaining('Fake provider argument 2'), fallback: false });
  });

  it('retries a failing provider twice, then uses the fallback and goes on with the next turn', async () => {
    provider.script({ kind: 'error', status: 500 }, { kind: 'error', status: 503 }, { kind: 'error', status: 502 });
    const { run, logs } = generate(settings());
    const turns = await run;
    // Three attempts for the first turn (the spec's 2 retries), one for each of the other five.
    expect(provider.requests).toHaveLength(8);
    expect(provider.requests.slice(0, 3).map((r) => r.headers['x-stainless-retry-count'])).toEqual(['0', '1', '2']);
    expect(turns[0]).toMatchObject({ text: 'An error occurred while generating the argument.', fallback: true });
    expect(turns[1]?.fallback).toBe(false);
    expect(logs).toContain('provider call failed; using the fallback text');
  });

  it('does not retry a refused request (400) and falls back at once', async () => {
    provider.script({ kind: 'error', status: 400, message: 'model not found' });
    const { run } = generate(settings());
    const turns = await run;
    expect(provider.requests).toHaveLength(6);
    expect(turns[0]?.fallback).toBe(true);
  });

  it('falls back when the connection drops mid-stream', async () => {
    provider.script({ kind: 'drop', afterFragments: 4, text: 'Cut off', summary: 'never sent' });
    const { run } = generate(settings());
    const turns = await run;
    expect(turns[0]).toMatchObject({ text: 'An error occurred while generating the argument.', fallback: true });
    expect(turns[1]?.fallback).toBe(false);
  });

  it('stops the provider stream when the client goes away', async () => {
    provider.setTiming({ tokensPerSecond: 50, chunkChars: 2 });
    const controller = new AbortController();
    const { run, events } = generate(settings(), controller.signal);
    const outcome = run.then(
      () => 'finished',
      () => 'aborted',
    );
    // Abort once some text of the first turn has arrived.
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        if (events.some((e) => e.type === 'delta')) {
          clearInterval(timer);
          resolve();
        }
      }, 5);
    });
    controller.abort(new Error('client gone'));
    expect(await outcome).toBe('aborted');
    const request = await provider.waitForEnd(0);
    expect(request.aborted).toBe(true);
    const reply = defaultFakeReply(request.body, 0);
    const allFragments = Math.ceil(JSON.stringify(reply.kind === 'tool' ? { text: reply.text, summary: reply.summary } : {}).length / 2);
    expect(allFragments).toBeGreaterThan(50);
    expect(request.fragmentsSent).toBeGreaterThan(0);
    expect(request.fragmentsSent).toBeLessThan(allFragments / 2);
    // No second turn was asked for.
    await new Promise((r) => setTimeout(r, 100));
    expect(provider.requests).toHaveLength(1);
    expect(events.some((e) => e.type === 'turn_end')).toBe(false);
  });
});
