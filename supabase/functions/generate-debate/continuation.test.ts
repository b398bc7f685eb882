// A continuation as the runner takes it up: the plan and copied turns the database keeps, the
// question's answers, the prompts that carry both, and the routes that start one.
import { describe, expect, it } from 'vitest';
import type { DebateEvent } from '../_shared/contract/sse-events.ts';
import type { CallerCheck } from '../_shared/caller.ts';
import type { DebateStore, StoredGeneration, StoredTurn } from './debate-store.ts';
import type { Debater } from './debater.ts';
import { writeDemoTurn } from './demo-debater.ts';
import { createGenerateDebateHandler } from './handler.ts';
import { buildTurnMessages, WITHHELD_TURN_NOTE } from './prompts.ts';
import { previousOf, storedRun } from './resume.ts';
import { runGeneration } from './runner.ts';
import { settings, validBody, MODEL_NAMES } from './test-fixtures.ts';
import type { ReportedTurn } from './turn-reporter.ts';
import { planTurns, type CompletedTurn, type StoredPlanEntry, type TurnRequest } from './turns.ts';

const QUESTION = 'What would change your mind?';

const entry = (role: string, roundIndex: number | null, speakerIndex: number | null, author: string, questionIndex: number | null = null) =>
  ({ role, roundIndex, speakerIndex, phase: null, questionIndex, author }) satisfies StoredPlanEntry;

/** Continued after Round 2 with a question: four copied turns, the question, two answers, Round 3. */
function continuation(): StoredGeneration {
  const plan = [
    entry('speaker', 0, 0, 'inherited'),
    entry('speaker', 0, 1, 'inherited'),
    entry('speaker', 1, 0, 'inherited'),
    entry('speaker', 1, 1, 'inherited'),
    entry('question', 1, null, 'person', 0),
    entry('answer', 1, 0, 'model', 0),
    entry('answer', 1, 1, 'model', 0),
    entry('speaker', 2, 0, 'model'),
    entry('speaker', 2, 1, 'model'),
  ];
  const copied = (sequence: number): StoredTurn => ({
    ...plan[sequence]!,
    sequence,
    text: `Copied turn ${sequence} from the original.`,
    summary: `Copied ${sequence}.`,
    complete: true,
    authorKind: 'model',
    model: sequence % 2 === 0 ? 'gpt-4' : 'gpt-3.5-turbo',
    inherited: true,
    withheld: false,
    authorName: null,
  });
  return {
    status: 'running',
    settings: validBody(),
    plan,
    turns: [
      copied(0),
      copied(1),
      copied(2),
      copied(3),
      {
        ...plan[4]!,
        sequence: 4,
        text: QUESTION,
        summary: QUESTION,
        complete: true,
        authorKind: 'person',
        model: null,
        inherited: false,
        withheld: false,
        authorName: 'Bob',
      },
    ],
    origin: { kind: 'continuation', debateId: 'd-1', afterLabel: 'Round 2, Second Speaker' },
  };
}

describe('a continuation taken up from the database', () => {
  it('starts at the first turn not yet written, with the copied turns and the question before it', () => {
    const prepared = storedRun(continuation(), MODEL_NAMES);
    expect(prepared.plan).toHaveLength(9);
    expect(prepared.prefix.map((p) => p.turn.role)).toEqual(['speaker', 'speaker', 'speaker', 'speaker', 'question']);
    expect(prepared.prefix[4]).toMatchObject({ authorKind: 'person', authorName: 'Bob', turn: { role: 'question', afterRound: 1 } });
    expect(prepared.plan[5]).toEqual({
      author: 'model',
      turn: { role: 'answer', questionIndex: 0, afterRound: 1, speakerIndex: 0, speaker: 'First Speaker' },
    });
  });

  it('never counts a turn written out of order as written (an unfinished turn ends the prefix)', () => {
    const stored = continuation();
    stored.turns[2] = { ...stored.turns[2]!, complete: false };
    expect(storedRun(stored, MODEL_NAMES).prefix).toHaveLength(2);
  });
});

