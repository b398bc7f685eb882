import type { Tables } from '@/lib/database.types.ts';

// get_debate returns the debate with its tallies (they live in debate_tallies).
type DebateRow = Tables<'debates_with_tallies'>;
export type TurnRow = Tables<'debate_turns'>;
/** A question put to both speakers after a round, with their answers. */
type QuestionRow = Tables<'debate_questions'>;

/** A debate with its turns (and any questions put to both speakers), as the viewer shows it. */
export interface DebateWithTurns extends DebateRow {
  debate_turns: TurnRow[];
  debate_questions?: QuestionRow[];
}
