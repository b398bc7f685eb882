// Agora's public pages as one fetch-style handler, for every client alike (no
// User-Agent sniffing), routed by Hono, one module per concern (routes/):
// the debate, profile and ranking pages with their link previews, the preview
// images, the feeds (Atom, sitemap, robots.txt), the embed card and oEmbed.
// Plain TypeScript over web APIs (Request, Response, fetch): the local
// stack's web servers (stack/web: the prod server and the dev server) and the
// public-pages edge function all run it, each giving it the app's pages and
// the image's assets.
import { Hono } from 'hono';
import type { PublicPagesOptions } from './options.ts';
import { embedRoutes } from './routes/embeds.ts';
import { feedRoutes } from './routes/feeds.ts';
import { imageRoutes } from './routes/images.ts';
import { pageRoutes } from './routes/pages.ts';

/** A public page's answer, or undefined when the address is not one (the host serves the app). */
export type PublicPagesHandler = (request: Request) => Promise<Response | undefined>;

// Marks Hono's answer for an address no route takes, which the host answers itself.
const UNMATCHED = 'x-agora-unmatched';

export function createPublicPages(options: PublicPagesOptions): PublicPagesHandler {
  const app = new Hono()
    .route('/', pageRoutes(options))
    .route('/', imageRoutes(options))
    .route('/', feedRoutes(options))
    .route('/', embedRoutes(options));
  app.notFound(() => new Response(null, { status: 404, headers: { [UNMATCHED]: '1' } }));
  app.onError((error) => {
    throw error;
  });
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const response = await app.fetch(request);
    return response.headers.has(UNMATCHED) ? undefined : response;
  };
}
