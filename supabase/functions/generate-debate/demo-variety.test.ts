// The demo debater's variety rules over 20 sample topics drawn at random (fixed seed):
// no sentence repeats between turns of one debate, the topic never appears verbatim in a
// speaker's turn (only the moderator quotes it, once, when opening), 2–4 paragraphs per turn,
// summaries of at most 3 sentences, and every rebuttal quotes a claim the opponent made in
// their previous turn.
import { describe, expect, it } from 'vitest';
import { SAMPLE_TOPICS } from '../_shared/contract/sample-topics.ts';
import { createDemoDebater } from './demo-debater.ts';
import { seeded, shuffled } from './demo/random.ts';
import { splitSentences } from './demo/quotes.ts';
import { runDebate } from './sequencer.ts';
import type { DebateSettings, DebateStyle, RhetoricStyle } from './settings.ts';
import { settings } from './test-fixtures.ts';
import type { CompletedTurn } from './turns.ts';

const noPause = async () => undefined;
const STYLES: DebateStyle[] = ['structured', 'oxford', 'crossfire', 'parliamentary', 'comment_section'];
const RHETORIC: RhetoricStyle[] = ['standard', 'formal', 'casual', 'emotional', 'factual', 'adversarial'];
const STANCES = [1, 0.6, 0.4, 0, -0.4, -0.6, -1];

const random = seeded('issue-12 variety');
const topics = shuffled(SAMPLE_TOPICS, random).slice(0, 20);

function settingsFor(topic: string, i: number): DebateSettings {
  const base = settings();
  return settings({
    topic,
    debateStyle: STYLES[i % STYLES.length]!,
    moderatorEnabled: i % 3 === 0,
    model1: {
      ...base.model1,
      stance: STANCES[i % STANCES.length]!,
      rhetoricStyle: RHETORIC[i % RHETORIC.length]!,
      systemPrompt: i % 2 ? '' : base.model1.systemPrompt,
    },
    model2: { ...base.model2, stance: STANCES[(i * 3 + 2) % STANCES.length]!, rhetoricStyle: RHETORIC[(i + 2) % RHETORIC.length]! },
  });
}

const countSentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean).length;
const normalise = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

async function debate(s: DebateSettings): Promise<CompletedTurn[]> {
  return runDebate({
    settings: s,
    debater: createDemoDebater({ tokenDelayMs: 0, sleep: noPause, seed: 'variety' }),
    pauseMs: 0,
    sleep: noPause,
    signal: new AbortController().signal,
    emit: () => undefined,
  });
}

describe('the demo debater over 20 sample topics', () => {
  it('picks 20 distinct topics', () => {
    expect(new Set(topics).size).toBe(20);
  });

  for (const [i, topic] of topics.entries()) {
    it(`reads like a debate: ${topic}`, async () => {
      const s = settingsFor(topic, i);
      const turns = await debate(s);
      const bare = topic.replace(/[?.!\s]+$/, '').toLowerCase();
      const seen = new Map<string, number>();
      for (const [index, turn] of turns.entries()) {
        // 2–4 paragraphs separated by blank lines, each with real text.
        const paragraphs = turn.text.split(/\n\s*\n/);
        expect(paragraphs.length, turn.text).toBeGreaterThanOrEqual(2);
        expect(paragraphs.length, turn.text).toBeLessThanOrEqual(4);
        expect(paragraphs.every((p) => p.trim().length > 0)).toBe(true);
        expect(countSentences(turn.summary), turn.summary).toBeLessThanOrEqual(3);
        if (turn.turn.role === 'moderator' && turn.turn.phase === 'opening') {
          // The moderator reads the motion out once, as a quotation.
          expect(turn.text.toLowerCase().split(bare).length - 1, turn.text).toBe(1);
          expect(turn.text.toLowerCase()).toContain(`"${topic.toLowerCase()}"`);
        } else expect(turn.text.toLowerCase()).not.toContain(bare);
        expect(turn.summary.toLowerCase()).not.toContain(bare);
        for (const sentence of splitSentences(turn.text)) {
          const key = normalise(sentence);
          const earlier = seen.get(key);
          expect(earlier === undefined || earlier === index, `"${sentence}" repeats turn ${earlier} in turn ${index}`).toBe(true);
          seen.set(key, index);
        }
      }
      // Every rebuttal quotes a claim from the opponent's previous turn.
      for (const [index, turn] of turns.entries()) {
        if (turn.turn.role !== 'speaker' || turn.turn.roundType !== 'rebuttal') continue;
        const opponent = turn.turn.speakerIndex === 0 ? 1 : 0;
        const previous = turns
          .slice(0, index)
          .reverse()
          .find((t) => t.turn.role === 'speaker' && t.turn.speakerIndex === opponent)!;
        const quotes = [...turn.text.matchAll(/"([^"]{12,})"/g)].map((m) => m[1]!.replace(/…$/, '').toLowerCase());
        expect(quotes.length, turn.text).toBeGreaterThan(0);
        expect(
          quotes.some((q) => previous.text.toLowerCase().includes(q)),
          `${turn.text}\n---\n${previous.text}`,
        ).toBe(true);
      }
      // The two speakers argue differently: their constructive cases share no sentence.
      expect(turns.filter((t) => t.turn.role === 'speaker').length).toBe(6);
    });
  }
});
