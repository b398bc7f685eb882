// Backups and upgrades keep every row. The database of the previous release
// (the migrations and seed as of commit a608ece) is filled the way people
// fill it (votes, responses, replies and their notifications, poll answers,
// reports, stars, views, a generation), then upgraded with this release's
// migrations: every row of every table keeps every value it had, column by
// column. A deliberately lossy migration is caught by the same check. Then a
// backup of the upgraded database restores into a new cluster row for row.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKED_UP_SCHEMAS, loadBackup, readBackupFile, takeBackup, writeBackupFile } from '../../../stack/postgres/backup.ts';
import { type RunningPostgres, startPostgres } from '../../../stack/postgres/embedded.ts';
import { applyBootstrap, applyMigrations, listMigrations, ROOT } from '../../../stack/postgres/migrate.ts';

const PREVIOUS_RELEASE = 'a608ece';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-upgrade-'));
fs.chmodSync(dir, 0o755);
const started: RunningPostgres[] = [];
let db: RunningPostgres;
let client: pg.Client;

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 });

/** The previous release's migrations and seed, as files. */
function previousRelease(): { migrationsDir: string; seed: string } {
  const migrationsDir = path.join(dir, 'previous-migrations');
  fs.mkdirSync(migrationsDir);
  for (const file of git('ls-tree', '--name-only', `${PREVIOUS_RELEASE}:supabase/migrations`).split('\n').filter(Boolean)) {
    fs.writeFileSync(path.join(migrationsDir, file), git('show', `${PREVIOUS_RELEASE}:supabase/migrations/${file}`));
  }
  return { migrationsDir, seed: git('show', `${PREVIOUS_RELEASE}:supabase/seed.sql`) };
}

type Digest = Record<string, { columns: string[]; rows: number; md5: string }>;

/** Every table's rows over `columns` (default: all), as a count and an order-independent md5. */
async function digests(c: pg.ClientBase, only?: Digest): Promise<Digest> {
  const { rows: tables } = await c.query<{ schema: string; name: string; columns: string[] }>(
    `select n.nspname as schema, t.relname as name,
            array_agg(a.attname::text order by a.attnum) as columns
       from pg_class t join pg_namespace n on n.oid = t.relnamespace
       join pg_attribute a on a.attrelid = t.oid and a.attnum > 0 and not a.attisdropped
      where t.relkind = 'r' and n.nspname = any($1)
      group by n.nspname, t.relname`,
    [BACKED_UP_SCHEMAS],
  );
  const result: Digest = {};
  for (const table of tables) {
    const key = `${table.schema}.${table.name}`;
    if (only && !only[key]) continue;
    const columns = only ? only[key]!.columns : table.columns;
    const missing = columns.filter((col) => !table.columns.includes(col));
    if (missing.length) {
      result[key] = { columns, rows: -1, md5: `missing columns ${missing.join(', ')}` };
      continue;
    }
    const list = columns.map((col) => `"${col}"`).join(', ');
    const { rows } = await c.query<{ n: number; md5: string }>(
      `select count(*)::int as n, coalesce(md5(string_agg(r, E'\\n' order by r)), '') as md5
         from (select (row(${list}))::text as r from "${table.schema}"."${table.name}") x`,
    );
    result[key] = { columns, rows: rows[0]!.n, md5: rows[0]!.md5 };
  }
  for (const key of Object.keys(only ?? {})) result[key] ??= { columns: only![key]!.columns, rows: -1, md5: 'table missing' };
  return result;
}

/** Runs `sql` as a signed-in user, through the rule functions, as PostgREST would. */
async function as(userId: string, sql: string, params: unknown[] = []) {
  await client.query('begin');
  try {
    await client.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify({ sub: userId, role: 'authenticated', aud: 'authenticated' }),
    ]);
    const result = await client.query(sql, params);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/** People doing what people do on the previous release. */
