import { describe, expect, it } from 'vitest';
import { createDemoDebater, readTopic, writeDemoTurn } from './demo-debater.ts';
import { runDebate } from './sequencer.ts';
import { settings } from './test-fixtures.ts';
import { planTurns, type CompletedTurn } from './turns.ts';
import type { DebateSettings } from './settings.ts';

const noPause = async () => undefined;

async function demoDebate(s: DebateSettings, seed?: string): Promise<CompletedTurn[]> {
  return runDebate({
    settings: s,
    debater: createDemoDebater({ tokenDelayMs: 0, sleep: noPause, seed }),
    pauseMs: 0,
    sleep: noPause,
    signal: new AbortController().signal,
    emit: () => undefined,
  });
}

function sentences(text: string): number {
  return text.split(/(?<=[.!?])\s+/).filter(Boolean).length;
}

describe('readTopic', () => {
  it('turns the question into its subject and claim', () => {
    expect(readTopic('Should cities ban cars from downtown areas?')).toMatchObject({
      topic: 'Should cities ban cars from downtown areas',
      isQuestion: true,
      subject: 'banning cars from downtown areas',
      claim: 'cities should ban cars from downtown areas',
    });
    expect(readTopic('Should zoos be banned?').subject).toBe('banning zoos');
    expect(readTopic('Should college education be free?').subject).toBe('making college education free');
    expect(readTopic('Is it ethical to eat meat?').subject).toBe('eating meat');
    expect(readTopic('Is nuclear power the key to a clean energy future?')).toMatchObject({
      subject: 'accepting that nuclear power is the key to a clean energy future',
      focus: 'nuclear power',
      claim: 'nuclear power is the key to a clean energy future',
    });
    expect(readTopic('Does money buy happiness?')).toMatchObject({
      subject: 'accepting that money buys happiness',
      claim: 'money buys happiness',
    });
    expect(readTopic('Should there be a maximum wage?').subject).toBe('introducing a maximum wage');
    expect(readTopic('Remote work beats the office.')).toMatchObject({
      isQuestion: false,
      subject: 'the idea that remote work beats the office',
    });
  });
});

describe('the offline demo debater', () => {
  it('writes a whole debate for the topic, deterministically per seed', async () => {
    const first = await demoDebate(settings());
    const again = await demoDebate(settings());
    expect(again).toEqual(first);
    expect(first).toHaveLength(6);
    for (const turn of first) {
      expect(turn.fallback).toBe(false);
      expect(turn.text.split(/\s+/).length).toBeGreaterThan(50);
      expect(sentences(turn.summary)).toBeLessThanOrEqual(3);
      expect(turn.text).not.toContain('Should cities ban cars from downtown areas');
    }
    expect(first[0]?.text).toContain('banning cars from downtown areas');
    const seeded = await demoDebate(settings(), 'another seed');
    expect(seeded.map((t) => t.text)).not.toEqual(first.map((t) => t.text));
    expect(await demoDebate(settings(), 'another seed')).toEqual(seeded);
  });

  it("argues the speaker's side in the speaker's voice and the debate's format", async () => {
    const [pro, con] = await demoDebate(settings());
    expect(pro?.summary).toMatch(/^The First Speaker holds that cities should ban cars from downtown areas\./);
    expect(con?.summary).toMatch(/^The Second Speaker holds that it is a mistake to believe cities should ban cars from downtown areas\./);
    const formalOpeners = [
      'Allow me to set out my position with some care.',
      'I shall begin by stating the proposition precisely.',
      'Permit me to address the matter in order.',
      'It is appropriate to begin with first principles.',
    ];
    expect(formalOpeners.some((o) => pro!.text.startsWith(o))).toBe(true);
    expect(pro?.text).toContain('I speak here as a retired urban planner');
    const parliament = await demoDebate(settings({ debateStyle: 'parliamentary' }));
    expect(parliament[0]?.text).toMatch(/^Mr Speaker,/);
    expect(parliament[1]?.text).toMatch(/^Mr Speaker,/);
    const neutral = await demoDebate(settings({ model1: { ...settings().model1, stance: 0 } }));
    expect(neutral[0]?.summary).toContain('neither side has the whole truth on whether cities should ban cars');
  });

  it('opens and closes as a neutral moderator that recaps the speakers', async () => {
    const turns = await demoDebate(settings({ moderatorEnabled: true }));
    expect(turns).toHaveLength(8);
    expect(turns[0]?.text).toMatch(
      /^Welcome to this structured debate\. Tonight we ask whether cities should ban cars from downtown areas\./,
    );
    expect(turns[7]?.text).toContain('The First Speaker, For (0.6), built a case on');
    expect(turns[7]?.text).toContain('The Second Speaker, Against (-0.6), built a case on');
  });

  it('streams the text word by word, pausing between words, and the words add up to the text', async () => {
    const pauses: number[] = [];
    const deltas: string[] = [];
    const debater = createDemoDebater({ tokenDelayMs: 7, sleep: async (ms) => void pauses.push(ms) });
    const output = await debater.generateTurn(
      { settings: settings(), turn: planTurns(false)[0]!, sequence: 0, previous: [] },
      { signal: new AbortController().signal, onDelta: (t) => deltas.push(t) },
    );
    expect(deltas.join('')).toBe(output.text);
    expect(deltas.length).toBeGreaterThan(60);
    expect(deltas.every((d) => d.trim().split(/\s+/).length === 1)).toBe(true);
    expect(pauses).toHaveLength(deltas.length);
    expect(pauses.every((ms) => ms === 7)).toBe(true);
    expect(output).toEqual({
      ...writeDemoTurn({ settings: settings(), turn: planTurns(false)[0]!, sequence: 0, previous: [] }),
      fallback: false,
    });
  });

  it('stops streaming when the client goes away', async () => {
    const controller = new AbortController();
    const deltas: string[] = [];
    const debater = createDemoDebater({ tokenDelayMs: 0, sleep: async () => undefined });
    const run = debater.generateTurn(
      { settings: settings(), turn: planTurns(false)[0]!, sequence: 0, previous: [] },
      {
        signal: controller.signal,
        onDelta: (t) => {
          deltas.push(t);
          if (deltas.length === 5) controller.abort();
        },
      },
    );
    await expect(run).rejects.toThrow();
    expect(deltas).toHaveLength(5);
  });
});
