// Agora's public pages as one fetch-style handler, for every client alike (no
// User-Agent sniffing): the debate and profile pages with their link previews,
// the preview images, Atom feeds, the sitemap, robots.txt, the embed card and
// oEmbed. Plain TypeScript over web APIs (Request, Response, fetch): the local
// stack's prod server (stack/web) and the public-pages edge function both run
// it, each giving it the app's built pages and the image's assets.
import { CATEGORIES } from '../contract/categories.ts';
import type { PublicProfile } from '../contract/profile.ts';
import type { AppDebate, AppRoom, DebateCard, PublicData } from './data.ts';
import { EMBED_STYLE, embedHtml, oembedJson } from './embed.ts';
import { atomFeed, decodeCursor, encodeCursor } from './feed.ts';
import { contentHash, cspHash } from './hash.ts';
import { writePage, type PageMeta, type RenderedApp } from './head.ts';
import { debateCardTree, IMAGE_HEIGHT, IMAGE_WIDTH, siteCardTree, type ImageRenderer } from './image.ts';
import { embedHeaders, securityHeaders } from './security-headers.ts';
import { debatesSitemap, pagesSitemap, robotsTxt, sitemapIndex, SITEMAP_PAGES } from './sitemap.ts';
import { clip, describeDebate } from './text.ts';

/** The SPA's built pages the public pages are written into. */
export type Template = 'debate' | 'profile' | 'ranking' | 'app';

/** Where each template is in the build (config/prerender.ts writes the first two). */
export const TEMPLATE_FILES: Readonly<Record<Template, string>> = {
  debate: 'debate/index.html',
  profile: 'u/index.html',
  ranking: 'community/ranking/index.html',
  app: 'index.html',
};

/** The app's server renderer (src/app/ssr.tsx's renderApp, from the build's .ssr/app.js). */
export type AppRenderer = (input: {
  url: string;
  debate?: AppDebate;
  room?: AppRoom;
  profile?: { profile: PublicProfile; debates: Record<string, unknown>[] };
  ranking?: Record<string, unknown>[];
}) => Promise<RenderedApp>;

export interface PublicPagesOptions {
  data: PublicData;
  /**
   * Writes a public debate or a profile itself into its page, rendered by the
   * app's own components, which the app then hydrates. Without it (or when it
   * fails) the page holds the build's loading frame, and the app loads the data.
   */
  renderApp?: AppRenderer;
  renderImage: ImageRenderer;
  /** The built page (TEMPLATE_FILES): a debate's or a profile's prerendered frame, or index.html. */
  template(name: Template): Promise<string>;
  /** The Supabase API the app talks to (its CSP allows it). */
  apiUrl: string;
  /** The address the public sees (https://agora.example); else each request's own origin. */
  siteUrl?: string;
  /** How many rendered images to keep (each ~40–60 KB). */
  imageCacheSize?: number;
}

export type PublicPagesHandler = (request: Request) => Promise<Response | undefined>;

const FEED_PAGE = 20;
const GENERIC_DESCRIPTION =
  'Agora: two AI speakers debate your topic in three rounds; the community ranks, votes on and answers the debates.';

/** What of a debate its image shows: the image's version changes exactly when this does. */
const drawnOf = (card: DebateCard) =>
  JSON.stringify([card.topic, card.categories, card.speakers, card.upvotes, card.downvotes, card.verdict]);

const imageVersion = (card: DebateCard): string => contentHash(drawnOf(card));

/** Whether an If-None-Match header names this ETag (a list, weak or not, or `*`). */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

