import { describe, expect, it } from 'vitest';
import { makeResponse } from '../testing/fixtures.ts';
import { asPlaceholder, withoutResponse } from './responseEdits.ts';

describe('withoutResponse', () => {
  it("drops the response and lowers its parent's reply count", () => {
    const rows = [
      makeResponse('t', { response_count: 2 }),
      makeResponse('a', { parent_id: 't', root_id: 't', depth: 1 }),
      makeResponse('b', { parent_id: 't', root_id: 't', depth: 1 }),
    ];
    const left = withoutResponse(rows, 'a');
    expect(left.map((r) => r.id)).toEqual(['t', 'b']);
    expect(left[0]?.response_count).toBe(1);
  });

  it('takes emptied placeholders with it, up the chain', () => {
    const rows = [
      asPlaceholder(makeResponse('t', { response_count: 1 }), '2026-11-23T10:00:00Z'),
      asPlaceholder(makeResponse('m', { parent_id: 't', root_id: 't', depth: 1, response_count: 1 }), '2026-11-23T10:00:00Z'),
      makeResponse('leaf', { parent_id: 'm', root_id: 't', depth: 2 }),
    ];
    expect(withoutResponse(rows, 'leaf')).toEqual([]);
  });

  it('keeps a placeholder that still has replies', () => {
    const rows = [
      asPlaceholder(makeResponse('t', { response_count: 2 }), '2026-11-23T10:00:00Z'),
      makeResponse('a', { parent_id: 't', root_id: 't', depth: 1 }),
      makeResponse('b', { parent_id: 't', root_id: 't', depth: 1 }),
    ];
    const left = withoutResponse(rows, 'a');
    expect(left.map((r) => r.id)).toEqual(['t', 'b']);
    expect(left[0]).toMatchObject({ author_name: '[deleted]', content: '', author_id: null, response_count: 1 });
  });
});
