// The app's server renderer for the local functions runtime while the dev
// server runs: the public-pages function (the hosted layout, run locally)
// imports one built file, as it imports its ./assets/app.js when deployed.
// Built as the production build builds it (config/prerender.ts), into
// DEV_RENDERER_FILE, only when the app's code or the stack's API changed
// since the last build; the file is replaced in one rename, so the function
// never imports half a file. A script of its own, which the dev server runs
// as a child at low priority once it listens: a production build needs
// NODE_ENV=production (React's JSX and builds), which the dev server's
// process must not have, and the dev server stays responsive meanwhile.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildServerRenderer, SSR_DIR, SSR_FILE } from '../../config/prerender.ts';
import { ROOT } from '../postgres/migrate.ts';
import { DEV_RENDERER_FILE } from './vite.ts';

/** What the renderer is built from: the app's code, its build's configuration, its dependencies. */
const SOURCES = ['src', 'config', 'vite.config.ts', 'index.html', 'package-lock.json', 'supabase/functions/_shared/contract'];

/** A fingerprint of the sources (path, size, modification time) and of the API the build bakes in. */
function fingerprint(apiUrl: string, publishableKey: string): string {
  const hash = crypto.createHash('sha256').update(`${apiUrl}\n${publishableKey}\n`);
  for (const source of SOURCES) {
    const full = path.join(ROOT, source);
    const files = fs.statSync(full).isDirectory()
      ? fs
          .readdirSync(full, { recursive: true, encoding: 'utf8' })
          .map((file) => path.join(full, file))
          .sort()
      : [full];
    for (const file of files) {
      const stat = fs.statSync(file);
      if (stat.isFile()) hash.update(`${path.relative(ROOT, file)} ${stat.size} ${stat.mtimeMs}\n`);
    }
  }
  return hash.digest('hex');
}

/** Builds the renderer unless the last build is of the same sources; whether it built. */
async function ensureDevRenderer(apiUrl: string, publishableKey: string): Promise<boolean> {
  const stamp = `${DEV_RENDERER_FILE}.fingerprint`;
  const wanted = fingerprint(apiUrl, publishableKey);
  const built = fs.existsSync(DEV_RENDERER_FILE) && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === wanted;
  if (built) return false;
  // Beside the target (one file system, so the rename is atomic); one folder per process, as stacks may build at once.
  const scratch = path.join(path.dirname(DEV_RENDERER_FILE), `build-${process.pid}`);
  try {
    await buildServerRenderer({ configFile: path.join(ROOT, 'vite.config.ts'), root: ROOT, mode: 'production' }, scratch);
    fs.renameSync(path.join(scratch, SSR_DIR, SSR_FILE), DEV_RENDERER_FILE);
    fs.writeFileSync(stamp, wanted);
    return true;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

const apiUrl = process.env.VITE_SUPABASE_URL;
const publishableKey = process.env.VITE_SUPABASE_PUBLISHABLE_KEY;
if (!apiUrl || !publishableKey) throw new Error('VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY must be set.');
if (process.env.NODE_ENV !== 'production') throw new Error('The renderer is a production build: run with NODE_ENV=production.');
const built = await ensureDevRenderer(apiUrl, publishableKey);
console.log(built ? "built the public-pages function's app renderer" : "the public-pages function's app renderer is up to date");
