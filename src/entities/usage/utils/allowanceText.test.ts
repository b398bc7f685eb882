import { describe, expect, it } from 'vitest';
import { freeDebatesText, turnsInHandText } from './allowanceText.ts';

describe('the allowance in words', () => {
  it('counts free debates with the plural right', () => {
    expect(freeDebatesText(0)).toBe('0 free debates remaining');
    expect(freeDebatesText(1)).toBe('1 free debate remaining');
    expect(freeDebatesText(2)).toBe('2 free debates remaining');
  });

  it('names turns in hand only when there are some', () => {
    expect(turnsInHandText(0)).toBe('');
    expect(turnsInHandText(1)).toBe('1 turn in hand');
    expect(turnsInHandText(3)).toBe('3 turns in hand');
  });
});
