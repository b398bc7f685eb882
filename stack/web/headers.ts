// The HTTP headers the production build is served with, by the local stack's
// prod server and (copied into deploy/netlify/_headers, checked by a test) by
// a static host. One place, so the two cannot drift apart.

/**
 * The app runs only its own scripts and styles and talks only to itself and to
 * the Supabase API (HTTP, and websockets for realtime: supabase-js turns the
 * API's http(s) into ws(s)). No inline script: Vite's build has none (its
 * modulepreload polyfill lives in the entry chunk); React sets `style` through
 * the CSSOM, which `style-src 'self'` allows.
 */
export function contentSecurityPolicy(apiUrl: string): string {
  const api = new URL(apiUrl).origin;
  const realtime = api.replace(/^http/, 'ws');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${api} ${realtime}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers for every response, whatever the path. */
export function securityHeaders(apiUrl: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(apiUrl),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The app uses none of these; a framed or injected script cannot ask for them either.
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    // For browsers without CSP's frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Vite's file names under /assets/ carry a content hash: a new build never reuses a URL. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, the SPA's routes, favicon) is revalidated by its ETag on every use. */
export const REVALIDATE = 'no-cache';

export function cacheControl(pathname: string): string {
  return pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
}
