// The judges' panel end to end in Node: the provider judges with the real `openai` SDK against the fake
// chat-completions server — forced tool calls, JSON when tools are refused, prose, a judge that flips
// with the order, an unusable answer, a dead server and a stop — and the offline demo judge.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAIProvider, type FakeProvider } from '../../../../tests/fakes/openai-provider.ts';
import { parseModelMap } from '../ai/model-map.ts';
import { createOpenAIClient, type Logger } from '../ai/client.ts';
import { createDemoPanelFactory, createProviderPanelFactory } from './panel-factory.ts';
import { runPanel, type PanelEvent } from './panel.ts';
import type { Transcript } from './transcript.ts';

let provider: FakeProvider;
beforeAll(async () => {
  provider = await startFakeOpenAIProvider();
});
afterAll(async () => {
  await provider.stop();
});
afterEach(() => {
  provider.reset();
  provider.setMode('tools');
  provider.setJudge('fair');
  provider.setTiming({ ttftMs: 0, tokensPerSecond: 0 });
});

const models = parseModelMap('gpt-4=provider-large,gpt-3.5-turbo=provider-small');

const transcript: Transcript = {
  topic: 'Should cities ban cars from downtown areas?',
  turns: [
    { roundIndex: 0, speakerIndex: 0, text: 'As the First Speaker I say yes. Studies show cleaner air.' },
    { roundIndex: 0, speakerIndex: 1, text: 'The second speaker disagrees. Shops would lose customers.' },
    { roundIndex: 1, speakerIndex: 0, text: 'My opponent said that "shops would lose customers". The data says otherwise.' },
    { roundIndex: 1, speakerIndex: 1, text: 'The First Speaker ignores delivery vans.' },
    { roundIndex: 2, speakerIndex: 0, text: 'Cleaner air and safer streets carry the day.' },
    { roundIndex: 2, speakerIndex: 1, text: 'Freedom of movement matters more.' },
  ],
};

function judge(judgeModels: string[] | null = null, signal = new AbortController().signal) {
  const events: PanelEvent[] = [];
  const logs: string[] = [];
  const log: Logger = (message) => void logs.push(message);
  const client = createOpenAIClient({ apiKey: 'test-key', baseURL: provider.baseUrl, timeoutMs: 10_000, maxRetries: 0 });
  const panel = createProviderPanelFactory({ client, models, judgeModels, log })(['gpt-4', 'gpt-3.5-turbo']);
  const run = runPanel({ judges: panel.judges, transcript, signal, emit: (e) => events.push(e) });
  return { run, events, logs, panel };
}

const userOf = (i: number) => provider.requests[i]?.body.messages.find((m) => m.role === 'user')?.content ?? '';

