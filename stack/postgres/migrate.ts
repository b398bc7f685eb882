import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MIGRATIONS_DIR = path.join(ROOT, 'supabase', 'migrations');
const SEED_FILE = path.join(ROOT, 'supabase', 'seed.sql');
const BOOTSTRAP_FILE = path.join(ROOT, 'stack', 'postgres', 'bootstrap.sql');
// Local-only SQL re-applied after every migration run (idempotent), e.g. the
// realtime service's change triggers on the tables in the publication.
const LOCAL_DIR = path.join(ROOT, 'stack', 'postgres', 'local');

export interface Migration {
  version: string;
  name: string;
  file: string;
}

/** supabase/migrations/<version>_<name>.sql, in version order (as the Supabase CLI reads them). */
export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort()
    .map((f) => {
      const match = /^(\d+)_(.+)\.sql$/.exec(f)!;
      return { version: match[1]!, name: match[2]!, file: path.join(dir, f) };
    });
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates Supabase's roles, schemas and auth helpers on a plain PostgreSQL. Idempotent. */
export async function applyBootstrap(url: string): Promise<void> {
  await withClient(url, (c) => c.query(fs.readFileSync(BOOTSTRAP_FILE, 'utf8')));
}

/**
 * Applies pending migrations in order, each in its own transaction, and records
 * them in supabase_migrations.schema_migrations as the CLI does. Returns the
 * versions applied now.
 */
export async function applyMigrations(url: string, migrations = listMigrations()): Promise<string[]> {
  return withClient(url, async (c) => {
    const done = new Set(
      (await c.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map((r) => r.version),
    );
    const applied: string[] = [];
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      const sql = fs.readFileSync(m.file, 'utf8');
      try {
        await c.query('begin');
        await c.query(sql);
        await c.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [
          m.version,
          m.name,
          [sql],
        ]);
        await c.query('commit');
      } catch (error) {
        await c.query('rollback');
        throw new Error(`migration ${path.basename(m.file)} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(m.version);
    }
    await applyLocalSql(c);
    // PostgREST caches the schema; tell it to look again.
    await c.query(`notify pgrst, 'reload schema'`);
    return applied;
  });
}

async function applyLocalSql(c: pg.Client): Promise<void> {
  if (!fs.existsSync(LOCAL_DIR)) return;
  for (const f of fs
    .readdirSync(LOCAL_DIR)
    .filter((n) => n.endsWith('.sql'))
    .sort()) {
    await c.query(fs.readFileSync(path.join(LOCAL_DIR, f), 'utf8'));
  }
}

export async function applySeed(url: string, file = SEED_FILE): Promise<void> {
  if (!fs.existsSync(file)) return;
  await withClient(url, (c) => c.query(fs.readFileSync(file, 'utf8')));
}

/** Bootstrap + migrations (+ seed on request): a database ready for the API. */
export async function prepareDatabase(url: string, opts: { seed?: boolean } = {}): Promise<string[]> {
  await applyBootstrap(url);
  const applied = await applyMigrations(url);
  if (opts.seed) await applySeed(url);
  return applied;
}
