import type { Tables } from '@/lib/database.types.ts';

export type ResponseRow = Tables<'threaded_responses'>;
// get_debate returns the debate with its tallies (they live in debate_tallies).
type DebateRow = Tables<'debates_with_tallies'>;
export type TurnRow = Tables<'debate_turns'>;

/** A debate with its turns, as the viewer shows it. */
export interface DebateWithTurns extends DebateRow {
  debate_turns: TurnRow[];
}

/** Where a response is anchored: enough to highlight and reveal its passage. */
export type ResponseAnchor = Pick<
  ResponseRow,
  'id' | 'round_index' | 'speaker_index' | 'passage' | 'original_text' | 'original_text_start' | 'original_text_end'
>;

export interface Tallies {
  upvotes: number;
  downvotes: number;
}
