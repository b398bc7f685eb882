// Servers that do not follow the forced tool call (as Ollama, LM Studio and llama-server often
// do), through the real `openai`
// SDK against the wire-level fake: prose instead of tool calls, 400 on `tools` (and on
// `response_format`), and a dead server.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { refusedBaseUrl, startFakeOpenAIProvider, TOOLS_REFUSED_MESSAGE, type FakeProvider } from '../../../tests/fakes/openai-provider.ts';
import { FALLBACK_SUMMARY, FALLBACK_TEXT } from '../_shared/contract/sse-events.ts';
import { parseModelMap } from '../_shared/ai/model-map.ts';
import { createOpenAIClient, type Logger } from '../_shared/ai/client.ts';
import { createProviderDebater } from './provider-debater.ts';
import { runDebate, type TurnEvent } from './sequencer.ts';
import { settings } from './test-fixtures.ts';
import { summariseProse } from './tool-arguments.ts';

let provider: FakeProvider;
beforeAll(async () => {
  provider = await startFakeOpenAIProvider({ chunkChars: 7 });
});
afterAll(async () => {
  await provider.stop();
});
afterEach(() => {
  provider.reset();
  provider.setMode('tools');
});

const models = parseModelMap('gpt-4=local-large,gpt-3.5-turbo=local-small');

function generate(baseURL = provider.baseUrl) {
  const events: TurnEvent[] = [];
  const logs: string[] = [];
  const log: Logger = (message) => void logs.push(message);
  const client = createOpenAIClient({ apiKey: 'local', baseURL, timeoutMs: 10_000, maxRetries: 0 });
  const run = runDebate({
    settings: settings(),
    debater: createProviderDebater({ client, models, log }),
    pauseMs: 0,
    signal: new AbortController().signal,
    emit: (e) => events.push(e),
  });
  const deltasOf = (sequence: number) => events.flatMap((e) => (e.type === 'delta' && e.sequence === sequence ? [e.text] : [])).join('');
  return { run, events, logs, deltasOf };
}

const sentenceCount = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean).length;

describe('a server that answers prose instead of calling the tool', () => {
  it('keeps the prose as the text, streams it, and summarises it in at most 3 sentences', async () => {
    provider.setMode('prose');
    const { run, deltasOf } = generate();
    const turns = await run;
    expect(provider.requests).toHaveLength(6);
    expect(provider.requests.every((r) => r.body.tools !== undefined)).toBe(true);
    for (const [i, turn] of turns.entries()) {
      expect(turn.fallback).toBe(false);
      expect(turn.text).toMatch(new RegExp(`^Prose argument ${i + 1} from local-`));
      expect(turn.text.split('\n\n')).toHaveLength(3);
      expect(turn.text).not.toContain(FALLBACK_TEXT);
      expect(deltasOf(i)).toBe(turn.text);
      expect(sentenceCount(turn.summary)).toBeLessThanOrEqual(3);
      expect(turn.summary.startsWith(`Prose argument ${i + 1}`)).toBe(true);
    }
  });
});

describe('a server that answers 400 to tools', () => {
  it('retries the turn with the JSON asked for in the prompt and response_format, and stops sending tools', async () => {
    provider.setMode('refuse-tools');
    const { run, logs, deltasOf } = generate();
    const turns = await run;
    // One refused request, then six without tools: the refusal is remembered for the debate.
    expect(provider.requests).toHaveLength(7);
    expect(provider.requests[0]?.body.tools).toBeDefined();
    for (const request of provider.requests.slice(1)) {
      expect(request.body.tools).toBeUndefined();
      expect(request.body.tool_choice).toBeUndefined();
      expect(request.body.response_format).toEqual({ type: 'json_object' });
      expect(request.body.messages.find((m) => m.role === 'system')?.content).toContain('Reply with only a JSON object');
    }
    for (const [i, turn] of turns.entries()) {
      expect(turn).toMatchObject({
        text: `JSON-mode argument ${i + 2} from ${i % 2 ? 'local-small' : 'local-large'}.\n\nIt has a second paragraph.`,
        summary: `JSON-mode summary ${i + 2}.`,
        fallback: false,
      });
      expect(deltasOf(i)).toBe(turn.text);
    }
    expect(logs.filter((l) => l.includes('refuses tools'))).toHaveLength(1);
  });

  it('drops response_format too when the server refuses it', async () => {
    provider.setMode('refuse-tools', true);
    const turns = await generate().run;
    expect(provider.requests).toHaveLength(8);
    expect(provider.requests[0]?.reply).toMatchObject({ kind: 'error', message: TOOLS_REFUSED_MESSAGE });
    expect(provider.requests[1]?.body.response_format).toEqual({ type: 'json_object' });
    expect(provider.requests.slice(2).every((r) => r.body.tools === undefined && r.body.response_format === undefined)).toBe(true);
    expect(turns.every((t) => !t.fallback && t.text.startsWith('JSON-mode argument'))).toBe(true);
  });
});

describe('a dead server', () => {
  it('falls back on every turn when the connection is closed without an answer', async () => {
    provider.setMode('dead');
    const turns = await generate().run;
    expect(turns.every((t) => t.fallback && t.text === FALLBACK_TEXT && t.summary === FALLBACK_SUMMARY)).toBe(true);
  });

  it('falls back on every turn when the connection is refused', async () => {
    const turns = await generate(await refusedBaseUrl()).run;
    expect(turns).toHaveLength(6);
    expect(turns.every((t) => t.fallback && t.text === FALLBACK_TEXT)).toBe(true);
  });
});

describe('summariseProse', () => {
  it('keeps at most three sentences and about 400 characters', () => {
    expect(summariseProse('One. Two! Three? Four.')).toBe('One. Two! Three?');
    expect(summariseProse(`${'word '.repeat(200)}end.`).length).toBeLessThanOrEqual(400);
  });
});
