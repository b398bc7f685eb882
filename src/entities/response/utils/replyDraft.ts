import { readDraft, resumeDraft, writeDraft } from '@/lib/drafts.ts';

/** A reply being written under a response: kept as a draft (see @/lib/drafts.ts). */
export const replyDraftKey = (parentId: string) => `reply:${parentId}`;

const isString = (value: unknown): value is string => typeof value === 'string';

/** The person goes to sign in from the reply: it reopens under its response when they are back. */
export function resumeReplyDraft(parentId: string): void {
  resumeDraft(replyDraftKey(parentId));
}

/** Whether a reply begun before a sign-in detour should reopen under this response (once). */
export function replyToResume(parentId: string): boolean {
  const draft = readDraft(replyDraftKey(parentId), isString);
  if (!draft?.resume) return false;
  writeDraft(replyDraftKey(parentId), draft.value);
  return true;
}
