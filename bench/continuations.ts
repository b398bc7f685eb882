// `npm run bench:continuations [-- --rows 1000000 --runs 30]`
//
// Continuations at a million shared debates: a throwaway embedded PostgreSQL with every migration
// applied is filled with synthetic debates (one in twenty a continuation grouped under the debate
// before it), then three things are timed as the app calls them:
//   * starting a continuation (begin_continuation, as a signed-in reader, up to the first
//     generated token: the copied transcript, the plan and the allowance) — p95 ≤ 50 ms;
//   * reading a debate that continues a continuation, ten levels deep (get_debate with its turns
//     and questions as PostgREST embeds them, and get_debate_family), as a visitor — p95 ≤ 10 ms;
//   * the ranking grouped (the default) beside the same cases listed apart (the list as it was
//     before grouping, what `npm run bench:ranking` times) — p95 ≤ 40 ms, the ranking's target.
//
// Bench data shortcuts (bench/support/million-debates.ts): the debates and tallies are bulk-loaded
// with triggers off, the grouping the family trigger keeps (grouped_under, continuation_count) is
// written set-based, and 2,000 debates get six turns written directly. The ten-level chain goes
// through the app's own path: begin_continuation, record_generation_turn and finish_generation as
// the runner, save_debate and share_debate.
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
const START_TARGET_MS = 50;
const READ_TARGET_MS = 10;
const RANKING_TARGET_MS = 40;
const DEPTH = 10;
const WITH_TURNS = 2000;
const loadAtStart = loadAverage();

const SPEAKERS = JSON.stringify({
  model1: { name: 'gpt-4o', stance: 0.6, rhetoricStyle: 'factual', systemPrompt: 'A statistician' },
  model2: { name: 'claude-3.5-sonnet', stance: -0.6, rhetoricStyle: 'emotional', systemPrompt: '' },
});

const bench = await openBenchDatabase('continuations');
const { client } = bench;
pg.types.setTypeParser(1184, (value: string) => value);

async function actAs(role: 'authenticated' | 'anon' | 'service_role', sub: string | null): Promise<void> {
  await client.query('reset role');
  await client.query(`select set_config('request.jwt.claims', $1, false)`, [JSON.stringify(sub ? { sub, role } : { role })]);
  await client.query(`set role ${role}`);
}

