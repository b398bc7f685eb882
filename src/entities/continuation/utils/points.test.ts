import { describe, expect, it } from 'vitest';
import { continuePoints, pointLabel } from './points.ts';

describe('continuePoints', () => {
  it('offers a hidden turn’s place in reading order, once, beside the visible turns and answered questions', () => {
    const visible = [
      { round: 0, speaker: 0 },
      { round: 1, speaker: 1 },
      { round: 0, speaker: 1 },
    ];
    // The owner reads their own hidden turn among the turns as well: one place all the same.
    const hidden = [
      { round: 1, speaker: 0 },
      { round: 0, speaker: 1 },
    ];
    const points = continuePoints(visible, hidden, [{ afterRound: 0, index: 0 }]);
    expect(points.map(pointLabel)).toEqual([
      'Round 1, First Speaker',
      'Round 1, Second Speaker',
      'Question 1',
      'Round 2, First Speaker',
      'Round 2, Second Speaker',
    ]);
  });

  it('offers nothing for a debate without turns', () => {
    expect(continuePoints([], [], [])).toEqual([]);
  });
});
