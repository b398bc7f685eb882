// The public pages for a static host (deploy/netlify/_redirects forwards
// /debate/*, /u/*, /embed/*, /og/*, /feeds/*, /oembed, /sitemap*.xml and
// /robots.txt here): the same handler as the local prod server
// (../_shared/public-pages), with the site's built pages fetched from SITE_URL
// the image's assets and the app's server renderer read from the function's files.
import { createPublicData } from '../_shared/public-pages/data.ts';
import { createPublicPages } from '../_shared/public-pages/handler.ts';
import { createImageRenderer } from '../_shared/public-pages/image.ts';
import { readSupabaseEnv } from '../_shared/keys.ts';
import { appRenderer, loadAssets, sitePath, templateLoader } from './host.ts';

const env = (name: string) => Deno.env.get(name);
// The publishable key (SUPABASE_PUBLISHABLE_KEYS, or the legacy SUPABASE_ANON_KEY): the pages read as a visitor, so RLS decides.
const { url: apiUrl, publishableKey: anonKey } = readSupabaseEnv(env);
const siteUrl = env('SITE_URL');
if (!siteUrl) throw new Error('SITE_URL must be set.');
// The API as browsers reach it (the CSP's connect-src), when the function reaches it another way.
const publicApiUrl = env('PUBLIC_SUPABASE_URL') ?? apiUrl;

const handler = createPublicPages({
  data: createPublicData({ apiUrl, anonKey }),
  renderImage: createImageRenderer(() => loadAssets((path) => Deno.readFile(path), new URL('./', import.meta.url))),
  // The debate written into its page by the app's own components (the build's server renderer).
  renderApp: appRenderer(new URL('./', import.meta.url), env('APP_RENDERER_FILE'), (path) =>
    Deno.stat(path).then(
      (stat) => stat.isFile,
      () => false,
    ),
  ),
  template: templateLoader(siteUrl),
  apiUrl: publicApiUrl,
  siteUrl,
});

Deno.serve(async (request) => {
  const url = new URL(request.url);
  const forwarded = new Request(new URL(`${sitePath(url.pathname)}${url.search}`, siteUrl), request);
  return (await handler(forwarded)) ?? new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
});
