// The handler gives the allowance back exactly when every turn fell back, and says so in `done`.
import { describe, expect, it } from 'vitest';
import type { CallerCheck } from '../_shared/caller.ts';
import { readSseFrames } from '../_shared/sse.ts';
import {
  ALLOWANCE_RETURNED_MESSAGE,
  debateEventSchema,
  FALLBACK_SUMMARY,
  FALLBACK_TEXT,
  type DebateEvent,
} from '../_shared/contract/sse-events.ts';
import type { DebateStore } from './debate-store.ts';
import type { Debater } from './debater.ts';
import { createGenerateDebateHandler } from './handler.ts';
import { validBody } from './test-fixtures.ts';

// Verifying the session is the caller check's business (tested through the stack); here it accepts this one token.
const userJwt = 'a-verified-session-token';
const caller: CallerCheck = {
  identify: async (request) =>
    request.headers.get('Authorization') === `Bearer ${userJwt}` ? { kind: 'user', userId: 'user-1' } : { kind: 'none' },
};

function storeRecording() {
  const returned: string[] = [];
  const store: DebateStore = {
    begin: async () => ({ ok: true, debate: { generationId: 'gen-1', freeDebatesRemaining: 0, totalDebates: 2 } }),
    beginContinuation: () => Promise.reject(new Error('not continued here')),
    beginRematch: () => Promise.reject(new Error('not rematched here')),
    speakersOf: () => Promise.reject(new Error('not read here')),
    readGeneration: () => Promise.reject(new Error('not read here')),
    recordTurn: async () => 'running',
    heartbeat: async () => 'running',
    finish: async () => undefined,
    end: async () => undefined,
    returnAllowance: async (id) => {
      returned.push(id);
      return { returned: true, freeDebatesRemaining: 1, totalDebates: 1 };
    },
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
  return { store, returned };
}

function debater(fallbackAt: (sequence: number) => boolean): Debater {
  return {
    generator: 'provider',
    generateTurn: async ({ sequence }) =>
      fallbackAt(sequence)
        ? { text: FALLBACK_TEXT, summary: FALLBACK_SUMMARY, fallback: true }
        : { text: 'Real text.', summary: 'Real.', fallback: false },
  };
}

async function run(d: Debater, store: DebateStore): Promise<DebateEvent[]> {
  const handle = createGenerateDebateHandler({
    modelNames: ['gpt-4', 'gpt-3.5-turbo'],
    debater: d,
    panel: () => ({ generator: 'provider', judges: [] }),
    store,
    caller,
    turnPauseMs: 0,
    log: () => undefined,
  });
  const response = await handle(
    new Request('http://functions.local/generate-debate', {
      method: 'POST',
      headers: { Authorization: `Bearer ${userJwt}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(validBody()),
    }),
  );
  expect(response.status).toBe(200);
  const events: DebateEvent[] = [];
  for await (const frame of readSseFrames(response.body!)) events.push(debateEventSchema.parse(JSON.parse(frame.data)));
  return events;
}

describe('the allowance of a debate that failed throughout', () => {
  it('is given back, and done says so with the new numbers and the message', async () => {
    const { store, returned } = storeRecording();
    const events = await run(
      debater(() => true),
      store,
    );
    expect(returned).toEqual(['gen-1']);
    expect(events.at(-1)).toMatchObject({
      type: 'done',
      allowanceReturned: { freeDebatesRemaining: 1, totalDebates: 1, message: ALLOWANCE_RETURNED_MESSAGE },
    });
  });

  it('is kept when any turn produced real text', async () => {
    const { store, returned } = storeRecording();
    const events = await run(
      debater((sequence) => sequence !== 3),
      store,
    );
    expect(returned).toEqual([]);
    const done = events.at(-1);
    expect(done?.type).toBe('done');
    expect(done && 'allowanceReturned' in done ? done.allowanceReturned : undefined).toBeUndefined();
  });
});