describe('the prompts of a continuation', () => {
  const prepared = storedRun(continuation(), MODEL_NAMES);
  const previous = previousOf(prepared.prefix);

  it('give the first written turn the whole transcript so far, the copied turns included', () => {
    const request: TurnRequest = { settings: prepared.settings, turn: prepared.plan[5]!.turn, sequence: 5, previous };
    const [system, user] = buildTurnMessages(request);
    expect(system?.content).toMatch(/^A question has been put to both speakers between the rounds\. Answer it directly/);
    expect(user?.content).toContain(`The question put to both speakers: ${QUESTION}`);
    for (const copied of previous.slice(0, 4)) expect(user?.content).toContain(copied.text);
    expect(user?.content).toContain(`Question 1, put to both speakers after Round 2:\n${QUESTION}`);
  });

  it('give Round 3 the answers too, without the question line of an answer', () => {
    const answers = [
      { turn: prepared.plan[5]!.turn, text: 'Evidence would.', summary: 'Evidence.', fallback: false },
      { turn: prepared.plan[6]!.turn, text: 'Nothing would.', summary: 'Nothing.', fallback: false },
    ];
    const [system, user] = buildTurnMessages({
      settings: prepared.settings,
      turn: prepared.plan[7]!.turn,
      sequence: 7,
      previous: [...previous, ...answers],
    });
    expect(system?.content).toMatch(/^This is round 3, the summary\./);
    expect(user?.content).toContain('Answer to question 1: Second Speaker (Against (-0.6)):\nNothing would.');
    expect(user?.content).not.toContain('The question put to both speakers');
  });

  it('the offline demo answers the question it was asked, from its side', () => {
    const { text, summary } = writeDemoTurn({ settings: prepared.settings, turn: prepared.plan[6]!.turn, sequence: 6, previous });
    expect(text).toContain(QUESTION);
    expect(summary).toMatch(/Second Speaker/);
  });
});

/** The same continuation, its Round 1 Second Speaker's turn hidden by a moderator: copied withheld, with no text. */
function continuationWithHiddenTurn(): StoredGeneration {
  const stored = continuation();
  stored.turns[1] = { ...stored.turns[1]!, text: '', summary: '', authorKind: 'person', model: null, withheld: true };
  return stored;
}

describe('a continuation of a debate with a turn a moderator hid', () => {
  const prepared = storedRun(continuationWithHiddenTurn(), MODEL_NAMES);
  const previous = previousOf(prepared.prefix);
  const next: TurnRequest = { settings: prepared.settings, turn: prepared.plan[5]!.turn, sequence: 5, previous };

  it('keeps the withheld turn in its place, marked withheld, for the engine and the model', () => {
    expect(prepared.prefix.map((p) => p.withheld)).toEqual([false, true, false, false, false]);
    expect(previous[1]).toMatchObject({ withheld: true, text: '' });
  });

  it('tells the model the turn was withheld instead of giving it an empty argument to answer', () => {
    const [, user] = buildTurnMessages(next);
    expect(user?.content).toContain(`Constructive Arguments: Second Speaker (Against (-0.6)):\n${WITHHELD_TURN_NOTE}`);
    expect(user?.content).not.toMatch(/Second Speaker \([^)]*\)\):\n\n/);
    for (const copied of [previous[0]!, previous[2]!, previous[3]!]) expect(user?.content).toContain(copied.text);
  });

  it('lets the offline demo argue from what was said only, as if the withheld turn were not there', () => {
    // Three turns the demo wrote; the First Speaker's rebuttal (the one the Second Speaker's would answer) is withheld.
    const s = settings();
    const written: CompletedTurn[] = [];
    for (const [sequence, turn] of planTurns(false).slice(0, 3).entries())
      written.push({ turn, ...writeDemoTurn({ settings: s, turn, sequence, previous: written }), fallback: false });
    const withheld = [...written.slice(0, 2), { ...written[2]!, text: '', summary: '', withheld: true }];
    const rebuttal = { settings: s, turn: planTurns(false)[3]!, sequence: 3 };
    expect(writeDemoTurn({ ...rebuttal, previous: withheld })).toEqual(writeDemoTurn({ ...rebuttal, previous: written.slice(0, 2) }));
  });
});

