// `npm run bench:ranking [-- --rows 1000000 --runs 30]`
//
// Measures the community list (list_public_debates) at a million shared
// debates: a throwaway embedded PostgreSQL with every migration applied is
// filled with synthetic debates, then each filter/sort combination (and a deep
// keyset page) is timed as a signed-in user would call it. Prints p50/p95 per
// case, the index each plan uses and whether p95 meets the 40 ms target.
//
// Bench data shortcut: the debates are bulk-loaded (bench/support/
// million-debates.ts: no triggers, indexes built after the load), and their
// tallies (debate_tallies rows) are written directly instead of through a
// million vote rows — the list never reads turns or votes.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { bulkLoad, createBenchUsers, insertDebates, ms, openBenchDatabase } from './support/million-debates.ts';
import { P95Target, timeCalls } from './support/p95-target.ts';
import { commitShort, loadAverage, utcMinute } from './run-info.ts';

const { values } = parseArgs({
  options: { rows: { type: 'string', default: '1000000' }, runs: { type: 'string', default: '30' } },
});
const ROWS = Number(values.rows);
const RUNS = Number(values.runs);
/** Every case's p95 must stay under this: a community page feels instant at 40 ms. */
const TARGET_P95_MS = 40;
const loadAtStart = loadAverage();

const bench = await openBenchDatabase('ranking');
const { client } = bench;

// Keep timestamps as Postgres prints them: a JS Date would drop the
// microseconds the keyset cursor needs (the SPA passes the JSON strings back too).
pg.types.setTypeParser(1184, (value: string) => value);

try {
  console.log(`Loading ${ROWS.toLocaleString('en')} debates…`);
  const loadStart = process.hrtime.bigint();
  await createBenchUsers(client, 1000);
  await bulkLoad(client, ['public.debates', 'public.debate_tallies'], async () => {
    // Every tenth debate stays private.
    await insertDebates(client, { rows: ROWS, unsharedEvery: 10, users: 1000 });
    await client.query(
      `insert into public.debate_tallies (debate_id, upvotes, downvotes, shared_at)
       select id, (random() ^ 3 * 500)::int, (random() ^ 4 * 200)::int, shared_at from public.debates`,
    );
  });
  const starUser = (await client.query<{ id: string }>(`select id from auth.users where email = 'bench1@agora.local'`)).rows[0]!.id;
  await client.query(
    `insert into public.stars (user_id, debate_id)
     select $1, id from public.debates where is_public order by random() limit 2000`,
    [starUser],
  );
  await client.query('vacuum analyze');
  console.log(`Loaded in ${(ms(loadStart) / 1000).toFixed(1)} s.\n`);

  // Act as a signed-in user, exactly as PostgREST would.
  await client.query(`set role authenticated`);
  await client.query(`select set_config('request.jwt.claims', $1, false)`, [JSON.stringify({ sub: starUser, role: 'authenticated' })]);

  type Args = Record<string, unknown>;
  const call = (args: Args) => {
    const names = Object.keys(args);
    const sql = `select * from public.list_public_debates(${names.map((n, i) => `${n} => $${i + 1}`).join(', ')})`;
    return { sql, params: names.map((n) => args[n]) };
  };

  const cases: [string, Args][] = [
    ['newest, all time', { p_sort: 'newest' }],
    ['popular, all time', { p_sort: 'popular' }],
    ['controversial, all time', { p_sort: 'controversial' }],
    ['newest, today', { p_sort: 'newest', p_time: 'today', p_time_zone: 'Europe/Berlin' }],
    ['popular, this week', { p_sort: 'popular', p_time: 'week' }],
    ['controversial, this month', { p_sort: 'controversial', p_time: 'month' }],
    ['newest, category Science', { p_sort: 'newest', p_category: 'Science' }],
    ['popular, category Funny', { p_sort: 'popular', p_category: 'Funny' }],
    ['newest, search "nuclear"', { p_sort: 'newest', p_search: 'nuclear' }],
    ['popular, search "ethics" (a category)', { p_sort: 'popular', p_search: 'ethics' }],
    ['newest, search "zzqx" (no match)', { p_sort: 'newest', p_search: 'zzqx' }],
    ['newest, starred only (2000 stars)', { p_sort: 'newest', p_starred_only: true }],
    ['popular, week + Politics + search "cities"', { p_sort: 'popular', p_time: 'week', p_category: 'Politics', p_search: 'cities' }],
  ];

  const target = new P95Target(TARGET_P95_MS, 'case');
  console.log(target.intro());
  console.log('case'.padEnd(46), ...target.headings(), ' plan');
  for (const [label, args] of cases) {
    const { sql, params } = call(args);
    const timing = await timeCalls(RUNS, () => client.query(sql, params));
    console.log(label.padEnd(46), ...target.columns(label, timing), '', await planOf(args));
  }

  // Deep paging: follow the keyset cursor 50 pages down (1000 rows) per sort.
  for (const sort of ['newest', 'popular', 'controversial'] as const) {
    let cursor: Args = {};
    const paging = await timeCalls(50, async () => {
      const { sql, params } = call({ p_sort: sort, ...cursor });
      const page = await client.query(sql, params);
      const last = page.rows[page.rows.length - 1];
      cursor = {
        p_after_shared_at: last.shared_at,
        p_after_id: last.id,
        ...(sort === 'newest' ? {} : { p_after_score: sort === 'popular' ? last.upvotes : last.downvotes }),
      };
      return page;
    });
    const label = `${sort}: 50 pages via keyset cursor`;
    console.log(label.padEnd(46), ...target.columns(label, paging, 1000));
  }
  console.log(target.summary());
  console.log(
    `Commit ${commitShort()}, ${utcMinute(new Date())}; load average (1/5/15 min) at start ${loadAtStart}, at end ${loadAverage()}.`,
  );

  // The function builds its statement dynamically, so EXPLAIN of the call shows
  // nothing useful: auto_explain (nested statements, sent to the client as a
  // NOTICE) reports the plan of the statement it actually runs.
  async function planOf(args: Args): Promise<string> {
    const notices: string[] = [];
    const onNotice = (n: { message?: string }) => notices.push(n.message ?? '');
    await client.query('reset role');
    await client.query(`load 'auto_explain'`);
    await client.query(`set auto_explain.log_min_duration = 0`);
    await client.query(`set auto_explain.log_nested_statements = on`);
    await client.query(`set auto_explain.log_level = notice`);
    await client.query('set role authenticated');
    client.on('notice', onNotice);
    const { sql, params } = call(args);
    await client.query(sql, params);
    client.off('notice', onNotice);
    await client.query('reset role');
    await client.query(`set auto_explain.log_min_duration = -1`);
    await client.query('set role authenticated');
    const indexes = new Set<string>();
    for (const text of notices) {
      for (const m of text.matchAll(/Index (?:Only )?Scan(?: Backward)? using (\w+)|Bitmap Index Scan on (\w+)/g)) {
        indexes.add(m[1] ?? m[2]!);
      }
    }
    return [...indexes].join(', ') || 'seq scan';
  }
} finally {
  await bench.close();
}
