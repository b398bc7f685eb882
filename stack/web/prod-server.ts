// Builds the SPA for the local stack's API and serves the build (spawned by
// stack/web/prod.ts with `node --import tsx`; `npm start -- --prod`).
import http from 'node:http';
import { buildApp, retargetBuild } from './build.ts';
import { sharedBuild } from './shared-build.ts';
import { builtApp, createNodePublicPages } from './public-pages.ts';
import { createStaticHandler } from './static-server.ts';

const port = Number(process.env.AGORA_WEB_PORT);
const outDir = process.env.AGORA_WEB_OUT_DIR;
const apiUrl = process.env.VITE_SUPABASE_URL;
const publishableKey = process.env.VITE_SUPABASE_PUBLISHABLE_KEY;
if (!Number.isInteger(port) || port <= 0) throw new Error('AGORA_WEB_PORT must be set to the port to serve on.');
if (!outDir || !apiUrl || !publishableKey)
  throw new Error('AGORA_WEB_OUT_DIR, VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY must be set.');

// A test run's stacks share one build made for any API (shared-build.ts), each copying it with its own address.
const sharedBuilds = process.env.AGORA_WEB_SHARED_BUILDS;
if (sharedBuilds) {
  const fromDir = await sharedBuild({ cacheDir: sharedBuilds, publishableKey });
  console.log(`copying the SPA's build ${fromDir} into ${outDir}`);
  await retargetBuild({ fromDir, outDir, apiUrl });
} else {
  console.log(`building the SPA into ${outDir}`);
  await buildApp({ outDir, apiUrl, publishableKey });
}

const publicPages = createNodePublicPages({
  app: builtApp(outDir),
  apiUrl,
  anonKey: publishableKey,
  restUrl: process.env.AGORA_REST_URL || undefined,
  siteUrl: process.env.AGORA_SITE_URL || undefined,
});
const server = http.createServer(createStaticHandler({ dir: outDir, apiUrl, publicPages }));
server.listen(port, '127.0.0.1', () => console.log(`serving the production build on http://127.0.0.1:${port}`));

const close = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.once('SIGTERM', close);
process.once('SIGINT', close);
