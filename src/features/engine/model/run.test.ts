import { describe, expect, it } from 'vitest';
import type { DebateEvent } from '@contract/sse-events.ts';
import { parseServerTurn } from '../api/openGeneration.ts';
import { defaultSettings } from './settings.ts';
import { applyDebateEvent, currentTurn, groupTurns, isRunning, restoredRun, startingRun, stopRun, type RunState } from './run.ts';

const ref = (roundIndex: 0 | 1 | 2, speakerIndex: 0 | 1) =>
  ({
    role: 'speaker',
    roundIndex,
    roundType: (['constructive', 'rebuttal', 'summary'] as const)[roundIndex],
    speakerIndex,
    speaker: speakerIndex === 0 ? 'First Speaker' : 'Second Speaker',
  }) as const;

function fold(events: DebateEvent[]): RunState {
  return events.reduce(applyDebateEvent, startingRun('Topic'));
}

describe('applyDebateEvent', () => {
  it('tracks the turn being written and its streamed text', () => {
    const run = fold([
      {
        type: 'start',
        generationId: 'g',
        generator: 'offline-demo',
        generatorLabel: 'demo',
        freeDebatesRemaining: 1,
        totalDebates: 1,
        turnCount: 6,
      },
      { type: 'turn_start', sequence: 0, turn: ref(0, 0) },
      { type: 'delta', sequence: 0, text: 'Hello ' },
      { type: 'delta', sequence: 0, text: 'world' },
    ]);
    expect(run.phase).toBe('streaming');
    expect(run.generationId).toBe('g');
    expect(run.generatorLabel).toBe('demo');
    expect(currentTurn(run)?.text).toBe('Hello world');
    expect(currentTurn(run)?.ref).toEqual(ref(0, 0));
  });

  it('replaces the streamed text with the final one at turn_end', () => {
    const run = fold([
      { type: 'turn_start', sequence: 0, turn: ref(0, 0) },
      { type: 'delta', sequence: 0, text: 'draft' },
      { type: 'turn_end', sequence: 0, turn: ref(0, 0), text: 'final text', summary: 'sum', fallback: false },
    ]);
    expect(run.current).toBeNull();
    expect(run.turns).toEqual([{ sequence: 0, ref: ref(0, 0), text: 'final text', summary: 'sum', fallback: false, complete: true }]);
  });

  it('keeps a copied turn a moderator hid as withheld, with no text, and the others as copied', () => {
    const copied = { authorKind: 'person', model: null, inherited: true, authorName: null } as const;
    const run = fold([
      {
        type: 'prefix',
        turns: [
          {
            sequence: 0,
            turn: ref(0, 0),
            text: 'An opening.',
            summary: 'Opening.',
            ...copied,
            authorKind: 'model',
            model: 'gpt-4',
            withheld: false,
          },
          { sequence: 1, turn: ref(0, 1), text: '', summary: '', ...copied, withheld: true },
        ],
      },
    ]);
    expect(run.turns.map((t) => [t.sequence, t.text, t.withheld ?? false])).toEqual([
      [0, 'An opening.', false],
      [1, '', true],
    ]);
    expect(run.turns[1]?.author).toMatchObject({ inherited: true, kind: 'person' });
  });

  it('marks the run failed on an error event', () => {
    const run = fold([
      { type: 'turn_start', sequence: 0, turn: ref(0, 0) },
      { type: 'error', code: 'internal', message: 'x' },
    ]);
    expect(run.phase).toBe('failed');
    expect(run.current).toBeNull();
  });
});

