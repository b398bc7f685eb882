import { describe, expect, it } from 'vitest';
import { readVerdictContent, readVerdictJson, readVerdictProse } from './verdict-reader.ts';

const scores = { argument: 7, evidence: 6, engagement: 8, clarity: 9 };
const reasons = { argument: 'A.', evidence: 'B.', engagement: 'C.', clarity: 'D.' };
const verdict = { scores: { A: scores, B: { ...scores, clarity: 5 } }, reasons, winner: 'B', rationale: 'B answered more.' };

describe("reading a judge's answer", () => {
  it('reads the tool arguments strictly', () => {
    const reading = readVerdictJson(JSON.stringify(verdict));
    expect(reading).toMatchObject({ ok: true, parse: 'strict', verdict: { winner: 'B', rationale: 'B answered more.', reasons } });
  });

  it('reads a fenced object with chatter, a trailing comma and a raw line break leniently, numbers as strings too', () => {
    const raw = `Sure!\n\`\`\`json\n{"scores": {"Speaker A": {"argument": "7", "evidence": 6, "engagement": 8, "clarity": "9/10"}, "Speaker B": ${JSON.stringify(scores)}}, "winner": "Speaker A", "rationale": "line\nbreak",}\n\`\`\``;
    const reading = readVerdictJson(raw);
    expect(reading).toMatchObject({ ok: true, parse: 'lenient', verdict: { winner: 'A', reasons: null, rationale: 'line break' } });
    expect(reading.ok && reading.verdict.scores.A).toEqual(scores);
  });

  it('unwraps {"name", "arguments"} as some servers send it', () => {
    expect(readVerdictJson(JSON.stringify({ name: 'submit_verdict', arguments: JSON.stringify(verdict) }))).toMatchObject({
      ok: true,
      verdict: { winner: 'B' },
    });
  });

  it('names the problem of an unusable answer', () => {
    expect(readVerdictJson(JSON.stringify({ ...verdict, winner: 'C' }))).toEqual({
      ok: false,
      problem: 'the answer names no winner (A, B or tie)',
    });
    expect(readVerdictJson(JSON.stringify({ ...verdict, scores: { A: { ...scores, clarity: 11 }, B: scores } }))).toEqual({
      ok: false,
      problem: 'the answer lacks a score from 1 to 10 on every criterion for both speakers',
    });
  });

  it('reads prose with a winner line and n/10 scores, and refuses prose without them', () => {
    const prose =
      'Speaker A: strength of argument 6/10, evidence 5/10, engagement 7/10, clarity 8/10.\nSpeaker B: argument 8, evidence 7, engagement 6, clarity 9.\n**Winner: Speaker B.** Sharper throughout.';
    const reading = readVerdictProse(prose);
    expect(reading).toMatchObject({
      ok: true,
      parse: 'prose',
      verdict: {
        winner: 'B',
        scores: { A: { argument: 6, clarity: 8 }, B: { argument: 8, clarity: 9 } },
        rationale: 'Sharper throughout.',
      },
    });
    expect(readVerdictContent('Both were good. It is a tie.')).toEqual({
      ok: false,
      problem: 'the prose answer does not score both speakers on every criterion',
    });
    expect(readVerdictContent('Nice debate.')).toEqual({ ok: false, problem: 'the prose answer names no winner' });
  });
});
