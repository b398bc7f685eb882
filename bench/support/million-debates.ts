// The million-debate setup the database benches share (bench:ranking,
// bench:leaderboard): a throwaway embedded PostgreSQL with every migration
// applied, bench users, and synthetic debates loaded set-based.
//
// Bench data shortcuts (a bulk load, not the app's path):
//   * session_replication_role = replica while loading: no per-row triggers
//     and no foreign-key checks; each bench then writes what the triggers
//     would have (tally rows, verdicts, counts) set-based;
//   * synchronous_commit off for the loading session (the cluster is
//     throwaway and already runs with fsync off);
//   * the loaded tables' secondary indexes (and a primary key nothing
//     references) are dropped before the load and built once after it: one
//     sort per index instead of a million random index insertions.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startPostgres, type RunningPostgres } from '../../stack/postgres/embedded.ts';
import { prepareDatabase } from '../../stack/postgres/migrate.ts';

export const BATCH = 100_000;

export const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
export const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

export interface BenchDatabase {
  db: RunningPostgres;
  client: pg.Client;
  /** Runs one statement and prints how long it took. */
  step(label: string, sql: string, params?: unknown[]): Promise<void>;
  close(): Promise<void>;
}

/** A throwaway cluster with every migration applied and one connected client. */
export async function openBenchDatabase(name: string): Promise<BenchDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `agora-bench-${name}-`));
  fs.chmodSync(dir, 0o755);
  const db = await startPostgres({ dataDir: path.join(dir, 'db'), throwaway: true });
  const client = new pg.Client({ connectionString: db.url });
  const close = async () => {
    await client.end().catch(() => undefined);
    await db.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await prepareDatabase(db.url);
    await client.connect();
  } catch (error) {
    await close();
    throw error;
  }
  const step = async (label: string, sql: string, params: unknown[] = []) => {
    const start = process.hrtime.bigint();
    await client.query(sql, params);
    console.log(`  ${label} (${(ms(start) / 1000).toFixed(1)} s)`);
  };
  return { db, client, step, close };
}

/**
 * `count` confirmed users (bench1@agora.local …) and public.bench_users
 * (n 1..count → id, in id order) for the generators to pick from.
 */
export async function createBenchUsers(client: pg.Client, count: number): Promise<void> {
  await client.query(
    `insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
                             email_confirmed_at)
     select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
            'bench' || i || '@agora.local', '{"provider":"email"}', jsonb_build_object('display_name', 'Bench ' || i), now(), now(),
            now()
       from generate_series(1, $1::int) i`,
    [count],
  );
  await client.query(`create table public.bench_users (n int primary key, id uuid not null)`);
  await client.query(`insert into public.bench_users select row_number() over (order by id)::int, id from auth.users`);
}

/**
 * Drops the tables' secondary indexes (and primary keys no foreign key
 * depends on) and returns what builds them again, each once, after the load.
 */
async function deferIndexes(client: pg.Client, tables: string[]): Promise<() => Promise<void>> {
  const { rows } = await client.query<{ tbl: string; name: string; drop: string; build: string }>(
    `select i.indrelid::regclass::text as tbl, i.indexrelid::regclass::text as name,
            case when c.oid is null then 'drop index ' || i.indexrelid::regclass::text
                 else 'alter table ' || i.indrelid::regclass::text || ' drop constraint ' || quote_ident(c.conname) end as drop,
            case when c.oid is null then pg_get_indexdef(i.indexrelid)
                 else 'alter table ' || i.indrelid::regclass::text || ' add constraint ' || quote_ident(c.conname) || ' '
                      || pg_get_constraintdef(c.oid) end as build
       from pg_index i
       left join pg_constraint c on c.conindid = i.indexrelid and c.conrelid = i.indrelid
      where i.indrelid = any ($1::regclass[])
        and (c.oid is null
             or not exists (select 1 from pg_constraint f where f.contype = 'f' and f.conindid = i.indexrelid))`,
    [tables],
  );
  for (const row of rows) await client.query(row.drop);
  return async () => {
    const start = process.hrtime.bigint();
    await client.query(`set maintenance_work_mem = '512MB'`);
    for (const row of rows) await client.query(row.build);
    await client.query(`reset maintenance_work_mem`);
    console.log(`  ${rows.length} indexes built on ${tables.join(', ')} (${(ms(start) / 1000).toFixed(1)} s)`);
  };
}

