import { describe, expect, it } from 'vitest';
import type { PublicDebate } from '../types/index.ts';
import { rememberLive, withLiveSince, withTallies, type LiveSeen } from './liveTallies.ts';

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

describe('withLiveSince', () => {
  it('keeps the live figures that arrived after the page was asked for, not those from before', () => {
    const seen: LiveSeen = new Map();
    rememberLive(seen, { id: 'a', upvotes: 9, downvotes: 9 }, 5);
    rememberLive(seen, { id: 'b', upvotes: 3, downvotes: 2 }, 20);
    rememberLive(seen, { id: 'b', views: 7 }, 30);
    const page = [row('a', 3, 1, 40), row('b', 2, 2, 1)];
    const fresh = withLiveSince(page, seen, 10);
    // a's figures are older than the page: the page's stand.
    expect(fresh[0]).toBe(page[0]);
    // b's vote and view arrived while the page was on its way: they stand over the page's.
    expect(fresh[1]).toEqual(row('b', 3, 2, 7));
  });

  it('keeps a newer view without putting back an older vote', () => {
    const seen: LiveSeen = new Map();
    rememberLive(seen, { id: 'a', upvotes: 1, downvotes: 0 }, 5);
    rememberLive(seen, { id: 'a', views: 41 }, 15);
    expect(withLiveSince([row('a', 3, 1, 40)], seen, 10)[0]).toEqual(row('a', 3, 1, 41));
  });

  it('gives back the same page when nothing arrived since', () => {
    const page = [row('a', 3, 1, 40)];
    expect(withLiveSince(page, new Map(), 10)).toBe(page);
  });
});
