import { isRecord } from '@/lib/guards.ts';
import { clearDraft, readDraft, resumeDraft, writeDraft } from '@/lib/drafts.ts';
import type { SelectedPassage } from '@/lib/selectionAnchor.ts';

/**
 * The response a person is writing on a debate: the passage they selected and their text, kept as
 * a draft (one per debate) so a reload or a sign-in detour gives both back.
 */
interface ResponseDraft {
  selection: SelectedPassage;
  text: string;
}

const keyOf = (debateId: string) => `response:${debateId}`;

const isSelection = (value: unknown): value is SelectedPassage =>
  isRecord(value) &&
  typeof value.roundIndex === 'number' &&
  typeof value.speakerIndex === 'number' &&
  (value.passage === 'text' || value.passage === 'summary') &&
  typeof value.text === 'string' &&
  typeof value.start === 'number' &&
  typeof value.end === 'number';

const isResponseDraft = (value: unknown): value is ResponseDraft =>
  isRecord(value) && isSelection(value.selection) && typeof value.text === 'string';

const samePassage = (a: SelectedPassage, b: SelectedPassage) =>
  a.roundIndex === b.roundIndex && a.speakerIndex === b.speakerIndex && a.passage === b.passage && a.start === b.start && a.end === b.end;

/** The text drafted for this passage, or ''. */
export function draftedResponse(debateId: string, selection: SelectedPassage): string {
  const draft = readDraft(keyOf(debateId), isResponseDraft);
  return draft && samePassage(draft.value.selection, selection) ? draft.value.text : '';
}

export function keepResponseDraft(debateId: string, selection: SelectedPassage, text: string): void {
  if (text.trim() === '') clearDraft(keyOf(debateId));
  else writeDraft(keyOf(debateId), { selection, text } satisfies ResponseDraft);
}

/** The person goes to sign in from the response: it reopens when they are back. */
export function resumeResponseDraft(debateId: string): void {
  resumeDraft(keyOf(debateId));
}

/** The passage of a response to reopen once (its "Sign In" was clicked), or null. */
export function responseToResume(debateId: string): SelectedPassage | null {
  const draft = readDraft(keyOf(debateId), isResponseDraft);
  if (!draft?.resume) return null;
  writeDraft(keyOf(debateId), draft.value);
  return draft.value.selection;
}

export function discardResponseDraft(debateId: string): void {
  clearDraft(keyOf(debateId));
}
