import { describe, expect, it } from 'vitest';
import { rateText } from './rates.ts';

describe('rateText', () => {
  it('gives the share in whole percent with the counts, or a dash for nothing counted', () => {
    expect(rateText(1, 3)).toBe('33% (1 of 3)');
    expect(rateText(2, 2)).toBe('100% (2 of 2)');
    expect(rateText(0, 0)).toBe('—');
  });
});
