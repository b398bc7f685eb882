// The offline demo's summaries read like summaries (each turn shows its summary first, so on a fresh
// start they are the first text anyone reads): the speaker's strongest claims in plain sentences, at
// most three, never a stance label or number, every sentence with a verb, no sentence said twice in
// a debate — over the seeded debates and 20 sample topics in every stance.
import { describe, expect, it } from 'vitest';
import { seededDebates } from '../../scripts/gen-seed-debates.ts';
import { SAMPLE_TOPICS } from '../../supabase/functions/_shared/contract/sample-topics.ts';
import { writeDemoTurn } from '../../supabase/functions/generate-debate/demo-debater.ts';
import { BANK, findInBank } from '../../supabase/functions/generate-debate/demo/bank/index.ts';
import type { DebateSettings } from '../../supabase/functions/generate-debate/settings.ts';
import { planTurns, type CompletedTurn } from '../../supabase/functions/generate-debate/turns.ts';

const STANCE_WORDS = /\bstance\b|\b(strongly|slightly)\s+(for|against)\b|\((for|against|neutral)\b|\b(for|against|neutral)\s*\(/i;
const STANCE_NUMBER = /[-+]?\d\.\d/;
// Finite verbs and auxiliaries the demo's own summary lines use; a sentence with none of them is a
// fragment. The argument bank's claims, hinges and positions are hand-written sentences (checked in
// demo/bank/bank.test.ts) and are recognised as such.
const VERB =
  /\b(is|are|was|were|be|been|has|have|had|do|does|did|would|will|should|could|can|cannot|must|may|might|holds?|answers?|closes?|points?|decides?|creates?|dwarf|want|treats?|matters?|moved|heard|needs?|rests?|argue|rely|agree|weigh|point|answered)\b/i;
const BANK_SENTENCES = new Set(
  BANK.flatMap((entry) => [
    ...[...entry.for, ...entry.against].map((p) => p.claim),
    entry.hinge,
    ...[entry, ...(entry.also ?? [])].flatMap((e) => [`${e.yes}.`, `${e.no}.`]),
  ]).map((s) => s.toLowerCase()),
);
const BANK_CLAUSES = BANK.flatMap((entry) => [entry, ...(entry.also ?? [])].flatMap((e) => [e.yes, e.no]));
const handWritten = (sentence: string) =>
  BANK_SENTENCES.has(sentence.toLowerCase()) || BANK_CLAUSES.some((clause) => sentence.toLowerCase().includes(clause.toLowerCase()));
const expandContractions = (s: string) => s.replace(/\b(it|that|there|what)'s\b/gi, '$1 is').replace(/n't\b/g, ' not');

const sentencesOf = (summary: string) => summary.split(/(?<=[.!?])\s+(?=[A-Z"])/).filter(Boolean);

function debateOf(settings: DebateSettings): CompletedTurn[] {
  const done: CompletedTurn[] = [];
  for (const [sequence, turn] of planTurns(false).entries())
    done.push({ turn, ...writeDemoTurn({ settings, turn, sequence, previous: done }), fallback: false });
  return done;
}

function speaker(stance: number) {
  return { name: 'gpt-4', stance, rhetoricStyle: 'standard' as const, systemPrompt: '', maxTokens: 1000, showGuidance: false };
}

const stances: Array<[number, number]> = [
  [0.6, -0.6],
  [-0.9, 0.9],
  [0, 0.5],
  [0.4, 0.7],
];
const sampleDebates = SAMPLE_TOPICS.slice(0, 20).map((topic, i) => {
  const [s1, s2] = stances[i % stances.length]!;
  const settings: DebateSettings = {
    topic,
    rounds: 3,
    debateStyle: 'structured',
    moderatorEnabled: false,
    model1: speaker(s1),
    model2: speaker(s2),
  };
  return { settings, turns: debateOf(settings) };
});

describe("the offline demo's summaries", () => {
  const debates = [...seededDebates(), ...sampleDebates];

  it('cover the seeded debates and 20 sample topics', () => {
    expect(seededDebates()).toHaveLength(29);
    // Every seeded debate argues from the bank, not from the generic fallback.
    expect(
      seededDebates()
        .filter(({ settings }) => !findInBank(settings.topic))
        .map(({ settings }) => settings.topic),
    ).toEqual([]);
    expect(new Set(sampleDebates.map((d) => d.settings.topic)).size).toBe(20);
  });

  for (const { settings, turns } of debates) {
    it(`read like summaries: ${settings.topic}`, () => {
      const seen = new Set<string>();
      for (const { summary } of turns) {
        const sentences = sentencesOf(summary);
        expect(sentences.length).toBeGreaterThanOrEqual(1);
        expect(sentences.length).toBeLessThanOrEqual(3);
        expect(summary).not.toMatch(STANCE_WORDS);
        expect(summary).not.toMatch(STANCE_NUMBER);
        for (const sentence of sentences) {
          if (!handWritten(sentence)) expect(expandContractions(sentence), `"${sentence}" has no verb`).toMatch(VERB);
          expect(sentence).toMatch(/^[A-Z"].*[.!?]$/);
          expect(seen.has(sentence.toLowerCase()), `"${sentence}" repeats`).toBe(false);
          seen.add(sentence.toLowerCase());
        }
      }
    });
  }
});
