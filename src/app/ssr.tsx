import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import {
  dropSeededRanking,
  isServedRanking,
  seedRanking,
  type ProfileFirstPage,
  type RankedDebate,
} from '@/features/community/prefetch.ts';
import { dropSeededProfile, seedProfile } from '@/features/community/profilePrefetch.ts';
import { dropSeededDebate, seedDebate, type DebateWithTurns, type RoomData } from '@/features/debate/prefetch.ts';
import { AppProviders } from './providers.tsx';
import { routes } from './router.tsx';
import { serverDataScript } from './serverData.ts';

/** What a page is rendered from. */
export interface RenderInput {
  /** The address (path and query) rendered. */
  url: string;
  /** For /debate/:id: the debate as get_debate returns it to a visitor (with its turns). */
  debate?: DebateWithTurns;
  /** Its room's verdict and ∆s (get_reader_verdict, list_deltas as a visitor). */
  room?: RoomData;
  /** For /u/:handle: the person (public_profile) and their first page of shared debates (list_profile_debates), as a visitor. */
  profile?: ProfileFirstPage;
  /** For /community/ranking (no filters): the first page of debates (list_public_debates) with their verdicts (get_reader_verdicts), as a visitor. */
  ranking?: RankedDebate[];
}

export interface RenderedApp {
  /** #root's content: the first screen exactly as the app's first render produces it. */
  html: string;
  /** The data block that goes beside #root (src/app/serverData.ts). */
  data: string;
}

// ScrollRestoration writes an inline script for server rendering; the CSP
// allows none, and the app restores scrolling itself once it runs.
const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');

async function render(input: RenderInput): Promise<RenderedApp> {
  const url = new URL(input.url, 'http://app.invalid');
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url.pathname} answered ${context.status}, not a page`);
  const debateId = /^\/debate\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  const id = debateId === undefined ? undefined : decodeURIComponent(debateId);
  const handleParam = /^\/u\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  const handle = handleParam === undefined ? undefined : decodeURIComponent(handleParam);
  // The pages take their data from their prefetch, as on the client once the data block is read.
  if (id !== undefined && input.debate) seedDebate(id, input.debate, input.room);
  if (handle !== undefined && input.profile) seedProfile(handle, input.profile);
  const ranking = isServedRanking(url.pathname, url.search) ? input.ranking : undefined;
  if (ranking) seedRanking(ranking);
  try {
    const router = createStaticRouter(handler.dataRoutes, context);
    // prerender (not renderToString) waits for lazily loaded parts, so the
    // HTML holds them as the client will once their code has loaded.
    const { prelude } = await prerender(
      <StrictMode>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
    const html = withoutScripts(await new Response(prelude).text());
    const data = serverDataScript({
      path: url.pathname.replace(/\/+$/, '') || '/',
      debate: id !== undefined && input.debate ? { id, value: input.debate, room: input.room } : undefined,
      profile: handle !== undefined && input.profile ? { handle, value: input.profile } : undefined,
      ranking,
    });
    return { html, data };
  } finally {
    // What was seeded for this page must never reach another request's render.
    if (id !== undefined) dropSeededDebate(id);
    if (handle !== undefined) dropSeededProfile(handle);
    if (ranking) dropSeededRanking();
  }
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders a page's first screen to HTML with the app's own components, from
 * the given data (the public-pages handler calls it; built by Vite into an
 * ESM bundle, see config/prerender.ts). One page at a time: the viewer's
 * debate is handed over through module state, as on the client.
 */
export function renderApp(input: RenderInput): Promise<RenderedApp> {
  const rendered = queue.then(() => render(input));
  queue = rendered.catch(() => undefined);
  return rendered;
}
