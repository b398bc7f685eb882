// `npm run bench:votes [-- --clients 100 --seconds 30 --debates 10000]`
//
// Votes through the gateway, against the HTTP + PostgREST ceiling measured in
// the same run: a throwaway stack, `--clients` concurrent keep-alive HTTP
// clients (Node's fetch), each its own set of signed-in users, calling
//   1. a no-op RPC (bench-only function, created here, not in the migrations),
//   2. cast_vote spread over `--debates` shared debates,
//   3. cast_vote on one hot debate (each user flips its vote, so every call
//      changes the tally),
// for `--seconds` each. Then checks every tally against count(votes), prints
// the table with the targets (spread ≥ 0.7 × no-op, hot ≥ 0.5 × no-op, tallies
// exact) and writes it into docs/benchmarks.md.
import { commitShort, loadAverage, utcMinute } from './run-info.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from '../stack/postgres/migrate.ts';
import { replaceSection } from './web/report.ts';
import {
  createSharedDebates,
  createUsers,
  fmt,
  postgresCpuSeconds,
  quantile,
  startBenchStack,
  table,
  tallyMismatches,
  type BenchUser,
  type Row,
} from './live/setup.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '30' },
    debates: { type: 'string', default: '10000' },
    'users-per-client': { type: 'string', default: '10' },
  },
});
const CLIENTS = Number(values.clients);
const SECONDS = Number(values.seconds);
const DEBATES = Number(values.debates);
const USERS_PER_CLIENT = Number(values['users-per-client']);
const DOC = path.join(ROOT, 'docs', 'benchmarks.md');

interface PhaseResult {
  name: string;
  calls: number;
  errors: number;
  firstError?: string;
  perSecond: number;
  p50: number;
  p95: number;
  /** Postgres CPU time (postmaster and children) per successful call. */
  cpuPerCallMs: number;
}

