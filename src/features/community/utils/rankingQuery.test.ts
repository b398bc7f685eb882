import { describe, expect, it } from 'vitest';
import { FIRST_RANKING_ARGS } from '@contract/ranking.ts';
import { DEFAULT_FILTERS } from './rankingFilters.ts';
import { rankingArgs, rankingCursorAfter, timeZoneFor } from './rankingQuery.ts';

const rows = [
  { id: 'aaa', shared_at: '2026-11-21T10:00:00.5+00:00', upvotes: 9, downvotes: 4 },
  { id: 'bbb', shared_at: '2026-11-20T10:00:00.123456+00:00', upvotes: 3, downvotes: 1 },
];

const visitor = { signedIn: false, localStarredIds: ['s1', 's2'], timeZone: 'Europe/Paris' };
const member = { signedIn: true, localStarredIds: ['s1'], timeZone: 'UTC' };

describe('ranking paging cursor', () => {
  it('is the last row: shared_at and id for newest', () => {
    expect(rankingCursorAfter('newest', rows)).toEqual({ sharedAt: '2026-11-20T10:00:00.123456+00:00', id: 'bbb', score: null });
  });

  it('carries the upvotes for popular and the downvotes for controversial', () => {
    expect(rankingCursorAfter('popular', rows)?.score).toBe(3);
    expect(rankingCursorAfter('controversial', rows)?.score).toBe(1);
    expect(
      rankingCursorAfter(
        'persuasive',
        rows.map((row) => ({ ...row, persuasion_score: 12 })),
      )?.score,
    ).toBe(12);
  });

  it('is absent for an empty page', () => {
    expect(rankingCursorAfter('newest', [])).toBeNull();
  });

  it('goes into the next call so the database continues after that row', () => {
    const cursor = rankingCursorAfter('popular', rows);
    expect(rankingArgs({ ...DEFAULT_FILTERS, sort: 'popular' }, member, cursor)).toMatchObject({
      p_sort: 'popular',
      p_after_shared_at: '2026-11-20T10:00:00.123456+00:00',
      p_after_id: 'bbb',
      p_after_score: 3,
    });
    const first = rankingArgs(DEFAULT_FILTERS, member, null);
    expect(first).not.toHaveProperty('p_after_id');
    expect(first).not.toHaveProperty('p_after_score');
  });
});

describe('ranking query arguments', () => {
  it('are, with no filters and for a visitor, the first page the server renders into /community/ranking', () => {
    expect(rankingArgs(DEFAULT_FILTERS, { signedIn: false, localStarredIds: [], timeZone: timeZoneFor(DEFAULT_FILTERS) }, null)).toEqual(
      FIRST_RANKING_ARGS,
    );
  });

  it('passes the browser time zone, sort, time and page size', () => {
    expect(rankingArgs({ ...DEFAULT_FILTERS, time: 'today' }, visitor, null)).toEqual({
      p_sort: 'newest',
      p_time: 'today',
      p_time_zone: 'Europe/Paris',
      p_limit: 20,
    });
  });

  it('sends no time zone for All time, so the page needs no Intl time-zone data', () => {
    expect(rankingArgs(DEFAULT_FILTERS, { ...visitor, timeZone: timeZoneFor(DEFAULT_FILTERS) }, null)).not.toHaveProperty('p_time_zone');
    expect(timeZoneFor({ time: 'week' })).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('sends category and trimmed search only when set', () => {
    const args = rankingArgs({ ...DEFAULT_FILTERS, category: 'Funny', search: '  pizza ' }, visitor, null);
    expect(args.p_category).toBe('Funny');
    expect(args.p_search).toBe('pizza');
  });

  it("asks the server for a member's stars but sends a visitor's local ones", () => {
    const starred = { ...DEFAULT_FILTERS, starredOnly: true };
    expect(rankingArgs(starred, member, null)).toMatchObject({ p_starred_only: true });
    expect(rankingArgs(starred, member, null)).not.toHaveProperty('p_only_ids');
    expect(rankingArgs(starred, visitor, null)).toMatchObject({ p_only_ids: ['s1', 's2'] });
    expect(rankingArgs(starred, visitor, null)).not.toHaveProperty('p_starred_only');
  });

  it('lists continuations and rematches apart only when asked (grouped under their original by default)', () => {
    expect(rankingArgs(DEFAULT_FILTERS, visitor, null)).not.toHaveProperty('p_grouped');
    expect(rankingArgs({ ...DEFAULT_FILTERS, apart: true }, visitor, null)).toMatchObject({ p_grouped: false });
  });
});
