import { ErrorCode, toAppError } from '@/lib/errors.ts';

export const RESPONSE_TEXTS = {
  loginRequired: 'You must be logged in to post responses.',
  emptyResponse: 'Please enter a response.',
  noSelection: 'No text selected.',
  submitFallback: 'Failed to submit response. Please try again.',
  replyLoginRequired: 'Please log in to reply',
  replyFailure: 'Failed to submit reply. Please try again.',
} as const;

// Limits: the database's message says when to try again.
const LIMIT_CODES: readonly (string | null)[] = [ErrorCode.postingTooFast, ErrorCode.dailyResponseLimit, ErrorCode.reportingTooOften];

/** The database's own words for a limit refusal, or null for any other failure. */
function limitText(error: unknown): string | null {
  const { code, message } = toAppError(error, '');
  return LIMIT_CODES.includes(code) && message ? message : null;
}

/** What the response modal says when posting fails (matched on the rule's code, never its prose). */
export function responseFailureText(error: unknown): string {
  const { code, message } = toAppError(error, '');
  if (code === ErrorCode.responseNeedsSignIn || code === ErrorCode.signInRequired) return RESPONSE_TEXTS.loginRequired;
  if (code === ErrorCode.emptyResponse) return RESPONSE_TEXTS.emptyResponse;
  if (code === ErrorCode.noTextSelected) return RESPONSE_TEXTS.noSelection;
  const limit = limitText(error);
  if (limit) return limit;
  return message ? `Failed to submit response: ${message}` : RESPONSE_TEXTS.submitFallback;
}

/** What the reply form says when posting fails. */
export function replyFailureText(error: unknown): string {
  const { code } = toAppError(error, '');
  if (code === ErrorCode.replyNeedsSignIn || code === ErrorCode.signInRequired) return RESPONSE_TEXTS.replyLoginRequired;
  if (code === ErrorCode.emptyResponse) return RESPONSE_TEXTS.emptyResponse;
  return limitText(error) ?? RESPONSE_TEXTS.replyFailure;
}

const EDIT_TEXTS = {
  notAuthor: 'Only the author can edit or delete this response.',
  deleted: 'This response has been deleted.',
  notFound: 'This response no longer exists.',
  tooLong: 'Responses are limited to 5000 characters.',
  editFailure: 'Failed to save your changes. Please try again.',
  deleteFailure: 'Failed to delete the response. Please try again.',
} as const;

function ownResponseFailure(code: string | null): string | null {
  if (code === ErrorCode.onlyAuthorMayEditResponse) return EDIT_TEXTS.notAuthor;
  if (code === ErrorCode.responseDeleted) return EDIT_TEXTS.deleted;
  if (code === ErrorCode.responseNotFound) return EDIT_TEXTS.notFound;
  return null;
}

/** What the inline editor says when an edit is refused. */
export function editFailureText(error: unknown): string {
  const { code } = toAppError(error, '');
  if (code === ErrorCode.emptyResponse) return RESPONSE_TEXTS.emptyResponse;
  if (code === ErrorCode.responseTooLong) return EDIT_TEXTS.tooLong;
  return ownResponseFailure(code) ?? EDIT_TEXTS.editFailure;
}

/** What the delete dialog says when a deletion is refused. */
export function deleteFailureText(error: unknown): string {
  return ownResponseFailure(toAppError(error, '').code) ?? EDIT_TEXTS.deleteFailure;
}
