// The judges' panel through the stack: the edge function in real Deno, the `openai` SDK against the
// fake chat-completions server, the database deciding what counts. Tool-call and prose verdicts, a
// judge that contradicts itself when the sides are swapped (split), a dead judge (the debate is kept,
// "judges unavailable", nothing spent beyond the debate), a stop during judging, and "Ask the judges".
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isJudgeRequest, startFakeOpenAIProvider, type FakeProvider } from '../../fakes/openai-provider.ts';
import { panelHeadline } from '../../../supabase/functions/_shared/contract/judges.ts';
import type { DebateEvent, DoneEvent, JudgingStartEvent, VerdictEvent } from '../../../supabase/functions/_shared/contract/sse-events.ts';
import { database, generationsOf, postDebate, readEvents, signUpNewUser, startProviderRuntime, usageOf, validSettings } from './helpers.ts';

let db: pg.Client;
let provider: FakeProvider;
let runtime: Awaited<ReturnType<typeof startProviderRuntime>>;

beforeAll(async () => {
  db = await database();
  provider = await startFakeOpenAIProvider({ chunkChars: 12 });
  runtime = await startProviderRuntime({
    AI_API_KEY: 'local',
    AI_BASE_URL: provider.baseUrl,
    AI_MODEL_MAP: 'gpt-4=local-large,gpt-3.5-turbo=local-small',
    AI_JUDGE_MODELS: 'gpt-4,gpt-3.5-turbo,judge-x',
    AI_MAX_RETRIES: '0',
    AI_TIMEOUT_MS: '10000',
  });
}, 60_000);
afterAll(async () => {
  await runtime?.stop();
  await provider?.stop();
  await db?.end();
});

function reset() {
  provider.reset();
  provider.setMode('tools');
  provider.setJudge('fair');
}

const of = <T extends DebateEvent['type']>(events: DebateEvent[], type: T) =>
  events.filter((e): e is Extract<DebateEvent, { type: T }> => e.type === type);

async function panelRows(generationId: string) {
  const { rows } = await db.query<{ status: string; verdict: string | null; debate_id: string | null }>(
    'select status, verdict, debate_id from public.judge_panels where generation_id = $1',
    [generationId],
  );
  return rows;
}

