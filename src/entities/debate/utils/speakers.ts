import { personAuthor, writtenBy } from '@contract/glossary.ts';
import type { DebateWithTurns, PersonSpeaker } from '../types/index.ts';

/** The person in a speaker's seat, if a person spoke there. */
export function personInSeat(debate: Pick<DebateWithTurns, 'person_speakers'>, index: number): PersonSpeaker | null {
  return debate.person_speakers?.find((p) => p.speakerIndex === index) ?? null;
}

/** Who a speaker is, as every page names them: the person ("Alice Moreau · person"), or the model that wrote the text. */
export function speakerAuthor(
  debate: Pick<DebateWithTurns, 'person_speakers' | 'speaker1_model' | 'speaker2_model' | 'generator'>,
  index: number,
): string {
  const person = personInSeat(debate, index);
  if (person) return personAuthor(person.name);
  return writtenBy(index === 1 ? debate.speaker2_model : debate.speaker1_model, debate.generator);
}
