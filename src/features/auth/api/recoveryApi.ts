import { toAppError } from '@/lib/errors.ts';
import { loadSupabase } from '@/lib/client.ts';

const UPDATE_PASSWORD_PATH = '/update-password';

export const RECOVERY_TEXTS = {
  resetFailure: 'Failed to send the reset email. Please try again.',
  magicLinkFailure: 'Failed to send the sign-in link. Please try again.',
  linkInvalid: 'This password reset link is invalid or has expired. Please ask for a new one.',
} as const;

function fail(error: unknown, fallback: string): never {
  throw new Error(toAppError(error, fallback).message);
}

/** Sends the recovery email; its link opens /update-password signed in. */
export async function requestPasswordReset(email: string): Promise<void> {
  const { error } = await (
    await loadSupabase()
  ).auth.resetPasswordForEmail(email, {
    redirectTo: `${window.location.origin}${UPDATE_PASSWORD_PATH}`,
  });
  if (error) fail(error, RECOVERY_TEXTS.resetFailure);
}

/** Sends a one-time sign-in link to an existing account; it opens /account signed in. */
export async function requestMagicLink(email: string): Promise<void> {
  const { error } = await (
    await loadSupabase()
  ).auth.signInWithOtp({
    email,
    options: { shouldCreateUser: false, emailRedirectTo: `${window.location.origin}/account` },
  });
  if (error) fail(error, RECOVERY_TEXTS.magicLinkFailure);
}

/**
 * Waits for supabase-js to finish reading the session from the address (the
 * recovery link lands with its tokens there). Resolves with the link's error,
 * if it carried one (expired, already used).
 */
export async function recoveryLinkError(): Promise<string | null> {
  const { error } = await (await loadSupabase()).auth.initialize();
  return error ? toAppError(error, RECOVERY_TEXTS.linkInvalid).message : null;
}
