// The HTTP headers the production build is served with. The security headers
// live with the public pages' code (shared by this server and the public-pages
// edge function); deploy/netlify/_headers copies them (checked by a test).
export { contentSecurityPolicy, securityHeaders } from '../../supabase/functions/_shared/public-pages/security-headers.ts';

/** Vite's file names under /assets/ carry a content hash: a new build never reuses a URL. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, the SPA's routes, favicon) is revalidated by its ETag on every use. */
export const REVALIDATE = 'no-cache';

export function cacheControl(pathname: string): string {
  return pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
}