try {
  console.log(`Loading ${ROWS.toLocaleString('en')} debates…`);
  const loadStart = process.hrtime.bigint();
  await createBenchUsers(client, 1000);
  await bulkLoad(client, ['public.debates', 'public.debate_tallies'], async () => {
    await insertDebates(client, { rows: ROWS, unsharedEvery: 10, users: 1000 });
    // One shared debate in twenty continues the shared debate before it, grouped under it.
    await client.query(
      `with listed as (select id, row_number() over (order by shared_at, id) as n from public.debates where is_public),
            pairs as (select c.id as child, o.id as original from listed c join listed o on o.n = c.n - 1 where c.n % 20 = 0)
       update public.debates d
          set family_kind = 'continuation', continued_from = p.original, grouped_under = p.original,
              continued_after = '{"roundIndex": 1, "speakerIndex": 0}'
         from pairs p where d.id = p.child`,
    );
    await client.query(
      `update public.debates d set continuation_count = 1
         from public.debates c where c.grouped_under = d.id`,
    );
    await client.query(
      `insert into public.debate_tallies (debate_id, upvotes, downvotes, shared_at)
       select id, (random() ^ 3 * 500)::int, (random() ^ 4 * 200)::int, shared_at from public.debates`,
    );
  });
  await client.query(`set session_replication_role = replica`);
  await client.query(
    `insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary, author_kind, model)
     select d.id, g / 2, g % 2, repeat('An argument about ' || d.topic || '. ', 40), 'In short: ' || d.topic, 'model',
            case g % 2 when 0 then d.speaker1_model else d.speaker2_model end
       from (select id, topic, speaker1_model, speaker2_model from public.debates
              where is_public and family_kind is null order by shared_at desc limit $1) d
      cross join generate_series(0, 5) g`,
    [WITH_TURNS],
  );
  await client.query(`set session_replication_role = origin`);
  // Enough free debates for every start the bench makes.
  await client.query(
    `insert into public.debate_usage (user_id, free_debates_remaining) select id, 100000 from public.bench_users
     on conflict (user_id) do update set free_debates_remaining = 100000`,
  );
  await client.query('vacuum analyze');
  console.log(`Loaded in ${(ms(loadStart) / 1000).toFixed(1)} s.\n`);

  const users = (await client.query<{ id: string }>(`select id from public.bench_users order by n`)).rows.map((r) => r.id);
  const sources = (
    await client.query<{ id: string }>(`select distinct debate_id as id from public.debate_turns order by debate_id limit $1`, [RUNS * 2])
  ).rows.map((r) => r.id);

  // ---- Starting a continuation: a different reader and debate each time.
  const start = new P95Target(START_TARGET_MS, 'case');
  console.log(start.intro());
  console.log('starting a continuation'.padEnd(56), ...start.headings());
  const startTiming = await timeCalls(
    RUNS,
    (i) =>
      client.query(`select * from public.begin_continuation($1, '{"roundIndex": 1, "speakerIndex": 0}', $2)`, [
        sources[i % sources.length],
        SPEAKERS,
      ]),
    (i) => actAs('authenticated', users[i % users.length]!),
  );
  console.log('after Round 2, First Speaker (3 turns copied)'.padEnd(56), ...start.columns('start', startTiming));
  const questionTiming = await timeCalls(
    RUNS,
    (i) =>
      client.query(`select * from public.begin_continuation($1, '{"roundIndex": 1, "speakerIndex": 1}', $2, $3)`, [
        sources[(i + RUNS) % sources.length],
        SPEAKERS,
        'What would change your mind?',
      ]),
    (i) => actAs('authenticated', users[(i + RUNS) % users.length]!),
  );
  console.log('after Round 2 with a question for both'.padEnd(56), ...start.columns('start with a question', questionTiming));
  console.log(start.summary());

  // ---- A continuation of a continuation, ten levels deep, each adding a question.
  console.log(`\nBuilding a chain ${DEPTH} continuations deep through the app's functions…`);
  const author = users[0]!;
  let parent = sources[sources.length - 1]!;
  for (let level = 1; level <= DEPTH; level++) {
    // Each level goes on after the whole transcript so far: the last round, then the last question.
    const after = JSON.stringify(level === 1 ? { roundIndex: 2, speakerIndex: 1 } : { questionIndex: level - 2 });
    await actAs('authenticated', author);
    const begun = await client.query<{ generation_id: string }>(`select generation_id from public.begin_continuation($1, $2, $3, $4)`, [
      parent,
      after,
      SPEAKERS,
      `Level ${level}: what would change your mind?`,
    ]);
    const generationId = begun.rows[0]!.generation_id;
    await actAs('service_role', null);
    const planned = await client.query<{ sequence: number; entry: Record<string, unknown> }>(
      `select (e.n - 1)::int as sequence, e.entry from public.debate_generations g
        cross join lateral jsonb_array_elements(g.plan) with ordinality e (entry, n)
        where g.id = $1 and e.entry ->> 'author' = 'model' order by e.n`,
      [generationId],
    );
    for (const { sequence, entry } of planned.rows) {
      const turn = {
        ...entry,
        text: `Level ${level}, answer ${sequence}: ${'a reasoned answer. '.repeat(30)}`,
        summary: `Level ${level}, answer ${sequence}.`,
        complete: true,
        authorKind: 'model',
        model: entry.speakerIndex === 1 ? 'claude-3.5-sonnet' : 'gpt-4o',
      };
      await client.query(`select public.record_generation_turn($1, $2, $3)`, [generationId, sequence, JSON.stringify(turn)]);
    }
    await client.query(`select public.finish_generation($1)`, [generationId]);
    await actAs('authenticated', author);
    const saved = await client.query<{ id: string }>(`select (public.save_debate($1, array['Science'])).id`, [generationId]);
    parent = saved.rows[0]!.id;
    await client.query(`select public.share_debate($1)`, [parent]);
  }
  await client.query('reset role');
  const depth = await client.query<{ turns: number; questions: number }>(
    `select (select count(*)::int from public.debate_turns where debate_id = $1) as turns,
            (select count(*)::int from public.debate_questions where debate_id = $1) as questions`,
    [parent],
  );
  console.log(`  the deepest debate: ${depth.rows[0]!.turns} turns and ${depth.rows[0]!.questions} questions, all but its own copied.\n`);

  const read = new P95Target(READ_TARGET_MS, 'read');
  console.log(read.intro());
  console.log(`reading the debate ${DEPTH} levels deep, as a visitor`.padEnd(56), ...read.headings());
  await actAs('anon', null);
  const viewer = await timeCalls(RUNS, () =>
    client.query(
      `select d.*,
              (select json_agg(t) from public.debate_turns t where t.debate_id = d.id) as debate_turns,
              (select json_agg(q) from public.debate_questions q where q.debate_id = d.id) as debate_questions
         from public.get_debate($1) d`,
      [parent],
    ),
  );
  console.log('get_debate with its turns and questions'.padEnd(56), ...read.columns('get_debate', viewer));
  const family = await timeCalls(RUNS, () => client.query(`select public.get_debate_family($1)`, [parent]));
  console.log('get_debate_family (where it comes from)'.padEnd(56), ...read.columns('get_debate_family', family));
  console.log(read.summary());

  // ---- The ranking, grouped and apart, as a signed-in reader.
  const ranking = new P95Target(RANKING_TARGET_MS, 'case');
  console.log(`\n${ranking.intro()}`);
  console.log('ranking: grouped (default) vs apart'.padEnd(56), ...ranking.headings());
  await actAs('authenticated', users[1]!);
  const cases: [string, Record<string, unknown>][] = [
    ['newest, all time', { p_sort: 'newest' }],
    ['popular, all time', { p_sort: 'popular' }],
    ['controversial, this month', { p_sort: 'controversial', p_time: 'month' }],
    ['newest, category Science', { p_sort: 'newest', p_category: 'Science' }],
    ['newest, search "nuclear"', { p_sort: 'newest', p_search: 'nuclear' }],
  ];
  for (const [label, args] of cases) {
    for (const grouped of [true, false]) {
      const all = { ...args, p_grouped: grouped };
      const names = Object.keys(all);
      const sql = `select * from public.list_public_debates(${names.map((n, i) => `${n} => $${i + 1}`).join(', ')})`;
      const timing = await timeCalls(RUNS, () =>
        client.query(
          sql,
          names.map((n) => all[n as keyof typeof all]),
        ),
      );
      const line = `${label}, ${grouped ? 'grouped' : 'apart'}`;
      console.log(line.padEnd(56), ...ranking.columns(line, timing));
    }
  }
  console.log(ranking.summary());
  console.log(
    `\nCommit ${commitShort()}, ${utcMinute(new Date())}; load average (1/5/15 min) at start ${loadAtStart}, at end ${loadAverage()}.`,
  );
} finally {
  await bench.close();
}
