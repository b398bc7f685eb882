import { describe, expect, it } from 'vitest';
import { createDemoDebater, writeDemoTurn } from './demo-debater.ts';
import { findInBank } from './demo/bank/index.ts';
import { readMotion } from './demo/motion.ts';
import { VOICES } from './demo/voices.ts';
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

const speakerTurns = (turns: CompletedTurn[], seat?: 0 | 1) =>
  turns.filter((t) => t.turn.role === 'speaker' && (seat === undefined || t.turn.speakerIndex === seat));
const lower = (text: string) => text.toLowerCase().replace(/’/g, "'");

describe('readMotion', () => {
  it('reads a typed-in topic into its subject and each side’s position', () => {
    expect(readMotion('Should cities ban cars from downtown areas?')).toMatchObject({
      kind: 'proposal',
      subject: 'banning cars from downtown areas',
      yes: 'cities should ban cars from downtown areas',
      no: 'cities should not ban cars from downtown areas',
    });
    expect(readMotion('Should zoos be banned?').subject).toBe('banning zoos');
    expect(readMotion('Should college education be free?').subject).toBe('making college education free');
    expect(readMotion('Should schools start later in the morning?').subject).toBe('schools starting later in the morning');
    expect(readMotion('Should there be a maximum wage?')).toMatchObject({
      subject: 'introducing a maximum wage',
      no: 'there should not be a maximum wage',
    });
    expect(readMotion('Is it ethical to eat meat?')).toMatchObject({
      kind: 'proposition',
      yes: 'it is ethical to eat meat',
      no: 'it is not ethical to eat meat',
    });
    expect(readMotion('Is board gaming better than video gaming for families?')).toMatchObject({
      yes: 'board gaming is better than video gaming for families',
      no: 'board gaming is not better than video gaming for families',
    });
    expect(readMotion('Does money buy happiness?')).toMatchObject({ yes: 'money buys happiness', no: 'money does not buy happiness' });
    expect(readMotion('Can money buy love?')).toMatchObject({ yes: 'money can buy love', no: 'money cannot buy love' });
    expect(readMotion('Ban leaf blowers')).toMatchObject({ kind: 'proposal', subject: 'banning leaf blowers' });
  });

  it('calls a topic it cannot read "the motion" instead of splicing its words into sentences', () => {
    for (const topic of [
      'Is 🍕 better cold the next morning? 🤔',
      'هل يجب أن يكون التعليم الجامعي مجانيًا؟',
      'Why is the sky blue?',
      'Pineapple on pizza: yes or no?',
      'Remote villages deserve the same broadband as cities.',
    ])
      expect(readMotion(topic), topic).toMatchObject({ kind: 'opaque', subject: 'the motion' });
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
    const seeded = await demoDebate(settings(), 'another seed');
    expect(seeded.map((t) => t.text)).not.toEqual(first.map((t) => t.text));
    expect(await demoDebate(settings(), 'another seed')).toEqual(seeded);
  });

  it('argues a bank topic from its own arguments, and each round does its job', async () => {
    const turns = await demoDebate(settings());
    const bank = findInBank(settings().topic)!;
    expect(bank.entry.topic).toBe('Should cities ban cars from their centers?');
    const forClaims = bank.entry.for.map((p) => lower(p.claim.replace(/\.$/, '')));
    const againstClaims = bank.entry.against.map((p) => lower(p.claim.replace(/\.$/, '')));
    const [open1, open2, rebut1, rebut2, close1, close2] = turns as [CompletedTurn, ...CompletedTurn[]];
    // Openings: two of the side's own arguments each.
    expect(forClaims.filter((c) => lower(open1.text).includes(c))).toHaveLength(2);
    expect(againstClaims.filter((c) => lower(open2!.text).includes(c))).toHaveLength(2);
    // Rebuttals: the answers to the arguments the opponent actually made, and one new argument.
    for (const [rebuttal, opponentOpening, theirs, mine, answersTo] of [
      [rebut1!, open2!, bank.entry.against, forClaims, bank.entry.against],
      [rebut2!, rebut1!, bank.entry.for, againstClaims, bank.entry.for],
    ] as const) {
      const made = theirs.filter((p) => lower(turns.map((t) => t.text).join(' ')).includes(lower(p.claim.replace(/\.$/, ''))));
      const answered = answersTo.filter((p) => lower(rebuttal.text).includes(lower(p.answer.split(/(?<=\.)\s/)[0]!)));
      expect(answered.length, rebuttal.text).toBeGreaterThan(0);
      expect(answered.every((p) => made.includes(p))).toBe(true);
      expect(mine.some((c) => lower(rebuttal.text).includes(c) && !lower(opponentOpening.text).includes(c))).toBe(true);
    }
    // Closings: no argument that was not already made earlier in the debate.
    for (const closing of [close1!, close2!]) {
      const earlier = lower(
        turns
          .slice(0, turns.indexOf(closing))
          .map((t) => t.text)
          .join(' '),
      );
      for (const claim of [...forClaims, ...againstClaims]) if (lower(closing.text).includes(claim)) expect(earlier).toContain(claim);
    }
  });

  it("argues the speaker's side in the speaker's voice, hint and format, in every turn", async () => {
    const turns = await demoDebate(settings());
    const [pro, con] = turns;
    expect(pro?.summary).toMatch(/^Cities should ban cars from downtown areas\./);
    expect(con?.summary).toMatch(/^Cities should not ban cars from downtown areas\./);
    expect(VOICES.formal.open.some((o) => pro!.text.startsWith(o))).toBe(true);
    // The personality hint ("A retired urban planner") speaks in every turn of its speaker, not once.
    for (const turn of speakerTurns(turns, 0)) expect(turn.text).toContain('retired urban planner');
    for (const turn of speakerTurns(turns, 1)) expect(turn.text).not.toContain('retired urban planner');
    // The casual voice talks in contractions in every turn; the formal one never does.
    const casual = await demoDebate(settings({ model2: { ...settings().model2, rhetoricStyle: 'casual' } }));
    for (const turn of speakerTurns(casual, 1)) expect(turn.text).toMatch(/\b\w+'(s|t|re|m|ll)\b/);
    for (const turn of speakerTurns(casual, 0)) expect(turn.text.replace(/"[^"]*"/g, '')).not.toMatch(/\b\w+n't\b/);
    const parliament = await demoDebate(settings({ debateStyle: 'parliamentary' }));
    for (const turn of speakerTurns(parliament)) expect(turn.text).toMatch(/^Mr Speaker,/);
    const neutral = await demoDebate(settings({ model1: { ...settings().model1, stance: 0 } }));
    expect(neutral[0]?.text).not.toMatch(/\b(yes|no):/i);
  });

  it('opens and closes as a neutral moderator that quotes the motion once and names positions in words', async () => {
    const turns = await demoDebate(settings({ moderatorEnabled: true, model1: { ...settings().model1, stance: 1 } }));
    expect(turns).toHaveLength(8);
    const [opening, closing] = [turns[0]!, turns[7]!];
    expect(opening.text.split('"Should cities ban cars from downtown areas?"')).toHaveLength(2);
    expect(opening.text).toMatch(/strong(ly)? (supporter|for|in favour)|firmly for/);
    expect(opening.text).toMatch(/against the motion|opposed to the motion|speaking against/);
    for (const turn of [opening, closing]) expect(`${turn.text} ${turn.summary}`).not.toMatch(/\d/);
    expect(closing.text).toMatch(/First Speaker/);
    expect(closing.text).toMatch(/Second Speaker/);
    expect(closing.text).not.toMatch(/\b(wins|won|winner is)\b/);
  });

  it('argues a typed-in topic without pasting it, even in another script', async () => {
    for (const topic of ['Ban leaf blowers', 'هل يجب أن يكون التعليم الجامعي مجانيًا؟', 'Is 🍕 better cold the next morning? 🤔']) {
      const turns = await demoDebate(settings({ topic, moderatorEnabled: true }));
      expect(turns).toHaveLength(8);
      const bare = topic.replace(/[?.!؟\s🤔]+$/u, '');
      for (const turn of speakerTurns(turns)) expect(turn.text, topic).not.toContain(bare);
      expect(turns[0]!.text.split(`"${topic}"`)).toHaveLength(2);
    }
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
