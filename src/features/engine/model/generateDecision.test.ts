import { describe, expect, it } from 'vitest';
import { decideGenerate, type GenerateContext } from './generateDecision.ts';
import { initialStances } from './settings.ts';

const base: GenerateContext = {
  topic: 'Should cats vote?',
  running: false,
  sessionStatus: 'signed-in',
  freeDebatesRemaining: 2,
  turnCredit: 0,
  isPro: false,
};

describe('decideGenerate', () => {
  it('does nothing while the topic is empty or blank', () => {
    expect(decideGenerate({ ...base, topic: '' })).toBe('blocked');
    expect(decideGenerate({ ...base, topic: '   ' })).toBe('blocked');
  });

  it('does nothing while a debate is running', () => {
    expect(decideGenerate({ ...base, running: true })).toBe('blocked');
  });

  it('asks visitors to sign in', () => {
    expect(decideGenerate({ ...base, sessionStatus: 'signed-out' })).toBe('login-required');
    expect(decideGenerate({ ...base, sessionStatus: 'error' })).toBe('login-required');
  });

  it('refuses with the hint at exactly 0 free debates, unless PRO', () => {
    expect(decideGenerate({ ...base, freeDebatesRemaining: 0 })).toBe('no-free-debates');
    expect(decideGenerate({ ...base, freeDebatesRemaining: 0, isPro: true })).toBe('start');
    expect(decideGenerate({ ...base, freeDebatesRemaining: 1 })).toBe('start');
    expect(decideGenerate({ ...base, freeDebatesRemaining: null })).toBe('start');
  });

  it('starts at 0 free debates when the turns in hand make a whole debate (as the database charges)', () => {
    expect(decideGenerate({ ...base, freeDebatesRemaining: 0, turnCredit: 5 })).toBe('no-free-debates');
    expect(decideGenerate({ ...base, freeDebatesRemaining: 0, turnCredit: 6 })).toBe('start');
  });
});

describe('initialStances', () => {
  it('is -0.6/0.6 or 0.6/-0.6 at random', () => {
    expect(initialStances(() => 0.1)).toEqual([-0.6, 0.6]);
    expect(initialStances(() => 0.9)).toEqual([0.6, -0.6]);
  });
});
