import { describe, expect, it } from 'vitest';
import type { DebateEvent } from '@contract/sse-events.ts';
import { applyDebateEvent, currentTurn, groupTurns, startingRun, type RunState } from './run.ts';

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
      { type: 'start', generationId: 'g', generator: 'offline-demo', generatorLabel: 'demo', freeDebatesRemaining: 1, totalDebates: 1, turnCount: 6 },
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
    expect(run.turns).toEqual([
      { sequence: 0, ref: ref(0, 0), text: 'final text', summary: 'sum', fallback: false, complete: true },
    ]);
  });

  it('marks the run failed on an error event', () => {
    const run = fold([{ type: 'turn_start', sequence: 0, turn: ref(0, 0) }, { type: 'error', code: 'internal', message: 'x' }]);
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
