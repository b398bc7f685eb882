import { toAppError } from './errors.ts';
import { loadSupabase } from './client.ts';

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
  const { error } = await (await loadSupabase()).auth.updateUser({ password });
  if (error) throw new Error(toAppError(error, PASSWORD_TEXTS.failure).message);
}
