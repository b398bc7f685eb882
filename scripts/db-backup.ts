// npm run db:backup [-- --out DIR] [-- --data-dir DIR]: a consistent snapshot
// of the local database (stack/postgres/backup.ts) into a timestamped file,
// from the running `npm start` stack, or from its data directory when the
// stack is not running.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupFileName, takeBackup, writeBackupFile } from '../stack/postgres/backup.ts';
import { startPostgres } from '../stack/postgres/embedded.ts';
import { ROOT } from '../stack/postgres/migrate.ts';
import { runningStackDbUrl } from './db-running.ts';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: path.join(ROOT, '.agora', 'backups') },
    'data-dir': { type: 'string', default: path.join(ROOT, '.agora', 'data') },
  },
});

const outDir = path.resolve(values.out);
fs.mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, backupFileName());

let dbUrl = runningStackDbUrl();
let stop: (() => Promise<void>) | undefined;
if (!dbUrl) {
  const dataDir = path.resolve(values['data-dir']);
  if (!fs.existsSync(dataDir) && !fs.existsSync(path.dirname(dataDir))) throw new Error(`no database at ${dataDir}`);
  const db = await startPostgres({ dataDir });
  if (db.created) {
    await db.stop();
    throw new Error(`no database at ${dataDir} (start Agora once with npm start)`);
  }
  dbUrl = db.url;
  stop = () => db.stop();
}
try {
  const backup = await takeBackup(dbUrl);
  writeBackupFile(file, backup);
  const rows = backup.tables.reduce((sum, t) => sum + t.count, 0);
  console.log(`Backed up ${rows} rows in ${backup.tables.length} tables (${backup.migrations.length} migrations) to ${file}`);
} finally {
  await stop?.();
}
