// Runs the pgTAP suite (supabase/tests/*.test.sql) with pg_prove against a
// throwaway embedded PostgreSQL that has the local bootstrap and every
// migration applied. Exit code: pg_prove's.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPostgres, SUPERUSER, SUPERUSER_PASSWORD } from '../stack/postgres/embedded.ts';
import { installPgtap } from '../stack/postgres/extensions.ts';
import { prepareDatabase, ROOT } from '../stack/postgres/migrate.ts';

export interface PgTapResult {
  exitCode: number;
  files: number;
  assertions: number;
  passed: boolean;
}

/** `write` receives pg_prove's output (default: this process's stdout and stderr). */
export async function runPgTap(write: (chunk: string) => void = (chunk) => process.stdout.write(chunk)): Promise<PgTapResult> {
  await installPgtap();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-pgtap-'));
  fs.chmodSync(dataDir, 0o755);
  const db = await startPostgres({ dataDir: path.join(dataDir, 'db'), throwaway: true });
  try {
    await prepareDatabase(db.url);
    const testDir = path.join(ROOT, 'supabase', 'tests');
    const files = fs
      .readdirSync(testDir)
      .filter((f) => f.endsWith('.test.sql'))
      .sort()
      .map((f) => path.join(testDir, f));
    let output = '';
    const exitCode = await new Promise<number>((resolve) => {
      const child = spawn(
        'pg_prove',
        [
          '--host',
          '127.0.0.1',
          '--port',
          String(db.port),
          '--username',
          SUPERUSER,
          '--dbname',
          'postgres',
          '--failures',
          '--comments',
          ...files,
        ],
        { env: { ...process.env, PGPASSWORD: SUPERUSER_PASSWORD }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      child.stdout.on('data', (d: Buffer) => {
        output += d;
        write(d.toString());
      });
      child.stderr.on('data', (d: Buffer) => {
        output += d;
        write(d.toString());
      });
      child.on('close', (code) => resolve(code ?? 1));
    });
    const totals = /Files=(\d+), Tests=(\d+)/.exec(output);
    return {
      exitCode,
      files: Number(totals?.[1] ?? 0),
      assertions: Number(totals?.[2] ?? 0),
      passed: exitCode === 0 && /Result: PASS/.test(output),
    };
  } finally {
    await db.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runPgTap();
  console.log(`\npgTAP: ${result.assertions} assertions in ${result.files} files — ${result.passed ? 'PASS' : 'FAIL'}`);
  process.exit(result.passed ? 0 : 1);
}
