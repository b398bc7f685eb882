import { counted, speakerName } from '@contract/glossary.ts';
import { ErrorCode, toAppError } from '@/lib/errors.ts';
import type { ReaderVerdict } from '../api/verdictApi.ts';

const points = (n: number | null) => counted(n ?? 0, 'point');

/**
 * The verdict in one sentence: who won the room, too close, or not enough votes yet. The only
 * sentence on a page that says who gained: the poll beside it shows its split without a winner
 * (the database decides both by one rule). `authors`: who wrote each speaker's text, as the page names them.
 */
export function verdictText(verdict: ReaderVerdict, authors: readonly string[]): string {
  if (verdict.status === 'not_enough_votes') {
    return `Not enough votes yet: ${verdict.respondents} of the ${counted(verdict.min_respondents, 'reader')} needed have answered before and after.`;
  }
  if (verdict.status === 'too_close') {
    return `Too close to call: the two sides' gains are ${points(verdict.margin)} apart (under ${points(verdict.tie_margin)}).`;
  }
  const index = (verdict.winner_speaker ?? 1) - 1;
  const author = authors[index];
  return `${speakerName(index)}${author ? ` (${author})` : ''} won the room by ${points(verdict.margin)} among ${counted(verdict.respondents, 'reader')}.`;
}

/** The short badge of a ranking card or the viewer's heading. */
export function verdictBadge(status: ReaderVerdict['status'], winner: number | null, final: boolean): string {
  const suffix = final ? ' · final' : '';
  if (status === 'decided') return `${speakerName((winner ?? 1) - 1)} won${suffix}`;
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
