// What feed readers and crawlers read: the Atom feeds (all debates, a
// category's, a person's), the sitemap index and its pages, robots.txt.
import { Hono, type Context } from 'hono';
import { CATEGORIES } from '../../contract/categories.ts';
import { atomFeed, decodeCursor, encodeCursor } from '../feed.ts';
import { siteOf, type PublicPagesOptions } from '../options.ts';
import { respond, TEXT, XML } from '../respond.ts';
import { debatesSitemap, pagesSitemap, robotsTxt, sitemapIndex, SITEMAP_PAGES } from '../sitemap.ts';

const FEED_PAGE = 20;

/** A feed's file name without its extension (`science.atom` → `science`). */
const stem = (file: string, extension: string) => file.slice(0, -extension.length);

export function feedRoutes(options: PublicPagesOptions): Hono {
  const app = new Hono();

  async function feed(c: Context, kind: { category?: string; handle?: string }): Promise<Response> {
    const request = c.req.raw;
    const url = new URL(request.url);
    const site = siteOf(options, request);
    const before = decodeCursor(url.searchParams.get('before'));
    if (before === 'invalid') return respond(request, { body: 'Bad cursor', type: TEXT, status: 400 });
    let title = 'Agora: newly shared debates';
    let alternate = `${site}/community/ranking`;
    if (kind.handle) {
      const profile = await options.data.profile(kind.handle);
      if (!profile) return respond(request, { body: 'Not Found', type: TEXT, status: 404 });
      title = `Agora: debates shared by ${profile.display_name}`;
      alternate = `${site}/u/${profile.handle}`;
    }
    if (kind.category) title = `Agora: newly shared debates in ${kind.category}`;
    const cards = await options.data.feed({ ...kind, before, limit: FEED_PAGE });
    const self = `${site}${url.pathname}`;
    const last = cards.at(-1);
    const next = cards.length === FEED_PAGE && last ? `${self}?before=${encodeURIComponent(encodeCursor(last))}` : undefined;
    const body = atomFeed({ self, page: `${self}${url.search}`, title, alternate, siteUrl: site, next }, cards);
    return respond(request, { body, type: 'application/atom+xml; charset=utf-8' });
  }

  app.get('/feeds/debates.atom', (c) => feed(c, {}));
  app.get('/feeds/category/:file{[^/]+\\.atom}', (c) => {
    const asked = stem(c.req.param('file'), '.atom').toLowerCase();
    const category = CATEGORIES.find((known) => known.toLowerCase() === asked);
    // Not a category: not a feed either (the app answers the address).
    return category ? feed(c, { category }) : c.notFound();
  });
  app.get('/feeds/u/:file{[^/]+\\.atom}', (c) => feed(c, { handle: stem(c.req.param('file'), '.atom') }));

  app.get('/robots.txt', (c) => respond(c.req.raw, { body: robotsTxt(siteOf(options, c.req.raw)), type: TEXT }));
  app.get('/sitemap.xml', (c) => respond(c.req.raw, { body: sitemapIndex(siteOf(options, c.req.raw)), type: XML }));
  app.get('/sitemaps/pages.xml', (c) => respond(c.req.raw, { body: pagesSitemap(siteOf(options, c.req.raw)), type: XML }));
  app.get('/sitemaps/:file{debates-[0-9a-f][0-9a-f]\\.xml}', async (c) => {
    const page = stem(c.req.param('file'), '.xml').slice('debates-'.length);
    if (!SITEMAP_PAGES.includes(page)) return c.notFound();
    const body = debatesSitemap(siteOf(options, c.req.raw), await options.data.sitemapPage(page));
    return respond(c.req.raw, { body, type: XML });
  });

  return app;
}
