import { ErrorCode, toAppError } from '@/lib/errors.ts';
import { db } from '@/lib/db.ts';
import type { Profile } from '@/stores/session.ts';

export const DISPLAY_NAME_MAX = 50;

export const ACCOUNT_TEXTS = {
  nameLength: `A display name has 1 to ${DISPLAY_NAME_MAX} characters.`,
  nameControlChars: 'A display name cannot contain control characters.',
  nameFailure: 'Failed to save your display name. Please try again.',
  emailMismatch: 'The email does not match your account.',
  deleteFailure: 'Failed to delete your account. Please try again.',
  handleFormat: 'A handle has 3 to 30 letters, digits or underscores.',
  handleTaken: 'That handle is taken. Try another.',
  handleFailure: 'Failed to save your handle. Please try again.',
  turnEmailsFailure: 'Failed to save your email setting. Please try again.',
} as const;

/** Turns "your turn" emails on or off for the caller; returns the setting saved. */
export async function setTurnEmails(on: boolean): Promise<boolean> {
  const { data, error } = await db.rpc('set_turn_emails', { p_on: on });
  if (error) throw error;
  return data;
}

/** The caller's handle: the name in their public profile's address (/u/handle). */
export async function getMyHandle(): Promise<string | null> {
  const { data, error } = await db.rpc('my_handle');
  if (error) throw error;
  return data;
}

/** Renames the caller's handle; the database checks its format (AG380) and that it is free (AG381). */
export async function setHandle(handle: string): Promise<string> {
  const { data, error } = await db.rpc('set_handle', { p_handle: handle });
  if (error) throw error;
  return data;
}

export function handleFailureText(error: unknown): string {
  const { code } = toAppError(error, '');
  if (code === ErrorCode.handleFormat) return ACCOUNT_TEXTS.handleFormat;
  if (code === ErrorCode.handleTaken) return ACCOUNT_TEXTS.handleTaken;
  return ACCOUNT_TEXTS.handleFailure;
}

/** Sets the caller's display name; the database trims and checks it (AG100, AG101). */
export async function setDisplayName(name: string): Promise<Profile> {
  const { data, error } = await db.rpc('set_display_name', { p_display_name: name });
  if (error) throw error;
  return data;
}

export function displayNameFailureText(error: unknown): string {
  const { code } = toAppError(error, '');
  if (code === ErrorCode.displayNameLength) return ACCOUNT_TEXTS.nameLength;
  if (code === ErrorCode.displayNameControlChars) return ACCOUNT_TEXTS.nameControlChars;
  return ACCOUNT_TEXTS.nameFailure;
}

/** Deletes the caller's account once the typed email matches it (AG130 otherwise). */
export async function deleteAccount(emailConfirmation: string): Promise<void> {
  const { error } = await db.rpc('delete_account', { p_email_confirmation: emailConfirmation });
  if (error) throw error;
}

export function deleteAccountFailureText(error: unknown): string {
  const { code } = toAppError(error, '');
  if (code === ErrorCode.emailMismatch) return ACCOUNT_TEXTS.emailMismatch;
  return ACCOUNT_TEXTS.deleteFailure;
}

/** The reader's persuasion record (get_my_record). */
export interface PersuasionRecord {
  polls_answered: number;
  moved: number;
  deltas_given: number;
  best_debate_id: string | null;
  best_debate_topic: string | null;
  best_persuasion_score: number | null;
}

export async function fetchMyRecord(): Promise<PersuasionRecord | null> {
  const { data, error } = await db.rpc('get_my_record');
  if (error) throw error;
  return data?.[0] ?? null;
}

/** Puts the caller on the leaderboard's ladder or takes them off it (their own row only; AG430 without a choice). */
export async function setOnLadder(on: boolean): Promise<Profile> {
  const { data, error } = await db.rpc('set_on_ladder', { p_on: on });
  if (error) throw error;
  return data;
}
