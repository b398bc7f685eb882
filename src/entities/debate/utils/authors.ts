import { PERSON_AUTHOR, turnWrittenBy, writtenBy } from '@contract/glossary.ts';
import type { DebateWithTurns, TurnRow } from '../types/index.ts';

type Speakers = Pick<DebateWithTurns, 'speaker1_model' | 'speaker2_model' | 'generator'>;

const seatModel = (debate: Speakers, speakerIndex: number) => (speakerIndex === 1 ? debate.speaker2_model : debate.speaker1_model);

/** Who wrote one turn: a person, or its own model (a continuation's copied turns keep theirs), marked when the offline demo wrote it. */
export function turnAuthor(turn: Pick<TurnRow, 'author_kind' | 'model' | 'speaker_index'>, debate: Speakers): string {
  return turnWrittenBy(turn.author_kind, turn.model ?? seatModel(debate, turn.speaker_index), debate.generator);
}

/**
 * Who speaks in each seat of this debate: a person when the seat's own (not copied) turns are a
 * person's — the settings still name a model for that seat, which never wrote a word of it — and
 * otherwise the seat's model, marked when the offline demo wrote the debate.
 */
export function speakerAuthors(debate: Speakers & Pick<DebateWithTurns, 'debate_turns'>): [string, string] {
  const seat = (speakerIndex: number) =>
    debate.debate_turns.some((t) => t.speaker_index === speakerIndex && !t.inherited && t.author_kind === 'person')
      ? PERSON_AUTHOR
      : writtenBy(seatModel(debate, speakerIndex), debate.generator);
  return [seat(0), seat(1)];
}
