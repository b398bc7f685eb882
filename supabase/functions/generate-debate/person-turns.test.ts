import { describe, expect, it } from 'vitest';
import type { Debater } from './debater.ts';
import { ModelTurnFailed, parsePersonTurn, splitSeat, withoutFallbacks } from './person-turns.ts';

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
});
