// `npm run bench:leaderboard [-- --rows 1000000 --answers 10 --runs 30 --answer-calls 10000]`
//
// Measures the leaderboard (get_leaderboard, get_format_leaderboard, get_speaker_ladder) at a
// million shared debates and ten million poll answers, and what the counts
// behind it add to one poll answer: a throwaway embedded PostgreSQL with every
// migration applied is filled with synthetic debates (12 models, 6 styles, 5
// formats, 1–3 categories, shared over a year) and `--answers` poll answers
// each; then each leaderboard view is timed as a visitor calls it (p50/p95,
// target p95 ≤ 50 ms), and record_poll_answer is timed inside the database
// with and without the triggers that keep the verdicts and the counts, as
// the database backend's CPU time (target: ≤ 0.2 ms extra per answer).
//
// Bench data shortcut: the bulk load (bench/support/million-debates.ts) runs
// with no per-row triggers or foreign-key checks and builds the indexes
// after it, then builds what the triggers would have built set-based: the
// verdict rows from the answers' tallies (through the same private.verdict_of
// rule), and the leaderboard counts from the verdict rows (the same
// contributions as private.verdict_contributions). ∆ counts are written on
// the verdict rows directly (no ∆ rows: the leaderboard never reads them).
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { commitShort, loadAverage, utcMinute } from './run-info.ts';
import { BATCH, bulkLoad, createBenchUsers, insertDebates, ms, openBenchDatabase, quantile } from './support/million-debates.ts';
import { P95Target, timeCalls } from './support/p95-target.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    answers: { type: 'string', default: '10' },
    runs: { type: 'string', default: '30' },
    // Each way half of them, in blocks of 100: at 1M debates each call lands on a
    // different debate's pages, and 10 blocks each way left ±0.25 ms of noise.
    'answer-calls': { type: 'string', default: '10000' },
  },
});
const ROWS = Number(values.rows);
const ANSWERS = Number(values.answers);
const RUNS = Number(values.runs);
const ANSWER_CALLS = Number(values['answer-calls']);
const USERS = 1000;
/** Every leaderboard view's p95 must stay under this. */
const TARGET_P95_MS = 50;
/** What the verdicts and counts may add to one poll answer. */
const TARGET_EXTRA_MS = 0.2;
const loadAtStart = loadAverage();
/** What the bulk load writes (its indexes are built after it). */
const LOADED_TABLES = [
  'public.debates',
  'public.poll_answers',
  'public.debate_tallies',
  'private.debate_verdicts',
  'private.leaderboard_matches',
  'private.leaderboard_formats',
  'private.leaderboard_deltas',
];

const bench = await openBenchDatabase('leaderboard');
const { client, step } = bench;

// The baseline "without the verdicts and counts": the answers' trigger keeping
// only what the poll kept before verdicts existed (20261123001020_persuasion_polls:
// the persuasion score from the answers' count), read the way the migrated
// trigger reads (20261125001000_poll_answer_cost: the settings and the count
// with cached plans), so the difference is the verdicts' and counts' work alone.
const POLL_ONLY_REFRESH = `
create or replace function private.refresh_persuasion_score()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  v_debate_id uuid := coalesce(new.debate_id, old.debate_id);
  v_min integer;
  v_respondents integer;
  v_for_shift numeric;
  v_against_shift numeric;
  v_score integer;
begin
  if tg_op = 'UPDATE' and new.before_stance = old.before_stance
     and new.after_stance is not distinct from old.after_stance then
    return null;
  end if;
  select s.persuasive_min_respondents into v_min from public.app_settings s where s.id;
  select t.respondents,
         case when t.respondents > 0 then round(100.0 * (t.after_for - t.paired_before_for) / t.respondents, 1) end,
         case when t.respondents > 0 then round(100.0 * (t.after_against - t.paired_before_against) / t.respondents, 1) end
    into v_respondents, v_for_shift, v_against_shift
    from (select count(a.after_stance)::integer as respondents,
                 count(*) filter (where a.after_stance = 'for')::integer as after_for,
                 count(*) filter (where a.after_stance = 'against')::integer as after_against,
                 count(*) filter (where a.after_stance is not null and a.before_stance = 'for')::integer as paired_before_for,
                 count(*) filter (where a.after_stance is not null and a.before_stance = 'against')::integer as paired_before_against
            from public.poll_answers a
           where a.debate_id = v_debate_id) t;
  if v_respondents >= v_min then
    v_score := round(greatest(v_for_shift, v_against_shift))::integer;
  end if;
  update public.debates set persuasion_score = v_score
   where id = v_debate_id and persuasion_score is distinct from v_score;
  return null;
end;
$$`;