describe('groupTurns', () => {
  it('groups finished speaker turns by round, first speaker first, moderator apart', () => {
    const end = (sequence: number, turn: ReturnType<typeof ref>) =>
      ({ type: 'turn_end', sequence, turn, text: 't', summary: 's', fallback: false }) as const;
    const run = fold([
      end(0, ref(0, 0)),
      end(1, ref(0, 1)),
      end(2, ref(1, 0)),
      { type: 'turn_start', sequence: 3, turn: ref(1, 1) },
      { type: 'turn_end', sequence: 9, turn: { role: 'moderator', phase: 'opening' }, text: 'Welcome', summary: 'W', fallback: false },
    ]);
    const groups = groupTurns(run.turns);
    expect(groups.rounds.map((r) => [r.roundIndex, r.turns.map((t) => t.sequence)])).toEqual([
      [0, [0, 1]],
      [1, [2]],
    ]);
    expect(groups.opening?.text).toBe('Welcome');
    expect(groups.closing).toBeNull();
  });
});

describe('the judges in a run', () => {
  const debate = {
    generationId: 'g',
    generator: 'provider',
    generatorLabel: 'AI provider',
    topic: 'Topic',
    debateStyle: 'structured',
    moderatorEnabled: false,
    model1: { name: 'gpt-4', stance: 0.6, rhetoricStyle: 'formal' },
    model2: { name: 'gpt-4', stance: -0.6, rhetoricStyle: 'casual' },
    moderatorOpening: null,
    moderatorClosing: null,
    turns: [],
  } as const;
  const judging: DebateEvent[] = [
    {
      type: 'judging_start',
      generator: 'provider',
      generatorLabel: 'AI judges',
      judges: [
        { index: 0, model: 'gpt-4' },
        { index: 1, model: 'judge-x' },
      ],
      passes: 2,
      debate: { ...debate, turns: [] },
    },
    { type: 'judge_pass_start', judge: 1, pass: 1 },
    { type: 'judge_pass_end', judge: 0, pass: 0, outcome: 'answered' },
  ];

  it('follows which judge is on which pass, still running, with the recorded debate', () => {
    const run = fold(judging);
    expect(run.phase).toBe('judging');
    expect(isRunning(run.phase)).toBe(true);
    expect(run.debate?.generationId).toBe('g');
    expect(run.judging?.judges.map((j) => j.passes)).toEqual([
      ['answered', 'waiting'],
      ['waiting', 'judging'],
    ]);
  });

  it('keeps the debate when stopped during judging: done, savable, judging stopped', () => {
    const run = stopRun(fold(judging));
    expect(run.phase).toBe('done');
    expect(run.generationId).toBe('g');
    expect(run.judging).toBeNull();
    expect(run.judges).toMatchObject({ status: 'stopped', judges: [] });
  });

  it('shows judges unavailable when done carries no panel', () => {
    const run = fold([...judging, { type: 'done', debate: { ...debate, turns: [] } }]);
    expect(run.judges).toMatchObject({ status: 'unavailable', generatorLabel: 'AI judges' });
  });
});

describe('a continuation found again', () => {
  it("reads a withheld copy from the database's turn as withheld, never as a turn with empty text", () => {
    const row = (sequence: number, speakerIndex: 0 | 1, text: string, withheld: boolean) => ({
      sequence,
      role: 'speaker',
      roundIndex: 0,
      speakerIndex,
      phase: null,
      questionIndex: null,
      text,
      summary: text,
      fallback: false,
      complete: true,
      authorKind: 'person',
      model: null,
      inherited: true,
      withheld,
      authorName: null,
    });
    expect(parseServerTurn(row(1, 1, '', true))).toMatchObject({ withheld: true, text: '' });
    expect(parseServerTurn(row(0, 0, 'Said.', false))).toMatchObject({ withheld: false, text: 'Said.' });
    const turns = [row(0, 0, 'Said.', false), row(1, 1, '', true)].map((r) => parseServerTurn(r)!);
    const run = restoredRun({
      id: 'g',
      status: 'running',
      stopReason: null,
      settings: defaultSettings(() => 0),
      generator: 'offline-demo',
      turnCount: 6,
      savedDebateId: null,
      origin: { kind: 'continuation', debateId: 'd', afterLabel: 'Round 1, Second Speaker' },
      turns,
    });
    expect(run.turns.map((t) => t.withheld ?? false)).toEqual([false, true]);
  });
});
