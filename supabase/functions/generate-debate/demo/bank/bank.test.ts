// The argument bank behind the demo debater: every topic of the random-topic button is in it, and
// every entry is written so the debater can use it — enough arguments per side, each a sentence that
// can be quoted back and recognised, with evidence and an answer, and no quotation marks or stance
// numbers that would confuse quoting and the viewer.
import { describe, expect, it } from 'vitest';
import { SAMPLE_TOPICS } from '../../../_shared/contract/sample-topics.ts';
import { BANK, findInBank, topicKey } from './index.ts';

const SENTENCE_END = /[.!?]$/;

describe('the argument bank', () => {
  it('covers every sample topic of the random-topic button', () => {
    expect(SAMPLE_TOPICS.filter((topic) => !findInBank(topic))).toEqual([]);
  });

  it('has one entry per topic and wording', () => {
    const keys = BANK.flatMap((entry) => [entry.topic, ...(entry.also ?? []).map((a) => a.topic)]).map(topicKey);
    expect(keys.length).toBe(new Set(keys).size);
  });

  for (const entry of BANK) {
    it(`is usable for: ${entry.topic}`, () => {
      const points = [...entry.for, ...entry.against];
      expect(entry.for.length).toBeGreaterThanOrEqual(4);
      expect(entry.against.length).toBeGreaterThanOrEqual(4);
      for (const text of [entry.hinge, entry.close.for, entry.close.against]) expect(text).toMatch(SENTENCE_END);
      for (const clause of [entry.yes, entry.no, entry.subject, entry.people]) expect(clause, clause).not.toMatch(/[.!?]$/);
      for (const point of points) {
        for (const text of [point.claim, point.support, point.answer]) expect(text, text).toMatch(SENTENCE_END);
        // Names sit inside sentences ("Nobody answered the Australian record.").
        expect(point.name, point.name).toMatch(/^[a-z]/);
        expect(point.name).not.toMatch(SENTENCE_END);
      }
      const all = [entry.hinge, entry.people, entry.yes, entry.no, ...points.flatMap((p) => [p.name, p.claim, p.support, p.answer])];
      // Straight double quotes delimit quotations of the opponent; stance numbers never appear in prose.
      for (const text of all) {
        expect(text, text).not.toContain('"');
        expect(text, text).not.toMatch(/\((?:[-+]?[01](?:\.\d)?)\)/);
      }
      // Each argument is recognised by its claim and each answer by its first sentence: no two may overlap.
      const claims = points.map((p) => p.claim.toLowerCase().replace(/\.$/, ''));
      const answers = points.map((p) => p.answer.split(/(?<=[.!?])\s/)[0]!.toLowerCase());
      for (const [i, claim] of claims.entries())
        expect(claims.filter((c, j) => j !== i && (c.includes(claim) || claim.includes(c)))).toEqual([]);
      expect(new Set(answers).size).toBe(answers.length);
      expect(new Set(points.map((p) => p.name)).size).toBe(points.length);
    });
  }

  it('never repeats a claim between topics', () => {
    const claims = BANK.flatMap((entry) => [...entry.for, ...entry.against].map((p) => p.claim));
    expect(claims.filter((c, i) => claims.indexOf(c) !== i)).toEqual([]);
  });
});