/**
 * Loads into `tables` the way a bench's bulk load may (see the top of this
 * file): `load` runs with triggers and foreign-key checks off and the
 * tables' indexes deferred.
 */
export async function bulkLoad(client: pg.Client, tables: string[], load: () => Promise<void>): Promise<void> {
  const buildIndexes = await deferIndexes(client, tables);
  await client.query(`set synchronous_commit = off`);
  await client.query(`set session_replication_role = replica`);
  try {
    await load();
  } finally {
    await client.query(`set session_replication_role = origin`);
    await client.query(`reset synchronous_commit`);
  }
  await buildIndexes();
}

export interface DebateShape {
  rows: number;
  /** Every `unsharedEvery`-th debate stays private (0: every debate is shared). */
  unsharedEvery: number;
  /** How many users (from public.bench_users) own the debates. */
  users: number;
}

/**
 * `rows` debates with searchable topics, 1–3 categories, 12 models, six
 * styles, five formats (speaker 1 for the motion, speaker 2 against), random
 * views, shared at a random moment of the past year. Call inside bulkLoad.
 */
export async function insertDebates(client: pg.Client, shape: DebateShape): Promise<void> {
  for (let done = 0; done < shape.rows; done += BATCH) {
    const n = Math.min(BATCH, shape.rows - done);
    await client.query(
      `with users as (select array_agg(id order by n) ids from public.bench_users where n <= $3),
            words as (select
              array['Should','Must','Can','Will','Would'] as lead,
              array['cities','schools','governments','companies','scientists','artists','voters','robots','farmers','banks',
                    'social media','universities','hospitals','athletes','journalists','courts','museums','parents'] as subj,
              array['ban','regulate','fund','replace','embrace','tax','abolish','protect','rethink','automate'] as verb,
              array['cars','homework','nuclear power','cryptocurrency','space travel','meat','remote work','AI art',
                    'climate policy','free speech','video games','genetic editing','the four-day week','zoos','privacy'] as obj,
              array['gpt-4o','gpt-4o-mini','gpt-4.1','o3-mini','claude-3.5-sonnet','claude-3.5-haiku','gemini-1.5-pro',
                    'gemini-2.0-flash','llama-3.1-70b','mistral-large','deepseek-v3','qwen-2.5-72b'] as models,
              enum_range(null::public.rhetoric_style) as styles,
              enum_range(null::public.debate_style) as formats,
              enum_range(null::public.debate_category) as cats)
       insert into public.debates (user_id, topic, categories, debate_style, speaker1_model, speaker1_stance, speaker1_rhetoric_style,
                                   speaker2_model, speaker2_stance, speaker2_rhetoric_style, created_at, is_public, shared_at,
                                   user_display_name, views)
       select u.ids[1 + (s.i % $3)],
              w.lead[1 + (random() * 4)::int] || ' ' || w.subj[1 + (random() * 17)::int] || ' ' ||
                w.verb[1 + (random() * 9)::int] || ' ' || w.obj[1 + (random() * 14)::int] || '? #' || s.i,
              (select array_agg(distinct c) from (select w.cats[1 + (random() * 9)::int] c from generate_series(1, 1 + (s.i % 3))) x),
              w.formats[1 + (s.i % 5)],
              w.models[1 + (random() * 11)::int], 0.6, w.styles[1 + (random() * 5)::int],
              w.models[1 + (random() * 11)::int], -0.6, w.styles[1 + (random() * 5)::int],
              s.at - interval '5 minutes', s.shared, case when s.shared then s.at end, 'Bench', (random() * 1000)::int
         from (select i, now() - random() * interval '365 days' as at, ($4::int = 0 or i % $4::int <> 0) as shared
                 from generate_series($1::int + 1, $1::int + $2::int) i) s, users u, words w`,
      [done, n, shape.users, shape.unsharedEvery],
    );
    process.stdout.write(`  debates ${(done + n).toLocaleString('en')}\r`);
  }
  console.log();
}