const loadAtStart = loadAverage();
const startedAt = new Date();
console.log(`Load average at start (1 / 5 / 15 min): ${loadAtStart}`);
console.log('Starting a throwaway stack…');
const bench = await startBenchStack('votes');
try {
  const { stack } = bench;
  // The no-op: the same gateway, PostgREST and JWT path as cast_vote, no work in the database.
  await bench.db.query(`
    create function public.bench_noop(p_debate_id uuid, p_value integer) returns integer
    language sql stable set search_path = '' as 'select p_value';
    revoke all on function public.bench_noop(uuid, integer) from public;
    grant execute on function public.bench_noop(uuid, integer) to authenticated;
    notify pgrst, 'reload schema';`);

  console.log(`Creating ${CLIENTS * USERS_PER_CLIENT} users and ${DEBATES} shared debates…`);
  const users = await createUsers(bench, 'voter', CLIENTS * USERS_PER_CLIENT);
  const [author] = await createUsers(bench, 'author', 1);
  const debates = await createSharedDebates(bench, author!.id, DEBATES);
  const hot = debates[0]!;

  const call = async (fn: string, user: BenchUser, body: unknown) => {
    const response = await fetch(`${stack.apiUrl}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        Authorization: `Bearer ${user.token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${fn} ${response.status}: ${text.slice(0, 200)}`);
  };

  // PostgREST learns of bench_noop through the schema reload; wait until it answers.
  for (let tries = 0; ; tries++) {
    try {
      await call('bench_noop', users[0]!, { p_debate_id: hot, p_value: 1 });
      break;
    } catch (error) {
      if (tries > 100) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  const runPhase = async (
    name: string,
    fn: string,
    body: (client: number, round: number) => { user: BenchUser; args: unknown },
  ): Promise<PhaseResult> => {
    const latencies: number[] = [];
    let errors = 0;
    let firstError: string | undefined;
    const cpuBefore = postgresCpuSeconds(bench);
    const start = performance.now();
    const end = start + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        for (let round = 0; performance.now() < end; round++) {
          const { user, args } = body(client, round);
          const t0 = performance.now();
          try {
            await call(fn, user, args);
            latencies.push(performance.now() - t0);
          } catch (error) {
            errors++;
            firstError ??= String(error);
          }
        }
      }),
    );
    const elapsed = (performance.now() - start) / 1000;
    const cpu = postgresCpuSeconds(bench) - cpuBefore;
    latencies.sort((a, b) => a - b);
    const result = {
      name,
      calls: latencies.length,
      errors,
      firstError,
      perSecond: latencies.length / elapsed,
      p50: quantile(latencies, 0.5),
      p95: quantile(latencies, 0.95),
      cpuPerCallMs: (cpu * 1000) / Math.max(latencies.length, 1),
    };
    console.log(
      `  ${name}: ${fmt(result.perSecond)}/s, p50 ${fmt(result.p50, 1)} ms, p95 ${fmt(result.p95, 1)} ms, ${errors} errors, Postgres ${fmt(result.cpuPerCallMs, 2)} ms CPU/call`,
    );
    return result;
  };

  const userOf = (client: number, round: number) => users[client * USERS_PER_CLIENT + (round % USERS_PER_CLIENT)]!;
  console.log(`${CLIENTS} clients, ${SECONDS} s per phase:`);
  const noop = await runPhase('no-op RPC', 'bench_noop', (client, round) => ({
    user: userOf(client, round),
    args: { p_debate_id: hot, p_value: 1 },
  }));
  const spread = await runPhase(`votes over ${DEBATES} debates`, 'cast_vote', (client, round) => ({
    user: userOf(client, round),
    args: { p_debate_id: debates[Math.floor(Math.random() * debates.length)], p_value: Math.random() < 0.7 ? 1 : -1 },
  }));
  // Each user's vote on the hot debate flips every time it votes: every call moves the tallies.
  const hotPhase = await runPhase('votes on one hot debate', 'cast_vote', (client, round) => ({
    user: userOf(client, round),
    args: { p_debate_id: hot, p_value: Math.floor(round / USERS_PER_CLIENT) % 2 === 0 ? 1 : -1 },
  }));

  const mismatches = await tallyMismatches(bench);
  const { rows: voteRows } = await bench.db.query<{ n: string }>('select count(*) n from public.votes');
  const loadAtEnd = loadAverage();

  const phaseRows = (phase: PhaseResult, ratioTarget?: number): Row[] => {
    const ratio = phase.perSecond / noop.perSecond;
    return [
      { figure: `${phase.name}: calls/s`, value: fmt(phase.perSecond) },
      ...(ratioTarget === undefined
        ? []
        : [
            {
              figure: `${phase.name}: ratio to no-op`,
              value: fmt(ratio, 2),
              target: `≥ ${ratioTarget}`,
              pass: ratio >= ratioTarget,
            },
          ]),
      { figure: `${phase.name}: p50 / p95`, value: `${fmt(phase.p50, 1)} / ${fmt(phase.p95, 1)} ms` },
      { figure: `${phase.name}: errors`, value: String(phase.errors), target: '0', pass: phase.errors === 0 },
      { figure: `${phase.name}: Postgres CPU per call`, value: `${fmt(phase.cpuPerCallMs, 2)} ms` },
    ];
  };
  const rows: Row[] = [
    ...phaseRows(noop),
    ...phaseRows(spread, 0.7),
    ...phaseRows(hotPhase, 0.5),
    {
      figure: 'debates whose tallies ≠ count(votes)',
      value: `${mismatches} (of ${DEBATES}; ${voteRows[0]!.n} vote rows)`,
      target: '0',
      pass: mismatches === 0,
    },
  ];
  const output = table(rows);
  console.log(`\n${output}\n`);
  console.log(`Load average (1 / 5 / 15 min): ${loadAtStart} at start, ${loadAtEnd} at the end`);
  for (const phase of [noop, spread, hotPhase]) if (phase.firstError) console.log(`${phase.name}: first error ${phase.firstError}`);

  const commit = commitShort();
  const when = utcMinute(startedAt);
  const section = [
    '## bench:votes — votes through the gateway against the no-op ceiling',
    '',
    `\`npm run bench:votes\`, ${when}, commit ${commit}: throwaway local stack, ${CLIENTS} concurrent keep-alive HTTP clients (Node fetch) through the gateway to PostgREST, ${CLIENTS * USERS_PER_CLIENT} users with their own access tokens, ${SECONDS} s per phase in one run. ` +
      `The no-op is \`bench_noop(uuid, int)\` (created by the bench only): the same gateway, JWT and PostgREST path with no work in the database. ` +
      `Postgres CPU per call: utime + stime of the postmaster and its children from /proc over the phase (PostgREST's per-request statements included). ` +
      `${os.availableParallelism()} cores; load average (1 / 5 / 15 min) ${loadAtStart} at start, ${loadAtEnd} at the end.`,
    '',
    output,
  ].join('\n');
  fs.writeFileSync(DOC, replaceSection(fs.readFileSync(DOC, 'utf8'), 'bench:votes', section));
  console.log(`Wrote the bench:votes section of ${path.relative(ROOT, DOC)}.`);
} finally {
  await bench.stop();
}
