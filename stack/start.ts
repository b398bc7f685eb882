// `npm start` (the whole app) and `npm run stack` (`--no-web`: the backend only,
// for tests and benchmarks). Data lives in .agora/data and survives restarts;
// a service that dies is restarted; Ctrl-C stops every service.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { firstClosedFolder, placeDataDir } from './postgres/installation.ts';
import { ROOT } from './postgres/migrate.ts';
import { localSmtpConfig } from './auth/config/config-toml.ts';
import { printCrash, startStack, type RunningStack } from './orchestration/start-stack.ts';
import { banner, writeStateFile } from './orchestration/start-banner.ts';

const { values } = parseArgs({
  options: {
    'no-web': { type: 'boolean', default: false },
    // The production build (built for this stack's API) instead of Vite's dev server.
    prod: { type: 'boolean', default: false },
    'data-dir': { type: 'string', default: path.join(ROOT, '.agora', 'data') },
    port: { type: 'string' },
    'db-port': { type: 'string' },
    'app-port': { type: 'string' },
    verbose: { type: 'boolean', short: 'v', default: false },
  },
});

const port = (value: string | undefined, fallback: number) => {
  const n = Number(value ?? fallback);
  if (!Number.isInteger(n) || n <= 0 || n > 65535) throw new Error(`not a port: ${value}`);
  return n;
};

const web = !values['no-web'];
const dataDir = path.resolve(values['data-dir']);
// Live output: the edge functions' console (as `supabase functions serve` shows
// it) and, with --verbose, everything.
const QUIET_SERVICES = new Set(['postgres', 'postgrest', 'web', 'auth', 'realtime', 'mail']);

// Where scripts (benchmarks, tools) find the running stack's addresses and keys.
const STATE_FILE = path.join(ROOT, '.agora', 'stack.json');

let starting: Promise<RunningStack> | undefined;
let shuttingDown = false;

async function shutdown(code: number): Promise<never> {
  if (!shuttingDown) {
    shuttingDown = true;
    // Stopped during start-up: let it finish (or fail and clean up) first, so no child is left behind.
    const stack = await starting?.catch(() => undefined);
    if (stack) {
      console.log('\nStopping the local stack…');
      await stack.stop();
      fs.rmSync(STATE_FILE, { force: true });
    }
  }
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

const placed = placeDataDir(dataDir);
if (placed.relocated) {
  console.log(
    `PostgreSQL runs as user "postgres", which cannot enter ${firstClosedFolder(dataDir) ?? path.dirname(dataDir)}; ` +
      `its data lives in ${placed.dataDir} instead (your folders' permissions are left as they are).`,
  );
}
// Inside the project a short relative path reads best; outside it (a relocated data
// directory) "../../var/lib/…" would only puzzle, so the absolute path is shown.
function shownPath(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  return relative && !relative.startsWith('..') ? relative : dir;
}
const firstRun = !fs.existsSync(path.join(placed.dataDir, 'PG_VERSION'));
console.log(firstRun ? `Creating the database in ${shownPath(placed.dataDir)} (first start)…` : 'Starting the local stack…');

let stack: RunningStack;
try {
  starting = startStack({
    dataDir,
    persistent: true,
    seed: true,
    web,
    prod: values.prod,
    authRateLimits: web ? 'config' : 'relaxed',
    ports: {
      gateway: port(values.port, 54321),
      db: port(values['db-port'], 54322),
      app: web ? port(values['app-port'], 5173) : undefined,
      mail: localSmtpConfig(path.join(ROOT, 'supabase', 'config.toml')).port ?? 54324,
    },
    onLog: (service, line) => {
      if (values.verbose || !QUIET_SERVICES.has(service)) console.log(`[${service}] ${line}`);
    },
    onCrash: (crash) => {
      if (!shuttingDown) printCrash(crash);
    },
    onRecover: (service) => {
      if (!shuttingDown) console.error(`✔ ${service} is running again.`);
    },
  });
  stack = await starting;
} catch (error) {
  if (shuttingDown) await new Promise(() => undefined);
  console.error(`\nThe local stack could not start:\n${(error as Error).message}`);
  process.exit(1);
}
if (shuttingDown) await new Promise(() => undefined);

writeStateFile(STATE_FILE, stack);
console.log(banner(stack));