describe('a continuation run on the server', () => {
  it('shows the written turns first, writes only the rest (answers in turn), and finishes', async () => {
    const reports: Array<{ sequence: number; turn: ReportedTurn }> = [];
    const calls: string[] = [];
    const asked: TurnRequest[] = [];
    const store = {
      recordTurn: async (_id: string, sequence: number, turn: ReportedTurn) => {
        reports.push({ sequence, turn });
        return 'running' as const;
      },
      heartbeat: async () => 'running' as const,
      finish: async () => void calls.push('finish'),
      end: async () => void calls.push('end'),
      returnAllowance: () => Promise.reject(new Error('nothing to give back')),
      openJudgePanel: async () => 'panel-1',
    } as unknown as DebateStore;
    const debater: Debater = {
      generator: 'provider',
      async generateTurn(request) {
        asked.push(request);
        return { text: `Written turn ${request.sequence}.`, summary: `Turn ${request.sequence}.`, fallback: false };
      },
    };
    const events: DebateEvent[] = [];
    await runGeneration({
      started: { generationId: 'gen-1', freeDebatesRemaining: 1, totalDebates: 3, turnCredit: 2 },
      ...storedRun(continuation(), MODEL_NAMES),
      debater,
      panel: () => ({ generator: 'provider', judges: [] }),
      store,
      turnPauseMs: 0,
      log: () => undefined,
      send: (event) => events.push(event),
      watching: new AbortController().signal,
      progressMs: 1,
      heartbeatMs: 60_000,
    });
    expect(events[0]).toMatchObject({
      type: 'start',
      turnCount: 9,
      turnCredit: 2,
      origin: { kind: 'continuation', afterLabel: 'Round 2, Second Speaker' },
    });
    expect(events[1]).toMatchObject({ type: 'prefix' });
    expect(events[1]?.type === 'prefix' && events[1].turns.map((t) => t.sequence)).toEqual([0, 1, 2, 3, 4]);
    expect(asked.map((r) => r.sequence)).toEqual([5, 6, 7, 8]);
    expect(asked[0]?.previous.map((p) => p.text).slice(0, 4)).toEqual([0, 1, 2, 3].map((n) => `Copied turn ${n} from the original.`));
    const finished = reports.filter((r) => r.turn.complete);
    expect(finished.map((r) => r.sequence)).toEqual([5, 6, 7, 8]);
    expect(finished[0]?.turn).toMatchObject({ role: 'answer', roundIndex: 1, speakerIndex: 0, questionIndex: 0, model: 'gpt-4' });
    expect(finished[1]?.turn).toMatchObject({ role: 'answer', speakerIndex: 1, model: 'gpt-3.5-turbo' });
    expect(calls).toEqual(['finish']);
    const done = events.at(-1);
    expect(done?.type).toBe('done');
    // The saved debate's six speaker turns: four copied, two written.
    expect(done?.type === 'done' && done.debate.turns.map((t) => t.text)).toEqual([
      ...[0, 1, 2, 3].map((n) => `Copied turn ${n} from the original.`),
      'Written turn 7.',
      'Written turn 8.',
    ]);
  });
});

describe('the routes that start a continuation or a rematch', () => {
  const userJwt = 'user.jwt';
  const caller: CallerCheck = {
    identify: async (request) =>
      request.headers.get('Authorization') === `Bearer ${userJwt}` ? { kind: 'user', userId: 'u' } : { kind: 'none' },
  };
  const begun: string[] = [];
  const store = {
    begin: () => Promise.reject(new Error('not a new debate')),
    beginContinuation: async () => {
      begun.push('continuation');
      return {
        ok: false,
        status: 400,
        error: { code: 'AG392', message: 'A question is put to both speakers after a round, once both have spoken.' },
      };
    },
    beginRematch: async () => {
      begun.push('rematch');
      return { ok: false, status: 402, error: { code: 'AG001', message: 'No free debates left.' } };
    },
    speakersOf: async (_auth: string, id: string) =>
      id.endsWith('1') ? (['gpt-4', 'claude-3'] as [string, string]) : (['gpt-4', 'gpt-3.5-turbo'] as [string, string]),
  } as unknown as DebateStore;
  const handle = createGenerateDebateHandler({
    modelNames: MODEL_NAMES,
    debater: { generator: 'offline-demo', generateTurn: () => Promise.reject(new Error('nothing runs')) },
    panel: () => ({ generator: 'offline-demo', judges: [] }),
    store,
    caller,
    turnPauseMs: 0,
  });
  const post = (path: string, body: unknown) =>
    handle(
      new Request(`http://functions.local/generate-debate${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${userJwt}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
  const speakers = { model1: settings().model1, model2: settings().model2 };
  const debateId = 'aaaaaaaa-0000-4000-8000-000000000002';

  it('refuses a continuation that names no turn before anything is spent', async () => {
    const response = await post('/continue', { debateId, after: { roundIndex: 5 }, ...speakers });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'validation_failed', field: 'after' } });
    expect(begun).toEqual([]);
  });

  it("answers the database's refusal in its own code and words", async () => {
    const response = await post('/continue', { debateId, after: { roundIndex: 1, speakerIndex: 0 }, question: 'Why?', ...speakers });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'AG392', message: 'A question is put to both speakers after a round, once both have spoken.' },
    });
  });

  it('refuses a rematch of models this deployment does not offer, before anything is spent', async () => {
    const response = await post('/rematch', { debateId: 'aaaaaaaa-0000-4000-8000-000000000001' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'validation_failed', field: 'model1.name' } });
    expect(begun).toEqual(['continuation']);
    const refused = await post('/rematch', { debateId });
    expect(refused.status).toBe(402);
    expect(begun).toEqual(['continuation', 'rematch']);
  });

  it('knows no other route', async () => {
    expect((await post('/extend', {})).status).toBe(404);
  });
});
