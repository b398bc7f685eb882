import { ErrorCode, toAppError } from '@/lib/errors.ts';
import type { ReaderVerdict } from '../api/verdictApi.ts';
import { SPEAKER_LABELS } from '@/lib/speakers.ts';

const points = (n: number | null) => `${n ?? 0} ${n === 1 ? 'point' : 'points'}`;

/** The verdict in one sentence: who won the room, too close, or not enough votes yet. */
export function verdictText(verdict: ReaderVerdict, models: readonly string[]): string {
  if (verdict.status === 'not_enough_votes') {
    return `Not enough votes yet: ${verdict.respondents} of the ${verdict.min_respondents} readers needed have answered before and after.`;
  }
  if (verdict.status === 'too_close') {
    return `Too close to call: the two sides' gains are ${points(verdict.margin)} apart (under ${points(verdict.tie_margin)}).`;
  }
  const index = (verdict.winner_speaker ?? 1) - 1;
  const speaker = SPEAKER_LABELS[index] ?? `Speaker ${index + 1}`;
  const model = models[index];
  return `${speaker}${model ? ` (${model})` : ''} won the room by ${points(verdict.margin)} among ${verdict.respondents} readers.`;
}

/** The short badge of a ranking card or the viewer's heading. */
export function verdictBadge(status: ReaderVerdict['status'], winner: number | null, final: boolean): string {
  const suffix = final ? ' · final' : '';
  if (status === 'decided') return `${SPEAKER_LABELS[(winner ?? 1) - 1] ?? 'A speaker'} won${suffix}`;
  if (status === 'too_close') return `Too close to call${suffix}`;
  return 'Not enough votes yet';
}

/** What the ∆ form says when an award is refused (matched on the rule's code). */
export function deltaFailureText(error: unknown): string {
  const { code, message } = toAppError(error, '');
  switch (code) {
    case ErrorCode.deltaNeedsSignIn:
      return 'Please sign in to award a ∆.';
    case ErrorCode.deltaOnUnsharedDebate:
      return '∆s can be awarded only in debates shared with the community.';
    case ErrorCode.deltaExplanationTooShort:
      return 'Say what changed your mind in at least 50 characters.';
    case ErrorCode.deltaExplanationTooLong:
      return 'An explanation is limited to 2000 characters.';
    case ErrorCode.deltaNotEarned:
      return 'A ∆ goes to the speaker whose side your poll answer moved toward: answer the poll before and after reading first.';
    case ErrorCode.deltaAlreadyAwarded:
      return 'You have already awarded your ∆ in this debate.';
    case ErrorCode.deltaPassageNotInTurn:
    case ErrorCode.deltaInvalidTurn:
      return 'Select a passage inside one speaker’s turn.';
    case ErrorCode.postingTooFast:
    case ErrorCode.dailyResponseLimit:
      return message;
    default:
      return message ? `Your ∆ was not saved: ${message}` : 'Your ∆ was not saved. Please try again.';
  }
}
