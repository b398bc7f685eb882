import { ErrorCode, toAppError } from '@/lib/errors.ts';

/** What the poll says when an answer is refused (matched on the rule's code). */
export function pollFailureText(error: unknown): string {
  const { code, message } = toAppError(error, '');
  switch (code) {
    case ErrorCode.pollNeedsSignIn:
      return 'Please sign in to take part in the poll.';
    case ErrorCode.invalidPollAnswer:
      return 'Choose For, Neutral or Against.';
    case ErrorCode.pollAfterBeforeBefore:
      return 'Tell us where you stood before reading first.';
    case ErrorCode.pollClosed:
      return message || 'This poll has closed.';
    case ErrorCode.pollOnUnsharedDebate:
      return 'Only debates shared with the community have a poll.';
    default:
      return message ? `Your answer was not saved: ${message}` : 'Your answer was not saved. Please try again.';
  }
}

/** "40%" of a part; "0%" when nobody answered. */
export function percent(part: number, total: number): string {
  return total > 0 ? `${Math.round((100 * part) / total)}%` : '0%';
}