describe('the judges with an OpenAI-compatible provider', () => {
  it("by default seats the debaters' two models, asks each twice with the sides swapped through the forced tool, and maps labels back to speakers", async () => {
    const { run, events, panel } = judge();
    const records = await run;
    expect(panel.judges.map((j) => [j.model, j.ownSpeaker])).toEqual([
      ['gpt-4', 0],
      ['gpt-3.5-turbo', 1],
    ]);
    expect(provider.requests).toHaveLength(4);
    expect(provider.requests.map((r) => r.body.model).sort()).toEqual([
      'provider-large',
      'provider-large',
      'provider-small',
      'provider-small',
    ]);
    for (const request of provider.requests) {
      expect(request.body.tools?.[0]?.function.name).toBe('submit_verdict');
      expect(request.body.tool_choice).toEqual({ type: 'function', function: { name: 'submit_verdict' } });
      const user = request.body.messages.find((m) => m.role === 'user')?.content ?? '';
      // Anonymised: no seat names and no model names reach the judge.
      expect(user).not.toMatch(/first speaker|second speaker|gpt-4|provider-large/i);
      expect(user).toContain('Topic: Should cities ban cars from downtown areas?');
    }
    const swapped = provider.requests
      .map((_, i) => userOf(i))
      .find((u) => u.startsWith('Topic') && /Constructive Arguments, Speaker B:\nAs Speaker B I say yes/.test(u));
    expect(swapped).toBeDefined();
    for (const record of records) {
      expect(record.passes.map((p) => [p.firstSpeakerAs, p.outcome, p.winner])).toEqual([
        ['A', 'answered', 'first'],
        ['B', 'answered', 'first'],
      ]);
      // Scores are turned back into the debate's speakers: the fair fake judge scores the first turn's speaker higher.
      expect(record.passes[1]?.scores?.first.clarity).toBe(9);
      expect(record.passes[1]?.scores?.second.clarity).toBe(7);
      expect(record.passes[0]?.reasons?.engagement).toMatch(/Speaker B answered fewer/);
    }
    expect(events.filter((e) => e.type === 'judge_pass_start')).toHaveLength(4);
    expect(events.filter((e) => e.type === 'judge_pass_end').map((e) => e.type === 'judge_pass_end' && e.outcome)).toEqual([
      'answered',
      'answered',
      'answered',
      'answered',
    ]);
  });

  it('seats the models of AI_JUDGE_MODELS, by UI name or provider model, once each', async () => {
    const { run, panel } = judge(['gpt-4', 'provider-large', 'judge-x']);
    await run;
    expect(panel.judges.map((j) => [j.model, j.ownSpeaker])).toEqual([
      ['gpt-4', 0],
      ['judge-x', null],
    ]);
    expect(provider.requests.filter((r) => r.body.model === 'judge-x')).toHaveLength(2);
  });

  it('reads prose verdicts', async () => {
    provider.setMode('prose');
    const records = await judge().run;
    for (const record of records) {
      expect(record.passes.map((p) => [p.outcome, p.winner])).toEqual([
        ['answered', 'first'],
        ['answered', 'first'],
      ]);
      expect(record.passes[0]?.scores?.first).toEqual({ argument: 8, evidence: 7, engagement: 8, clarity: 9 });
      expect(record.passes[0]?.reasons).toBeNull();
      expect(record.passes[0]?.rationale).toMatch(/stronger case/);
    }
  });

  it('asks for JSON once the server refuses tools, and remembers it for the whole panel', async () => {
    provider.setMode('refuse-tools');
    const { run, logs } = judge();
    const records = await run;
    expect(records.flatMap((r) => r.passes.map((p) => p.winner))).toEqual(['first', 'first', 'first', 'first']);
    // Passes run side by side, so each may hit the refusal once before the panel learns it; never more.
    const withTools = provider.requests.filter((r) => r.body.tools);
    expect(withTools.length).toBeGreaterThanOrEqual(1);
    expect(withTools.length).toBeLessThanOrEqual(4);
    expect(provider.requests.filter((r) => !r.body.tools && r.body.response_format)).toHaveLength(4);
    expect(logs).toContain('the server refuses tools; judges ask for JSON in the prompt from now on');
  });

  it('shows a judge that contradicts itself when the sides are swapped', async () => {
    provider.setJudge('always-a');
    const records = await judge().run;
    for (const record of records) expect(record.passes.map((p) => p.winner)).toEqual(['first', 'second']);
  });

  it('marks an answer without a winner unusable, with the problem', async () => {
    provider.setJudge('unusable');
    const records = await judge().run;
    expect(records[0]?.passes[0]).toMatchObject({
      outcome: 'unusable',
      winner: null,
      scores: null,
      problem: 'the answer names no winner (A, B or tie)',
    });
  });

  it('marks every pass failed when the server closes every connection', async () => {
    provider.setMode('dead');
    const { run, logs } = judge();
    const records = await run;
    expect(records.flatMap((r) => r.passes.map((p) => p.outcome))).toEqual(['failed', 'failed', 'failed', 'failed']);
    expect(logs.filter((l) => l === 'a judge call failed')).toHaveLength(4);
  });

  it('stops every judge when the client goes away', async () => {
    provider.setTiming({ ttftMs: 5_000 });
    const controller = new AbortController();
    const { run, events } = judge(null, controller.signal);
    const outcome = run.then(
      () => 'finished',
      () => 'stopped',
    );
    await provider.waitForRequests(4);
    controller.abort(new Error('client gone'));
    expect(await outcome).toBe('stopped');
    for (const i of [0, 1, 2, 3]) expect((await provider.waitForEnd(i)).aborted).toBe(true);
    expect(events.some((e) => e.type === 'judge_pass_end')).toBe(false);
  });
});

describe('the offline demo judge', () => {
  it('scores what it can state about the transcript and agrees with itself across passes', async () => {
    const panel = createDemoPanelFactory()(['gpt-4', 'gpt-4']);
    expect(panel.generator).toBe('offline-demo');
    const [record] = await runPanel({ judges: panel.judges, transcript, signal: new AbortController().signal, emit: () => undefined });
    expect(record?.model).toBe('offline demo judge');
    const [a, b] = record!.passes;
    expect(a?.winner).toBe(b?.winner);
    expect(a?.scores).toEqual(b?.scores);
    // The first speaker took up one of the opponent's two opening points (by quoting it) and left the other
    // standing; the second took up none. The reasons name the points, in each pass's labels.
    expect(a?.reasons?.engagement).toBe(
      `Speaker A answered 1 of Speaker B's 2 points and left "The second speaker disagrees" standing; Speaker B answered none of Speaker A's 2 points.`,
    );
    expect(b?.reasons?.engagement).toBe(
      `Speaker A answered none of Speaker B's 2 points; Speaker B answered 1 of Speaker A's 2 points and left "The second speaker disagrees" standing.`,
    );
    expect(a?.reasons?.argument).toContain('"Shops would lose customers"');
    expect(a?.scores?.first.engagement).toBeGreaterThan(a?.scores?.second.engagement ?? 99);
  });
});
