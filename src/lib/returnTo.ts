/**
 * Sign-in returns a person where they were: every "Sign In" carries the page it was asked from
 * (`/login?next=<path>`), and the login page goes back there afterwards (/account otherwise, as
 * the specification says). Only a path of this site is followed, never another origin.
 */
const NEXT = 'next';

export interface Here {
  pathname: string;
  search: string;
  hash: string;
}

/** The login page's address that comes back to `here` (a page of this site) after signing in. */
export function loginPathFrom(here: Here): string {
  const back = `${here.pathname}${here.search}${here.hash}`;
  if (here.pathname === '/login' || here.pathname === '/') return '/login';
  return `/login?${NEXT}=${encodeURIComponent(back)}`;
}

/** Where to go after signing in: the `next` path when it is one of this site's, else null. */
export function nextPathFrom(search: string): string | null {
  const next = new URLSearchParams(search).get(NEXT);
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\') || next.startsWith('/login')) return null;
  return next;
}
