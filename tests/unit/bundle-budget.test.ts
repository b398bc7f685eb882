// The first screens' JavaScript budget, from one production build (a few seconds):
// each first screen's entry, static imports and preloaded route chunk ≤ 150 KB gzip.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_CHUNK,
  BUDGET_BYTES,
  buildOnce,
  entryKey,
  ROUTE_CHUNKS,
  routeBundles,
  type Manifest,
  type RouteBundle,
} from '../../bench/bundle.ts';

let outDir = '';
let bundles: RouteBundle[] = [];
let manifest: Manifest = {};

beforeAll(async () => {
  outDir = await buildOnce();
  manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  bundles = routeBundles(outDir);
}, 180_000);

afterAll(() => {
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
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
