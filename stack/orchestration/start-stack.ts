import path from 'node:path';
import { readFunctionsConfig } from '../gateway/functions-config.ts';
import { startGateway, type GatewayRoutes } from '../gateway/index.ts';
import { POSTGREST_POOL } from '../postgrest/index.ts';
import { signingKeysPath } from '../auth/config/config-toml.ts';
import { stackKeys, type SessionSigning, type StackKeys } from './keys.ts';
import { pickPort } from './ports.ts';
import { startPostgres, type RunningPostgres } from '../postgres/embedded.ts';
import { applyBootstrap, applyMigrations, applySeed, listMigrations, ROOT } from '../postgres/migrate.ts';
import type { RunningService } from './running-service.ts';
import { apiServices, type StackContext } from './api-services.ts';
import { Supervisor, type StackCrash } from './supervisor.ts';
import { startProdWeb } from '../web/prod.ts';
import { DEV_RENDERER_FILE, startVite } from '../web/vite.ts';
import { listFunctions } from '../functions/runtime.ts';
import { scheduleFunction } from '../functions/schedule.ts';

// Locally a "your turn" email lands in the mailbox within this much of its turn (hosted: within the minute).
const OUTBOX_EVERY_MS = 2_000;

export type { StackCrash } from './supervisor.ts';

interface StackPorts {
  gateway?: number;
  db?: number;
  app?: number;
  /** The local mailbox's page and API ([local_smtp] port). */
  mail?: number;
}

export interface StartStackOptions {
  /** PostgreSQL cluster directory; created (and seeded) when it holds no cluster yet. */
  dataDir: string;
  /** false: a throwaway cluster (fsync off, deleted on stop). */
  persistent: boolean;
  /** Apply supabase/seed.sql when the database is new. */
  seed: boolean;
  /** Also serve the SPA with Vite. */
  web: boolean;
  /** With `web`: build the SPA and serve the production build (stack/web/prod-server.ts) instead of Vite's dev server. */
  prod?: boolean;
  /** With `prod`: copy the build for any API kept in this folder instead of building one (stack/web/shared-build.ts: a test run's stacks build once). */
  sharedBuilds?: string;
  /** Without `web`: where the app is served from elsewhere (auth's site URL and its links' target). */
  appUrl?: string;
  /** Preferred ports; free ones are used when these are taken or not given. */
  ports?: StackPorts;
  /** Variables for the edge functions, over supabase/functions/.env. */
  functionsEnv?: Record<string, string>;
  /** Default supabase/functions. */
  functionsDir?: string;
  /** Default <functionsDir>/.env; false: none (hermetic test runs). */
  functionsEnvFile?: string | false;
  /**
   * 'config': the auth rate limits of config.toml's [auth.rate_limit] (a person
   * using the app); 'relaxed' (default): the auth service's generous budgets, for
   * test suites and benchmarks that sign in far more often than a person does.
   */
  authRateLimits?: 'config' | 'relaxed';
  /** Auth and function settings; default supabase/config.toml. */
  configFile?: string;
  /**
   * How sessions are signed: 'ES256' (default, as new hosted projects) with the
   * key set of config.toml's [auth] signing_keys_path, or of `signing_keys.json`
   * beside the data directory (created at the first start); 'HS256' with the JWT
   * secret. AGORA_JWT_SIGNING=HS256 picks HS256 when this is not given.
   */
  jwtSigning?: 'ES256' | 'HS256';
  /** Vite's dependency cache; default `vite` beside the data directory. */
  viteCacheDir?: string;
  /** Every log line of every service. */
  onLog?: (service: string, line: string) => void;
  /** A service died on its own (it is being restarted); default: printed to stderr with its log tail. */
  onCrash?: (crash: StackCrash) => void;
  /** A crashed service answers again; default: printed. */
  onRecover?: (service: string) => void;
}

export interface RunningStack extends StackKeys {
  /** The SPA (only with `web`). */
  appUrl?: string;
  /** The gateway: what VITE_SUPABASE_URL / createClient() take. */
  apiUrl: string;
  functionsUrl: string;
  /** The local mailbox: a page listing every email the auth service sent, and its JSON API (/api/v1/…). */
  mailUrl: string;
  /** Superuser connection string. */
  dbUrl: string;
  /** Whether this start created the database: a new cluster, or one no migration had reached yet (seeded if asked). */
  created: boolean;
  /** Migration versions applied by this start. */
  migrationsApplied: string[];
  /** Every supervised service, each always its current instance (a restart replaces the process). */
  services: RunningService[];
  /** Where the database's files are (a reachable stand-in for dataDir when run as root, see postgres/placement.ts). */
  dataDir: string;
  /** Stops every service, last started first. Idempotent. */
  stop(): Promise<void>;
}

export function printCrash(crash: StackCrash): void {
  console.error(`\n✖ ${crash.reason}; restarting it\n--- last lines of ${crash.service} ---\n${crash.logTail || '(no output)'}\n---`);
}

function supervisorFor(options: StartStackOptions): Supervisor {
  return new Supervisor({
    onCrash: options.onCrash ?? printCrash,
    onRecover: (service) => (options.onRecover ?? ((s) => console.error(`✔ ${s} is running again`)))(service),
    onRetry: (service, error, retryInMs) =>
      options.onLog?.(service, `restart failed (${error.message.split('\n')[0]}); next try in ${retryInMs} ms`),
  });
}

/** Bootstrap + pending migrations, and the seed when the database is new. */
async function prepareDatabase(db: RunningPostgres, seed: boolean) {
  await applyBootstrap(db.url);
  const migrationsApplied = await applyMigrations(db.url);
  // A database that just received every migration is new: seed it (also
  // covers a first start that was interrupted before the seed).
  const fresh = migrationsApplied.length > 0 && migrationsApplied.length === listMigrations().length;
  if (seed && fresh) await applySeed(db.url);
  return { migrationsApplied, created: db.created || fresh };
}

