/**
 * A ballot that teaches: for a person's side of a debate, each of their arguments marked strong or
 * weak with the reason, the opponent's arguments they left unanswered ("dropped"), and two or three
 * concrete things to do better. Written by the offline judge from what it can establish from the
 * text (../../generate-debate/demo/appraisal.ts: which arguments each side made, backed with a
 * named example or a figure, came back to, and which of the opponent's each rebuttal engaged).
 * With a provider configured, a provider's judge writes it instead (provider-ballot.ts).
 */
import { appraise } from '../../generate-debate/demo/appraisal.ts';
import type { Transcript } from './transcript.ts';

interface BallotArgument {
  name: string;
  strength: 'strong' | 'weak';
  reason: string;
}

/** What a ballot says, whoever wrote it. */
export interface BallotContent {
  arguments: BallotArgument[];
  dropped: string[];
  improvements: string[];
}

export interface Ballot extends BallotContent {
  /** Who wrote it: the offline judge, or a provider's judge (`model`, as configured, names it). */
  judge: 'offline-demo' | 'provider';
  model?: string;
  speakerIndex: 0 | 1;
}

/** Writes a person's side's ballot; never fails (a provider's judge falls back to the offline judge). */
export interface BallotWriter {
  write(transcript: Transcript, speakerIndex: 0 | 1): Promise<Ballot>;
}

export const offlineBallotWriter: BallotWriter = { write: async (transcript, speakerIndex) => ballotFor(transcript, speakerIndex) };

export function ballotFor(transcript: Transcript, speakerIndex: 0 | 1): Ballot {
  const [first, second] = appraise(transcript);
  const mine = speakerIndex === 0 ? first : second;
  const theirs = speakerIndex === 0 ? second : first;
  const args = mine.made.map((made): BallotArgument => {
    const engaged = theirs.answered.includes(made.name);
    const strong = made.evidenced && (!engaged || made.recapped);
    const reasons = [
      made.evidenced ? 'backed by a named example or a figure' : 'no example or figure behind it',
      engaged ? 'your opponent answered it' : 'your opponent never answered it',
      ...(made.recapped ? ['you came back to it at the end'] : []),
    ];
    return { name: made.name, strength: strong ? 'strong' : 'weak', reason: `${reasons.join('; ')}.` };
  });
  const improvements: string[] = [];
  if (mine.standing.length > 0)
    improvements.push(`Answer ${mine.standing[0]}: it stood unanswered, and a judge counts it for your opponent.`);
  const bare = mine.made.find((made) => !made.evidenced);
  if (bare) improvements.push(`Back ${bare.name} with a named example or a figure: a claim alone is easy to dismiss.`);
  if (mine.made.length > 0 && !mine.made.some((made) => made.recapped)) {
    improvements.push('Come back to your strongest argument in your summary, by name, so the judges weigh it last.');
  }
  if (improvements.length < 2)
    improvements.push("Quote your opponent's exact words when you answer them: it shows you engaged the point, not a weaker one.");
  if (improvements.length < 2) improvements.push('Lead each turn with your single best reason, then the example that proves it.');
  return { judge: 'offline-demo', speakerIndex, arguments: args, dropped: [...mine.standing], improvements: improvements.slice(0, 3) };
}
