// `npm run db:advisors` (a step of `npm test`): the Supabase CLI against a
// throwaway embedded PostgreSQL with every migration applied, as it would run
// against a hosted project before and after `supabase db push`:
//   - `supabase migration list`: every local migration is in the database's
//     history and the history holds nothing else;
//   - `supabase db push --dry-run`: nothing left to push;
//   - `supabase db advisors` (Supabase's database linter): no security finding.
// The CLI 3 names the target with --remote=<database URL> (its 2.x --db-url).
// Exits non-zero on any of these failing.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startPostgres } from '../stack/postgres/embedded.ts';
import { listMigrations, prepareDatabase, ROOT } from '../stack/postgres/migrate.ts';

const run = promisify(execFile);
const supabase = (args: string[]) =>
  run(path.join(ROOT, 'node_modules', '.bin', 'supabase'), args, { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 });

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-advisors-'));
fs.chmodSync(dir, 0o755);
const db = await startPostgres({ dataDir: path.join(dir, 'db'), throwaway: true });
const failures: string[] = [];
try {
  await prepareDatabase(db.url);
  const remote = `--remote=${db.url}?sslmode=disable`;

  const listed = await supabase(['migration', 'list', remote, '--yes']);
  const versions = listMigrations().map((m) => m.version);
  // Each row reads "local | remote | time": a migration applied and on disk shows its version twice.
  const rows = `${listed.stdout}\n${listed.stderr}`
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.replace(/`/g, '').trim()))
    .filter((cells) => cells.length >= 3 && /^\d{14}$/.test(cells[0] || cells[1] || ''));
  const unmatched = rows.filter(([local, applied]) => local !== applied);
  console.log(`migration list: ${rows.length} row(s), ${versions.length} local migration(s)`);
  if (rows.length !== versions.length || unmatched.length > 0) failures.push(`migration list: local and applied differ:\n${listed.stdout}`);

  const pushed = await supabase(['db', 'push', '--dry-run', remote, '--yes']);
  const pushOutput = `${pushed.stdout}\n${pushed.stderr}`;
  const upToDate = pushOutput.split('\n').find((line) => /up to date/i.test(line));
  console.log(`db push --dry-run: ${upToDate?.trim() ?? 'would push migrations'}`);
  if (!upToDate) failures.push(`db push --dry-run would change the database:\n${pushOutput}`);

  for (const type of ['security', 'performance']) {
    const { stdout } = await supabase(['db', 'advisors', remote, '--yes', '--type', type, '--level', 'info']);
    const start = stdout.indexOf('[');
    const findings = start >= 0 ? (JSON.parse(stdout.slice(start)) as { name: string; level: string; detail: string }[]) : [];
    console.log(`advisors (${type}): ${findings.length} finding(s)`);
    for (const f of findings) console.log(`  [${f.level}] ${f.name}: ${f.detail}`);
    if (type === 'security' && findings.length > 0) failures.push(`${findings.length} security finding(s)`);
  }
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
} finally {
  await db.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
for (const failure of failures) console.error(`✖ ${failure}`);
process.exit(failures.length ? 1 : 0);
