import { describe, expect, it } from 'vitest';
import { createDemoDebater, readTopic, writeDemoTurn } from './demo-debater.ts';
import { runDebate } from './sequencer.ts';
import { settings } from './test-fixtures.ts';
import { planTurns, type CompletedTurn } from './turns.ts';
import type { DebateSettings } from './settings.ts';

const noPause = async () => undefined;

async function demoDebate(s: DebateSettings): Promise<CompletedTurn[]> {
  return runDebate({
    settings: s,
    debater: createDemoDebater({ tokenDelayMs: 0, sleep: noPause }),
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
  it('reads a question topic and picks a focus phrase from it', () => {
    expect(readTopic('Should social media be regulated like tobacco?')).toEqual({
      topic: 'Should social media be regulated like tobacco',
      isQuestion: true,
      focus: 'social media',
    });
    expect(readTopic('Remote work beats the office.')).toMatchObject({ isQuestion: false, focus: 'remote work beats' });
    expect(readTopic('Is it?').focus).toBe('this issue');
  });
});

describe('the offline demo debater', () => {
  it('writes a whole debate for the topic, deterministically', async () => {
    const first = await demoDebate(settings());
    const again = await demoDebate(settings());
    expect(again).toEqual(first);
    expect(first).toHaveLength(6);
    for (const turn of first) {
      expect(turn.fallback).toBe(false);
      expect(turn.text.split(/\s+/).length).toBeGreaterThan(60);
      expect(sentences(turn.summary)).toBeLessThanOrEqual(3);
    }
    expect(first[0]?.text).toContain('"Should cities ban cars from downtown areas?"');
    expect(first[0]?.text).toContain('downtown areas');
  });

  it("argues the speaker's side: yes for a positive stance, no for a negative one, neither when neutral", async () => {
    const [pro, con] = await demoDebate(settings());
    expect(pro?.text).toMatch(/my answer is a clear yes/);
    expect(pro?.text).toContain('For (0.6)');
    expect(con?.text).toMatch(/my answer is a clear no/);
    expect(con?.text).toContain('Against (-0.6)');

    const strong = await demoDebate(settings({ model1: { ...settings().model1, stance: 1 } }));
    expect(strong[0]?.text).toMatch(/an emphatic yes/);
    const neutral = await demoDebate(settings({ model1: { ...settings().model1, stance: 0 } }));
    expect(neutral[0]?.text).toMatch(/neither camp has the whole truth/);
  });

  it('speaks in the rhetoric style and the debate style', async () => {
    const formal = await demoDebate(settings());
    expect(formal[0]?.text).toContain('Allow me to set out my position');
    expect(formal[1]?.text).toContain('Let me be blunt');
    const casual = await demoDebate(settings({ debateStyle: 'parliamentary', model1: { ...settings().model1, rhetoricStyle: 'casual' } }));
    expect(casual[0]?.text).toContain("Okay, here's how I see it.");
    expect(casual[0]?.text).toMatch(/^Mr Speaker, I rise for the Government\./);
    expect(casual[1]?.text).toMatch(/^Mr Speaker, I rise for the Opposition\./);
    const crossfire = await demoDebate(settings({ debateStyle: 'crossfire' }));
    expect(crossfire[0]?.text).toMatch(/what is your plan for downtown areas\?$/);
  });

  it("writes each round differently: a case, a rebuttal of the opponent's points, a closing", async () => {
    const turns = await demoDebate(settings());
    // The second speaker's case named its points in its summary; the rebuttal answers two of them.
    const opponentPoints = /rests on (.+), (.+) and (.+)\.$/.exec(turns[1]!.summary)!;
    expect(turns[2]?.text).toContain(`My opponent leans on ${opponentPoints[1]} and ${opponentPoints[2]}.`);
    expect(turns[4]?.text).toMatch(/^To close\./);
    expect(turns[5]?.text).toMatch(/^To close\./);
    expect(new Set(turns.map((t) => t.text)).size).toBe(6);
  });

  it('changes with the topic', async () => {
    const other = await demoDebate(settings({ topic: 'Is nuclear power the answer to climate change?' }));
    expect(other[0]?.text).toContain('"Is nuclear power the answer to climate change?"');
    expect(other[0]?.text).not.toContain('downtown');
  });

  it('opens and closes as a neutral moderator', async () => {
    const turns = await demoDebate(settings({ moderatorEnabled: true }));
    expect(turns).toHaveLength(8);
    expect(turns[0]?.text).toMatch(/^Welcome to this structured debate on "Should cities ban cars/);
    expect(turns[7]?.text).toContain('That concludes our debate');
    const firstPoints = /rests on (.+)\.$/.exec(turns[1]!.summary)![1]!;
    const secondPoints = /rests on (.+)\.$/.exec(turns[2]!.summary)![1]!;
    expect(turns[7]?.text).toContain(`The First Speaker, For (0.6), argued from ${firstPoints}.`);
    expect(turns[7]?.text).toContain(`The Second Speaker, Against (-0.6), argued from ${secondPoints}.`);
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
    expect(output).toEqual({ ...writeDemoTurn({ settings: settings(), turn: planTurns(false)[0]!, sequence: 0, previous: [] }), fallback: false });
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
