import type { EmailCodeKind } from '@/lib/auth.tsx';

/**
 * Where the links of Agora's emails land, and what a link that failed says.
 * Confirmation and sign-in links land on /login, which goes on to where the
 * sign-in started (`?next=`) once supabase-js has taken the session from the
 * link, or explains a failed link and sends a new one; `link` names the email.
 * A reset link lands on /update-password.
 */
export const UPDATE_PASSWORD_PATH = '/update-password';

/** The emails whose links land on /login. */
export type LoginLinkKind = Exclude<EmailCodeKind, 'recovery'>;

export function loginLinkRedirect(kind: LoginLinkKind, next: string): string {
  return `${window.location.origin}/login?${new URLSearchParams({ next, link: kind }).toString()}`;
}

export function updatePasswordRedirect(): string {
  return `${window.location.origin}${UPDATE_PASSWORD_PATH}`;
}

/** A link that failed: GoTrue redirects with `error_code` and `error_description` (fragment; for PKCE also the query). */
export interface LinkError {
  /** Which email the link came from, when the redirect says (`link`), else null. */
  kind: EmailCodeKind | null;
  code: string;
  description: string;
}

const KINDS: readonly EmailCodeKind[] = ['signup', 'magiclink', 'recovery'];

export function linkErrorFrom(search: string, hash: string, kind: EmailCodeKind | null = null): LinkError | null {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const read = (name: string) => fragment.get(name) ?? query.get(name);
  const code = read('error_code') ?? read('error');
  if (code === null) return null;
  const named = query.get('link');
  return {
    kind: kind ?? (KINDS.find((known) => known === named) || null),
    code,
    description: read('error_description') ?? '',
  };
}

/** The address without the failed link's error (what it said is on the page now), keeping `next` and `link`. */
export function withoutLinkError(search: string): string {
  const query = new URLSearchParams(search);
  for (const name of ['error', 'error_code', 'error_description', 'sb']) query.delete(name);
  const rest = query.toString();
  return rest === '' ? '' : `?${rest}`;
}
