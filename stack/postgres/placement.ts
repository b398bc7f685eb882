import { createHash } from 'node:crypto';
import path from 'node:path';

/**
 * Where PostgreSQL's files go when the server cannot reach the place asked for.
 *
 * As root, PostgreSQL runs as the `postgres` system user (it refuses root), and
 * that user cannot enter a clone inside a private folder such as /root (mode
 * 700). Loosening the user's folders is not ours to do; instead the cluster (and,
 * if need be, a copy of the server's binaries) lives under a folder the server
 * can reach, chosen from the clone's path so every start finds the same one.
 */
export const REACHABLE_ROOT = '/var/lib/agora';

export interface DataDirInput {
  /** The data directory asked for (absolute). */
  requested: string;
  /** false: the server runs as the caller, who can reach whatever it asked for. */
  serverIsAnotherUser: boolean;
  /** Whether the server's user can reach (enter) this directory. */
  serverCanEnter(dir: string): boolean;
  /** Whether a cluster already lives in this directory. */
  hasCluster(dir: string): boolean;
  /** Default REACHABLE_ROOT. */
  reachableRoot?: string;
}

export interface DataDirChoice {
  dataDir: string;
  /** Moved away from `requested` because the server cannot reach it. */
  relocated: boolean;
}

/** The folder under the reachable root that stands in for `requested`: stable per path. */
export function relocatedDataDir(requested: string, reachableRoot = REACHABLE_ROOT): string {
  const key = createHash('sha256').update(path.resolve(requested)).digest('hex').slice(0, 16);
  return path.join(reachableRoot, key, 'data');
}

export function chooseDataDir(input: DataDirInput): DataDirChoice {
  const requested = path.resolve(input.requested);
  if (!input.serverIsAnotherUser) return { dataDir: requested, relocated: false };
  const reachable = input.serverCanEnter(path.dirname(requested));
  const elsewhere = relocatedDataDir(requested, input.reachableRoot);
  // An existing cluster wins wherever it is, so data never seems to vanish
  // between two starts (e.g. after the folder's permissions changed).
  if (reachable && input.hasCluster(requested)) return { dataDir: requested, relocated: false };
  if (input.hasCluster(elsewhere)) return { dataDir: elsewhere, relocated: true };
  return reachable ? { dataDir: requested, relocated: false } : { dataDir: elsewhere, relocated: true };
}

export interface BinariesInput {
  /** The binaries' package folder (bin/, lib/, share/). */
  installed: string;
  /** Their version; one reachable copy per version. */
  version: string;
  serverIsAnotherUser: boolean;
  serverCanEnter(dir: string): boolean;
  reachableRoot?: string;
}

/** Where the server's binaries are run from: in place, or a reachable copy. */
export function chooseBinariesDir(input: BinariesInput): { dir: string; copied: boolean } {
  if (!input.serverIsAnotherUser || input.serverCanEnter(path.join(input.installed, 'bin'))) return { dir: input.installed, copied: false };
  return { dir: path.join(input.reachableRoot ?? REACHABLE_ROOT, `postgres-${input.version}`), copied: true };
}
