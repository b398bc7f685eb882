import { describe, expect, it } from 'vitest';
import { describeStance, stanceLabel } from './stance.ts';

describe('stanceLabel', () => {
  it.each([
    [-1, 'Strongly Against'],
    [-0.8, 'Strongly Against'],
    [-0.7, 'Against'],
    [-0.3, 'Against'],
    [-0.2, 'Neutral'],
    [0, 'Neutral'],
    [0.2, 'Neutral'],
    [0.3, 'Neutral'],
    [0.4, 'For'],
    [0.8, 'For'],
    [0.9, 'Strongly For'],
    [1, 'Strongly For'],
  ])('labels %d as %s (thresholds 0.3 and 0.8)', (stance, label) => {
    expect(stanceLabel(stance)).toBe(label);
  });

  it('shows the label with the number to one decimal', () => {
    expect(describeStance(0.6)).toBe('For (0.6)');
    expect(describeStance(-1)).toBe('Strongly Against (-1.0)');
    expect(describeStance(0)).toBe('Neutral (0.0)');
  });
});