try {
  // The migrated definition, to put back after the baseline.
  const withCounts = (
    await client.query<{ def: string }>(`select pg_get_functiondef('private.refresh_persuasion_score()'::regprocedure) as def`)
  ).rows[0]!.def;

  console.log(`Loading ${ROWS.toLocaleString('en')} shared debates and ${(ROWS * ANSWERS).toLocaleString('en')} poll answers…`);
  const loadStart = process.hrtime.bigint();
  await createBenchUsers(client, USERS);
  await bulkLoad(client, LOADED_TABLES, async () => {
    await insertDebates(client, { rows: ROWS, unsharedEvery: 0, users: USERS });
    // Each debate's readers: ANSWERS distinct users; stances skewed per debate so
    // some debates are decided for one side, some for the other, some too close.
    await client.query(`create temporary table bench_ids (n int primary key, id uuid not null)`);
    await client.query(`insert into bench_ids select row_number() over ()::int, id from public.debates`);
    for (let done = 0; done < ROWS; done += BATCH) {
      const n = Math.min(BATCH, ROWS - done);
      await client.query(
        `insert into public.poll_answers (debate_id, user_id, before_stance, after_stance, created_at, updated_at)
         select d.id, u.id,
                (array['for','neutral','against']::public.poll_stance[])[1 + ((d.n + k) % 3)],
                (array['for','neutral','against']::public.poll_stance[])[1 + least(2, greatest(0, ((d.n + k) % 3) + (d.n % 3) - 1 + (k % 2)))],
                now(), now()
           from bench_ids d
          cross join generate_series(1, $3::int) k
           join public.bench_users u on u.n = 1 + ((d.n * 7 + k * 13) % ${USERS})
          where d.n > $1 and d.n <= $1 + $2`,
        [done, n, ANSWERS],
      );
      process.stdout.write(`  answers ${((done + n) * ANSWERS).toLocaleString('en')}\r`);
    }
    console.log();
    await step(
      'verdict rows from the tallies',
      `insert into private.debate_verdicts (debate_id, status, winner_speaker, listed,
                                            shared_day, categories, debate_style, speaker1_model, speaker2_model, speaker1_style,
                                            speaker2_style, for_speaker, deltas1, deltas2)
       select d.id, r.status, r.winner_speaker, true,
              (d.shared_at at time zone 'UTC')::date, d.categories, d.debate_style, d.speaker1_model, d.speaker2_model,
              d.speaker1_rhetoric_style, d.speaker2_rhetoric_style, 1, (random() * 2)::int, (random() * 2)::int
         from (select a.debate_id, count(a.after_stance)::int as respondents,
                      round(100.0 * (count(*) filter (where a.after_stance = 'for') - count(*) filter (where a.after_stance is not null and a.before_stance = 'for')) / nullif(count(a.after_stance), 0), 1) as for_shift,
                      round(100.0 * (count(*) filter (where a.after_stance = 'against') - count(*) filter (where a.after_stance is not null and a.before_stance = 'against')) / nullif(count(a.after_stance), 0), 1) as against_shift
                 from public.poll_answers a group by a.debate_id) t
         join public.debates d on d.id = t.debate_id
        cross join lateral private.verdict_of(t.for_shift, t.against_shift, t.respondents, 1::smallint, 5, 5) r`,
    );
    await step(
      'match counts per pair, category and day',
      `insert into private.leaderboard_matches (kind, category, day, player_a, player_b, wins_a, wins_b)
       select p.kind, c, dd, least(p.s1, p.s2), greatest(p.s1, p.s2),
              count(*) filter (where (p.s1 < p.s2) = (v.winner_speaker = 1)), count(*) filter (where (p.s1 < p.s2) <> (v.winner_speaker = 1))
         from private.debate_verdicts v
        cross join lateral (values ('model', v.speaker1_model, v.speaker2_model),
                                   ('style', v.speaker1_style::text, v.speaker2_style::text)) p (kind, s1, s2)
        cross join lateral unnest(array[''] || v.categories::text[]) c
        cross join lateral unnest(array[v.shared_day, '-infinity'::date]) dd
        where v.listed and v.status = 'decided' and p.s1 <> p.s2
        group by 1, 2, 3, 4, 5`,
    );
    await step(
      'format counts',
      `insert into private.leaderboard_formats (category, day, debate_style, for_wins, against_wins)
       select c, dd, v.debate_style, count(*) filter (where v.winner_speaker = v.for_speaker),
              count(*) filter (where v.winner_speaker <> v.for_speaker)
         from private.debate_verdicts v cross join lateral unnest(array[''] || v.categories::text[]) c
        cross join lateral unnest(array[v.shared_day, '-infinity'::date]) dd
        where v.listed and v.status = 'decided'
        group by 1, 2, 3`,
    );
    await step(
      '∆ counts',
      `insert into private.leaderboard_deltas (kind, category, day, player, deltas)
       select p.kind, c, dd, p.player, sum(p.n)
         from private.debate_verdicts v
        cross join lateral (values ('model', v.speaker1_model, v.deltas1), ('model', v.speaker2_model, v.deltas2),
                                   ('style', v.speaker1_style::text, v.deltas1), ('style', v.speaker2_style::text, v.deltas2)) p (kind, player, n)
        cross join lateral unnest(array[''] || v.categories::text[]) c
        cross join lateral unnest(array[v.shared_day, '-infinity'::date]) dd
        where v.listed and p.n > 0
        group by 1, 2, 3, 4`,
    );
    await client.query(`insert into public.debate_tallies (debate_id, shared_at) select id, shared_at from public.debates`);
  });
  await step('vacuum analyze', `vacuum analyze ${LOADED_TABLES.join(', ')}`);
  const counts = (
    await client.query<{ debates: string; answers: string; decided: string; pairs: string }>(
      `select (select count(*) from public.debates) debates, (select count(*) from public.poll_answers) answers,
              (select count(*) from private.debate_verdicts where status = 'decided') decided,
              (select count(*) from private.leaderboard_matches) pairs`,
    )
  ).rows[0]!;
  console.log(
    `Loaded in ${(ms(loadStart) / 1000).toFixed(1)} s: ${Number(counts.debates).toLocaleString('en')} debates, ` +
      `${Number(counts.answers).toLocaleString('en')} answers, ${Number(counts.decided).toLocaleString('en')} decided, ` +
      `${Number(counts.pairs).toLocaleString('en')} count rows (pair × category × day).\n`,
  );

  // ---------------------------------------------------------------------------
  // The leaderboard, as a visitor calls it through PostgREST.
  // ---------------------------------------------------------------------------
  await client.query(`set role anon`);
  await client.query(`select set_config('request.jwt.claims', '{"role":"anon"}', false)`);
  const cases: [string, string, unknown[]][] = [];
  for (const kind of ['model', 'style']) {
    for (const time of ['all', 'month', 'week', 'today']) {
      cases.push([`${kind}s, ${time}`, 'select * from public.get_leaderboard($1, null, $2)', [kind, time]]);
    }
    cases.push([`${kind}s, all time, Science`, 'select * from public.get_leaderboard($1, $2, $3)', [kind, 'Science', 'all']]);
    cases.push([`${kind}s, this month, Funny`, 'select * from public.get_leaderboard($1, $2, $3)', [kind, 'Funny', 'month']]);
  }
  cases.push(['formats, all time', 'select * from public.get_format_leaderboard(null, $1)', ['all']]);
  cases.push(['formats, this week, Politics', 'select * from public.get_format_leaderboard($1, $2)', ['Politics', 'week']]);
  // The ladder (People / All speakers): the models' counts plus the debates of the people on it, found through them.
  cases.push(['ladder, people, all time', 'select public.get_speaker_ladder($1, null, $2)', ['people', 'all']]);
  cases.push(['ladder, all speakers, this month', 'select public.get_speaker_ladder($1, null, $2)', ['all', 'month']]);

  const target = new P95Target(TARGET_P95_MS, 'view');
  console.log(target.intro());
  console.log('view'.padEnd(34), 'first ms'.padStart(9), ...target.headings());
  // "first": the view's first call, which fits (no kept fit for its counts yet).
  for (const [label, sql, params] of cases) {
    const firstStart = process.hrtime.bigint();
    await client.query(sql, params);
    const first = ms(firstStart);
    const timing = await timeCalls(RUNS, () => client.query(sql, params));
    console.log(label.padEnd(34), first.toFixed(2).padStart(9), ...target.columns(label, timing));
  }
  // The same view when its counts changed before every call (a verdict moved):
  // every call refits.
  const refit = await timeCalls(
    RUNS,
    () => client.query(`select * from public.get_leaderboard('model', null, 'all')`),
    async (run) => {
      await client.query('reset role');
      await client.query(
        `update private.leaderboard_matches set wins_a = wins_a + $1
          where (kind, category, day, player_a, player_b) =
                (select kind, category, day, player_a, player_b from private.leaderboard_matches
                  where kind = 'model' and category = '' and day = '-infinity' order by player_a, player_b limit 1)`,
        [run % 2 === 0 ? 1 : -1],
      );
      await client.query('set role anon');
    },
  );
  const refitLabel = 'models, all, refit on every call';
  console.log(refitLabel.padEnd(34), ''.padStart(9), ...target.columns(refitLabel, refit));
  await client.query('reset role');

  // ---------------------------------------------------------------------------
  // A poll answer's extra cost: record_poll_answer in alternating blocks with
  // and without the triggers that keep the verdicts and counts, on fresh
  // (debate, reader) pairs of the same shape: each call changes an "after"
  // answer on a debate with ANSWERS answers; the backend's CPU time counts.
  // ---------------------------------------------------------------------------
  const BLOCK = 100;
  let blocks = Math.max(4, Math.round(ANSWER_CALLS / BLOCK / 4) * 4);
  // Debates whose poll is still open (shared in the last six days), each with
  // one reader who has not answered it yet.
  await client.query(`create table public.bench_calls as
    select (row_number() over ())::int as n, c.debate_id, c.user_id
      from (select d.id as debate_id, u.id as user_id
              from (select id, row_number() over (order by random())::int as r from public.debates
                     where shared_at > now() - interval '6 days' limit ${blocks * BLOCK * 2}) d
              join public.bench_users u on u.n = 1 + ((d.r * 31 + 500) % ${USERS})
             where not exists (select 1 from public.poll_answers a where a.debate_id = d.id and a.user_id = u.id)
             limit ${blocks * BLOCK}) c`);
  await client.query(`alter table public.bench_calls add primary key (n)`);
  await client.query(`analyze public.bench_calls`);
  // A small run may have fewer open polls than asked for: whole pairs of blocks only.
  const available = Number((await client.query<{ n: string }>('select count(*) as n from public.bench_calls')).rows[0]!.n);
  blocks = Math.min(blocks, Math.floor(available / BLOCK / 4) * 4);
  if (blocks < 4) throw new Error(`Only ${available} open polls to answer: use more --rows.`);
  // Their "before" answers first (not timed).
  await client.query(`do $$ declare c record; begin
    for c in select * from public.bench_calls loop
      perform set_config('request.jwt.claims', json_build_object('sub', c.user_id, 'role', 'authenticated')::text, true);
      perform public.record_poll_answer(c.debate_id, 'before', 'neutral');
    end loop; end $$`);
  await client.query(`create function public.bench_answer(p_n int) returns void language plpgsql as $f$
    declare c record;
    begin
      select * into c from public.bench_calls where n = p_n;
      perform set_config('request.jwt.claims', json_build_object('sub', c.user_id, 'role', 'authenticated')::text, true);
      perform public.record_poll_answer(c.debate_id, 'after', case when p_n % 2 = 0 then 'for' else 'against' end);
    end $f$`);
  // The backend's own CPU time (Linux /proc/<pid>/schedstat: ns on CPU), so
  // other processes on the machine do not count.
  const backendPid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
  const cpuNs = () => Number(fs.readFileSync(`/proc/${backendPid}/schedstat`, 'utf8').split(' ')[0]);
  const counted = { with: [] as number[], without: [] as number[] };
  const setCounts = async (on: boolean) => {
    await client.query(on ? withCounts : POLL_ONLY_REFRESH);
    for (const t of ['withdraw_unearned_delta_on_update', 'withdraw_unearned_delta_on_delete']) {
      await client.query(`alter table public.poll_answers ${on ? 'enable' : 'disable'} trigger ${t}`);
    }
    for (const t of ['count_verdict_on_leaderboard_insert_delete', 'count_verdict_on_leaderboard_update']) {
      await client.query(`alter table private.debate_verdicts ${on ? 'enable' : 'disable'} trigger ${t}`);
    }
  };
  for (let b = 0; b < blocks; b++) {
    // Pairs of blocks, "with" first in one pair and second in the next
    // (with, without, without, with, …): a drift over the run (the cache
    // warming, the tables growing) favours neither side of the differences.
    const on = b % 4 === 0 || b % 4 === 3;
    await setCounts(on);
    // One untimed call compiles the (re-created) trigger function in this backend.
    await client.query('select public.bench_answer($1)', [b * BLOCK + 1]);
    const before = cpuNs();
    for (let n = b * BLOCK + 2; n <= (b + 1) * BLOCK; n++) {
      // Each call its own transaction, as through PostgREST.
      await client.query('select public.bench_answer($1)', [n]);
    }
    (on ? counted.with : counted.without).push((cpuNs() - before) / 1e6 / (BLOCK - 1));
  }
  await setCounts(true);
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  const median = (xs: number[]) => quantile(sorted(xs), 0.5);
  const withMs = median(counted.with);
  const withoutMs = median(counted.without);
  // Each "with" block against the "without" block next to it: a pair shares
  // the machine's state of that moment, so drift (other processes, the cache
  // warming) cancels out of their difference.
  const pairs = counted.with.map((w, i) => w - counted.without[i]!);
  const extra = median(pairs);
  const [q1, q3] = [quantile(sorted(pairs), 0.25), quantile(sorted(pairs), 0.75)];
  console.log(
    `\nA poll answer (an "after" changed, each call its own transaction; backend CPU time per call, ${blocks / 2} blocks of ${BLOCK - 1} each way, in pairs alternating which runs first):`,
  );
  console.log(
    `  medians: with verdicts and counts ${withMs.toFixed(3)} ms, without ${withoutMs.toFixed(3)} ms (difference ${(withMs - withoutMs).toFixed(3)} ms)`,
  );
  console.log(
    `  extra: ${extra.toFixed(3)} ms, the median of the ${pairs.length} paired differences (middle half ${q1.toFixed(3)} to ${q3.toFixed(3)} ms) ` +
      `(target ≤ ${TARGET_EXTRA_MS} ms: ${extra <= TARGET_EXTRA_MS ? 'pass' : 'MISS'}).`,
  );

  console.log(target.summary());
  console.log(
    `Commit ${commitShort()}, ${utcMinute(new Date())}; load average (1/5/15 min) at start ${loadAtStart}, at end ${loadAverage()}.`,
  );
} finally {
  await bench.close();
}
