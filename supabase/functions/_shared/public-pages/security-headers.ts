// The HTTP headers Agora's pages are served with: by the local stack's prod
// server (stack/web), by the public-pages edge function, and (copied into
// deploy/netlify/_headers, checked by a test) by a static host. One place, so
// they cannot drift apart.

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

const COMMON = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // The app uses none of these; a framed or injected script cannot ask for them either.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
};

/** Headers for every response of the app, whatever the path. */
export function securityHeaders(apiUrl: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(apiUrl),
    ...COMMON,
    // For browsers without CSP's frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * The embed card, the one page any site may frame: no script at all, its one
 * inline stylesheet allowed by its hash, links opening Agora in a new tab.
 */
export function embedHeaders(styleHash: string): Record<string, string> {
  return {
    'Content-Security-Policy': [
      "default-src 'none'",
      `style-src '${styleHash}'`,
      "img-src 'self'",
      "base-uri 'none'",
      "form-action 'none'",
      'frame-ancestors *',
    ].join('; '),
    ...COMMON,
  };
}
