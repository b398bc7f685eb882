import { describe, expect, it } from 'vitest';
import { mergeById, pageHasMore, responseCursorAfter, responseKeysetFilter } from './responseCursor.ts';

describe('response paging cursor', () => {
  it('starts after the last row of the page, keeping the timestamp verbatim', () => {
    const rows = [
      { id: 'b', created_at: '2026-11-21T10:00:00.654321+00:00' },
      { id: 'a', created_at: '2026-11-21T09:00:00.123456+00:00' },
    ];
    expect(responseCursorAfter(rows)).toEqual({ createdAt: '2026-11-21T09:00:00.123456+00:00', id: 'a' });
    expect(responseCursorAfter([])).toBeNull();
  });

  it('asks for rows strictly older, ties broken by a smaller id', () => {
    expect(responseKeysetFilter({ createdAt: '2026-11-21T09:00:00.1+00:00', id: 'abc' })).toBe(
      'created_at.lt."2026-11-21T09:00:00.1+00:00",and(created_at.eq."2026-11-21T09:00:00.1+00:00",id.lt."abc")',
    );
  });

  it('stops when a page comes back short', () => {
    expect(pageHasMore(20)).toBe(true);
    expect(pageHasMore(19)).toBe(false);
    expect(pageHasMore(0)).toBe(false);
  });

  it('appends a page without repeating rows already shown', () => {
    expect(mergeById([{ id: '1' }, { id: '2' }], [{ id: '2' }, { id: '3' }])).toEqual([{ id: '1' }, { id: '2' }, { id: '3' }]);
  });

  it('gives back the very same list when nothing is new, so the state holding it does not change', () => {
    const shown = [{ id: '1' }, { id: '2' }];
    expect(mergeById(shown, [{ id: '2' }])).toBe(shown);
    expect(mergeById(shown, [])).toBe(shown);
    expect(mergeById(shown, [{ id: '3' }])).not.toBe(shown);
  });
});
