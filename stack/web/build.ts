// The SPA's production build for one API: Vite bakes VITE_SUPABASE_URL and
// VITE_SUPABASE_PUBLISHABLE_KEY into the bundle, so each stack builds its own (a
// second or two with Rolldown) instead of reusing a dist/ made for another API.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { precompress } from './precompress.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface BuildAppOptions {
  outDir: string;
  apiUrl: string;
  publishableKey: string;
}

export async function buildApp(options: BuildAppOptions): Promise<void> {
  // Vite reads VITE_* from the environment over any .env file.
  process.env.VITE_SUPABASE_URL = options.apiUrl;
  process.env.VITE_SUPABASE_PUBLISHABLE_KEY = options.publishableKey;
  await build({
    root: ROOT,
    configFile: path.join(ROOT, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    clearScreen: false,
    build: { outDir: path.resolve(options.outDir), emptyOutDir: true },
  });
  await precompress(options.outDir);
}
