import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChildService, waitForHttp, type ChildService } from '../orchestration/child-process.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));

export interface ProdWebOptions {
  /** Already picked (the auth service needs the app's URL first). */
  port: number;
  /** Where the build goes; emptied first. */
  outDir: string;
  apiUrl: string;
  /** PostgREST itself: the public pages read there rather than through the gateway. */
  restUrl?: string;
  publishableKey: string;
  /** Copy the build for any API kept in this folder (made first if missing: shared-build.ts) instead of building one. */
  sharedBuilds?: string;
  onLog?: (line: string) => void;
}

/**
 * The production build of the SPA, served by stack/web/prod-server.ts on
 * `port`. Ready once index.html is served, i.e. the build is done.
 */
export function startProdWeb(options: ProdWebOptions): Promise<ChildService> {
  const url = `http://127.0.0.1:${options.port}`;
  return startChildService({
    name: 'web',
    command: process.execPath,
    args: ['--import', 'tsx', path.join(HERE, 'prod-server.ts')],
    cwd: path.resolve(HERE, '../..'),
    env: {
      ...process.env,
      VITE_SUPABASE_URL: options.apiUrl,
      VITE_SUPABASE_PUBLISHABLE_KEY: options.publishableKey,
      AGORA_WEB_PORT: String(options.port),
      AGORA_WEB_OUT_DIR: options.outDir,
      ...(options.restUrl ? { AGORA_REST_URL: options.restUrl } : {}),
      ...(options.sharedBuilds ? { AGORA_WEB_SHARED_BUILDS: options.sharedBuilds } : {}),
      NODE_ENV: 'production',
      FORCE_COLOR: '0',
    },
    port: options.port,
    url,
    ready: (signal) => waitForHttp(`${url}/`, signal, (s) => s === 200),
    readyTimeoutMs: 180_000,
    onLog: options.onLog,
  });
}