/**
 * Starts the embedded local Supabase stack in dependency order: PostgreSQL →
 * bootstrap + pending migrations (+ seed on a new database) → the API services
 * (api-services.ts) → gateway → Vite, all supervised: a service that dies is
 * restarted on its address. Any start-up failure stops what was already
 * running and throws with the failing service's log.
 */
export async function startStack(options: StartStackOptions): Promise<RunningStack> {
  const configFile = options.configFile ?? path.join(ROOT, 'supabase', 'config.toml');
  const keys = await stackKeys(sessionSigning(options, configFile));
  const log = (service: string) => (line: string) => options.onLog?.(service, line);
  const supervisor = supervisorFor(options);
  try {
    // The gateway's and the app's addresses are handed to services started before them.
    const gatewayPort = await pickPort(options.ports?.gateway);
    const apiUrl = `http://127.0.0.1:${gatewayPort}`;
    const appPort = options.web ? await pickPort(options.ports?.app) : undefined;
    const appUrl = appPort ? `http://127.0.0.1:${appPort}` : options.appUrl;

    const dbPort = await pickPort(options.ports?.db);
    const db = await supervisor.add({
      name: 'postgres',
      start: () => startPostgres({ dataDir: options.dataDir, port: dbPort, throwaway: !options.persistent, onLog: log('postgres') }),
    });
    const { migrationsApplied, created } = await prepareDatabase(db.current, options.seed);

    const ctx: StackContext = {
      keys,
      dbUrl: db.current.url,
      apiUrl,
      appUrl,
      configFile,
      authRateLimits: options.authRateLimits ?? 'relaxed',
      mailPort: options.ports?.mail,
      functionsDir: path.resolve(options.functionsDir ?? path.join(ROOT, 'supabase', 'functions')),
      functionsEnvFile: options.functionsEnvFile,
      functionsEnv: { ...appRendererEnv(options), ...options.functionsEnv },
      log,
    };
    const services: RunningService[] = [db];
    const routes: GatewayRoutes = {};
    for (const { route, spec } of await apiServices(ctx)) {
      const service = await supervisor.add(spec);
      services.push(service);
      if (route) routes[route] = service.url;
    }
    services.push(await supervisor.add(gatewaySpec(gatewayPort, routes, ctx, configFile)));
    if (appPort) services.push(await supervisor.add(webSpec(appPort, ctx, options, routes.rest)));
    // pg_cron + pg_net's part on a hosted project: the outbox's sender, run every few seconds.
    const outbox = scheduleFunction({
      enabled: listFunctions(ctx.functionsDir).includes('send-emails'),
      url: `${apiUrl}/functions/v1/send-emails`,
      secretKey: keys.secretKey,
      everyMs: OUTBOX_EVERY_MS,
      onLog: log('send-emails'),
    });

    return {
      appUrl,
      apiUrl,
      functionsUrl: `${apiUrl}/functions/v1`,
      mailUrl: services.find((service) => service.name === 'mail')?.url ?? '',
      dbUrl: db.current.url,
      ...keys,
      created,
      migrationsApplied,
      services,
      dataDir: db.current.dataDir,
      stop: async () => {
        await outbox.stop();
        await supervisor.stop();
      },
    };
  } catch (error) {
    await supervisor.stop();
    throw error;
  }
}

/**
 * Where the public-pages function finds the app's server renderer: the prod
 * build's (config/prerender.ts), or the one the dev server builds.
 */
function appRendererEnv(options: StartStackOptions): Record<string, string> {
  if (!options.web) return {};
  const file = options.prod ? path.join(path.dirname(path.resolve(options.dataDir)), 'dist', '.ssr', 'app.js') : DEV_RENDERER_FILE;
  return { APP_RENDERER_FILE: file };
}

function sessionSigning(options: StartStackOptions, configFile: string): SessionSigning {
  const alg = options.jwtSigning ?? (process.env.AGORA_JWT_SIGNING === 'HS256' ? 'HS256' : 'ES256');
  if (alg === 'HS256') return { alg };
  // Never inside the repository unless config.toml says so: the file holds a private key.
  const besideData = path.join(path.dirname(path.resolve(options.dataDir)), 'signing_keys.json');
  return { alg, keysFile: signingKeysPath(configFile) ?? besideData };
}

function gatewaySpec(port: number, routes: GatewayRoutes, ctx: StackContext, configFile: string) {
  return {
    name: 'gateway',
    start: () =>
      startGateway({
        port,
        routes,
        keys: ctx.keys,
        functionsConfig: readFunctionsConfig(configFile),
        // A few more than PostgREST's pool, so a freed connection finds the next request already there.
        restConnections: POSTGREST_POOL + 6,
      }),
  };
}

function webSpec(port: number, ctx: StackContext, options: StartStackOptions, restUrl?: string) {
  // Beside the data directory asked for: kept between `npm start`s, never shared between stacks.
  const besideData = (folder: string) => path.join(path.dirname(path.resolve(options.dataDir)), folder);
  const common = { port, apiUrl: ctx.apiUrl, publishableKey: ctx.keys.publishableKey, onLog: ctx.log('web') };
  return {
    name: 'web',
    start: () =>
      options.prod
        ? startProdWeb({ ...common, restUrl, outDir: besideData('dist'), sharedBuilds: options.sharedBuilds })
        : startVite({ ...common, restUrl, cacheDir: options.viteCacheDir ?? besideData('vite') }),
  };
}
