import { escapeHtml } from '../../shared/html.ts';

/** The email actions GoTrue sends, with its default subjects. */
export type MailAction = 'recovery' | 'magiclink' | 'signup' | 'invite' | 'email_change' | 'reauthentication';

export interface TemplateData {
  confirmationUrl: string;
  token: string;
  siteUrl: string;
  email: string;
  newEmail?: string;
}

const SUBJECTS: Record<MailAction, string> = {
  invite: "You've been invited",
  signup: 'Confirm your email address',
  recovery: 'Reset your password',
  magiclink: 'Your sign-in link',
  email_change: 'Confirm your new email address',
  reauthentication: 'Confirm reauthentication',
};

// GoTrue's default bodies, with the code line the Supabase CLI's templates add
// so that a user can type the OTP instead of following the link.
function body(action: MailAction, d: TemplateData): string {
  const link = (label: string) => `<p><a href="${escapeHtml(d.confirmationUrl)}">${label}</a></p>`;
  const code = `<p>Alternatively, enter the code: ${escapeHtml(d.token)}</p>`;
  switch (action) {
    case 'reauthentication':
      return `<h2>Confirm reauthentication</h2>\n\n<p>Enter the code: ${escapeHtml(d.token)}</p>`;
    case 'invite':
      return `<h2>You've been invited</h2>\n\n<p>You've been invited to create an account on ${escapeHtml(d.siteUrl)}. Follow the link below to accept.</p>\n${link('Accept invitation')}\n${code}`;
    case 'signup':
      return `<h2>Confirm your email address</h2>\n\n<p>Follow the link below to confirm this email address and finish signing up.</p>\n${link('Confirm email address')}\n${code}`;
    case 'recovery':
      return `<h2>Reset your password</h2>\n\n<p>We received a request to reset your password. Follow the link below to choose a new one.</p>\n${link('Reset password')}\n${code}\n<p>If you didn't request this, you can safely ignore this email.</p>`;
    case 'magiclink':
      return `<h2>Your sign-in link</h2>\n\n<p>Follow the link below to sign in. This link expires shortly and can only be used once.</p>\n${link('Sign in')}\n${code}`;
    case 'email_change':
      return `<h2>Confirm your new email address</h2>\n\n<p>Follow the link below to confirm ${escapeHtml(d.newEmail ?? '')} as your new email address (instead of ${escapeHtml(d.email)}).</p>\n${link('Confirm new email address')}\n${code}\n<p>If you didn't request this change, you can safely ignore this email.</p>`;
  }
}

export function renderMail(action: MailAction, data: TemplateData): { subject: string; html: string } {
  return { subject: SUBJECTS[action], html: body(action, data) };
}
