// Runs the SPA's Vite dev server for the local stack (spawned by orchestration/start-stack.ts with
// `node --import tsx`), with the public pages in front of it (dev-public-pages.ts). Vite's CLI cannot
// choose the dependency cache folder; several Vite servers sharing node_modules/.vite (npm start, test
// runs) keep re-optimising each other's dependencies and reloading open pages, so every stack gets its own.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { devPublicPages } from './dev-public-pages.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.AGORA_WEB_PORT);
const apiUrl = process.env.VITE_SUPABASE_URL;
const publishableKey = process.env.VITE_SUPABASE_PUBLISHABLE_KEY;
if (!Number.isInteger(port) || port <= 0) throw new Error('AGORA_WEB_PORT must be set to the port to serve on.');
if (!apiUrl || !publishableKey) throw new Error('VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY must be set.');

const server = await createServer({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  cacheDir: process.env.AGORA_VITE_CACHE_DIR || undefined,
  clearScreen: false,
  server: { host: '127.0.0.1', port, strictPort: true },
  plugins: [
    devPublicPages({
      apiUrl,
      anonKey: publishableKey,
      restUrl: process.env.AGORA_REST_URL || undefined,
      siteUrl: process.env.AGORA_SITE_URL || undefined,
    }),
  ],
});
await server.listen();
server.printUrls();

// Once the app is up: the public-pages function's renderer (dev-renderer.ts), when the app changed.
const builder = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'stack', 'web', 'dev-renderer.ts')], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
builder.once('spawn', () => {
  try {
    os.setPriority(builder.pid!, 10);
  } catch {
    // Left at the dev server's priority.
  }
});
builder.once('exit', (code) => {
  if (code) console.error(`could not build the public-pages function's app renderer (exit ${code})`);
});

const close = () => {
  if (builder.exitCode === null) builder.kill();
  server.close().finally(() => process.exit(0));
};
process.once('SIGTERM', close);
process.once('SIGINT', close);
