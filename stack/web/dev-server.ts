// Runs the SPA's Vite dev server for the local stack (spawned by orchestration/start-stack.ts with
// `node --import tsx`). Vite's CLI cannot choose the dependency cache folder;
// several Vite servers sharing node_modules/.vite (npm start, test runs) keep
// re-optimising each other's dependencies and reloading open pages, so every
// stack gets its own.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.AGORA_WEB_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('AGORA_WEB_PORT must be set to the port to serve on.');

const server = await createServer({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  cacheDir: process.env.AGORA_VITE_CACHE_DIR || undefined,
  clearScreen: false,
  server: { host: '127.0.0.1', port, strictPort: true },
});
await server.listen();
server.printUrls();

const close = () => {
  server.close().finally(() => process.exit(0));
};
process.once('SIGTERM', close);
process.once('SIGINT', close);
