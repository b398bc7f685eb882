// `npm start` (the whole app) and `npm run stack` (`--no-web`: the backend only,
// for tests and benchmarks). Data lives in .agora/data and survives restarts;
// Ctrl-C stops every service.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './postgres/migrate.ts';
import { localSmtpConfig } from './auth/config.ts';
import { printCrash, startStack, type RunningStack } from './stack.ts';

const { values } = parseArgs({
  options: {
    'no-web': { type: 'boolean', default: false },
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

const firstRun = !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
console.log(
  firstRun
    ? `Creating the database in ${path.relative(process.cwd(), dataDir) || dataDir} (first start)…`
    : 'Starting the local stack…',
);

let stack: RunningStack;
try {
  starting = startStack({
    dataDir,
    persistent: true,
    seed: true,
    web,
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
      if (shuttingDown) return;
      printCrash(crash);
      console.error('A service of the local stack stopped; shutting the rest down.');
      void shutdown(1);
    },
  });
  stack = await starting;
} catch (error) {
  if (shuttingDown) await new Promise(() => undefined);
  console.error(`\nThe local stack could not start:\n${(error as Error).message}`);
  process.exit(1);
}
if (shuttingDown) await new Promise(() => undefined);

const s = stack;
fs.mkdirSync(path.dirname(STATE_FILE), { recursive: true });
fs.writeFileSync(
  STATE_FILE,
  `${JSON.stringify(
    {
      pid: process.pid,
      appUrl: s.appUrl ?? null,
      apiUrl: s.apiUrl,
      functionsUrl: s.functionsUrl,
      mailUrl: s.mailUrl,
      dbUrl: s.dbUrl,
      anonKey: s.anonKey,
      serviceRoleKey: s.serviceRoleKey,
    },
    null,
    2,
  )}\n`,
);
const lines = [
  '',
  'Agora is running on the embedded local Supabase stack.',
  '',
  ...(s.appUrl ? [`  App URL:          ${s.appUrl}`] : []),
  `  API URL:          ${s.apiUrl}`,
  `  Functions URL:    ${s.functionsUrl}`,
  `  Mailbox URL:      ${s.mailUrl}   (every email the auth service sends)`,
  `  DB URL:           ${s.dbUrl}`,
  `  anon key:         ${s.anonKey}`,
  `  service_role key: ${s.serviceRoleKey}`,
  '',
  s.created
    ? '  New database: migrations and seed applied (users alice/bob/carol/tester @agora.local, password "password123").'
    : `  Existing database kept${s.migrationsApplied.length ? `; applied ${s.migrationsApplied.length} new migration(s)` : ''}.`,
  '  Press Ctrl-C to stop.',
  '',
];
console.log(lines.join('\n'));
