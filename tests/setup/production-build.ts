// The SPA's production build for a stack that serves none (AGORA_TEST_STACK=reuse
// on `npm run stack`), served in this process as stack/web/prod-server.ts serves
// it: the static files and the server-written public pages. It is a copy of the
// build for any API kept in .agora/test-build (stack/web/shared-build.ts, the one
// the lanes' stacks copy too), with this stack's address written in, so a loop
// rebuilds only after a change to the sources.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ANY_API_URL, buildApp, retargetBuild } from '../../stack/web/build.ts';
import { builtApp, createNodePublicPages } from '../../stack/web/public-pages.ts';
import { sharedBuild } from '../../stack/web/shared-build.ts';
import { createStaticHandler } from '../../stack/web/static-server.ts';
import { TEST_BUILDS } from './full-stack.ts';

async function productionBuild(outDir: string, publishableKey: string): Promise<void> {
  // Vite takes React's build (development or production) from NODE_ENV, which Vitest sets to `test`.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await buildApp({ outDir, apiUrl: ANY_API_URL, publishableKey });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

export async function serveProductionBuild(options: { apiUrl: string; publishableKey: string }) {
  const fromDir = await sharedBuild({
    cacheDir: TEST_BUILDS,
    publishableKey: options.publishableKey,
    build: (outDir) => productionBuild(outDir, options.publishableKey),
  });
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-reuse-build-'));
  const dir = path.join(scratch, 'dist');
  await retargetBuild({ fromDir, outDir: dir, apiUrl: options.apiUrl });
  const publicPages = createNodePublicPages({ app: builtApp(dir), apiUrl: options.apiUrl, anonKey: options.publishableKey });
  const server = http.createServer(createStaticHandler({ dir, apiUrl: options.apiUrl, publicPages }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    dir,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          fs.rmSync(scratch, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}
