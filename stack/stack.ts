import path from 'node:path';
import { authOptionsFromConfig, localSmtpConfig } from './auth/config.ts';
import { startAuthService } from './auth/index.ts';
import { listFunctions, startFunctionsRuntime } from './functions/runtime.ts';
import { readFunctionsConfig } from './gateway/functions-config.ts';
import { startGateway, type GatewayRoutes } from './gateway/index.ts';
import { stackKeys } from './keys.ts';
import { pickPort } from './ports.ts';
import { startPostgres } from './postgres/embedded.ts';
import { applyBootstrap, applyMigrations, applySeed, listMigrations, ROOT } from './postgres/migrate.ts';
import { startPostgrest } from './postgrest.ts';
import { startChildService, waitForHttp } from './process.ts';
import { startMailService } from './mail/index.ts';
import { startRealtimeService } from './realtime/index.ts';
import type { RunningService } from './service.ts';

export interface StackPorts {
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
  /** Vite's dependency cache; default `vite` beside the data directory. */
  viteCacheDir?: string;
  /** Every log line of every service. */
  onLog?: (service: string, line: string) => void;
  /** A service died on its own; default: printed to stderr with its log tail. */
  onCrash?: (crash: StackCrash) => void;
}

export interface StackCrash {
  service: string;
  reason: string;
  logTail: string;
}

export interface RunningStack {
  /** The SPA (only with `web`). */
  appUrl?: string;
  /** The gateway: what VITE_SUPABASE_URL / createClient() take. */
  apiUrl: string;
  functionsUrl: string;
  /** The local mailbox: a page listing every email the auth service sent, and its JSON API (/api/v1/…). */
  mailUrl: string;
  /** Superuser connection string. */
  dbUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  /** Whether this start created the database: a new cluster, or one no migration had reached yet (seeded if asked). */
  created: boolean;
  /** Migration versions applied by this start. */
  migrationsApplied: string[];
  services: RunningService[];
  /** Stops every service, last started first. Idempotent. */
  stop(): Promise<void>;
}

export function printCrash(crash: StackCrash): void {
  console.error(`\n✖ ${crash.reason}\n--- last lines of ${crash.service} ---\n${crash.logTail || '(no output)'}\n---`);
}

/**
 * Vite on exactly `port` (already picked: the auth service needs the app's URL
 * first), with its own dependency cache. Ready once the SPA's entry module is
 * served, i.e. the dependencies are optimised and the first page will not reload.
 */
async function startVite(options: {
  port: number;
  cacheDir: string;
  apiUrl: string;
  anonKey: string;
  onLog?: (line: string) => void;
}) {
  const { port } = options;
  const url = `http://127.0.0.1:${port}`;
  return startChildService({
    name: 'web',
    command: process.execPath,
    args: ['--import', 'tsx', path.join(ROOT, 'stack', 'web', 'dev-server.ts')],
    cwd: ROOT,
    env: {
      ...process.env,
      VITE_SUPABASE_URL: options.apiUrl,
      VITE_SUPABASE_ANON_KEY: options.anonKey,
      AGORA_WEB_PORT: String(port),
      AGORA_VITE_CACHE_DIR: options.cacheDir,
      FORCE_COLOR: '0',
    },
    port,
    url,
    ready: async (signal) => {
      await waitForHttp(`${url}/`, signal, (s) => s === 200);
      await waitForHttp(`${url}/src/main.tsx`, signal, (s) => s === 200);
    },
    readyTimeoutMs: 120_000,
    onLog: options.onLog,
  });
}

/**
 * Starts the embedded local Supabase stack in dependency order: PostgreSQL →
 * bootstrap + pending migrations (+ seed on a new database) → PostgREST → auth →
 * realtime → functions → gateway → Vite. Any start-up failure stops what was
 * already running and throws with the failing service's log.
 */
