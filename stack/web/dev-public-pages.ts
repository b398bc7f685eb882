// The public pages on Vite's dev server (`npm start`): the same handler as the
// prod server and the public-pages function (stack/web/public-pages.ts over
// supabase/functions/_shared/public-pages), in front of Vite's own
// middleware and SPA fallback. A link unfurler or feed reader gets what
// `npm start -- --prod` serves; the pages are written into the dev server's
// index.html, and the app's server renderer (src/app/ssr.tsx) is Vite's own
// module graph (ssrLoadModule), so an edit shows on the next request.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type { AppRenderer } from '../../supabase/functions/_shared/public-pages/options.ts';
import { securityHeaders } from '../../supabase/functions/_shared/public-pages/security-headers.ts';
import { createNodePublicPages, type AppPages } from './public-pages.ts';

export interface DevPublicPagesOptions {
  apiUrl: string;
  anonKey: string;
  restUrl?: string;
  siteUrl?: string;
}

/** The dev server's pages: its index.html (with Vite's client) for every template, rendered by Vite's module graph. */
function devApp(server: ViteDevServer, apiUrl: string): AppPages {
  const indexHtml = path.join(server.config.root, 'index.html');
  const renderApp: AppRenderer = async (input) => {
    const ssr = (await server.ssrLoadModule('/src/app/ssr.tsx')) as { renderApp: AppRenderer };
    return ssr.renderApp(input);
  };
  // Vite's client runs an inline preamble and injects styles, which the app's CSP forbids: its other headers stay.
  const { 'Content-Security-Policy': _csp, ...pageHeaders } = securityHeaders(apiUrl);
  return {
    template: async () => server.transformIndexHtml('/', await fs.promises.readFile(indexHtml, 'utf8')),
    renderApp,
    pageHeaders,
  };
}

export function devPublicPages(options: DevPublicPagesOptions): Plugin {
  return {
    name: 'agora:public-pages',
    apply: 'serve',
    configureServer(server) {
      const publicPages = createNodePublicPages({ ...options, app: devApp(server, options.apiUrl) });
      // Added here rather than in a returned hook: before Vite's own middleware, which would answer these addresses with index.html.
      server.middlewares.use((req, res, next) => {
        publicPages(req, res).then(
          (answered) => {
            if (!answered) next();
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