describe('the judges after a debate', () => {
  it('stream which judge reads which pass after the last turn, then the verdict through the forced tool, and record it', async () => {
    reset();
    const user = await signUpNewUser('judged');
    const events = await readEvents(await postDebate(runtime.functionUrl, validSettings(), user.accessToken));
    const types = events.map((e) => e.type);
    const lastTurn = types.lastIndexOf('turn_end');
    const start = types.indexOf('judging_start');
    expect(start).toBe(lastTurn + 1);
    const judging = events[start] as JudgingStartEvent;
    expect(judging).toMatchObject({ generator: 'provider', generatorLabel: 'AI judges', passes: 2 });
    expect(judging.judges.map((j) => j.model)).toEqual(['gpt-4', 'gpt-3.5-turbo', 'judge-x']);
    expect(judging.debate?.turns).toHaveLength(6);
    const passes = of(events, 'judge_pass_end')
      .map((e) => `${e.judge}:${e.pass}:${e.outcome}`)
      .sort();
    expect(passes).toEqual(['0:0:answered', '0:1:answered', '1:0:answered', '1:1:answered', '2:0:answered', '2:1:answered']);
    expect(of(events, 'judge_pass_start')).toHaveLength(6);

    const judgeRequests = provider.requests.filter((r) => isJudgeRequest(r.body));
    expect(judgeRequests).toHaveLength(6);
    expect(judgeRequests.every((r) => r.body.tools?.[0]?.function.name === 'submit_verdict')).toBe(true);
    expect(judgeRequests.map((r) => r.body.model).sort()).toEqual([
      'judge-x',
      'judge-x',
      'local-large',
      'local-large',
      'local-small',
      'local-small',
    ]);

    const [verdict] = of(events, 'verdict') as [VerdictEvent];
    expect(verdict.panel).toMatchObject({ status: 'complete', verdict: 'first', judgesTotal: 3, judgesCounted: 3, judgesForVerdict: 3 });
    expect(panelHeadline(verdict.panel)).toBe('Judges: First Speaker, 3 of 3');
    expect(verdict.panel.judges[0]?.passes[1]?.reasons?.clarity).toMatch(/shorter, plainer sentences/);
    const done = events.at(-1) as DoneEvent;
    expect(done.type).toBe('done');
    expect(done.judges).toEqual(verdict.panel);
    expect(await panelRows(judging.debate!.generationId)).toEqual([{ status: 'complete', verdict: 'first', debate_id: null }]);
    // Part of the same debate: one free debate spent, nothing more.
    expect(await usageOf(db, user.id)).toEqual({ free_debates_remaining: 1, total_debates: 1 });
  }, 90_000);

  it('count a judge that contradicts itself when the sides are swapped as split, never as a win', async () => {
    reset();
    provider.setJudge('always-a', 'judge-x');
    const user = await signUpNewUser('flip');
    const events = await readEvents(await postDebate(runtime.functionUrl, validSettings(), user.accessToken));
    const done = events.at(-1) as DoneEvent;
    expect(panelHeadline(done.judges!)).toBe('Judges: First Speaker, 2 of 3; 1 split');
    const flipper = done.judges!.judges[2]!;
    expect(flipper).toMatchObject({ model: 'judge-x', status: 'split', winner: null });
    expect(flipper.reason).toBe(
      'Position flip: the First Speaker with the First Speaker as Speaker A, the Second Speaker with the sides swapped.',
    );
    expect(flipper.passes.map((p) => p.winner)).toEqual(['first', 'second']);
  }, 90_000);

  it('read prose verdicts from a server that ignores the tool', async () => {
    reset();
    provider.setMode('prose');
    const user = await signUpNewUser('prose-judges');
    const events = await readEvents(await postDebate(runtime.functionUrl, validSettings(), user.accessToken));
    const done = events.at(-1) as DoneEvent;
    expect(done.judges).toMatchObject({ status: 'complete', verdict: 'first', judgesCounted: 3 });
    expect(done.judges!.judges[0]!.passes[0]!.scores?.first).toEqual({ argument: 8, evidence: 7, engagement: 8, clarity: 9 });
  }, 90_000);

  it('keep the debate when every judge call fails: judges unavailable, nothing spent beyond the debate', async () => {
    reset();
    provider.setJudge('dead');
    const user = await signUpNewUser('deadjudge');
    const events = await readEvents(await postDebate(runtime.functionUrl, validSettings(), user.accessToken));
    const done = events.at(-1) as DoneEvent;
    expect(done.type).toBe('done');
    expect(done.debate.turns.every((t) => !t.fallback)).toBe(true);
    expect(done.allowanceReturned).toBeUndefined();
    expect(done.judges).toMatchObject({ status: 'unavailable', verdict: null, judgesUnavailable: 3 });
    expect(panelHeadline(done.judges!)).toBe('Judges unavailable');
    const [generation] = await generationsOf(db, user.id);
    expect(generation?.status).toBe('completed');
    expect(await usageOf(db, user.id)).toEqual({ free_debates_remaining: 1, total_debates: 1 });

    // Saved, its author may ask the judges again, once.
    const { data: saved, error } = await user.db.rpc('save_debate', {
      p_generation_id: done.debate.generationId,
      p_categories: ['Society'],
    });
    expect(error).toBeNull();
    const debateId = (saved as { id: string }).id;
    provider.setJudge('fair');
    const asked = await readEvents(await postDebate(runtime.judgeUrl, { judgeDebateId: debateId }, user.accessToken));
    expect(asked.map((e) => e.type)).toEqual([
      'judging_start',
      ...Array(12).fill(expect.stringMatching(/^judge_pass_(start|end)$/)),
      'verdict',
    ]);
    const verdict = asked.at(-1) as VerdictEvent;
    expect(verdict.panel).toMatchObject({ status: 'complete', asked: true, verdict: 'first' });
    const again = await postDebate(runtime.judgeUrl, { judgeDebateId: debateId }, user.accessToken);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: { code: 'AG334', message: 'The judges have already given their verdict on this debate.' },
    });
    const stranger = await signUpNewUser('stranger');
    const refused = await postDebate(runtime.judgeUrl, { judgeDebateId: debateId }, stranger.accessToken);
    expect(refused.status).toBe(404);
    expect(await usageOf(db, user.id)).toEqual({ free_debates_remaining: 1, total_debates: 1 });
  }, 120_000);

  it('stop when the person stops during judging: the debate stays recorded, the panel is recorded as stopped', async () => {
    reset();
    provider.setJudge('hang');
    const user = await signUpNewUser('stopjudge');
    const controller = new AbortController();
    const response = await postDebate(runtime.functionUrl, validSettings(), user.accessToken, controller.signal);
    const events = await readEvents(response, (e) => e.type === 'judge_pass_start');
    // Every judge is at work (their requests hang) when the person stops.
    await expect.poll(() => provider.requests.filter((r) => isJudgeRequest(r.body)).length).toBe(6);
    controller.abort();
    const judging = of(events, 'judging_start')[0]!;
    const generationId = judging.debate!.generationId;
    const judgeIndexes = provider.requests.filter((r) => isJudgeRequest(r.body)).map((r) => r.index);
    expect(judgeIndexes.length).toBeGreaterThan(0);
    for (const index of judgeIndexes) expect((await provider.waitForEnd(index, 30_000)).aborted).toBe(true);
    await expect.poll(() => panelRows(generationId), { timeout: 30_000 }).toEqual([{ status: 'stopped', verdict: null, debate_id: null }]);
    const [generation] = await generationsOf(db, user.id);
    expect(generation?.status).toBe('completed');
    const { error } = await user.db.rpc('save_debate', { p_generation_id: generationId, p_categories: ['Society'] });
    expect(error).toBeNull();
  }, 120_000);
});
