import { describe, expect, it } from 'vitest';
import { roundStance, stanceLabel } from './stance.ts';

describe('stanceLabel (thresholds 0.3 / 0.8)', () => {
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
  ])('%s reads %s', (value, label) => {
    expect(stanceLabel(value)).toBe(label);
  });

  it('reads slider drift as the tenth it means', () => {
    expect(stanceLabel(0.1 + 0.2)).toBe('Neutral');
    expect(stanceLabel(-0.30000000000000004)).toBe('Against');
    expect(stanceLabel(0.7999999999)).toBe('For');
  });
});

describe('roundStance', () => {
  it('rounds to tenths and clamps to -1..1', () => {
    expect(roundStance(0.1 + 0.2)).toBe(0.3);
    expect(roundStance(1.4)).toBe(1);
    expect(roundStance(-3)).toBe(-1);
  });
});
