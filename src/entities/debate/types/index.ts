import type { Tables } from '@/lib/database.types.ts';

// get_debate returns the debate with its tallies (they live in debate_tallies); person_speakers and hidden_turns are computed fields, read when asked for.
export type DebateRecord = Omit<Tables<'debates_with_tallies'>, 'person_speakers' | 'hidden_turns'>;
type DebateRow = DebateRecord;
export type TurnRow = Tables<'debate_turns'>;
/** A question put to both speakers after a round, with their answers. */
type QuestionRow = Tables<'debate_questions'>;

/** A debate with its turns (and any questions put to both speakers), as the viewer shows it. */
export interface DebateWithTurns extends DebateRow {
  debate_turns: TurnRow[];
  debate_questions?: QuestionRow[];
  /** The people who spoke in it, by speaker (person_speakers); none in a debate between models. */
  person_speakers?: PersonSpeaker[];
  /** The turns a moderator hid or removed (hidden_turns): their text is not read, their place says so. */
  hidden_turns?: HiddenTurn[];
}

export interface HiddenTurn {
  round: number;
  speaker: number;
  state: 'hidden' | 'removed';
}

/** A speaker's seat held by a person: shown by their name, linked to their profile, never as a model. */
export interface PersonSpeaker {
  speakerIndex: number;
  userId: string | null;
  name: string;
  handle: string | null;
}
