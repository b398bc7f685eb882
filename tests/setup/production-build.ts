// The SPA's production build for a stack that serves none (AGORA_TEST_STACK=reuse
// on `npm run stack`), served in this process as stack/web/prod-server.ts serves
// it: the static files and the server-written public pages. The build is kept
// in .agora/test-build/<key>, the key being a hash of everything it is made
// from (the API it talks to included), so a loop rebuilds only after a change.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ROOT } from '../../stack/postgres/migrate.ts';
import { buildApp } from '../../stack/web/build.ts';
import { builtApp, createNodePublicPages } from '../../stack/web/public-pages.ts';
import { createStaticHandler } from '../../stack/web/static-server.ts';

// What the build reads: the SPA, its build configuration (stack/web's included), the contract and public
// pages it imports from supabase/functions/_shared, and the installed packages.
const INPUT_DIRS = ['src', 'config', 'public', 'supabase/functions/_shared', 'stack/web'];
const INPUT_FILES = ['index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'];
const CACHE_DIR = path.join(ROOT, '.agora', 'test-build');

function buildKey(apiUrl: string, publishableKey: string): string {
  const hash = createHash('sha256').update(`${apiUrl}\n${publishableKey}\n`);
  const files = [
    ...INPUT_FILES,
    ...INPUT_DIRS.flatMap((dir) =>
      fs
        .readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name))),
    ),
  ].sort();
  for (const file of files) hash.update(`${file}\n`).update(fs.readFileSync(path.join(ROOT, file)));
  return hash.digest('hex').slice(0, 16);
}

/** The build for this API, made now unless one made from the same sources is kept. */
async function cachedBuild(apiUrl: string, publishableKey: string): Promise<string> {
  const dir = path.join(CACHE_DIR, buildKey(apiUrl, publishableKey));
  if (fs.existsSync(path.join(dir, 'index.html'))) return dir;
  const building = `${dir}.${process.pid}.tmp`;
  // Vite takes React's build (development or production) from NODE_ENV, which Vitest sets to `test`.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await buildApp({ outDir: building, apiUrl, publishableKey });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  // Older builds are of sources that changed since: only the newest is kept.
  for (const old of fs.readdirSync(CACHE_DIR)) {
    if (path.join(CACHE_DIR, old) !== building) fs.rmSync(path.join(CACHE_DIR, old), { recursive: true, force: true });
  }
  fs.renameSync(building, dir);
  return dir;
}

export async function serveProductionBuild(options: { apiUrl: string; publishableKey: string }) {
  const dir = await cachedBuild(options.apiUrl, options.publishableKey);
  const publicPages = createNodePublicPages({ app: builtApp(dir), apiUrl: options.apiUrl, anonKey: options.publishableKey });
  const server = http.createServer(createStaticHandler({ dir, apiUrl: options.apiUrl, publicPages }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    dir,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
