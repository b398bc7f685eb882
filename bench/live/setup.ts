// Shared by bench:votes and bench:realtime: a throwaway stack, bench users
// with the access tokens the auth service would issue them, shared debates,
// Postgres CPU time, and the report table.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { accessTokenClaims, signAccessToken } from '../../stack/auth/jwt.ts';
import { startStack, type RunningStack } from '../../stack/orchestration/start-stack.ts';

export const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

export interface BenchStack {
  stack: RunningStack;
  db: pg.Pool;
  stop(): Promise<void>;
}

/** A throwaway stack (no seed), stopped on Ctrl-C too. */
export async function startBenchStack(name: string): Promise<BenchStack> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `agora-bench-${name}-`));
  // As root, PostgreSQL runs as user `postgres` and must be able to enter the directory.
  fs.chmodSync(dir, 0o755);
  // Filled in as they start, so Ctrl-C during the start still stops what runs.
  const started: { stack?: RunningStack; db?: pg.Pool } = {};
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await started.db?.end().catch(() => undefined);
      await started.stack?.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    })());
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      console.log('\nStopping…');
      void stop().finally(() => process.exit(130));
    });
  const stack = (started.stack = await startStack({
    dataDir: path.join(dir, 'db'),
    persistent: false,
    seed: false,
    web: false,
    functionsEnvFile: false,
  }));
  const db = (started.db = new pg.Pool({ connectionString: stack.dbUrl, max: 4 }));
  return { stack, db, stop };
}

export interface BenchUser {
  id: string;
  token: string;
}

/** `count` users in auth.users, each with an access token shaped and signed as the auth service signs them. */
export async function createUsers(bench: BenchStack, prefix: string, count: number): Promise<BenchUser[]> {
  const { rows } = await bench.db.query<{ id: string; email: string }>(
    `insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, raw_user_meta_data,
                             email_confirmed_at, created_at, updated_at)
     select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
            $1 || i || '@bench.local', '{"provider":"email","providers":["email"]}',
            jsonb_build_object('display_name', $1 || i), now(), now(), now()
       from generate_series(1, $2::int) i
     returning id, email`,
    [prefix, count],
  );
  const issuedAt = Math.floor(Date.now() / 1000);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      token: await signAccessToken(
        accessTokenClaims({
          user: {
            id: row.id,
            aud: 'authenticated',
            role: 'authenticated',
            email: row.email,
            phone: null,
            app_metadata: { provider: 'email', providers: ['email'] },
            user_metadata: {},
            is_anonymous: false,
          },
          session: { id: crypto.randomUUID(), aal: 'aal1', amr: [{ method: 'password', timestamp: issuedAt }] },
          issuer: `${bench.stack.apiUrl}/auth/v1`,
          expirySeconds: 3600,
          issuedAt,
        }),
        bench.stack.jwtSecret,
      ),
    })),
  );
}

/**
 * `count` shared debates of `author`. Written as the table owner with the
 * six-turns check off: votes and broadcasts never read turns.
 */
export async function createSharedDebates(bench: BenchStack, author: string, count: number): Promise<string[]> {
  const client = await bench.db.connect();
  try {
    await client.query('begin');
    await client.query('alter table public.debates disable trigger debates_have_six_turns');
    const { rows } = await client.query<{ id: string }>(
      `insert into public.debates (user_id, topic, categories, speaker1_model, speaker1_stance, speaker2_model,
                                   speaker2_stance, is_public, shared_at, user_display_name)
       select $1, 'Bench debate #' || i || '?', (enum_range(null::public.debate_category))[1:1], 'gpt-4', 0.6,
              'gpt-3.5-turbo', -0.6, true, now() - i * interval '1 second', 'Bench'
         from generate_series(1, $2::int) i
       returning id`,
      [author, count],
    );
    await client.query('alter table public.debates enable trigger debates_have_six_turns');
    await client.query('commit');
    return rows.map((r) => r.id);
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/** Debates whose stored tallies (their debate_tallies row) differ from their vote rows (must be none). */
export async function tallyMismatches(bench: BenchStack): Promise<number> {
  const { rows } = await bench.db.query<{ n: string }>(
    `select count(*) n
       from public.debate_tallies t
       left join (select debate_id, count(*) filter (where value = 1) up, count(*) filter (where value = -1) down
                    from public.votes group by debate_id) v on v.debate_id = t.debate_id
      where t.upvotes <> coalesce(v.up, 0) or t.downvotes <> coalesce(v.down, 0)`,
  );
  return Number(rows[0]!.n);
}

// /proc counts CPU time in clock ticks: USER_HZ, 100 on Linux.
const TICKS = 100;

function procCpuTicks(pid: number, withReapedChildren: boolean): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name: state is field 3; utime 14, stime 15, cutime 16, cstime 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    const reaped = withReapedChildren ? Number(fields[13]) + Number(fields[14]) : 0;
    return utime + stime + reaped;
  } catch {
    return 0; // exited between listing and reading
  }
}

function childrenOf(parent: number): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent) pids.push(Number(entry));
    } catch {
      // gone
    }
  }
  return pids;
}

/**
 * CPU seconds used so far by Postgres: the postmaster, its live children
 * (backends, walsender, background workers) and, through the postmaster's
 * cutime/cstime, the children it has already reaped.
 */
export function postgresCpuSeconds(bench: BenchStack): number {
  const pid = Number(fs.readFileSync(path.join(bench.stack.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  let ticks = procCpuTicks(pid, true);
  for (const child of childrenOf(pid)) ticks += procCpuTicks(child, true);
  return ticks / TICKS;
}

export interface Row {
  figure: string;
  value: string;
  target?: string;
  pass?: boolean;
}

export function table(rows: Row[]): string {
  const lines = ['| figure | value | target | result |', '|---|---|---|---|'];
  for (const row of rows)
    lines.push(`| ${row.figure} | ${row.value} | ${row.target ?? ''} | ${row.pass === undefined ? '' : row.pass ? 'pass' : '**miss**'} |`);
  return lines.join('\n');
}

export const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
