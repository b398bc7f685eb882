import { apiConfig } from './apiConfig.ts';
import { authStorageKey } from './db.ts';

// The parameters auth-js's detectSessionInUrl takes a session (or an auth
// error) from, in the query or the fragment: an implicit grant and the
// emailed confirmation, recovery and magic links (`#access_token=…&type=…`),
// a failed redirect (`error`, `error_code`, `error_description`), a PKCE
// redirect (`?code=`; auth-js also wants a stored verifier, but a page that
// merely has a `code` loses only its idle loading here). `token_hash` links
// are verified by the app through auth-js.
const AUTH_PARAMS = ['access_token', 'refresh_token', 'error', 'error_code', 'error_description', 'code', 'token_hash'] as const;

/** Whether the address carries something auth-js must act on when it starts. */
export function urlCarriesAuth(href: string): boolean {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  return AUTH_PARAMS.some((name) => url.searchParams.has(name) || fragment.has(name));
}

/**
 * Whether auth-js has persisted a session (even an expired one: its refresh
 * token may still restore it). Unreadable storage counts as a session, so
 * that auth-js is the one to decide.
 */
export function hasStoredSession(storage: Pick<Storage, 'getItem'>, key: string): boolean {
  try {
    return storage.getItem(key) !== null;
  } catch {
    return true;
  }
}

/**
 * A visitor known without supabase-js: no stored session and nothing for
 * auth-js in the address. Everything else waits for auth-js to tell.
 */
export function isKnownVisitor(
  storage: Pick<Storage, 'getItem'> | null = globalThis.localStorage ?? null,
  href: string = globalThis.location?.href ?? '',
  key: string = authStorageKey(apiConfig.url),
): boolean {
  if (!storage) return false;
  return !hasStoredSession(storage, key) && !urlCarriesAuth(href);
}
