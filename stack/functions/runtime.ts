import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pickPort } from '../orchestration/ports.ts';
import { startChildService, waitForHttp } from '../orchestration/child-process.ts';
import type { RunningService } from '../orchestration/running-service.ts';
import { readDotenv } from './dotenv.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const ROUTER = path.join(HERE, 'router.ts');

export interface StartFunctionsRuntimeOptions {
  /** Folder holding one `<name>/index.ts` per function (supabase/functions). */
  functionsDir: string;
  /** Exactly this port (a restart keeps its address); a free one when omitted. */
  port?: number;
  /**
   * Variables every function sees (SUPABASE_URL, SUPABASE_ANON_KEY,
   * SUPABASE_SERVICE_ROLE_KEY, SUPABASE_DB_URL and any overrides); they win
   * over the functions' dotenv file.
   */
  env: Record<string, string>;
  /** The functions' secrets; default `<functionsDir>/.env` (git-ignored); false: none. */
  envFile?: string | false;
  /** Import map / Deno config; default supabase/functions/deno.json. */
  denoConfig?: string;
  /** Deno's cache, kept inside the project; default .agora/deno. */
  denoDir?: string;
  /** Boot these functions right away instead of on their first request. */
  preload?: string[];
  onLog?: (line: string) => void;
}

/** The Deno binary installed by the `deno` npm package (its per-platform package first). */
function denoBinary(): string {
  const require = createRequire(import.meta.url);
  const exe = process.platform === 'win32' ? 'deno.exe' : 'deno';
  const candidates = [`@deno/${process.platform}-${process.arch}-glibc`, `@deno/${process.platform}-${process.arch}`, 'deno'];
  for (const pkg of candidates) {
    try {
      const binary = path.join(path.dirname(require.resolve(`${pkg}/package.json`)), exe);
      if (fs.existsSync(binary)) return binary;
    } catch {
      // Not installed for this platform.
    }
  }
  throw new Error('Deno is not installed: run `npm ci` (the `deno` package provides it).');
}

// What Deno itself needs from the parent environment; functions get only their own variables.
const PASSED_THROUGH = [
  'PATH',
  'HOME',
  'TMPDIR',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'http_proxy',
  'https_proxy',
  'no_proxy',
  'SSL_CERT_FILE',
  'DENO_CERT',
];

/**
 * Starts the local edge runtime: real Deno running stack/functions/router.ts,
 * which serves `<functionsDir>/<name>/index.ts` at `/<name>` with each function
 * in its own isolate. `npm:` imports resolve from the project's node_modules,
 * so nothing is downloaded.
 */
export async function startFunctionsRuntime(options: StartFunctionsRuntimeOptions): Promise<RunningService> {
  const functionsDir = path.resolve(options.functionsDir);
  // Exactly the port given: a restarted service keeps the address the gateway routes to.
  const port = options.port ?? (await pickPort());
  const url = `http://127.0.0.1:${port}`;
  const denoDir = options.denoDir ?? path.join(ROOT, '.agora', 'deno');
  fs.mkdirSync(denoDir, { recursive: true });
  const denoConfig = options.denoConfig ?? path.join(ROOT, 'supabase', 'functions', 'deno.json');

  const env: NodeJS.ProcessEnv = {};
  for (const name of PASSED_THROUGH) if (process.env[name] !== undefined) env[name] = process.env[name];
  const envFile = options.envFile ?? path.join(functionsDir, '.env');
  Object.assign(env, envFile ? readDotenv(envFile) : {}, options.env, {
    DENO_DIR: denoDir,
    DENO_NO_UPDATE_CHECK: '1',
    DENO_NO_PROMPT: '1',
    NO_COLOR: '1',
    AGORA_FUNCTIONS_DIR: functionsDir,
    AGORA_FUNCTIONS_PORT: String(port),
  });

  const args = [
    'run',
    '--allow-all',
    '--no-lock',
    // Resolve npm: specifiers from the project's node_modules (offline), never the registry.
    '--node-modules-dir=manual',
    // request.signal aborts only when the client goes away, not after every completed response.
    '--unstable-no-legacy-abort',
    ...(fs.existsSync(denoConfig) ? ['--config', denoConfig] : ['--no-config']),
    ROUTER,
  ];

  const service = await startChildService({
    name: 'functions',
    command: denoBinary(),
    args,
    cwd: ROOT,
    env,
    port,
    url,
    ready: (signal) => waitForHttp(`${url}/_internal/health`, signal, (s) => s === 200),
    readyTimeoutMs: 30_000,
    onLog: options.onLog,
  });

  for (const name of options.preload ?? []) {
    // A boot failure is logged by the runtime and answered with 503 on the first call.
    void fetch(`${url}/_internal/boot/${encodeURIComponent(name)}`).then(
      (r) => r.body?.cancel(),
      () => undefined,
    );
  }
  return service;
}

/** Function names in a functions folder (sub-folders with an index file; `_shared` and the like excluded). */
export function listFunctions(functionsDir: string): string[] {
  if (!fs.existsSync(functionsDir)) return [];
  return fs
    .readdirSync(functionsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('_') && !d.name.startsWith('.'))
    .filter((d) => ['index.ts', 'index.js', 'index.tsx', 'index.mjs'].some((f) => fs.existsSync(path.join(functionsDir, d.name, f))))
    .map((d) => d.name);
}
