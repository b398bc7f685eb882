import { PERSON_AUTHOR, personAuthor, turnWrittenBy, writtenBy } from '@contract/glossary.ts';
import type { DebateWithTurns, PersonSpeaker, TurnRow } from '../types/index.ts';

type Speakers = Pick<DebateWithTurns, 'speaker1_model' | 'speaker2_model' | 'generator' | 'person_speakers'>;

type SeatDebate = Speakers & Partial<Pick<DebateWithTurns, 'debate_turns'>>;

const seatModel = (debate: Speakers, speakerIndex: number) => (speakerIndex === 1 ? debate.speaker2_model : debate.speaker1_model);

/** The person in a speaker's seat, if a person spoke there (person_speakers, from the debate's seats). */
export function personInSeat(debate: Pick<DebateWithTurns, 'person_speakers'>, index: number): PersonSpeaker | null {
  return debate.person_speakers?.find((p) => p.speakerIndex === index) ?? null;
}

/**
 * Who wrote one turn: a person (by name when they hold the seat; a continuation's copied turns do
 * not), or its own model (copied turns keep theirs), marked when the offline demo wrote it.
 */
export function turnAuthor(turn: Pick<TurnRow, 'author_kind' | 'model' | 'speaker_index' | 'inherited'>, debate: Speakers): string {
  // A seat a person holds is theirs for every turn it wrote itself (copied turns keep their own author).
  const person = turn.inherited ? null : personInSeat(debate, turn.speaker_index);
  if (person) return personAuthor(person.name);
  return turnWrittenBy(turn.author_kind, turn.model ?? seatModel(debate, turn.speaker_index), debate.generator);
}

/**
 * Who speaks in a seat, as every page names them: the person ("Alice Moreau · person"); a person
 * whose name is not at hand when the seat's own (not copied) turns are a person's — the settings
 * still name a model for that seat, which never wrote a word of it; otherwise the seat's model,
 * marked when the offline demo wrote the debate.
 */
export function speakerAuthor(debate: SeatDebate, index: number): string {
  const person = personInSeat(debate, index);
  if (person) return personAuthor(person.name);
  return isPersonSeat(debate, index) ? PERSON_AUTHOR : writtenBy(seatModel(debate, index), debate.generator);
}

/** A person spoke in this seat: they hold it, or its own (not copied) turns are a person's. */
export function isPersonSeat(debate: SeatDebate, index: number): boolean {
  if (personInSeat(debate, index)) return true;
  return debate.debate_turns?.some((t) => t.speaker_index === index && !t.inherited && t.author_kind === 'person') ?? false;
}

/** Both seats' authors (speakerAuthor). */
export function speakerAuthors(debate: Speakers & Pick<DebateWithTurns, 'debate_turns'>): [string, string] {
  return [speakerAuthor(debate, 0), speakerAuthor(debate, 1)];
}
