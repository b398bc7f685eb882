import type { Tables } from '@/lib/database.types.ts';

export type ResponseRow = Tables<'threaded_responses'>;

/** Where a response is anchored: enough to highlight and reveal its passage. */
export type ResponseAnchor = Pick<
  ResponseRow,
  'id' | 'round_index' | 'speaker_index' | 'passage' | 'original_text' | 'original_text_start' | 'original_text_end'
>;
