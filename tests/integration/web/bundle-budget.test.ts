// The first screens' JavaScript budget, in the production build the browser lane's
// stack serves (as deployed: vite.config.ts's settings; the code counted without the
// source map comments, as in `npm run bench:bundle`'s build without maps): each first
// screen's entry, static imports and preloaded route chunk ≤ 150 KB gzip.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { APP_CHUNK, BUDGET_BYTES, entryKey, ROUTE_CHUNKS, routeBundles, type Manifest, type RouteBundle } from '../../../bench/bundle.ts';

let bundles: RouteBundle[] = [];
let manifest: Manifest = {};

beforeAll(() => {
  const outDir = inject('appDir');
  manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  bundles = routeBundles(outDir);
});

describe('first-screen JavaScript', () => {
  it('counts the app and the route chunks the entry asks for before the first render', () => {
    const preloaded = manifest[entryKey(manifest)]?.dynamicImports ?? [];
    for (const chunk of [APP_CHUNK, ...Object.values(ROUTE_CHUNKS)]) expect(preloaded).toContain(chunk);
  });

  it.each(Object.keys(ROUTE_CHUNKS))('%s stays within 150 KB gzip', (route) => {
    const bundle = bundles.find((b) => b.route === route);
    expect(bundle?.files.length).toBeGreaterThan(1);
    expect(bundle!.gzipBytes, bundle!.files.map((f) => `${f.file} ${f.gzipBytes}`).join('\n')).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('loads neither the full supabase-js client nor zod before the first render', () => {
    for (const bundle of bundles) {
      const files = bundle.files.map((f) => f.file).join(' ');
      expect(files).not.toMatch(/vendor-supabase|vendor-zod|MarkdownRenderer/);
    }
  });
});
