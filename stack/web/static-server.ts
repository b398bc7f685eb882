// Serves a Vite production build: precompressed brotli/gzip siblings (sirv, the
// same static server `vite preview` uses), long-lived caching for hashed assets,
// revalidation for everything else, the SPA's routes answered with index.html,
// and the security headers of headers.ts on every response.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import sirv from 'sirv';
import { cacheControl, securityHeaders } from './headers.ts';
import type { NodePublicPages } from './public-pages.ts';

export interface StaticServerOptions {
  /** The build (vite build's outDir, precompressed). */
  dir: string;
  /** The Supabase API the build talks to (allowed by the CSP). */
  apiUrl: string;
  /** The server-written public pages (debates, profiles, feeds, images…), tried before the files. */
  publicPages?: NodePublicPages;
}

function notFound(_req: IncomingMessage, res: ServerResponse) {
  res.statusCode = 404;
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Not Found');
}

/**
 * Every debate's address is answered with the one prerendered debate page
 * (config/prerender.ts); other routes find theirs by name
 * (community/ranking/index.html) or fall back to index.html.
 */
function prerenderedPath(pathname: string): string | undefined {
  return /^\/debate\/[^/]+\/?$/.test(pathname) ? '/debate/' : undefined;
}

export function createStaticHandler(options: StaticServerOptions): RequestListener {
  const headers = securityHeaders(options.apiUrl);
  const serve = sirv(options.dir, {
    etag: true,
    gzip: true,
    brotli: true,
    // Routes without a file answer index.html; a missing asset (anything with an
    // extension, anything under /assets/) stays a 404 so a stale chunk URL fails
    // loudly instead of receiving HTML.
    single: true,
    ignores: ['^/assets/'],
    onNoMatch: notFound,
  });
  return (req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, HEAD');
      res.end();
      return;
    }
    // Set before sirv answers so its 304s carry it too.
    const url = new URL(req.url ?? '/', 'http://x');
    res.setHeader('Cache-Control', cacheControl(url.pathname));
    const serveFile = () => {
      const page = prerenderedPath(url.pathname);
      if (page) req.url = `${page}${url.search}`;
      serve(req, res);
    };
    if (!options.publicPages) return serveFile();
    options.publicPages(req, res).then(
      (answered) => {
        if (!answered) serveFile();
      },
      (error: unknown) => {
        console.error('public page failed:', error);
        // The app's own page still works without the server-written parts.
        if (!res.headersSent) serveFile();
      },
    );
  };
}
