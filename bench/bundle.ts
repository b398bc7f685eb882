// bench:bundle — each first screen's JavaScript, from one `vite build`: the
// entry (src/boot.ts), its static imports, the app (src/main.tsx) and the
// route chunk the entry asks for before the first render (src/app/prefetch.ts)
// with their static imports, gzip -9 as
// the prod server precompresses them. Chunks loaded later (the full
// supabase-js client after the first render, zod with a Generate) are not
// counted: they are not needed to paint the first screen.
// Usage: npm run bench:bundle  (exits 1 when a route is over the budget)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/** Each first screen's JavaScript ≤ 150 KB gzip (KB = 1000 bytes): a phone on a slow connection paints it in time. */
export const BUDGET_BYTES = 150_000;

/** The first screens and the chunk the entry preloads for each; keep in step with src/app/prefetch.ts. */
export const ROUTE_CHUNKS: Readonly<Record<string, string>> = {
  '/community/ranking': 'src/features/community/index.ts',
  '/debate/:id': 'src/features/debate/index.ts',
  '/engine': 'src/features/engine/index.ts',
  '/u/:handle': 'src/features/community/index.ts',
};

/** The app itself, which the entry loads once the prerendered page has painted (src/boot.ts). */
export const APP_CHUNK = 'src/main.tsx';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface RouteBundle {
  route: string;
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
}

/** The manifest keys of a chunk and everything it imports statically. */
function withStaticImports(manifest: Manifest, key: string, into: Set<string>): void {
  if (into.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build manifest has no chunk ${key}`);
  into.add(key);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, into);
}

export function entryKey(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);
  return entries[0]![0];
}

/** The JavaScript files a route's first screen loads, in the build's manifest. */
export function firstScreenFiles(manifest: Manifest, routeChunk: string): string[] {
  const keys = new Set<string>();
  withStaticImports(manifest, entryKey(manifest), keys);
  withStaticImports(manifest, APP_CHUNK, keys);
  withStaticImports(manifest, routeChunk, keys);
  return [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

export function routeBundles(distDir: string): RouteBundle[] {
  const manifest = readManifest(distDir);
  const sizes = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      // A build with source maps (the one a stack serves) ends each file with a comment naming
      // its map; the budget counts the code alone, as in a build without them (buildOnce).
      const code = fs.readFileSync(path.join(distDir, file), 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '');
      size = zlib.gzipSync(code, { level: zlib.constants.Z_BEST_COMPRESSION }).length;
      sizes.set(file, size);
    }
    return size;
  };
  return Object.entries(ROUTE_CHUNKS).map(([route, chunk]) => {
    const files = firstScreenFiles(manifest, chunk)
      .map((file) => ({ file, gzipBytes: gzipSize(file) }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
    return { route, files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
  });
}

/** One production build into a temporary directory (with its manifest); returns the directory. */
export async function buildOnce(): Promise<string> {
  const { build } = await import('vite');
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-bundle-'));
  // Vite takes React's build (development or production) from NODE_ENV, which
  // vitest sets to `test`: the budget is about the production build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: fileURLToPath(new URL('..', import.meta.url)),
      mode: 'production',
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, sourcemap: false },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return outDir;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

export function report(bundles: RouteBundle[]): string {
  return bundles
    .map(
      (b) =>
        `${b.route}: ${kb(b.gzipBytes)} gzip (budget ${kb(BUDGET_BYTES)}) ${b.gzipBytes <= BUDGET_BYTES ? 'pass' : 'MISS'}\n` +
        b.files.map((f) => `  ${kb(f.gzipBytes).padStart(9)}  ${f.file}`).join('\n'),
    )
    .join('\n');
}

async function main(): Promise<void> {
  const outDir = await buildOnce();
  try {
    const bundles = routeBundles(outDir);
    console.log(report(bundles));
    if (bundles.some((b) => b.gzipBytes > BUDGET_BYTES)) process.exitCode = 1;
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
