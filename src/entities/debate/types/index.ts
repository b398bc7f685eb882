import type { Tables } from '@/lib/database.types.ts';

// get_debate returns the debate with its tallies (they live in debate_tallies).
type DebateRow = Tables<'debates_with_tallies'>;
export type TurnRow = Tables<'debate_turns'>;

/** A debate with its turns, as the viewer shows it. */
export interface DebateWithTurns extends DebateRow {
  debate_turns: TurnRow[];
}
