// A person in a speaker's seat against a model, through the real stack and the real openai SDK
// against the local fake provider: the runner stops at the person's turn, the model answers the
// person's actual text, and a provider failure on the model's turn keeps the person's turns and
// leaves the debate to be resumed; the person's ballot is the AI judge's, or the offline judge's when
// the provider cannot write it.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBallotRequest, isJudgeRequest, startFakeOpenAIProvider, type FakeProvider } from '../../fakes/openai-provider.ts';
import type { DebateEvent } from '../../../supabase/functions/_shared/contract/sse-events.ts';
import { database, postDebate, readEvents, signUpNewUser, startProviderRuntime, usageOf, validSettings } from './helpers.ts';

let db: pg.Client;
let provider: FakeProvider;
let runtime: Awaited<ReturnType<typeof startProviderRuntime>>;

beforeAll(async () => {
  db = await database();
  provider = await startFakeOpenAIProvider({ chunkChars: 12 });
  runtime = await startProviderRuntime({
    AI_BASE_URL: provider.baseUrl,
    AI_API_KEY: 'sk-fake-provider',
    AI_MODEL_MAP: 'gpt-4=fake-large,gpt-3.5-turbo=fake-small',
    AI_MAX_RETRIES: '0',
  });
}, 60_000);
afterAll(async () => {
  await runtime?.stop();
  await provider?.stop();
  await db?.end();
});

const OPENING =
  'Downtown streets belong to people on foot. When Pontevedra closed its centre to cars, shops stayed open and the air cleared within a year.';
const REBUTTAL =
  'My opponent worries about deliveries, yet every pedestrian centre in Europe schedules them before ten in the morning without trouble.';

async function turnsOf(generationId: string) {
  const { rows } = await db.query<{ sequence: number; author_kind: string; text: string; complete: boolean }>(
    'select sequence, author_kind, text, complete from public.generation_turns where generation_id = $1 order by sequence',
    [generationId],
  );
  return rows;
}

function post(path: string, body: unknown, token: string) {
  return postDebate(`${runtime.functionUrl}${path}`, body, token);
}

const only = <T extends DebateEvent['type']>(events: DebateEvent[], type: T) =>
  events.filter((e): e is Extract<DebateEvent, { type: T }> => e.type === type);

