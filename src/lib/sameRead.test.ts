import { describe, expect, it } from 'vitest';
import { sameRead } from './sameRead.ts';

describe('sameRead', () => {
  it('is true for the same values in new objects and false for any changed field', () => {
    const shown = { status: 'decided', winner_speaker: 2, margin: 33.3, deltas: [{ id: 'd1' }] };
    expect(sameRead(shown, { status: 'decided', winner_speaker: 2, margin: 33.3, deltas: [{ id: 'd1' }] })).toBe(true);
    expect(sameRead(shown, { ...shown, margin: 40 })).toBe(false);
    expect(sameRead(shown, { ...shown, deltas: [] })).toBe(false);
    expect(sameRead(null, shown)).toBe(false);
  });
});
