// `npm run db:advisors`: Supabase's database linter (`supabase db advisors`)
// against a throwaway embedded PostgreSQL with every migration applied.
// Exits non-zero when it reports a security finding.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startPostgres } from '../stack/postgres/embedded.ts';
import { prepareDatabase, ROOT } from '../stack/postgres/migrate.ts';

const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-advisors-'));
fs.chmodSync(dir, 0o755);
const db = await startPostgres({ dataDir: path.join(dir, 'db'), throwaway: true });
let exitCode = 0;
try {
  await prepareDatabase(db.url);
  const url = `${db.url}?sslmode=disable`;
  for (const type of ['security', 'performance']) {
    const { stdout } = await run(
      path.join(ROOT, 'node_modules', '.bin', 'supabase'),
      ['db', 'advisors', `--remote=${url}`, '--yes', '--type', type, '--level', 'info'],
      { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 },
    );
    const start = stdout.indexOf('[');
    const findings = start >= 0 ? (JSON.parse(stdout.slice(start)) as { name: string; level: string; detail: string }[]) : [];
    console.log(`${type}: ${findings.length} finding(s)`);
    for (const f of findings) console.log(`  [${f.level}] ${f.name}: ${f.detail}`);
    if (type === 'security' && findings.length > 0) exitCode = 1;
  }
} finally {
  await db.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
