// A debate runs to its end on the server, reporting each turn to the database; it stops when the
// database says so, and a turn it cannot record ends it as failed. Whether anyone still watches
// the stream does not matter.
import { describe, expect, it } from 'vitest';
import type { DebateEvent } from '../_shared/contract/sse-events.ts';
import type { DebateStore } from './debate-store.ts';
import type { Debater } from './debater.ts';
import { runGeneration } from './runner.ts';
import { parseDebateSettings } from './settings.ts';
import { validBody } from './test-fixtures.ts';
import type { GenerationStatus, ReportedTurn } from './turn-reporter.ts';

interface Report {
  sequence: number;
  turn: ReportedTurn;
}

function fakeStore(answer: (report: Report, reports: Report[]) => GenerationStatus | Error = () => 'running') {
  const reports: Report[] = [];
  const calls: string[] = [];
  let heartbeats = 0;
  const store: DebateStore = {
    begin: () => Promise.reject(new Error('not begun here')),
    beginContinuation: () => Promise.reject(new Error('not continued here')),
    beginRematch: () => Promise.reject(new Error('not rematched here')),
    speakersOf: () => Promise.reject(new Error('not read here')),
    readGeneration: () => Promise.reject(new Error('not read here')),
    recordTurn: async (_id, sequence, turn) => {
      const report = { sequence, turn };
      const outcome = answer(report, reports);
      if (outcome instanceof Error) throw outcome;
      reports.push(report);
      return outcome;
    },
    heartbeat: async () => {
      heartbeats++;
      return 'running';
    },
    finish: async () => {
      calls.push('finish');
    },
    end: async (_id, status) => {
      calls.push(`end:${status}`);
    },
    returnAllowance: () => Promise.reject(new Error('nothing to give back')),
    openJudgePanel: async () => 'panel-1',
    recordJudges: async (_id, generator) => ({
      status: 'unavailable',
      generator,
      generatorLabel: 'AI judges',
      verdict: null,
      judgesTotal: 0,
      judgesCounted: 0,
      judgesSplit: 0,
      judgesUnavailable: 0,
      judgesForVerdict: 0,
      asked: false,
      judges: [],
    }),
  };
  return { store, reports, calls, heartbeats: () => heartbeats };
}

// Writes "Turn <n>" word by word; `onTurn` may hold a turn back.
function wordyDebater(onTurn: (sequence: number) => Promise<void> = async () => undefined): Debater & { asked: number[] } {
  const asked: number[] = [];
  return {
    asked,
    generator: 'offline-demo',
    async generateTurn({ sequence }, { onDelta, signal }) {
      asked.push(sequence);
      await onTurn(sequence);
      for (const word of ['Turn ', `${sequence} `, 'says ', 'this.']) {
        signal.throwIfAborted();
        onDelta(word);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      return { text: `Turn ${sequence} says this.`, summary: `Turn ${sequence}.`, fallback: false };
    },
  };
}

const settings = () => {
  const parsed = parseDebateSettings(validBody(), ['gpt-4', 'gpt-3.5-turbo']);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.settings;
};

function run(store: DebateStore, debater: Debater, extra: { heartbeatMs?: number } = {}) {
  const events: DebateEvent[] = [];
  const done = runGeneration({
    started: { generationId: 'gen-1', freeDebatesRemaining: 1, totalDebates: 1 },
    settings: settings(),
    debater,
    panel: () => ({ generator: debater.generator, judges: [] }),
    store,
    turnPauseMs: 0,
    log: () => undefined,
    send: (event) => events.push(event),
    watching: new AbortController().signal,
    progressMs: 1,
    heartbeatMs: extra.heartbeatMs ?? 60_000,
  });
  return { events, done };
}

describe('a debate run on the server', () => {
  it('records every turn in order, finished before the next begins, then finishes the debate', async () => {
    const { store, reports, calls } = fakeStore();
    const { events, done } = run(store, wordyDebater());
    await done;
    const finished = reports.filter((r) => r.turn.complete);
    expect(finished.map((r) => r.sequence)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(finished[3]?.turn).toMatchObject({
      role: 'speaker',
      roundIndex: 1,
      speakerIndex: 1,
      authorKind: 'demo',
      model: 'gpt-3.5-turbo',
    });
    // Nothing of a turn is written after it is finished, nor before the turn before it is finished.
    for (const [index, report] of reports.entries()) {
      const later = reports.slice(index + 1);
      if (report.turn.complete) expect(later.every((r) => r.sequence > report.sequence)).toBe(true);
    }
    expect(reports.some((r) => !r.turn.complete && r.turn.text.startsWith('Turn '))).toBe(true);
    expect(calls).toEqual(['finish']);
    expect(events.at(-1)?.type).toBe('done');
  });

  it('stops when the database says the owner stopped it, without finishing or writing more', async () => {
    const { store, reports, calls } = fakeStore((report, so) =>
      so.some((r) => r.sequence === 1 && r.turn.complete) && report.sequence === 2 ? 'stopped' : 'running',
    );
    const debater = wordyDebater();
    const { events, done } = run(store, debater);
    await done;
    expect(reports.filter((r) => r.turn.complete).map((r) => r.sequence)).toEqual([0, 1]);
    expect(Math.max(...debater.asked)).toBeLessThanOrEqual(3);
    expect(calls).toEqual([]);
    expect(events.at(-1)).toEqual({ type: 'stopped' });
  });

  it('ends as failed, keeping what was finished, when a finished turn cannot be recorded', async () => {
    const { store, calls } = fakeStore((report) =>
      report.sequence === 2 && report.turn.complete ? new Error('database away') : 'running',
    );
    const { events, done } = run(store, wordyDebater());
    await done;
    expect(calls).toEqual(['end:failed']);
    expect(events.at(-1)).toMatchObject({ type: 'error', code: 'internal' });
  });

  it('says it is at work while a model is silent', async () => {
    const { store, heartbeats } = fakeStore();
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { done } = run(
      store,
      wordyDebater((sequence) => (sequence === 1 ? held : Promise.resolve())),
      { heartbeatMs: 5 },
    );
    await expect.poll(heartbeats, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    release();
    await done;
  });
});