export function createPublicPages(options: PublicPagesOptions): PublicPagesHandler {
  const pageHeaders = securityHeaders(options.apiUrl);
  // Drawn images by debate, least recently used first; and the drawings under
  // way, so requests for the same image at once draw it once.
  const images = new Map<string, { version: string; png: Uint8Array }>();
  const drawing = new Map<string, Promise<Uint8Array>>();
  const imageCacheSize = options.imageCacheSize ?? 500;
  let siteImage: Promise<Uint8Array> | undefined;
  const embedStyle = cspHash(EMBED_STYLE);

  const respond = (
    request: Request,
    body: string | Uint8Array,
    type: string,
    extra: Record<string, string> = {},
    status = 200,
    etag = `"${contentHash(typeof body === 'string' ? body : `${body.length}:${body.slice(0, 64).join(',')}`)}"`,
  ): Response => {
    const headers = new Headers({ 'Content-Type': type, 'Cache-Control': 'no-cache', ETag: etag, Vary: 'Accept-Encoding', ...extra });
    if (status === 200 && matches(request.headers.get('If-None-Match'), etag)) return new Response(null, { status: 304, headers });
    return new Response(request.method === 'HEAD' ? null : (body as BodyInit), { status, headers });
  };

  const siteOf = (request: Request) => (options.siteUrl ?? new URL(request.url).origin).replace(/\/+$/, '');

  const appFeeds = (site: string) => [{ title: 'Agora: newly shared debates', href: `${site}/feeds/debates.atom` }];

  const genericMeta = (site: string, canonical: string): PageMeta => ({
    title: 'Agora',
    description: GENERIC_DESCRIPTION,
    canonical,
    type: 'website',
    image: { url: `${site}/og/agora.png`, alt: 'Agora', width: IMAGE_WIDTH, height: IMAGE_HEIGHT },
    feeds: appFeeds(site),
    noindex: true,
  });

  const html = (request: Request, page: string, status = 200) => respond(request, page, 'text/html; charset=utf-8', pageHeaders, status);

  /** The debate rendered by the app, when it is public to both readers; else undefined (the loading frame stays). */
  async function renderedDebate(
    url: URL,
    id: string,
    pending: Promise<[AppDebate | null, AppRoom] | null>,
  ): Promise<RenderedApp | undefined> {
    const renderApp = options.renderApp;
    if (!renderApp) return undefined;
    try {
      const [debate, room] = (await pending) ?? [null, null];
      if (!debate?.is_public || debate.id !== id || !room) return undefined;
      return await renderApp({ url: `${url.pathname}${url.search}`, debate, room });
    } catch (error) {
      console.error('Rendering the debate page failed; answering with the loading frame', error);
      return undefined;
    }
  }

  async function debatePage(request: Request, site: string, id: string): Promise<Response> {
    // Asked for at once, beside the card (whose public read alone decides whether anything of the debate is shown).
    const appDebate = options.renderApp ? Promise.all([options.data.appDebate(id), options.data.appRoom(id)]) : Promise.resolve(null);
    appDebate.catch(() => undefined);
    // The head shows the card alone: the one cheap read the image uses too.
    const [debate, template] = await Promise.all([options.data.debatePreview(id), options.template('debate')]);
    const canonical = `${site}/debate/${id}`;
    // Not public (or no such debate): the app's page all the same, since its
    // author may open it signed in, with a preview that says nothing of it.
    if (!debate) return html(request, writePage(template, genericMeta(site, `${site}/`)));
    const title = `${clip(debate.topic, 90)} — Agora debate`;
    const meta: PageMeta = {
      title,
      description: describeDebate(debate),
      canonical,
      type: 'article',
      image: {
        url: `${site}/og/debate/${debate.id}.png?v=${imageVersion(debate)}`,
        alt: `${debate.topic}: the two speakers' positions and the readers' tallies`,
        width: IMAGE_WIDTH,
        height: IMAGE_HEIGHT,
      },
      feeds: appFeeds(site),
      oembed: `${site}/oembed?format=json&url=${encodeURIComponent(canonical)}`,
    };
    return html(request, writePage(template, meta, await renderedDebate(new URL(request.url), id, appDebate)));
  }

  /**
   * /community/ranking: with no filters in the address, the first page of
   * debates rendered by the app (what any visitor sees there, newest first);
   * with filters (which may need the reader's zone or local stars) or without
   * a renderer, the build's loading frame, which the app fills.
   */
  async function rankingPage(request: Request, site: string): Promise<Response> {
    const url = new URL(request.url);
    const renderApp = url.search === '' ? options.renderApp : undefined;
    const rows = renderApp ? options.data.appRanking() : null;
    rows?.catch(() => undefined);
    const template = await options.template('ranking');
    const meta: PageMeta = {
      title: 'Community debates — Agora',
      description: GENERIC_DESCRIPTION,
      canonical: `${site}/community/ranking`,
      type: 'website',
      image: { url: `${site}/og/agora.png`, alt: 'Agora', width: IMAGE_WIDTH, height: IMAGE_HEIGHT },
      feeds: appFeeds(site),
    };
    let app: RenderedApp | undefined;
    if (renderApp && rows) {
      try {
        app = await renderApp({ url: '/community/ranking', ranking: await rows });
      } catch (error) {
        console.error('Rendering the ranking failed; answering with the loading frame', error);
      }
    }
    return html(request, writePage(template, meta, app));
  }

  /** The profile page rendered by the app; else undefined (the loading frame stays). */
  async function renderedProfile(url: URL, profile: PublicProfile, debates: Promise<Record<string, unknown>[]> | null) {
    const renderApp = options.renderApp;
    if (!renderApp || !debates) return undefined;
    try {
      return await renderApp({ url: `${url.pathname}${url.search}`, profile: { profile, debates: await debates } });
    } catch (error) {
      console.error('Rendering the profile page failed; answering with the loading frame', error);
      return undefined;
    }
  }

  async function profilePage(request: Request, site: string, handle: string): Promise<Response> {
    // Asked for at once, beside the profile (whose read alone decides whether the page shows anyone).
    const debates = options.renderApp && /^[A-Za-z0-9_]{3,30}$/.test(handle) ? options.data.appProfileDebates(handle) : null;
    debates?.catch(() => undefined);
    const [profile, template] = await Promise.all([options.data.profile(handle), options.template('profile')]);
    if (!profile) return html(request, writePage(template, genericMeta(site, `${site}/`)), 404);
    const canonical = `${site}/u/${profile.handle}`;
    const counts = `${profile.debates_shared} debates shared · ${profile.upvotes_received} upvotes received · ${profile.deltas_given} ∆s given`;
    const meta: PageMeta = {
      title: `${profile.display_name} (@${profile.handle}) — Agora`,
      description: `${profile.display_name} on Agora, member since ${new Date(profile.member_since).toISOString().slice(0, 7)}. ${counts}.`,
      canonical,
      type: 'profile',
      image: { url: `${site}/og/agora.png`, alt: 'Agora', width: IMAGE_WIDTH, height: IMAGE_HEIGHT },
      feeds: [{ title: `Debates shared by ${profile.display_name}`, href: `${site}/feeds/u/${profile.handle}.atom` }, ...appFeeds(site)],
    };
    return html(request, writePage(template, meta, await renderedProfile(new URL(request.url), profile, debates)));
  }

  /** The image of this version of the debate: from the cache, or drawn (once for concurrent requests). */
  async function imageOf(debate: DebateCard, version: string): Promise<Uint8Array> {
    const cached = images.get(debate.id);
    images.delete(debate.id);
    if (cached?.version === version) {
      images.set(debate.id, cached);
      return cached.png;
    }
    const key = `${debate.id}:${version}`;
    let png = drawing.get(key);
    if (!png) {
      png = options.renderImage(debateCardTree(debate));
      drawing.set(key, png);
      void png.then(
        () => drawing.delete(key),
        () => drawing.delete(key),
      );
    }
    const drawn = await png;
    // Whichever drawing ends last is kept; a request for another version draws again.
    images.delete(debate.id);
    if (images.size >= imageCacheSize) images.delete(images.keys().next().value!);
    images.set(debate.id, { version, png: drawn });
    return drawn;
  }

  async function debateImage(request: Request, id: string): Promise<Response> {
    // Read on every request, cached image or not (no-cache): a debate made
    // private stops being served at once. The card alone is read: one cheap
    // primary-key lookup, which also gives the image's version.
    const debate = await options.data.debatePreview(id);
    // A debate that is not (or no longer) public has no image, and a cached one is dropped.
    if (!debate) {
      images.delete(id);
      return new Response('Not Found', {
        status: 404,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    }
    const version = imageVersion(debate);
    const etag = `"${version}"`;
    const extra = { 'X-Content-Type-Options': 'nosniff' };
    // The client holds this version already: nothing to draw or send.
    if (matches(request.headers.get('If-None-Match'), etag)) return respond(request, new Uint8Array(0), 'image/png', extra, 200, etag);
    return respond(request, await imageOf(debate, version), 'image/png', extra, 200, etag);
  }

  async function feed(request: Request, site: string, url: URL, kind: { category?: string; handle?: string }): Promise<Response> {
    const before = decodeCursor(url.searchParams.get('before'));
    if (before === 'invalid') return respond(request, 'Bad cursor', 'text/plain; charset=utf-8', {}, 400);
    let title = 'Agora: newly shared debates';
    let alternate = `${site}/community/ranking`;
    if (kind.handle) {
      const profile = await options.data.profile(kind.handle);
      if (!profile) return respond(request, 'Not Found', 'text/plain; charset=utf-8', {}, 404);
      title = `Agora: debates shared by ${profile.display_name}`;
      alternate = `${site}/u/${profile.handle}`;
    }
    if (kind.category) title = `Agora: newly shared debates in ${kind.category}`;
    const cards = await options.data.feed({ ...kind, before, limit: FEED_PAGE });
    const self = `${site}${url.pathname}`;
    const last = cards.at(-1);
    const body = atomFeed(
      {
        self,
        page: `${self}${url.search}`,
        title,
        alternate,
        siteUrl: site,
        next: cards.length === FEED_PAGE && last ? `${self}?before=${encodeURIComponent(encodeCursor(last))}` : undefined,
      },
      cards,
    );
    return respond(request, body, 'application/atom+xml; charset=utf-8');
  }

  async function embed(request: Request, site: string, id: string): Promise<Response> {
    const debate = await options.data.debatePreview(id);
    const hash = await embedStyle;
    return respond(
      request,
      embedHtml(site, debate, `<style>${EMBED_STYLE}</style>`),
      'text/html; charset=utf-8',
      embedHeaders(hash),
      debate ? 200 : 404,
    );
  }

  async function oembed(request: Request, site: string, url: URL): Promise<Response> {
    const format = url.searchParams.get('format') ?? 'json';
    if (format !== 'json') return respond(request, 'Only JSON', 'text/plain; charset=utf-8', {}, 501);
    const target = url.searchParams.get('url') ?? '';
    let id: string | undefined;
    try {
      const parsed = new URL(target);
      if (parsed.origin === new URL(site).origin) id = /^\/(?:embed\/)?debate\/([^/]+)\/?$/.exec(parsed.pathname)?.[1];
    } catch {
      id = undefined;
    }
    const debate = id ? await options.data.debatePreview(id) : null;
    if (!debate) return respond(request, 'Not Found', 'text/plain; charset=utf-8', { 'Cache-Control': 'no-store' }, 404);
    const maxWidth = Number(url.searchParams.get('maxwidth') ?? '') || undefined;
    const body = JSON.stringify(oembedJson(site, debate, `${site}/og/debate/${debate.id}.png?v=${imageVersion(debate)}`, maxWidth));
    return respond(request, body, 'application/json; charset=utf-8', { 'Access-Control-Allow-Origin': '*' });
  }

  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const url = new URL(request.url);
    const site = siteOf(request);
    const path = url.pathname;
    let m: RegExpExecArray | null;
    // debate/index.html and u/index.html are the build's files (the templates themselves), not a debate or a handle.
    if ((m = /^\/debate\/([^/.]+)\/?$/.exec(path))) return debatePage(request, site, decodeURIComponent(m[1]!));
    if ((m = /^\/u\/([^/.]+)\/?$/.exec(path))) return profilePage(request, site, decodeURIComponent(m[1]!));
    if (path === '/community/ranking' || path === '/community/ranking/') return rankingPage(request, site);
    if ((m = /^\/og\/debate\/([^/]+)\.png$/.exec(path))) return debateImage(request, decodeURIComponent(m[1]!));
    if (path === '/og/agora.png') {
      siteImage ??= options.renderImage(siteCardTree());
      return respond(request, await siteImage, 'image/png', { 'Cache-Control': 'public, max-age=86400' });
    }
    if (path === '/feeds/debates.atom') return feed(request, site, url, {});
    if ((m = /^\/feeds\/category\/([^/]+)\.atom$/.exec(path))) {
      const category = CATEGORIES.find((c) => c.toLowerCase() === decodeURIComponent(m![1]!).toLowerCase());
      return category ? feed(request, site, url, { category }) : undefined;
    }
    if ((m = /^\/feeds\/u\/([^/]+)\.atom$/.exec(path))) return feed(request, site, url, { handle: decodeURIComponent(m[1]!) });
    if ((m = /^\/embed\/debate\/([^/]+)\/?$/.exec(path))) return embed(request, site, decodeURIComponent(m[1]!));
    if (path === '/oembed') return oembed(request, site, url);
    if (path === '/robots.txt') return respond(request, robotsTxt(site), 'text/plain; charset=utf-8');
    if (path === '/sitemap.xml') return respond(request, sitemapIndex(site), 'application/xml; charset=utf-8');
    if (path === '/sitemaps/pages.xml') return respond(request, pagesSitemap(site), 'application/xml; charset=utf-8');
    if ((m = /^\/sitemaps\/debates-([0-9a-f]{2})\.xml$/.exec(path)) && SITEMAP_PAGES.includes(m[1]!)) {
      return respond(request, debatesSitemap(site, await options.data.sitemapPage(m[1]!)), 'application/xml; charset=utf-8');
    }
    return undefined;
  };
}
