// The offline demo judge's reading of a transcript: the arguments each speaker made, by name, and
// which of the opponent's they answered and which they left standing.
import { describe, expect, it } from 'vitest';
import { writeDemoTurn } from '../demo-debater.ts';
import type { DebateSettings } from '../settings.ts';
import { settings } from '../test-fixtures.ts';
import { planTurns, type CompletedTurn } from '../turns.ts';
import { appraisalReasons, appraisalScores, appraise } from './appraisal.ts';
import { findInBank } from './bank/index.ts';

function transcriptOf(s: DebateSettings) {
  const done: CompletedTurn[] = [];
  for (const [sequence, turn] of planTurns(false).entries())
    done.push({ turn, ...writeDemoTurn({ settings: s, turn, sequence, previous: done }), fallback: false });
  return {
    topic: s.topic,
    turns: done.map((t) => {
      if (t.turn.role !== 'speaker') throw new Error('no moderator here');
      return { roundIndex: t.turn.roundIndex, speakerIndex: t.turn.speakerIndex, text: t.text };
    }),
  };
}

describe("the demo judge's appraisal", () => {
  it("names each speaker's arguments from the bank and counts the answers", () => {
    const transcript = transcriptOf(settings());
    const bank = findInBank(settings().topic)!.entry;
    const [first, second] = appraise(transcript);
    expect(first.made.length).toBe(3);
    expect(second.made.length).toBe(3);
    for (const p of first.made) expect(bank.for.map((b) => b.name)).toContain(p.name);
    for (const p of second.made) expect(bank.against.map((b) => b.name)).toContain(p.name);
    // The demo debater answers every argument of the other side by the end of the debate.
    expect(first.answered.sort()).toEqual(second.made.map((p) => p.name).sort());
    expect(first.standing).toEqual([]);
    const reasons = appraisalReasons(first, second);
    for (const p of first.made) expect(reasons.argument).toContain(p.name);
    expect(reasons.engagement).toMatch(/^Speaker A answered all 3 of Speaker B's points; Speaker B answered/);
    for (const reason of Object.values(reasons)) {
      expect(reason.length).toBeLessThanOrEqual(500);
      expect(reason).not.toMatch(/\bwords\b|average/);
    }
  });

  it('names the argument a speaker left standing, and scores the engagement lower', () => {
    const transcript = transcriptOf(settings());
    // The second speaker stops engaging after the opening: a rebuttal and a closing that answer nothing.
    const silent = {
      ...transcript,
      turns: transcript.turns.map((t) =>
        t.speakerIndex === 1 && t.roundIndex > 0 ? { ...t, text: 'I have nothing to add. Thank you for listening.' } : t,
      ),
    };
    const [first, second] = appraise(silent);
    expect(second.answered).toEqual([]);
    expect(second.standing.length).toBe(first.made.length);
    const reasons = appraisalReasons(first, second);
    expect(reasons.engagement).toContain(`Speaker B answered none of Speaker A's ${first.made.length} points`);
    expect(appraisalScores(second, first).engagement).toBeLessThan(appraisalScores(first, second).engagement);
    // Arguments the other side never touched count for the speaker who made them.
    expect(appraisalScores(first, second).argument).toBeGreaterThan(appraisalScores(second, first).argument);
  });

  it('reads a typed-in topic by its generic arguments', () => {
    const [first, second] = appraise(transcriptOf(settings({ topic: 'Ban leaf blowers' })));
    expect(first.made.length).toBeGreaterThan(0);
    expect(second.made.length).toBeGreaterThan(0);
    expect(appraisalReasons(first, second).argument).toMatch(/^Speaker A made \d points \(the /);
  });
});
