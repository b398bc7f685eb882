// `npm run bench:web [-- --runs 5]`
//
// Lighthouse (performance) on the production build: starts a throwaway local
// stack with the seeded community, serving the SPA's production build
// (stack/web/prod-server.ts: the same build, compression, caching and headers
// as `npm start -- --prod`), then runs Lighthouse from npm on Debian's Chromium
// (never a downloaded browser) `--runs` times per route with the mobile
// (Lighthouse's default) and desktop presets, after one unmeasured load of each
// route (warm-up). Prints the median of each figure
// against the product's targets (targetFor in bench/web/report.ts: score, CLS, mobile
// LCP, first-screen JavaScript) and writes the table into docs/benchmarks.md.
// Stops the browser and the stack on the way out, Ctrl-C included.
import { commitShort, loadAverage, utcMinute } from './run-info.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import pg from 'pg';
import { ROOT } from '../stack/postgres/migrate.ts';
import { startStack, type RunningStack } from '../stack/orchestration/start-stack.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts';
import { firstScreenFiles, readManifest, ROUTE_CHUNKS } from './bundle.ts';
import { runLighthouse, type RunOutcome } from './web/lighthouse.ts';
import { median, misses, replaceSection, table, type CaseResult, type Preset } from './web/report.ts';

const { values } = parseArgs({
  // Five, as Lighthouse's guide to variability advises (the median of five runs):
  // single mobile runs on this machine differ by up to 15 points.
  options: { runs: { type: 'string', default: '5' } },
});
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be a positive integer, not ${values.runs}`);

const PRESETS: Preset[] = ['mobile', 'desktop'];
const DOC = path.join(ROOT, 'docs', 'benchmarks.md');

const loadAtStart = loadAverage();
const startedAt = new Date();

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-bench-web-'));
// As root, PostgreSQL runs as user `postgres` and must be able to enter the directory.
fs.chmodSync(dir, 0o755);
let stack: RunningStack | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;

let cleaning: Promise<void> | undefined;
const cleanUp = () =>
  (cleaning ??= (async () => {
    chrome?.kill();
    await stack?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  })());
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.log('\nStopping…');
    void cleanUp().finally(() => process.exit(130));
  });

try {
  console.log(`Load average at start (1 / 5 / 15 min): ${loadAtStart}`);
  console.log('Starting a throwaway stack and building the SPA…');
  stack = await startStack({
    dataDir: path.join(dir, 'db'),
    persistent: false,
    seed: true,
    web: true,
    prod: true,
    functionsEnvFile: false,
  });
  // startStack puts the build beside the data directory.
  const buildDir = path.join(dir, 'dist');
  const appUrl = stack.appUrl!;

  const db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  const newest = await db
    .query<{ id: string; handle: string }>(
      `select d.id, p.handle from public.debates d join public.profiles p on p.id = d.user_id
        where d.is_public order by d.shared_at desc limit 1`,
    )
    .then((r) => r.rows[0])
    .finally(() => db.end());
  if (!newest) throw new Error('the seed has no shared debate');
  const routes = ['/community/ranking', `/debate/${newest.id}`, `/u/${newest.handle}`, '/engine'];
  const manifest = readManifest(buildDir);
  const firstScreenOf = (route: string) =>
    new Set(
      firstScreenFiles(
        manifest,
        ROUTE_CHUNKS[route.startsWith('/debate/') ? '/debate/:id' : route.startsWith('/u/') ? '/u/:handle' : route]!,
      ),
    );

  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    logLevel: 'silent',
  });

  // One unmeasured load of each page first: a freshly started stack and browser
  // pay one-time costs on their first requests (the server renderer's and
  // PostgREST's first queries, JIT, the browser's first tab) that a running
  // deployment paid long before; measured, they made the first route's first run
  // an outlier (SI 4.5 s, TBT 400 ms where the next runs gave 1.6 s and 50-160 ms).
  for (const route of routes) {
    const warm = await runLighthouse({
      url: `${appUrl}${route}`,
      port: chrome.port,
      preset: 'mobile',
      buildDir,
      firstScreen: firstScreenOf(route),
    });
    console.log(`  warm-up ${route}: score ${Math.round(warm.figures.score)} (not counted)`);
  }

  const results: CaseResult[] = [];
  const outcomes: RunOutcome[] = [];
  for (const preset of PRESETS)
    for (const route of routes) {
      const runs = [];
      for (let i = 1; i <= RUNS; i++) {
        const outcome = await runLighthouse({
          url: `${appUrl}${route}`,
          port: chrome.port,
          preset,
          buildDir,
          firstScreen: firstScreenOf(route),
        });
        outcomes.push(outcome);
        runs.push(outcome.figures);
        console.log(
          `  ${preset.padEnd(7)} ${route} run ${i}: score ${Math.round(outcome.figures.score)}, LCP ${Math.round(outcome.figures.lcpMs)} ms, TBT ${Math.round(outcome.figures.tbtMs)} ms, CLS ${outcome.figures.cls.toFixed(3)} (CPU benchmark index ${Math.round(outcome.benchmarkIndex)})`,
        );
      }
      results.push({ route, preset, runs });
    }

  const loadAtEnd = loadAverage();
  const commit = commitShort();
  const missed = misses(results);
  const first = outcomes[0]!;
  const body = [
    '## bench:web — Lighthouse on the production build',
    '',
    `\`npm run bench:web\`, ${utcMinute(startedAt)}, commit ${commit}: ` +
      `Lighthouse ${first.lighthouseVersion} (performance, simulated throttling) on ${first.userAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'} ` +
      `(Debian's Chromium, headless), ${RUNS} runs per route and preset after one unmeasured load of each route, median of each figure; ` +
      `the SPA's production build served by the local stack's prod server (gzip — Chromium asks for brotli only over HTTPS), seeded data. ` +
      `${os.cpus().length} cores; load average (1 / 5 / 15 min) ${loadAtStart} at start, ${loadAtEnd} at the end; ` +
      `Lighthouse's CPU benchmark index (median) ${Math.round(median(outcomes.map((o) => o.benchmarkIndex)))}.`,
    '',
    table(results),
    '',
    'First-screen JS gzip: the gzip size of the scripts the page loaded that its first screen needs — the entry, its static imports, the route chunk the entry asks for before the first render and its static imports (bench/bundle.ts, from the build manifest; KB = 1000 bytes). JS after first render: every other script the page loaded while Lighthouse watched (the full supabase-js client for auth and realtime, zod with the engine\'s requests, the Markdown renderer with the first responses that use Markdown; plain prose is shown without it). "runs" are the scores of the single runs.',
    '',
    missed.length ? `Missed targets (median vs target):\n\n${missed.map((m) => `- ${m}`).join('\n')}` : 'Every target met.',
  ].join('\n');

  console.log(`\n${table(results)}\n`);
  if (missed.length) console.log(`Missed targets:\n${missed.map((m) => `  - ${m}`).join('\n')}\n`);
  console.log(`Load average (1 / 5 / 15 min): ${loadAtStart} at start, ${loadAtEnd} at the end.`);

  const existing = fs.existsSync(DOC)
    ? fs.readFileSync(DOC, 'utf8')
    : '# Benchmarks\n\nEach benchmark writes the latest run into its own section below.\n';
  fs.writeFileSync(DOC, replaceSection(existing, 'bench:web', body));
  console.log(`Written to ${path.relative(process.cwd(), DOC)}.`);
} finally {
  await cleanUp();
}
