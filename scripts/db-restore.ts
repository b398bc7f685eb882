// npm run db:restore FILE [-- --data-dir DIR]: restores a backup into a new
// cluster (upgrading it with any newer migrations), then puts that cluster
// where `npm start` looks for its data; the previous cluster is kept beside
// it as <data>-before-restore-<time>. Refuses while the stack runs.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadBackup, readBackupFile } from '../stack/postgres/backup.ts';
import { startPostgres } from '../stack/postgres/embedded.ts';
import { placeDataDir } from '../stack/postgres/installation.ts';
import { ROOT } from '../stack/postgres/migrate.ts';
import { runningStackDbUrl } from './db-running.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'data-dir': { type: 'string', default: path.join(ROOT, '.agora', 'data') } },
});
const file = positionals[0];
if (!file) throw new Error('usage: npm run db:restore -- FILE');
if (runningStackDbUrl()) throw new Error('Agora is running: stop npm start first, then restore.');

const backup = readBackupFile(path.resolve(file));
const target = placeDataDir(path.resolve(values['data-dir'])).dataDir;
const stamp = new Date()
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z');
const db = await startPostgres({ dataDir: `${target}-restoring-${stamp}` });
let restoredDir: string;
try {
  const upgraded = await loadBackup(db.url, backup);
  restoredDir = db.dataDir;
  console.log(
    `Restored ${backup.tables.reduce((sum, t) => sum + t.count, 0)} rows from ${file}` +
      (upgraded.length ? `, then applied ${upgraded.length} newer migrations` : ''),
  );
} finally {
  await db.stop();
}
if (fs.existsSync(target)) {
  fs.renameSync(target, `${target}-before-restore-${stamp}`);
  console.log(`The previous database is kept in ${target}-before-restore-${stamp}`);
}
fs.renameSync(restoredDir, target);
console.log(`npm start now runs on the restored database (${target}).`);