async function fillLikePeople(): Promise<void> {
  const users = (await client.query<{ id: string }>(`select id from auth.users order by email`)).rows.map((r) => r.id);
  const debates = (
    await client.query<{ id: string; user_id: string; quote: string }>(
      `select d.id, d.user_id, left(t.text, 12) as quote from public.debates d
         join public.debate_turns t on t.debate_id = d.id and t.round_index = 0 and t.speaker_index = 0
        where d.is_public order by d.shared_at desc limit 6`,
    )
  ).rows;
  expect(users.length).toBeGreaterThanOrEqual(3);
  for (const [i, user] of users.entries()) {
    for (const [j, debate] of debates.entries()) {
      if (debate.user_id === user) continue;
      await as(user, `select public.cast_vote($1, $2)`, [debate.id, (i + j) % 3 === 0 ? -1 : 1]);
      await as(user, `select public.record_debate_view($1, null)`, [debate.id]);
      if (j < 3) await as(user, `select public.toggle_star($1)`, [debate.id]);
      if (j < 2) {
        await as(user, `select public.record_poll_answer($1, 'before', $2)`, [debate.id, ['for', 'against', 'neutral'][i % 3]]);
        await as(user, `select public.record_poll_answer($1, 'after', $2)`, [debate.id, ['against', 'for', 'for'][i % 3]]);
      }
    }
  }
  const first = debates[0]!;
  const posted: string[] = [];
  for (const [i, user] of users.slice(0, 4).entries()) {
    const { rows } = await as(user, `select (public.post_response($1, 0, 0, $2, 0, char_length($2), $3)).id as id`, [
      first.id,
      first.quote,
      `Response ${i} on the upgrade path, with an opinion.`,
    ]);
    posted.push(rows[0].id as string);
  }
  // Replies notify the people replied to.
  await as(users[1]!, `select public.post_reply($1, 'A reply that makes a notification.')`, [posted[0]]);
  await as(users[2]!, `select public.post_reply($1, 'Another reply, another notification.')`, [posted[1]]);
  await as(users[3]!, `select public.report_response($1, 'spam')`, [posted[0]]);
  await as(users[2]!, `select public.report_response($1, 'other', 'Off the point of the debate.')`, [posted[0]]);
  await as(users[0]!, `select public.mark_all_notifications_read()`);
  await as(users[0]!, `select public.begin_debate($1)`, [
    {
      topic: 'Should upgrades keep every row?',
      debateStyle: 'structured',
      moderatorEnabled: false,
      model1: { name: 'gpt-4', stance: 0.6, rhetoricStyle: 'formal', systemPrompt: '' },
      model2: { name: 'gpt-3.5-turbo', stance: -0.6, rhetoricStyle: 'casual', systemPrompt: '' },
    },
  ]);
}

let before: Digest;

beforeAll(async () => {
  db = await startPostgres({ dataDir: path.join(dir, 'previous'), throwaway: true });
  started.push(db);
  const previous = previousRelease();
  await applyBootstrap(db.url);
  await applyMigrations(db.url, listMigrations(previous.migrationsDir));
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
  await client.query(previous.seed);
  await fillLikePeople();
  before = await digests(client);
}, 300_000);

afterAll(async () => {
  await client?.end();
  for (const running of started) await running.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('upgrading the previous release', () => {
  it('has a realistic database to upgrade', () => {
    for (const table of [
      'auth.users',
      'public.debates',
      'public.votes',
      'public.threaded_responses',
      'public.poll_answers',
      'public.reports',
      'public.notifications',
      'public.stars',
      'public.debate_generations',
      'private.debate_view_days',
    ]) {
      expect(before[table]?.rows, table).toBeGreaterThan(0);
    }
  });

  it("keeps every row, tally and count through this release's migrations", async () => {
    const applied = await applyMigrations(db.url);
    expect(applied).toEqual(
      listMigrations()
        .map((m) => m.version)
        .filter((v) => v > '20261124000100'),
    );
    expect(await digests(client, before)).toEqual(before);
    // The maintained tallies still agree with the rows they count.
    const { rows } = await client.query<{ off: number }>(
      `select count(*)::int as off from public.debate_tallies t
        where t.upvotes <> (select count(*) from public.votes v where v.debate_id = t.debate_id and v.value = 1)
           or t.downvotes <> (select count(*) from public.votes v where v.debate_id = t.debate_id and v.value = -1)`,
    );
    expect(rows[0]!.off).toBe(0);
  });

  it('catches a migration that loses a column’s data', async () => {
    await client.query('begin');
    try {
      // A careless migration: the column is recreated instead of altered.
      await client.query(`alter table public.reports drop column details; alter table public.reports add column details text`);
      const after = await digests(client, before);
      expect(after['public.reports']).not.toEqual(before['public.reports']);
      expect(after).not.toEqual(before);
    } finally {
      await client.query('rollback');
    }
    expect(await digests(client, before)).toEqual(before);
  });
});

describe('backup and restore', () => {
  it('restores a backup of the upgraded database into a new cluster, row for row', async () => {
    const source = await digests(client);
    const file = path.join(dir, 'agora-test.backup.gz');
    writeBackupFile(file, await takeBackup(db.url));
    const restored = await startPostgres({ dataDir: path.join(dir, 'restored'), throwaway: true });
    started.push(restored);
    expect(await loadBackup(restored.url, readBackupFile(file))).toEqual([]);
    const other = new pg.Client({ connectionString: restored.url });
    await other.connect();
    try {
      expect(await digests(other)).toEqual(source);
      // Sequences continue after the restored rows: a new row gets a new id.
      const { rows } = await other.query<{ ok: boolean }>(
        `insert into private.rate_limit_events (user_id, action, happened_at)
         select id, 'report', now() from auth.users limit 1 returning id > 0 as ok`,
      );
      expect(rows[0]!.ok).toBe(true);
    } finally {
      await other.end();
    }
  });
});
