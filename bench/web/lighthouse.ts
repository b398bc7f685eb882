// One Lighthouse navigation run (performance only) on an already launched
// Chromium, reduced to bench:web's figures.
import fs from 'node:fs';
import path from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import type { Preset, RunFigures } from './report.ts';

export interface RunOutcome {
  figures: RunFigures;
  lighthouseVersion: string;
  userAgent: string;
  benchmarkIndex: number;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
}

/**
 * The gzip size of a script as the prod server sends it: its precompressed
 * `.gz` beside it in the build (the raw size when it has none). Chromium asks
 * for brotli only over HTTPS, so over the local stack's HTTP it receives gzip.
 */
function gzipBytes(buildDir: string, url: string): number {
  const file = path.join(buildDir, decodeURIComponent(new URL(url).pathname));
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size;
  return fs.statSync(file).size;
}

interface RunOptions {
  url: string;
  port: number;
  preset: Preset;
  buildDir: string;
  /** The build's files (`assets/….js`) the route's first screen needs (bench/bundle.ts). */
  firstScreen: ReadonlySet<string>;
}

/** Lighthouse's own failures to record a load (e.g. NO_NAVSTART), which it asks to run again. */
class RuntimeError extends Error {}

// Attempts per run when Lighthouse reports such a failure; a page that fails every time still fails the bench.
const ATTEMPTS = 3;

export async function runLighthouse(options: RunOptions): Promise<RunOutcome> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(options);
    } catch (error) {
      if (!(error instanceof RuntimeError) || attempt >= ATTEMPTS) throw error;
      console.log(`  (${error.message}; running it again)`);
    }
  }
}

async function runOnce(options: RunOptions): Promise<RunOutcome> {
  const result = await lighthouse(
    options.url,
    {
      port: options.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    },
    // Without a config Lighthouse uses its default: a mid-range phone on slow 4G (simulated).
    options.preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${options.url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new RuntimeError(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse measured no ${id} for ${options.url}`);
    return value;
  };
  const origin = new URL(options.url).origin;
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []).filter(
    (r) => r.resourceType === 'Script' && r.url.startsWith(origin),
  );
  const scripts = [...new Set(requests.map((r) => r.url))];
  const isFirstScreen = (url: string) => options.firstScreen.has(decodeURIComponent(new URL(url).pathname).replace(/^\//, ''));
  const bytes = (urls: string[]) => urls.reduce((sum, url) => sum + gzipBytes(options.buildDir, url), 0);
  const first = scripts.filter(isFirstScreen);
  return {
    figures: {
      score: (lhr.categories.performance?.score ?? 0) * 100,
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      cls: numeric('cumulative-layout-shift'),
      tbtMs: numeric('total-blocking-time'),
      jsGzipBytes: bytes(first),
      scripts: first.length,
      laterJsGzipBytes: bytes(scripts.filter((url) => !isFirstScreen(url))),
    },
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment.hostUserAgent,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}
