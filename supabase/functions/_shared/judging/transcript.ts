/**
 * What the judges read: the topic and the six speaker turns, with the
 * speakers named only "Speaker A" and "Speaker B". A pass decides which
 * speaker is A: pass 0 the First Speaker, pass 1 the Second (sides swapped),
 * so a judge's preference for a label or a position shows as disagreement
 * between its passes. Moderator turns are left out (they take no side).
 */
import { ROUND_TITLES, ROUND_TYPES } from '../contract/rounds.ts';

interface TranscriptTurn {
  roundIndex: 0 | 1 | 2;
  speakerIndex: 0 | 1;
  text: string;
}

export interface Transcript {
  topic: string;
  turns: readonly TranscriptTurn[];
}

/** 0: the First Speaker is Speaker A; 1: the sides are swapped. */
export type Pass = 0 | 1;
export const PASSES: readonly Pass[] = [0, 1];

export type Label = 'A' | 'B';

export function labelOf(speakerIndex: 0 | 1, pass: Pass): Label {
  return (speakerIndex === 0) === (pass === 0) ? 'A' : 'B';
}

export function speakerOf(label: Label, pass: Pass): 0 | 1 {
  return (label === 'A') === (pass === 0) ? 0 : 1;
}

// Speakers name themselves and each other by seat; the judge must not learn the seat.
const SEAT_NAMES = /\b(the\s+)?(first|second)\s+speaker\b/gi;

function anonymise(text: string, pass: Pass): string {
  return text.replace(
    SEAT_NAMES,
    (_whole, _article: string | undefined, seat: string) => `Speaker ${labelOf(seat.toLowerCase() === 'first' ? 0 : 1, pass)}`,
  );
}

/** The transcript in the debate's order, each turn headed by its round and the speaker's label. */
export function renderTranscript(transcript: Transcript, pass: Pass): string {
  const turns = [...transcript.turns].sort((a, b) => a.roundIndex - b.roundIndex || a.speakerIndex - b.speakerIndex);
  return turns
    .map(
      (turn) =>
        `${ROUND_TITLES[ROUND_TYPES[turn.roundIndex]]}, Speaker ${labelOf(turn.speakerIndex, pass)}:\n${anonymise(turn.text, pass)}`,
    )
    .join('\n\n');
}
