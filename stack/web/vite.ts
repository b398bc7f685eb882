import path from 'node:path';
import { ROOT } from '../postgres/migrate.ts';
import { startChildService, waitForHttp } from '../orchestration/child-process.ts';

/**
 * The app's server renderer as the dev server builds it for the local
 * functions runtime (the public-pages function's APP_RENDERER_FILE;
 * dev-renderer.ts): rebuilt when the app's code or the stack's API changed.
 */
export const DEV_RENDERER_FILE = path.join(ROOT, 'node_modules', '.cache', 'agora', 'dev-renderer', 'app.js');

export interface StartViteOptions {
  /** Exactly this port (already picked: the auth service needs the app's URL first). */
  port: number;
  /** Vite's dependency cache, one per stack. */
  cacheDir: string;
  apiUrl: string;
  /** PostgREST itself: the public pages read there rather than through the gateway. */
  restUrl?: string;
  publishableKey: string;
  onLog?: (line: string) => void;
}

/**
 * The SPA on Vite's dev server (stack/web/dev-server.ts). Ready once the SPA's
 * entry module is served, i.e. the dependencies are optimised and the first
 * page will not reload.
 */
export function startVite(options: StartViteOptions) {
  const { port } = options;
  const url = `http://127.0.0.1:${port}`;
  return startChildService({
    name: 'web',
    command: process.execPath,
    args: ['--import', 'tsx', path.join(ROOT, 'stack', 'web', 'dev-server.ts')],
    cwd: ROOT,
    env: {
      ...process.env,
      VITE_SUPABASE_URL: options.apiUrl,
      VITE_SUPABASE_PUBLISHABLE_KEY: options.publishableKey,
      AGORA_WEB_PORT: String(port),
      AGORA_VITE_CACHE_DIR: options.cacheDir,
      ...(options.restUrl ? { AGORA_REST_URL: options.restUrl } : {}),
      FORCE_COLOR: '0',
    },
    port,
    url,
    ready: async (signal) => {
      await waitForHttp(`${url}/`, signal, (s) => s === 200);
      await waitForHttp(`${url}/src/main.tsx`, signal, (s) => s === 200);
    },
    readyTimeoutMs: 120_000,
    onLog: options.onLog,
  });
}
