import { toAppError } from './errors.ts';
import { supabase } from './supabase.ts';

export const PASSWORD_TEXTS = {
  mismatch: 'The passwords do not match.',
  empty: 'Please enter a new password.',
  failure: 'Failed to change the password. Please try again.',
} as const;

/**
 * Sets a new password for the signed-in user (also after a recovery link).
 * Throws an Error with the auth server's reason (e.g. its password policy).
 */
export async function updatePassword(password: string): Promise<void> {
  const { error } = await supabase.auth.updateUser({ password });
  if (error) throw new Error(toAppError(error, PASSWORD_TEXTS.failure).message);
}
