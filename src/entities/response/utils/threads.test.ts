import { describe, expect, it } from 'vitest';
import type { ResponseRow } from '../types/index.ts';
import { buildThreads, countReplies, threadToggleLabel } from './threads.ts';

function response(id: string, parent: string | null, createdAt: string, depth = parent ? 1 : 0): ResponseRow {
  return {
    id,
    debate_id: 'd',
    parent_id: parent,
    root_id: parent ?? id,
    round_index: 0,
    speaker_index: 0,
    passage: 'text',
    original_text: 'q',
    original_text_start: 0,
    original_text_end: 1,
    quote_prefix: '',
    quote_suffix: '',
    author_id: null,
    author_name: 'Anonymous',
    content: id,
    created_at: createdAt,
    response_count: 0,
    depth,
    edited_at: null,
    deleted_at: null,
    moderation_state: 'visible',
  };
}

describe('threads', () => {
  it('nests replies under their parents at any depth, oldest reply first', () => {
    const top = [response('t2', null, '2026-01-02T00:00:00Z'), response('t1', null, '2026-01-01T00:00:00Z')];
    const replies = [
      response('r2', 't1', '2026-01-01T02:00:00Z'),
      response('r1', 't1', '2026-01-01T01:00:00Z'),
      { ...response('rr', 'r1', '2026-01-01T03:00:00Z', 2), root_id: 't1' },
    ];
    const threads = buildThreads(top, replies);
    expect(threads.map((t) => t.response.id)).toEqual(['t2', 't1']);
    const t1 = threads[1]!;
    expect(t1.replies.map((r) => r.response.id)).toEqual(['r1', 'r2']);
    expect(t1.replies[0]!.replies.map((r) => r.response.id)).toEqual(['rr']);
    expect(countReplies(t1)).toBe(3);
    expect(countReplies(threads[0]!)).toBe(0);
  });

  it('leaves out a reply whose parent is not loaded', () => {
    const threads = buildThreads([response('t', null, '2026-01-01T00:00:00Z')], [response('x', 'gone', '2026-01-02T00:00:00Z')]);
    expect(countReplies(threads[0]!)).toBe(0);
  });

  it('labels the toggle Hide replies when open and +N replies when collapsed', () => {
    expect(threadToggleLabel(false, 3)).toBe('Hide replies');
    expect(threadToggleLabel(true, 3)).toBe('+3 replies');
    expect(threadToggleLabel(true, 1)).toBe('+1 reply');
  });
});
