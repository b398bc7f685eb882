import { toAppError } from '@/lib/errors.ts';
import { loadSupabase } from '@/lib/client.ts';
import { loginLinkRedirect } from './emailLinks.ts';

export const CONFIRMATION_TEXTS = {
  checkEmail: 'Check your email to confirm your account: follow its link, or enter its code below.',
  notConfirmed: 'Please confirm your email address first: follow the link we emailed you, or enter its code below.',
  resend: 'Resend the confirmation email',
  resending: 'Sending…',
  resent: 'We sent the confirmation email again.',
  resendFailure: 'Failed to send the confirmation email. Please try again.',
} as const;

/** Sends the sign-up confirmation email again (the server limits how often); its link signs in and goes on to `next`. */
export async function resendConfirmation(email: string, next: string): Promise<void> {
  const { error } = await (
    await loadSupabase()
  ).auth.resend({
    type: 'signup',
    email,
    options: { emailRedirectTo: loginLinkRedirect('signup', next) },
  });
  if (error) throw new Error(toAppError(error, CONFIRMATION_TEXTS.resendFailure).message);
}
