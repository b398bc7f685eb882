// The SPA's production build for one API: Vite bakes VITE_SUPABASE_URL and
// VITE_SUPABASE_PUBLISHABLE_KEY into the bundle, so a stack builds its own
// instead of reusing a dist/ made for another API — or, in a test run, copies
// the one build made for any API (shared-build.ts) with its address written in.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isServedCompressed, precompress, precompressFiles } from './precompress.ts';

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
  // Loaded here, not at the top: a stack that copies a build (retargetBuild) never loads Vite.
  const { build } = await import('vite');
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

/**
 * The API address of a build made for any stack (see sharedBuild): retargetBuild writes a stack's own
 * address in its place. Vite puts it in one small chunk and in the server renderer, so a test run makes one
 * build for all its stacks instead of one each (17 CPU-s a build on the 2-core machine).
 */
export const ANY_API_URL = 'http://agora-api.invalid';

/**
 * Copies a build made for ANY_API_URL to `outDir`, for the API at `apiUrl`: the files naming that address
 * get this one, and their compressed siblings are written again. Returns the files rewritten.
 */
export async function retargetBuild(options: { fromDir: string; outDir: string; apiUrl: string }): Promise<string[]> {
  const outDir = path.resolve(options.outDir);
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.cpSync(options.fromDir, outDir, { recursive: true });
  const rewritten: string[] = [];
  for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || /\.(?:br|gz)$/.test(file)) continue;
    const text = fs.readFileSync(file, 'latin1');
    if (!text.includes(ANY_API_URL)) continue;
    fs.writeFileSync(file, text.replaceAll(ANY_API_URL, options.apiUrl), 'latin1');
    for (const sibling of [`${file}.br`, `${file}.gz`]) fs.rmSync(sibling, { force: true });
    rewritten.push(file);
  }
  await precompressFiles(rewritten.filter((file) => isServedCompressed(outDir, file)));
  return rewritten.sort();
}
