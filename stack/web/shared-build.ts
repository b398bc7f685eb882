// One production build of the SPA for every stack of a test run: made once
// for ANY_API_URL, kept in a folder under a hash of everything it is made from,
// and copied by each stack with its own address written in (retargetBuild).
// The browser lanes start their stacks at the same time: the first builds,
// the others wait for it (a lock folder holding the builder's process id), so
// a run builds once however many stacks serve the SPA.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ANY_API_URL, buildApp } from './build.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// What the build reads: the SPA, its build configuration (stack/web's included), the contract and public
// pages it imports from supabase/functions/_shared, and the installed packages.
const INPUT_DIRS = ['src', 'config', 'public', 'supabase/functions/_shared', 'stack/web'];
const INPUT_FILES = ['index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'];

/** A hash of the build's inputs (file names and contents) and the key it is built with. */
function buildKey(publishableKey: string, root = ROOT): string {
  const hash = createHash('sha256').update(`${ANY_API_URL}\n${publishableKey}\n`);
  const files = [
    ...INPUT_FILES.filter((file) => fs.existsSync(path.join(root, file))),
    ...INPUT_DIRS.filter((dir) => fs.existsSync(path.join(root, dir))).flatMap((dir) =>
      fs
        .readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name))),
    ),
  ].sort();
  for (const file of files) hash.update(`${file}\n`).update(fs.readFileSync(path.join(root, file)));
  return hash.digest('hex').slice(0, 16);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A lock whose builder is gone: its process ended, or it never wrote its id within a minute. */
function isStale(lock: string): boolean {
  try {
    const pid = Number(fs.readFileSync(path.join(lock, 'pid'), 'utf8'));
    return Number.isInteger(pid) && pid > 0 && !alive(pid);
  } catch {
    try {
      return Date.now() - fs.statSync(lock).mtimeMs > 60_000;
    } catch {
      return false;
    }
  }
}

export interface SharedBuildOptions {
  /** Where the builds are kept (one folder per key; older keys are removed). */
  cacheDir: string;
  publishableKey: string;
  /** Makes a build for ANY_API_URL in `outDir`; default the SPA's (buildApp). */
  build?: (outDir: string) => Promise<void>;
  /** The key of the inputs; default buildKey's. */
  key?: string;
}

/** The folder of the build for ANY_API_URL from the current sources: made now, or by another stack, or kept from before. */
export async function sharedBuild(options: SharedBuildOptions): Promise<string> {
  const key = options.key ?? buildKey(options.publishableKey);
  const target = path.join(options.cacheDir, key);
  const lock = `${target}.lock`;
  fs.mkdirSync(options.cacheDir, { recursive: true });
  for (;;) {
    if (fs.existsSync(path.join(target, 'index.html'))) return target;
    try {
      fs.mkdirSync(lock);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Another stack is building it: wait for its build, or take over if it is gone.
      if (isStale(lock)) fs.rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    try {
      fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
      if (fs.existsSync(path.join(target, 'index.html'))) return target;
      const building = `${target}.${process.pid}.tmp`;
      fs.rmSync(building, { recursive: true, force: true });
      await (options.build ?? ((outDir) => buildApp({ outDir, apiUrl: ANY_API_URL, publishableKey: options.publishableKey })))(building);
      fs.rmSync(target, { recursive: true, force: true });
      fs.renameSync(building, target);
      // Builds of other keys are of sources that changed since: only the newest is kept (and another builder's work in progress).
      for (const entry of fs.readdirSync(options.cacheDir)) {
        const builder = /^[0-9a-f]{16}\.(\d+)\.tmp$/.exec(entry)?.[1];
        const old = /^[0-9a-f]{16}$/.test(entry) ? entry !== key : builder !== undefined && !alive(Number(builder));
        if (old) fs.rmSync(path.join(options.cacheDir, entry), { recursive: true, force: true });
      }
      return target;
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
}
