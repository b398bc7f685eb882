// What other sites take: the embeddable card (/embed/debate/:id, the one
// page that may be framed) and oEmbed.
import { Hono } from 'hono';
import { EMBED_STYLE, embedHtml, oembedJson } from '../embed.ts';
import { cspHash } from '../hash.ts';
import { siteOf, type PublicPagesOptions } from '../options.ts';
import { HTML, respond, TEXT } from '../respond.ts';
import { embedHeaders } from '../security-headers.ts';
import { debateImageUrl } from './images.ts';

/** The debate a URL of this site names (its page or its embed), if any. */
function debateIdIn(target: string, site: string): string | undefined {
  try {
    const parsed = new URL(target);
    if (parsed.origin !== new URL(site).origin) return undefined;
    return /^\/(?:embed\/)?debate\/([^/]+)\/?$/.exec(parsed.pathname)?.[1];
  } catch {
    return undefined;
  }
}

export function embedRoutes(options: PublicPagesOptions): Hono {
  const embedStyle = cspHash(EMBED_STYLE);
  const app = new Hono();

  const embed = async (request: Request, id: string) => {
    const debate = await options.data.debatePreview(id);
    const body = embedHtml(siteOf(options, request), debate, `<style>${EMBED_STYLE}</style>`);
    return respond(request, { body, type: HTML, headers: embedHeaders(await embedStyle), status: debate ? 200 : 404 });
  };
  app.get('/embed/debate/:id', (c) => embed(c.req.raw, c.req.param('id')));
  app.get('/embed/debate/:id/', (c) => embed(c.req.raw, c.req.param('id')));

  app.get('/oembed', async (c) => {
    const request = c.req.raw;
    const site = siteOf(options, request);
    const format = c.req.query('format') ?? 'json';
    if (format !== 'json') return respond(request, { body: 'Only JSON', type: TEXT, status: 501 });
    const id = debateIdIn(c.req.query('url') ?? '', site);
    const debate = id ? await options.data.debatePreview(id) : null;
    if (!debate) return respond(request, { body: 'Not Found', type: TEXT, headers: { 'Cache-Control': 'no-store' }, status: 404 });
    const maxWidth = Number(c.req.query('maxwidth') ?? '') || undefined;
    const body = JSON.stringify(oembedJson(site, debate, debateImageUrl(site, debate), maxWidth));
    return respond(request, { body, type: 'application/json; charset=utf-8', headers: { 'Access-Control-Allow-Origin': '*' } });
  });

  return app;
}
