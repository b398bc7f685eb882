import { toAppError } from '@/lib/errors.ts';
import { loadSupabase } from '@/lib/client.ts';

export const CONFIRMATION_TEXTS = {
  checkEmail: 'Check your email to confirm your account, then sign in.',
  notConfirmed: 'Please confirm your email address first: follow the link we emailed you.',
  resend: 'Resend the confirmation email',
  resending: 'Sending…',
  resent: 'We sent the confirmation email again.',
  resendFailure: 'Failed to send the confirmation email. Please try again.',
} as const;

/** Where the confirmation link lands: the account page, signed in. */
const confirmationRedirect = () => `${window.location.origin}/account`;

/** Sends the sign-up confirmation email again (the server limits how often). */
export async function resendConfirmation(email: string): Promise<void> {
  const { error } = await (
    await loadSupabase()
  ).auth.resend({
    type: 'signup',
    email,
    options: { emailRedirectTo: confirmationRedirect() },
  });
  if (error) throw new Error(toAppError(error, CONFIRMATION_TEXTS.resendFailure).message);
}
