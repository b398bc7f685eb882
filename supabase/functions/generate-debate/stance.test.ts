import { describe, expect, it } from 'vitest';
import { describeStance } from './stance.ts';

describe('describeStance', () => {
  it('shows the label with the number to one decimal', () => {
    expect(describeStance(0.6)).toBe('For (0.6)');
    expect(describeStance(-1)).toBe('Strongly Against (-1.0)');
    expect(describeStance(0)).toBe('Neutral (0.0)');
  });
});
