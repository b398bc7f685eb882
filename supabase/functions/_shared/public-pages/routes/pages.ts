// The app's public pages with their heads written in (title, Open Graph,
// Twitter card, canonical, feeds, oEmbed) and, where the app's server
// renderer is given, the page itself: a debate, a profile, the ranking.
import { Hono, type Context } from 'hono';
import type { PublicProfile } from '../../contract/profile.ts';
import type { AppDebate, AppRoom } from '../data.ts';
import { writePage, type PageMeta, type RenderedApp } from '../head.ts';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from '../image.ts';
import { siteOf, type PublicPagesOptions } from '../options.ts';
import { HTML, respond } from '../respond.ts';
import { securityHeaders } from '../security-headers.ts';
import { clip, describeDebate } from '../text.ts';
import { debateImageUrl } from './images.ts';

const GENERIC_DESCRIPTION =
  'Agora: two AI speakers debate your topic in three rounds; the community ranks, votes on and answers the debates.';

const appFeeds = (site: string) => [{ title: 'Agora: newly shared debates', href: `${site}/feeds/debates.atom` }];

const genericImage = (site: string) => ({ url: `${site}/og/agora.png`, alt: 'Agora', width: IMAGE_WIDTH, height: IMAGE_HEIGHT });

/** The head of a page that shows nothing public: it says nothing of what the address names. */
const genericMeta = (site: string): PageMeta => ({
  title: 'Agora',
  description: GENERIC_DESCRIPTION,
  canonical: `${site}/`,
  type: 'website',
  image: genericImage(site),
  feeds: appFeeds(site),
  noindex: true,
});

/** The address as the app routes it (path and query). */
const appUrlOf = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/** The app's rendering of a page, or undefined (the loading frame stays) when it fails. */
async function rendered(what: string, render: () => Promise<RenderedApp | undefined>): Promise<RenderedApp | undefined> {
  try {
    return await render();
  } catch (error) {
    console.error(`Rendering the ${what} page failed; answering with the loading frame`, error);
    return undefined;
  }
}

export function pageRoutes(options: PublicPagesOptions): Hono {
  const pageHeaders = options.pageHeaders ?? securityHeaders(options.apiUrl);
  const html = (request: Request, page: string, status = 200) => respond(request, { body: page, type: HTML, headers: pageHeaders, status });
  const app = new Hono();

  /** The debate rendered by the app, when it is public to both readers; else undefined (the loading frame stays). */
  function renderedDebate(request: Request, id: string, pending: Promise<[AppDebate | null, AppRoom] | null>) {
    const renderApp = options.renderApp;
    if (!renderApp) return undefined;
    return rendered('debate', async () => {
      const [debate, room] = (await pending) ?? [null, null];
      if (!debate?.is_public || debate.id !== id || !room) return undefined;
      return renderApp({ url: appUrlOf(request), debate, room });
    });
  }

  async function debatePage(c: Context): Promise<Response> {
    const request = c.req.raw;
    const id = c.req.param('id')!;
    const site = siteOf(options, request);
    // Asked for at once, beside the card (whose public read alone decides whether anything of the debate is shown).
    const appDebate = options.renderApp ? Promise.all([options.data.appDebate(id), options.data.appRoom(id)]) : Promise.resolve(null);
    appDebate.catch(() => undefined);
    // The head shows the card alone: the one cheap read the image uses too.
    const [debate, template] = await Promise.all([options.data.debatePreview(id), options.template('debate')]);
    // Not public (or no such debate): the app's page all the same, since its
    // author may open it signed in, with a preview that says nothing of it.
    if (!debate) return html(request, writePage(template, genericMeta(site)));
    const canonical = `${site}/debate/${id}`;
    const meta: PageMeta = {
      title: `${clip(debate.topic, 90)} — Agora debate`,
      description: describeDebate(debate),
      canonical,
      type: 'article',
      image: {
        url: debateImageUrl(site, debate),
        alt: `${debate.topic}: the two speakers' positions and the readers' tallies`,
        width: IMAGE_WIDTH,
        height: IMAGE_HEIGHT,
      },
      feeds: appFeeds(site),
      oembed: `${site}/oembed?format=json&url=${encodeURIComponent(canonical)}`,
    };
    return html(request, writePage(template, meta, await renderedDebate(request, id, appDebate)));
  }

  async function profilePage(c: Context): Promise<Response> {
    const request = c.req.raw;
    const handle = c.req.param('handle')!;
    const site = siteOf(options, request);
    const renderApp = options.renderApp;
    // Asked for at once, beside the profile (whose read alone decides whether the page shows anyone).
    const debates = renderApp && /^[A-Za-z0-9_]{3,30}$/.test(handle) ? options.data.appProfileDebates(handle) : null;
    debates?.catch(() => undefined);
    const [profile, template] = await Promise.all([options.data.profile(handle), options.template('profile')]);
    if (!profile) return html(request, writePage(template, genericMeta(site)), 404);
    const meta = profileMeta(site, profile);
    const app =
      renderApp && debates
        ? await rendered('profile', async () => renderApp({ url: appUrlOf(request), profile: { profile, debates: await debates } }))
        : undefined;
    return html(request, writePage(template, meta, app));
  }

  /**
   * /community/ranking: with no filters in the address, the first page of
   * debates rendered by the app (what any visitor sees there, newest first);
   * with filters (which may need the reader's zone or local stars) or without
   * a renderer, the build's loading frame, which the app fills.
   */
  async function rankingPage(c: Context): Promise<Response> {
    const request = c.req.raw;
    const site = siteOf(options, request);
    const renderApp = new URL(request.url).search === '' ? options.renderApp : undefined;
    const rows = renderApp ? options.data.appRanking() : null;
    rows?.catch(() => undefined);
    const template = await options.template('ranking');
    const meta: PageMeta = {
      title: 'Community debates — Agora',
      description: GENERIC_DESCRIPTION,
      canonical: `${site}/community/ranking`,
      type: 'website',
      image: genericImage(site),
      feeds: appFeeds(site),
    };
    const app =
      renderApp && rows ? await rendered('ranking', async () => renderApp({ url: '/community/ranking', ranking: await rows })) : undefined;
    return html(request, writePage(template, meta, app));
  }

  // debate/index.html and u/index.html are the build's files (the templates themselves), not a debate or a handle.
  for (const path of ['/debate/:id{[^/.]+}', '/debate/:id{[^/.]+}/']) app.get(path, debatePage);
  for (const path of ['/u/:handle{[^/.]+}', '/u/:handle{[^/.]+}/']) app.get(path, profilePage);
  for (const path of ['/community/ranking', '/community/ranking/']) app.get(path, rankingPage);
  return app;
}

function profileMeta(site: string, profile: PublicProfile): PageMeta {
  const counts = `${profile.debates_shared} debates shared · ${profile.upvotes_received} upvotes received · ${profile.deltas_given} ∆s given`;
  return {
    title: `${profile.display_name} (@${profile.handle}) — Agora`,
    description: `${profile.display_name} on Agora, member since ${new Date(profile.member_since).toISOString().slice(0, 7)}. ${counts}.`,
    canonical: `${site}/u/${profile.handle}`,
    type: 'profile',
    image: genericImage(site),
    feeds: [{ title: `Debates shared by ${profile.display_name}`, href: `${site}/feeds/u/${profile.handle}.atom` }, ...appFeeds(site)],
  };
}
