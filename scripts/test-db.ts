// Runs pgTAP (supabase/tests/*.test.sql) with pg_prove on a throwaway copy of
// a migrated PostgreSQL cluster (scripts/db-template.ts). Exit code: pg_prove's.
//   npm run test:db                      every file
//   npm run test:db -- 05                the votes domain's files (a domain number)
//   npm run test:db -- votes             the same, by a word of the domain's name
//   npm run test:db -- rls-matrix        a topic (00-shared.rls-matrix)
//   npm run test:db -- supabase/tests/05-votes-tallies.test.sql   a path or a file name
// Several may be given; the helpers file always runs first.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SUPERUSER, SUPERUSER_PASSWORD } from '../stack/postgres/embedded.ts';
import { installPgtap } from '../stack/postgres/extensions.ts';
import { ROOT } from '../stack/postgres/migrate.ts';
import { startFromTemplate } from './db-template.ts';

export const TESTS_DIR = path.join(ROOT, 'supabase', 'tests');
/** Loads the test DSL and commits it: every run starts with it (and it sorts first for `supabase test db`). */
export const HELPERS_FILE = '00-helpers.test.sql';

export interface PgTapResult {
  exitCode: number;
  files: number;
  assertions: number;
  passed: boolean;
}

/** The pgTAP files, by name, in the order pg_prove and `supabase test db` run them. */
export function pgTapFiles(dir = TESTS_DIR): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.test.sql'))
    .sort();
}

/** `05-votes-tallies.vote-path.test.sql` → number 05, domain votes-tallies, topic vote-path. */
function partsOf(file: string): { number: string; domain: string; topic: string } {
  const [, number = '', domain = '', topic = ''] = /^(\d+)-([^.]+)(?:\.([^.]+))?\.test\.sql$/.exec(file) ?? [];
  return { number, domain, topic };
}

function matches(file: string, wanted: string): boolean {
  const { number, domain, topic } = partsOf(file);
  if (/^\d{1,2}$/.test(wanted)) return number === wanted.padStart(2, '0');
  const names = [file, file.replace(/\.test\.sql$/, ''), `${number}-${domain}`, domain, ...domain.split('-'), topic];
  return names.some((name) => name !== '' && name.toLowerCase() === wanted.toLowerCase());
}

/**
 * The files the arguments name, the helpers first, in run order. An argument
 * is a path, a file name (with or without `.test.sql`), a domain number
 * (`5`, `05`), a domain's name or one word of it (`votes-tallies`, `votes`) or
 * a topic (`rls-matrix`). None: every file. One that names nothing throws,
 * listing what exists.
 */
export function selectPgTapFiles(args: readonly string[], files: readonly string[] = pgTapFiles()): string[] {
  if (args.length === 0) return [...files];
  const chosen = new Set<string>([HELPERS_FILE]);
  for (const arg of args) {
    const base = path.basename(arg);
    const named = files.filter((file) => file === base || matches(file, arg));
    if (named.length === 0) {
      const domains = [...new Set(files.filter((f) => f !== HELPERS_FILE).map((f) => `${partsOf(f).number}-${partsOf(f).domain}`))];
      throw new Error(`"${arg}" names no pgTAP file in supabase/tests/. Domains with files: ${domains.join(', ')}.`);
    }
    for (const file of named) chosen.add(file);
  }
  return files.filter((file) => chosen.has(file));
}

/**
 * Runs the chosen files (default every one) on a fresh copy of the migrated
 * cluster. `write` receives pg_prove's output (default: this process's stdout).
 */
export async function runPgTap(
  write: (chunk: string) => void = (chunk) => process.stdout.write(chunk),
  args: readonly string[] = [],
): Promise<PgTapResult> {
  const files = selectPgTapFiles(args).map((file) => path.join(TESTS_DIR, file));
  await installPgtap();
  const db = await startFromTemplate(write);
  try {
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
      const take = (d: Buffer) => {
        output += d;
        write(d.toString());
      };
      child.stdout.on('data', take);
      child.stderr.on('data', take);
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
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  let result: PgTapResult;
  try {
    result = await runPgTap(undefined, args);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  console.log(`\npgTAP: ${result.assertions} assertions in ${result.files} files — ${result.passed ? 'PASS' : 'FAIL'}`);
  process.exit(result.passed ? 0 : 1);
}
