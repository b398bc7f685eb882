// Reading a provider judge's ballot: the JSON object as asked, the same in a code fence or with chatter
// around it, and answers that are no ballot (missing fields, too few tips, no JSON) named as unusable.
import { describe, expect, it } from 'vitest';
import { buildBallotMessages, readBallot } from './ballot-prompt.ts';

const ballot = {
  arguments: [
    { name: 'Pontevedra kept its shops', strength: 'strong', reason: 'A named town and a date back it.' },
    { name: 'Clean air', strength: 'Weak ', reason: '  No figure\n behind it.  ' },
  ],
  dropped: ['deliveries need vans'],
  improvements: ['Answer the vans with the morning delivery windows.', 'Put a figure on the air.', 'Recap Pontevedra last.', 'A fourth.'],
};

describe("a provider judge's ballot", () => {
  it('is read from the JSON object asked for, its text tidied and at most three tips kept', () => {
    const reading = readBallot(JSON.stringify(ballot));
    expect(reading).toEqual({
      ok: true,
      ballot: {
        arguments: [
          { name: 'Pontevedra kept its shops', strength: 'strong', reason: 'A named town and a date back it.' },
          { name: 'Clean air', strength: 'weak', reason: 'No figure behind it.' },
        ],
        dropped: ['deliveries need vans'],
        improvements: ballot.improvements.slice(0, 3),
      },
    });
  });

  it('is read from a code fence with chatter around it', () => {
    const reading = readBallot(`Here is the ballot:\n\`\`\`json\n${JSON.stringify(ballot, null, 2)}\n\`\`\`\nGood luck!`);
    expect(reading.ok && reading.ballot.dropped).toEqual(['deliveries need vans']);
  });

  it('is unusable when a field is missing, a strength is neither strong nor weak, or fewer than two tips are given', () => {
    const { dropped: _dropped, ...withoutDropped } = ballot;
    expect(readBallot(JSON.stringify(withoutDropped))).toEqual({ ok: false, problem: expect.stringContaining('dropped') });
    const unsure = { ...ballot, arguments: [{ name: 'Clean air', strength: 'fair', reason: 'Maybe.' }] };
    expect(readBallot(JSON.stringify(unsure))).toEqual({ ok: false, problem: expect.stringContaining('arguments.0.strength') });
    expect(readBallot(JSON.stringify({ ...ballot, improvements: ['Only one.'] }))).toEqual({
      ok: false,
      problem: expect.stringContaining('improvements'),
    });
    expect(readBallot(JSON.stringify({ ...ballot, improvements: ['   ', 'Two.'] }))).toMatchObject({ ok: false });
  });

  it('is unusable when the answer holds no JSON object', () => {
    expect(readBallot('You argued well; keep going.')).toEqual({ ok: false, problem: 'the answer holds no JSON object' });
    expect(readBallot('')).toMatchObject({ ok: false });
  });

  it("is asked for with the person's side as Speaker A, whichever seat they had", () => {
    const transcript = {
      topic: 'Should cities ban cars from downtown areas?',
      turns: [
        { roundIndex: 0 as const, speakerIndex: 0 as const, text: 'First opening.' },
        { roundIndex: 0 as const, speakerIndex: 1 as const, text: 'Second opening.' },
      ],
    };
    const [system, user] = buildBallotMessages(transcript, 1);
    expect(system?.content).toMatch(/ballot .*Speaker A.*JSON object/);
    expect(user?.content).toContain('Speaker A:\nSecond opening.');
    expect(user?.content).toContain('Speaker B:\nFirst opening.');
  });
});
