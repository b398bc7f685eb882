import { describe, expect, it } from 'vitest';
import { createDemoDebater } from './demo-debater.ts';
import { assembleDebate, runDebate, type TurnEvent } from './sequencer.ts';
import { settings } from './test-fixtures.ts';
import { defaultPlan } from './turns.ts';
import type { DebateSettings } from './settings.ts';

function harness(s: DebateSettings, pauseMs = 1000) {
  const events: TurnEvent[] = [];
  const timeline: string[] = [];
  const controller = new AbortController();
  const run = runDebate({
    settings: s,
    debater: createDemoDebater({ tokenDelayMs: 0, sleep: async () => undefined }),
    pauseMs,
    signal: controller.signal,
    sleep: async (ms) => void timeline.push(`pause ${ms}`),
    emit: (event) => {
      events.push(event);
      if (event.type !== 'delta') timeline.push(`${event.type} ${event.sequence}`);
    },
  });
  return { run, events, timeline, controller };
}

describe('runDebate', () => {
  it('runs six turns in order with the configured pause between consecutive turns', async () => {
    const { run, timeline } = harness(settings());
    await run;
    expect(timeline).toEqual([
      'turn_start 0',
      'turn_end 0',
      'pause 1000',
      'turn_start 1',
      'turn_end 1',
      'pause 1000',
      'turn_start 2',
      'turn_end 2',
      'pause 1000',
      'turn_start 3',
      'turn_end 3',
      'pause 1000',
      'turn_start 4',
      'turn_end 4',
      'pause 1000',
      'turn_start 5',
      'turn_end 5',
    ]);
  });

  it("answers a person's turn at once: no pause before the first turn of a run, the pause between its own turns", async () => {
    const timeline: string[] = [];
    const plan = defaultPlan(false).map((entry) =>
      entry.turn.role === 'speaker' && entry.turn.speakerIndex === 0 ? { ...entry, author: 'person' as const } : entry,
    );
    const person = { turn: plan[0]!.turn, text: 'Streets belong to people.', summary: 'Streets.', fallback: false };
    await runDebate({
      settings: settings(),
      plan,
      previous: [person],
      debater: createDemoDebater({ tokenDelayMs: 0, sleep: async () => undefined }),
      pauseMs: 1000,
      signal: new AbortController().signal,
      sleep: async (ms) => void timeline.push(`pause ${ms}`),
      emit: (event) => void (event.type !== 'delta' && timeline.push(`${event.type} ${event.sequence}`)),
    });
    // The model's answer, then the runner stops at the person's next turn.
    expect(timeline).toEqual(['turn_start 1', 'turn_end 1']);
  });

  it("streams each turn's deltas between its start and end, adding up to the final text", async () => {
    const { run, events } = harness(settings());
    const completed = await run;
    for (const [sequence, done] of completed.entries()) {
      const deltas = events.filter((e) => e.type === 'delta' && e.sequence === sequence).map((e) => (e.type === 'delta' ? e.text : ''));
      expect(deltas.join('')).toBe(done.text);
      const end = events.find((e) => e.type === 'turn_end' && e.sequence === sequence);
      expect(end).toMatchObject({ text: done.text, summary: done.summary, fallback: false, turn: done.turn });
    }
  });

  it('adds the moderator turns around the rounds, eight turns and seven pauses', async () => {
    const { run, timeline } = harness(settings({ moderatorEnabled: true }), 250);
    const completed = await run;
    expect(
      completed.map((c) => (c.turn.role === 'moderator' ? c.turn.phase : c.turn.role === 'speaker' ? c.turn.roundType : c.turn.role)),
    ).toEqual(['opening', 'constructive', 'constructive', 'rebuttal', 'rebuttal', 'summary', 'summary', 'closing']);
    expect(timeline.filter((t) => t === 'pause 250')).toHaveLength(7);
  });

  it('stops at once when aborted during a pause, starting no further turn', async () => {
    const events: TurnEvent[] = [];
    const controller = new AbortController();
    const run = runDebate({
      settings: settings(),
      debater: createDemoDebater({ tokenDelayMs: 0, sleep: async () => undefined }),
      pauseMs: 1000,
      signal: controller.signal,
      sleep: async (_ms, signal) => {
        controller.abort(new Error('client gone'));
        signal.throwIfAborted();
      },
      emit: (event) => events.push(event),
    });
    await expect(run).rejects.toThrow('client gone');
    expect(events.filter((e) => e.type === 'turn_start')).toHaveLength(1);
  });

  it('assembles the debate and the six turns complete_generation records', async () => {
    const { run } = harness(settings({ moderatorEnabled: true }));
    const completed = await run;
    const debate = assembleDebate('gen-1', settings({ moderatorEnabled: true }), 'offline-demo', completed);
    expect(debate).toMatchObject({
      generationId: 'gen-1',
      generator: 'offline-demo',
      generatorLabel: 'offline demo (no AI provider configured)',
      moderatorEnabled: true,
      model1: { name: 'gpt-4', stance: 0.6, rhetoricStyle: 'formal' },
      model2: { name: 'gpt-3.5-turbo', stance: -0.6, rhetoricStyle: 'adversarial' },
    });
    expect(debate.moderatorOpening?.text).toBe(completed[0]?.text);
    expect(debate.moderatorClosing?.text).toBe(completed[7]?.text);
    expect(debate.turns.map((t) => `${t.roundIndex}${t.speakerIndex}${t.speaker}`)).toEqual([
      '00First Speaker',
      '01Second Speaker',
      '10First Speaker',
      '11Second Speaker',
      '20First Speaker',
      '21Second Speaker',
    ]);
  });
});
