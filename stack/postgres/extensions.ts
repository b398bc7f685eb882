import fs from 'node:fs';
import path from 'node:path';
import { postgresBinaries } from './installation.ts';

/**
 * pgTAP is plain SQL: Debian's postgresql-*-pgtap ships it for PostgreSQL 15 and
 * it loads unchanged on 17. Copy its control and script files next to the
 * embedded server's own extensions so `create extension pgtap` works.
 */
export async function installPgtap(searchRoots = ['/usr/share/postgresql']): Promise<void> {
  // The installation the server runs from (a reachable copy when run as root from a private folder).
  const target = postgresBinaries().extensionDir;
  if (fs.existsSync(path.join(target, 'pgtap.control'))) return;
  for (const root of searchRoots) {
    if (!fs.existsSync(root)) continue;
    for (const version of fs.readdirSync(root).sort().reverse()) {
      const dir = path.join(root, version, 'extension');
      if (!fs.existsSync(path.join(dir, 'pgtap.control'))) continue;
      for (const f of fs.readdirSync(dir).filter((n) => n.startsWith('pgtap'))) {
        fs.copyFileSync(path.join(dir, f), path.join(target, f));
      }
      return;
    }
  }
  throw new Error('pgTAP is not installed: run `apt-get install postgresql-15-pgtap` (scripts/ensure-system-deps.sh does this as root).');
}
