import type { ResponseRow } from '../types/index.ts';

/** The debate the responses answer: the debate fixtures' id (entities/debate/testing/fixtures.ts). */
export const DEBATE_ID = 'aaaaaaaa-0000-4000-8000-000000000001';

export function makeResponse(id: string, extra: Partial<ResponseRow> = {}): ResponseRow {
  return {
    id,
    debate_id: DEBATE_ID,
    parent_id: null,
    root_id: id,
    round_index: 0,
    speaker_index: 0,
    passage: 'summary',
    original_text: 'evidence',
    original_text_start: 13,
    original_text_end: 21,
    quote_prefix: '',
    quote_suffix: '',
    author_id: 'someone',
    author_name: 'Bob Okafor',
    content: `Response ${id}`,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    response_count: 0,
    depth: 0,
    edited_at: null,
    deleted_at: null,
    moderation_state: 'visible',
    ...extra,
  };
}
