import type { EmailCodeKind } from '@/lib/auth.tsx';
import { toAppError } from '@/lib/errors.ts';
import { loadSupabase } from '@/lib/client.ts';
import { resendConfirmation } from './confirmationApi.ts';
import { loginLinkRedirect, updatePasswordRedirect } from './emailLinks.ts';

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
  const { error } = await (await loadSupabase()).auth.resetPasswordForEmail(email, { redirectTo: updatePasswordRedirect() });
  if (error) fail(error, RECOVERY_TEXTS.resetFailure);
}

/** Sends a one-time sign-in link (and code) to an existing account; the link signs in and goes on to `next`. */
export async function requestMagicLink(email: string, next: string): Promise<void> {
  const { error } = await (
    await loadSupabase()
  ).auth.signInWithOtp({
    email,
    options: { shouldCreateUser: false, emailRedirectTo: loginLinkRedirect('magiclink', next) },
  });
  if (error) fail(error, RECOVERY_TEXTS.magicLinkFailure);
}

/**
 * A new email in place of a link that failed: the confirmation again, a new
 * reset link, or a sign-in link (an unknown kind: it signs in any account).
 */
export function sendNewLink(kind: EmailCodeKind | null, email: string, next: string): Promise<void> {
  if (kind === 'signup') return resendConfirmation(email, next);
  if (kind === 'recovery') return requestPasswordReset(email);
  return requestMagicLink(email, next);
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