describe('a person speaks as First Speaker against a model', () => {
  it('waits for the person, answers their actual text, and resumes after a provider failure with their turns intact', async () => {
    provider.reset();
    const alice = await signUpNewUser('seat');
    const before = await usageOf(db, alice.id);

    // Starting: her seat first, so the runner writes nothing yet.
    const started = await readEvents(await post('', { ...validSettings(), seat: 0 }, alice.accessToken));
    const [start] = only(started, 'start');
    expect(start).toMatchObject({ generator: 'provider', turnCount: 6 });
    expect(only(started, 'turn_start')).toHaveLength(0);
    expect(provider.requests).toHaveLength(0);
    const generationId = start!.generationId;
    expect((await usageOf(db, alice.id))?.free_debates_remaining).toBe(before!.free_debates_remaining - 1);

    // Her opening: the model's rebuttal streams, written with her words before it.
    const answered = await readEvents(await post('/turn', { generationId, sequence: 0, text: OPENING }, alice.accessToken));
    const ends = only(answered, 'turn_end');
    expect(ends.map((e) => e.sequence)).toEqual([1]);
    const modelRequest = provider.requests.find((r) => !isJudgeRequest(r.body));
    expect(JSON.stringify(modelRequest?.body.messages)).toContain('Pontevedra closed its centre to cars');
    expect((await turnsOf(generationId)).map((t) => `${t.sequence}:${t.author_kind}`)).toEqual(['0:person', '1:model']);

    // A turn out of order, or twice, is the database's refusal.
    const twice = await post('/turn', { generationId, sequence: 0, text: OPENING }, alice.accessToken);
    expect(twice.status).toBe(400);
    expect(await twice.json()).toMatchObject({ error: { code: 'AG411' } });

    // The provider fails on the model's next turn: her rebuttal stays, nothing stands in for the model.
    provider.script({ kind: 'error', status: 400, message: 'Scripted outage' });
    const failed = await readEvents(await post('/turn', { generationId, sequence: 2, text: REBUTTAL }, alice.accessToken));
    expect(only(failed, 'error')).toEqual([expect.objectContaining({ code: 'model_failed' })]);
    const kept = await turnsOf(generationId);
    expect(kept.filter((t) => t.complete).map((t) => `${t.sequence}:${t.author_kind}`)).toEqual(['0:person', '1:model', '2:person']);
    expect(kept.find((t) => t.sequence === 2)?.text).toBe(REBUTTAL);
    const { rows: status } = await db.query<{ status: string }>('select status from public.debate_generations where id = $1', [
      generationId,
    ]);
    expect(status[0]?.status).toBe('running');

    // Resumed: the model's turn is written now, answering her rebuttal.
    const requestsBefore = provider.requests.length;
    let resumed: Response;
    // A failed run's last report may still count as a runner at work for a moment: ask until it does not.
    for (;;) {
      resumed = await post('/resume', { generationId }, alice.accessToken);
      if (resumed.status !== 400) break;
      expect(await resumed.json()).toMatchObject({ error: { code: 'AG420' } });
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(resumed.status).toBe(200);
    const again = await readEvents(resumed);
    expect(only(again, 'turn_end').map((e) => e.sequence)).toEqual([3]);
    expect(JSON.stringify(provider.requests[requestsBefore]?.body.messages)).toContain('schedules them before ten in the morning');
  }, 60_000);

  /** Bob as Second Speaker: the model opens, his three turns (the last one the debate's), the events of the last. */
  async function playAsSecond() {
    const bob = await signUpNewUser('second');
    const started = await readEvents(await post('', { ...validSettings(), seat: 1 }, bob.accessToken));
    const generationId = only(started, 'start')[0]!.generationId;
    expect(only(started, 'turn_end').map((e) => e.sequence)).toEqual([0]);
    let events: DebateEvent[] = started;
    for (const sequence of [1, 3, 5]) {
      const text = sequence === 1 ? OPENING : `${REBUTTAL} (turn ${sequence})`;
      events = await readEvents(await post('/turn', { generationId, sequence, text, summary: 'Deliveries work.' }, bob.accessToken));
    }
    return { generationId, events };
  }

  async function ballotsOf(generationId: string) {
    const { rows } = await db.query<{
      speaker_index: number;
      judge: string;
      ballot: { model?: string; arguments: Array<{ name: string; reason: string }>; improvements: string[] };
    }>('select speaker_index, judge, ballot from public.debate_ballots where generation_id = $1', [generationId]);
    return rows;
  }

  it('as Second Speaker: the model opens, the last turn is hers, and then the debate is complete, judged, and her ballot is the AI judge’s', async () => {
    provider.reset();
    const { generationId, events } = await playAsSecond();
    expect(only(events, 'done')).toHaveLength(1);
    const { rows } = await db.query<{ status: string }>('select status from public.debate_generations where id = $1', [generationId]);
    expect(rows[0]?.status).toBe('completed');
    expect((await turnsOf(generationId)).map((t) => t.author_kind)).toEqual(['model', 'person', 'model', 'person', 'model', 'person']);
    // Her ballot, asked once of the First Speaker's judge model with her side as Speaker A, and recorded as it answered.
    const ballotRequests = provider.requests.filter((r) => isBallotRequest(r.body));
    expect(ballotRequests).toHaveLength(1);
    expect(ballotRequests[0]!.body.model).toBe('fake-large');
    expect(ballotRequests[0]!.body.messages[1]?.content).toContain(`Speaker A:\n${OPENING}`);
    const ballots = await ballotsOf(generationId);
    expect(ballots.map((b) => [b.speaker_index, b.judge, b.ballot.model])).toEqual([[1, 'provider', 'gpt-4']]);
    expect(ballots[0]!.ballot.arguments).toEqual([
      {
        name: 'Downtown streets belong to people on',
        strength: 'strong',
        reason: 'Fake ballot judge fake-large: a named example carries it.',
      },
    ]);
    expect(ballots[0]!.ballot.improvements[0]).toBe('Fake ballot judge fake-large: answer the cost to shops with a figure.');
  }, 60_000);

  it("keeps the offline judge's ballot, labelled so, when the provider cannot write it", async () => {
    provider.reset();
    provider.setJudge('dead');
    try {
      const { generationId, events } = await playAsSecond();
      expect(only(events, 'done')).toHaveLength(1);
      // Asked (Deno's fetch may try a dropped connection once more), never answered.
      expect(provider.requests.filter((r) => isBallotRequest(r.body)).length).toBeGreaterThan(0);
      const ballots = await ballotsOf(generationId);
      expect(ballots.map((b) => [b.speaker_index, b.judge, b.ballot.model])).toEqual([[1, 'offline-demo', undefined]]);
      expect(ballots[0]!.ballot.improvements.length).toBeGreaterThanOrEqual(2);
      expect(JSON.stringify(ballots[0]!.ballot)).not.toContain('Fake ballot judge');
    } finally {
      provider.setJudge('fair');
    }
  }, 60_000);

  it("refuses another user's turn, and a seat that is neither speaker", async () => {
    const alice = await signUpNewUser('owner');
    const carol = await signUpNewUser('other');
    const started = await readEvents(await post('', { ...validSettings(), seat: 0 }, alice.accessToken));
    const generationId = only(started, 'start')[0]!.generationId;
    const intruder = await post('/turn', { generationId, sequence: 0, text: OPENING }, carol.accessToken);
    expect(intruder.status).toBe(400);
    expect(await intruder.json()).toMatchObject({ error: { code: 'AG020' } });
    const badSeat = await post('', { ...validSettings(), seat: 2 }, alice.accessToken);
    expect(badSeat.status).toBe(400);
    expect(await badSeat.json()).toMatchObject({ error: { code: 'validation_failed', field: 'seat' } });
  }, 60_000);
});
