import { describe, expect, it } from 'vitest';
import type { Debater } from './debater.ts';
import { ballotFor, type BallotWriter } from '../_shared/judging/ballot.ts';
import type { StoredGeneration } from './debate-store.ts';
import { ballotSidesOf, ModelTurnFailed, parsePersonTurn, splitSeat, withoutFallbacks, writeBallots } from './person-turns.ts';

const debaterAnswering = (fallback: boolean): Debater => ({
  generator: 'provider',
  generateTurn: async () => ({
    text: fallback ? 'An error occurred while generating the argument.' : 'An answer.',
    summary: 's',
    fallback,
  }),
});
const io = { signal: new AbortController().signal, onDelta: () => undefined };
const request = { sequence: 3 } as Parameters<Debater['generateTurn']>[0];

describe('a person in a seat', () => {
  it('takes the seat out of the settings, and refuses a seat that is neither speaker', () => {
    expect(splitSeat({ topic: 't', seat: 1 })).toEqual({ seat: 1, settings: { topic: 't' } });
    expect(splitSeat({ topic: 't' })).toEqual({ seat: null, settings: { topic: 't' } });
    expect(splitSeat({ topic: 't', seat: 2 })).toEqual({ error: 'must be 0 (First Speaker) or 1 (Second Speaker)' });
  });

  it("a model's fallback is not written in a person's debate: the turn fails instead", async () => {
    await expect(withoutFallbacks(debaterAnswering(true)).generateTurn(request, io)).rejects.toBeInstanceOf(ModelTurnFailed);
    await expect(withoutFallbacks(debaterAnswering(false)).generateTurn(request, io)).resolves.toMatchObject({ text: 'An answer.' });
  });

  it('reads a turn, naming the field that is wrong', () => {
    const generationId = '3f1c2a4e-1b2c-4d5e-8f90-0123456789ab';
    expect(parsePersonTurn({ generationId, sequence: 2, text: 'Mine.' })).toMatchObject({ ok: true, value: { sequence: 2 } });
    expect(parsePersonTurn({ generationId: 'x', sequence: 2, text: 'Mine.' })).toMatchObject({ ok: false, field: 'generationId' });
    expect(parsePersonTurn({ generationId, sequence: -1, text: 'Mine.' })).toMatchObject({ ok: false, field: 'sequence' });
  });

  it("writes each person side's ballot with the panel's writer, or the offline judge's without one", async () => {
    const turns = [0, 1, 2, 3, 4, 5].map((sequence) => ({
      role: 'speaker',
      complete: true,
      roundIndex: Math.floor(sequence / 2),
      speakerIndex: sequence % 2,
      text: `Turn ${sequence} says Pontevedra kept its shops.`,
    }));
    const plan = [0, 1, 2, 3, 4, 5].map((sequence) => ({ author: sequence % 2 === 1 ? 'person' : 'model', speakerIndex: sequence % 2 }));
    const stored = { settings: { topic: 'Should cities ban cars?' }, turns, plan } as unknown as Pick<
      StoredGeneration,
      'plan' | 'turns' | 'settings'
    >;
    const sides = ballotSidesOf(stored);
    expect(sides.sides).toEqual([1]);
    const asked: Array<0 | 1> = [];
    const writer: BallotWriter = {
      write: async (_transcript, speakerIndex) => {
        asked.push(speakerIndex);
        return { judge: 'provider', model: 'gpt-4', speakerIndex, arguments: [], dropped: [], improvements: ['One.', 'Two.'] };
      },
    };
    expect(await writeBallots(writer, sides)).toEqual([expect.objectContaining({ judge: 'provider', model: 'gpt-4', speakerIndex: 1 })]);
    expect(asked).toEqual([1]);
    expect(await writeBallots(undefined, sides)).toEqual([ballotFor(sides.transcript, 1)]);
  });
});
