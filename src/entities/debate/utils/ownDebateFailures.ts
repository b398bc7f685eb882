import { ErrorCode, toAppError } from '@/lib/errors.ts';

// What the owner reads when a change to their debate is refused, matched on the rule's code.

export type OwnDebateAction = 'delete' | 'unshare' | 'categories';

const ACTION_FAILURE: Record<OwnDebateAction, string> = {
  delete: 'Failed to delete the debate. Please try again.',
  unshare: 'Failed to unshare the debate. Please try again.',
  categories: 'Failed to change the categories. Please try again.',
};

/** What the owner sees when a change is refused (matched on the rule's code). */
export function ownDebateFailureText(action: OwnDebateAction, error: unknown): string {
  const { code, message } = toAppError(error, '');
  switch (code) {
    case ErrorCode.debateNotFound:
      return 'This debate no longer exists.';
    case ErrorCode.onlyAuthorMayChangeDebate:
      return 'Only the author can change this debate.';
    case ErrorCode.signInRequired:
      return 'Please sign in again to change your debate.';
    case ErrorCode.noCategory:
    case ErrorCode.tooManyCategories:
    case ErrorCode.unknownCategory:
      return message || ACTION_FAILURE[action];
    default:
      return ACTION_FAILURE[action];
  }
}
