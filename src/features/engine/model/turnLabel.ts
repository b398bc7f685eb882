import { ROUND_TITLES } from '@contract/rounds.ts';
import type { TurnView } from './run.ts';

export interface TurnLabel {
  speaker: string;
  round: string;
  roundType: string;
  /** The speaker's colour class. */
  className: string;
}

/** Who is speaking, in which round and round type: the progress line of a run. */
export function describeTurn(turn: TurnView): TurnLabel {
  if (turn.ref.role === 'moderator') {
    return {
      speaker: 'Moderator',
      round: turn.ref.phase === 'opening' ? 'Opening' : 'Closing',
      roundType: turn.ref.phase === 'opening' ? 'Introduction' : 'Neutral summary',
      className: 'speaker-moderator',
    };
  }
  if (turn.ref.role === 'question' || turn.ref.role === 'answer') {
    const answering = turn.ref.role === 'answer' ? turn.ref : null;
    return {
      speaker: answering ? answering.speaker : 'A question for both speakers',
      round: `Question ${turn.ref.questionIndex + 1}`,
      roundType: `After Round ${turn.ref.afterRound + 1}`,
      className: answering ? `speaker-${answering.speakerIndex + 1}` : 'speaker-moderator',
    };
  }
  const title = ROUND_TITLES[turn.ref.roundType];
  const [round, roundType] = title.split(': ');
  return {
    speaker: turn.ref.speaker,
    round: round ?? `Round ${turn.ref.roundIndex + 1}`,
    roundType: roundType ?? turn.ref.roundType,
    className: `speaker-${turn.ref.speakerIndex + 1}`,
  };
}
