import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { renderLoadingFrame } from '../lib/prerender.ts';
import { AppProviders } from './providers.tsx';
import { routes } from './router.tsx';

/**
 * The first screen of a route as HTML, rendered at build time (config/prerender.ts)
 * in its loading state — the frame, headings and skeletons, no data — so
 * index.html paints the page before any script has run. The app then renders
 * over it (src/main.tsx), starting from the same loading state.
 */
export async function renderShell(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://shell.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderLoadingFrame(() =>
    renderToString(
      <div className="app-frame" inert>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </div>,
    ),
  );
  // ScrollRestoration writes an inline script for server rendering; the CSP
  // allows none, and the app restores scrolling itself once it runs.
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}
