import { describe, expect, it } from 'vitest';
import type { PublicDebate } from '../types/index.ts';
import { withTallies } from './liveTallies.ts';

const row = (id: string, upvotes: number, downvotes: number, views: number) => ({ id, upvotes, downvotes, views }) as PublicDebate;

describe('withTallies', () => {
  const rows = [row('a', 3, 1, 40), row('b', 0, 0, 2)];

  it("puts a debate's new figures in a new list, leaving the other rows as they were", () => {
    const next = withTallies(rows, { id: 'a', upvotes: 4, downvotes: 1 });
    expect(next).not.toBe(rows);
    expect(next[0]).toEqual(row('a', 4, 1, 40));
    expect(next[1]).toBe(rows[1]);
    expect(withTallies(rows, { id: 'b', views: 3 })[1]).toEqual(row('b', 0, 0, 3));
  });

  it('gives back the same list when the figures change nothing or the debate is not listed', () => {
    expect(withTallies(rows, { id: 'a', upvotes: 3, downvotes: 1 })).toBe(rows);
    expect(withTallies(rows, { id: 'a', views: 40 })).toBe(rows);
    expect(withTallies(rows, { id: 'z', upvotes: 9 })).toBe(rows);
  });
});