export async function startStack(options: StartStackOptions): Promise<RunningStack> {
  const keys = await stackKeys();
  const configFile = options.configFile ?? path.join(ROOT, 'supabase', 'config.toml');
  const functionsDir = path.resolve(options.functionsDir ?? path.join(ROOT, 'supabase', 'functions'));
  const { siteUrl, ...authOptions } = authOptionsFromConfig(configFile, options.authRateLimits ?? 'relaxed');
  // The mailbox's port is start.ts's preference (options.ports.mail).
  const { port: _mailPort, ...sender } = localSmtpConfig(configFile);
  const log = (service: string) => (line: string) => options.onLog?.(service, line);

  const started: Array<{ name: string; stop(): Promise<void> }> = [];
  const crashes: StackCrash[] = [];
  let stopping = false;
  const supervise = (service: { name: string; logTail(): string; onCrash(l: (reason: string) => void): void }) => {
    service.onCrash((reason) => {
      if (stopping) return;
      const crash = {
        service: service.name,
        reason,
        logTail: service.logTail(),
      };
      crashes.push(crash);
      (options.onCrash ?? printCrash)(crash);
    });
  };
  const stopAll = async () => {
    stopping = true;
    for (const service of [...started].reverse()) {
      try {
        await service.stop();
      } catch (error) {
        console.error(`stopping ${service.name} failed: ${(error as Error).message}`);
      }
    }
  };

  try {
    // The gateway's and the app's addresses are handed to services started before them.
    const gatewayPort = await pickPort(options.ports?.gateway);
    const apiUrl = `http://127.0.0.1:${gatewayPort}`;
    const appPort = options.web ? await pickPort(options.ports?.app) : undefined;
    const appUrl = appPort ? `http://127.0.0.1:${appPort}` : undefined;

    const db = await startPostgres({
      dataDir: options.dataDir,
      port: options.ports?.db,
      throwaway: !options.persistent,
      onLog: log('postgres'),
    });
    started.push({ name: 'postgres', stop: () => db.stop() });
    supervise({
      name: 'postgres',
      logTail: () => db.logTail(),
      onCrash: (l) => db.onCrash(l),
    });

    await applyBootstrap(db.url);
    const migrationsApplied = await applyMigrations(db.url);
    // A database that just received every migration is new: seed it (also
    // covers a first start that was interrupted before the seed).
    const fresh = migrationsApplied.length > 0 && migrationsApplied.length === listMigrations().length;
    if (options.seed && fresh) await applySeed(db.url);

    const services: RunningService[] = [];
    const add = (service: RunningService) => {
      services.push(service);
      started.push(service);
      supervise(service);
      return service;
    };

    const routes: GatewayRoutes = {};
    routes.rest = add(
      await startPostgrest({
        dbUrl: db.url,
        jwtSecret: keys.jwtSecret,
        onLog: log('postgrest'),
      }),
    ).url;

    const mail = await startMailService({ port: options.ports?.mail, onLog: log('mail') });
    add(mail);
    routes.auth = add(
      await startAuthService({
        ...authOptions,
        dbUrl: db.url,
        jwtSecret: keys.jwtSecret,
        siteUrl: appUrl ?? siteUrl ?? 'http://127.0.0.1:5173',
        externalUrl: `${apiUrl}/auth/v1`,
        smtp: { host: '127.0.0.1', port: mail.smtpPort, ...sender },
      }),
    ).url;
    routes.realtime = add(
      await startRealtimeService({
        dbUrl: db.url,
        jwtSecret: keys.jwtSecret,
        onLog: log('realtime'),
      }),
    ).url;

    const functions = add(
      await startFunctionsRuntime({
        functionsDir,
        envFile: options.functionsEnvFile,
        env: {
          SUPABASE_URL: apiUrl,
          SUPABASE_ANON_KEY: keys.anonKey,
          SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
          SUPABASE_DB_URL: db.url,
          ...options.functionsEnv,
        },
        preload: listFunctions(functionsDir),
        onLog: log('functions'),
      }),
    );
    routes.functions = functions.url;

    add(
      await startGateway({
        port: gatewayPort,
        routes,
        anonKey: keys.anonKey,
        serviceRoleKey: keys.serviceRoleKey,
        jwtSecret: keys.jwtSecret,
        functionsConfig: readFunctionsConfig(configFile),
      }),
    );

    if (appPort)
      add(
        await startVite({
          port: appPort,
          // Beside the data directory: kept between `npm start`s, never shared between stacks.
          cacheDir: options.viteCacheDir ?? path.join(path.dirname(path.resolve(options.dataDir)), 'vite'),
          apiUrl,
          anonKey: keys.anonKey,
          onLog: log('web'),
        }),
      );

    let stopped: Promise<void> | undefined;
    return {
      appUrl,
      apiUrl,
      functionsUrl: `${apiUrl}/functions/v1`,
      mailUrl: mail.url,
      dbUrl: db.url,
      ...keys,
      created: db.created || fresh,
      migrationsApplied,
      services,
      stop: () => (stopped ??= stopAll()),
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
