import { describe, expect, it } from 'vitest';
import { isServedRanking } from './rankingPrefetch.ts';

describe('isServedRanking', () => {
  it('is the ranking without filters, a trailing slash aside', () => {
    expect(isServedRanking('/community/ranking', '')).toBe(true);
    expect(isServedRanking('/community/ranking/', '')).toBe(true);
  });

  it('is not an address with filters, nor another page', () => {
    expect(isServedRanking('/community/ranking', '?sort=popular')).toBe(false);
    expect(isServedRanking('/community', '')).toBe(false);
    expect(isServedRanking('/community/leaderboard', '')).toBe(false);
  });
});
