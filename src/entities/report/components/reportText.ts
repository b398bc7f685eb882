import { ErrorCode, toAppError } from '@/lib/errors.ts';

/** What the report form says when a report is refused (matched on the rule's code). */
export function reportFailureText(error: unknown): string {
  const { code, message } = toAppError(error, '');
  switch (code) {
    case ErrorCode.reportNeedsSignIn:
      return 'Please sign in to report content.';
    case ErrorCode.invalidReport:
      return message || 'Choose a reason, and describe the problem for "Other".';
    case ErrorCode.alreadyReported:
      return 'You have already reported this.';
    case ErrorCode.reportedItemGone:
      return 'That content no longer exists.';
    case ErrorCode.reportOwnContent:
      return 'You cannot report your own content.';
    case ErrorCode.reportingTooOften:
      // The limit's message says when to try again.
      return message || 'You are reporting too often. Please try again later.';
    default:
      return message ? `The report was not sent: ${message}` : 'The report was not sent. Please try again.';
  }
}
