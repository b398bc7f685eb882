// `npm run bench:realtime [-- --subscribers 500 --few 50 --rate 10 --seconds 15 --workers 4]`
//
// Live tallies at scale: a throwaway stack, `--subscribers` supabase-js
// clients (Node, ws transport), each its own signed-in user on its own
// socket, joined to one debate's private topic (`debate:<id>`, as the SPA
// joins it), spread over `--workers` worker threads (live/subscriber-worker.ts). Votes are cast through the gateway at a steady `--rate` per
// second, each by a new user (+1), so the n-th vote is the one whose tallies
// read upvotes = n. Measured twice, with `--few` subscribers joined and then
// with all of them: vote sent → broadcast delivered p50/p95/max, deliveries
// lost and duplicated, and Postgres CPU time per vote (the postmaster and its
// children, from /proc) — the database sends one message per vote, whatever
// the number of subscribers. With the realtime service's stage timings
// (AGORA_REALTIME_TIMING, stack/realtime/timing.ts) it also splits the delay:
// vote sent → committed → read from the WAL → fan-out started → last ws.send
// returned → arrival at each client. Writes its section into docs/benchmarks.md.
import { commitShort, loadAverage, utcMinute } from './run-info.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import type { BroadcastTiming } from '../stack/realtime/timing.ts';
import { ROOT } from '../stack/postgres/migrate.ts';
import { replaceSection } from './web/report.ts';
import { createSharedDebates, createUsers, fmt, postgresCpuSeconds, quantile, startBenchStack, table, type Row } from './live/setup.ts';
import type { FromWorker, SubscriberWorkerData, ToWorker } from './live/subscriber-worker.ts';

const { values } = parseArgs({
  options: {
    subscribers: { type: 'string', default: '500' },
    few: { type: 'string', default: '50' },
    rate: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '15' },
    workers: { type: 'string', default: '4' },
  },
});
const SUBSCRIBERS = Number(values.subscribers);
const FEW = Number(values.few);
const RATE = Number(values.rate);
const SECONDS = Number(values.seconds);
const WORKERS = Math.max(1, Number(values.workers));
const VOTES_PER_PHASE = RATE * SECONDS;
const JOIN_BATCH = 25;
const SETTLE_MS = 15_000;
const DOC = path.join(ROOT, 'docs', 'benchmarks.md');

/** Epoch milliseconds, comparable with the realtime service's and Postgres's clocks (same machine). */
const wallClock = () => performance.timeOrigin + performance.now();

/** CPU seconds (user + system) used so far by one process, from /proc (clock ticks of 1/100 s). */
function processCpuSeconds(pid: number | undefined): number {
  if (!pid) return NaN;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** CPU seconds of this process, every thread: the gateway, the voters and the subscriber workers. */
const benchCpuSeconds = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};

interface Stage {
  name: string;
  /** Sorted milliseconds. */
  values: number[];
}

interface PhaseResult {
  subscribers: number;
  votes: number;
  voteErrors: number;
  latencies: number[];
  /** From cast_vote's response (HTTP and PostgREST left out) to delivery; negative when the broadcast came first. */
  sinceAck: number[];
  lost: number;
  duplicated: number;
  cpuPerVoteMs: number;
  realtimeCpuPerVoteMs: number;
  benchCpuPerVoteMs: number;
  stages: Stage[];
}

const loadAtStart = loadAverage();
const startedAt = new Date();
console.log(`Load average at start (1 / 5 / 15 min): ${loadAtStart}`);
console.log('Starting a throwaway stack…');
// The realtime service (a child of this process) inherits it: per-broadcast stage timings.
process.env.AGORA_REALTIME_TIMING = '1';
const bench = await startBenchStack('realtime');
const workers: { worker: Worker; joined: number; waiting: ((message: FromWorker) => void) | null }[] = [];
const ask = (entry: (typeof workers)[number], message: ToWorker) =>
  new Promise<FromWorker>((resolve) => {
    entry.waiting = resolve;
    entry.worker.postMessage(message);
  });
try {
  const { stack } = bench;
  console.log(`Creating ${SUBSCRIBERS} subscribers and ${2 * VOTES_PER_PHASE + 5} voters…`);
  const watchers = await createUsers(bench, 'watcher', SUBSCRIBERS);
  const voters = await createUsers(bench, 'voter', 2 * VOTES_PER_PHASE + 5);
  const [author] = await createUsers(bench, 'author', 1);
  const [debate] = await createSharedDebates(bench, author!.id, 1);
  const topic = `debate:${debate}`;

  /** When each vote was sent, by the upvotes it produced (cast_vote returns them). */
  const sentAt = new Map<number, number>();
  /** When cast_vote's response arrived (the vote is committed by then). */
  const ackedAt = new Map<number, number>();
  const deliveredAt = new Map<number, number[]>();
  /** upvotes → the realtime.messages id its broadcast carried (`meta.id`). */
  const messageIds = new Map<number, string>();
  /** Per subscriber: upvotes value → times delivered. */
  const seen = watchers.map(() => new Map<number, number>());
  let joined = 0;

  const realtimeUrl = stack.services.find((s) => s.name === 'realtime')!.url;
  const realtimePid = () => (stack.services.find((s) => s.name === 'realtime') as { pid?: number }).pid;
  const takeTimings = async (): Promise<Map<string, BroadcastTiming>> => {
    const response = await fetch(`${realtimeUrl}/api/timings`);
    if (!response.ok) return new Map();
    const notes = (await response.json()) as BroadcastTiming[];
    return new Map(notes.filter((n) => n.topic === topic).map((n) => [n.id, n]));
  };

  for (let w = 0; w < WORKERS; w++) {
    const users = watchers.map((user, index) => ({ index, token: user.token })).filter(({ index }) => index % WORKERS === w);
    const worker = new Worker(new URL('./live/subscriber-worker.mjs', import.meta.url), {
      workerData: { apiUrl: stack.apiUrl, anonKey: stack.anonKey, topic, users, joinBatch: JOIN_BATCH } satisfies SubscriberWorkerData,
    });
    const entry = { worker, joined: 0, waiting: null as ((message: FromWorker) => void) | null };
    worker.on('message', (message: FromWorker) => {
      if (message.type !== 'deliveries') return entry.waiting?.(message);
      for (const [index, upvotes, at, id] of message.list) {
        const times = seen[index]!;
        times.set(upvotes, (times.get(upvotes) ?? 0) + 1);
        const list = deliveredAt.get(upvotes) ?? [];
        list.push(at);
        deliveredAt.set(upvotes, list);
        if (id) messageIds.set(upvotes, id);
      }
    });
    worker.on('error', (error) => entry.waiting?.({ type: 'error', message: `subscriber worker ${w}: ${error.message}` }));
    workers.push(entry);
  }

  /** Joins the first `count` watchers (watcher i lives in worker i % WORKERS). */
  const joinUpTo = async (count: number) => {
    await Promise.all(
      workers.map(async (entry, w) => {
        const owned = count > w ? Math.floor((count - w - 1) / WORKERS) + 1 : 0;
        if (owned <= entry.joined) return;
        const reply = await ask(entry, { type: 'join', count: owned - entry.joined });
        if (reply.type === 'error') throw new Error(reply.message);
        if (reply.type === 'joined') entry.joined = reply.joined;
      }),
    );
    joined = workers.reduce((sum, e) => sum + e.joined, 0);
    console.log(`  ${joined} subscribers joined (${WORKERS} worker threads)`);
  };

  let nextVoter = 0;
  const castVote = async (): Promise<boolean> => {
    const voter = voters[nextVoter++]!;
    const sent = wallClock();
    const response = await fetch(`${stack.apiUrl}/rest/v1/rpc/cast_vote`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${voter.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ p_debate_id: debate, p_value: 1 }),
    });
    const body = (await response.json()) as { upvotes: number }[] | { message: string };
    if (!response.ok || !Array.isArray(body)) {
      console.log(`  vote failed: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
      return false;
    }
    sentAt.set(body[0]!.upvotes, sent);
    ackedAt.set(body[0]!.upvotes, wallClock());
    return true;
  };

  const runPhase = async (count: number): Promise<PhaseResult> => {
    await joinUpTo(count);
    await takeTimings(); // forget the warm-up's and the previous phase's
    const firstUpvotes = sentAt.size + 1;
    const cpuBefore = postgresCpuSeconds(bench);
    const realtimeCpuBefore = processCpuSeconds(realtimePid());
    const benchCpuBefore = benchCpuSeconds();
    const start = performance.now();
    const calls: Promise<boolean>[] = [];
    for (let i = 0; i < VOTES_PER_PHASE; i++) {
      const due = start + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      calls.push(castVote());
    }
    const ok = (await Promise.all(calls)).filter(Boolean).length;
    const lastUpvotes = firstUpvotes + ok - 1;
    // Wait until every subscriber has every vote of this phase, or SETTLE_MS passed.
    const settleBy = performance.now() + SETTLE_MS;
    const complete = () =>
      seen.slice(0, joined).every((s) => {
        for (let n = firstUpvotes; n <= lastUpvotes; n++) if (!s.has(n)) return false;
        return true;
      });
    while (!complete() && performance.now() < settleBy) await new Promise((r) => setTimeout(r, 100));
    const cpuAfter = postgresCpuSeconds(bench);
    const realtimeCpuAfter = processCpuSeconds(realtimePid());
    const benchCpuAfter = benchCpuSeconds();
    // Deliveries are reported in batches every 50 ms: let the last ones land.
    await new Promise((r) => setTimeout(r, 200));
    const timings = await takeTimings();
    const stageValues = {
      request: [] as number[],
      commit: [] as number[],
      wal: [] as number[],
      queue: [] as number[],
      fanout: [] as number[],
      wire: [] as number[],
    };

    const latencies: number[] = [];
    const sinceAck: number[] = [];
    let lost = 0;
    let duplicated = 0;
    for (let n = firstUpvotes; n <= lastUpvotes; n++) {
      const sent = sentAt.get(n)!;
      const acked = ackedAt.get(n)!;
      for (const at of deliveredAt.get(n) ?? []) {
        latencies.push(at - sent);
        sinceAck.push(at - acked);
      }
      const note = timings.get(messageIds.get(n) ?? '');
      if (note) {
        stageValues.request.push(acked - sent);
        stageValues.commit.push(note.committedAt - sent);
        stageValues.wal.push(note.receivedAt - note.committedAt);
        stageValues.queue.push(note.deliveryStartedAt - note.receivedAt);
        stageValues.fanout.push(note.fannedOutAt - note.deliveryStartedAt);
        for (const at of deliveredAt.get(n) ?? []) stageValues.wire.push(at - note.fannedOutAt);
      }
      for (const s of seen.slice(0, joined)) {
        const times = s.get(n) ?? 0;
        if (times === 0) lost++;
        if (times > 1) duplicated += times - 1;
      }
    }
    latencies.sort((a, b) => a - b);
    sinceAck.sort((a, b) => a - b);
    const sorted = (list: number[]) => list.sort((a, b) => a - b);
    const stages: Stage[] = [
      { name: 'vote sent → cast_vote answered (HTTP, gateway, PostgREST)', values: sorted(stageValues.request) },
      { name: 'vote sent → committed (Postgres commit time)', values: sorted(stageValues.commit) },
      { name: 'committed → read from the WAL by realtime', values: sorted(stageValues.wal) },
      { name: 'read from the WAL → fan-out starts', values: sorted(stageValues.queue) },
      { name: 'fan-out: first to last ws.send', values: sorted(stageValues.fanout) },
      { name: 'last ws.send → arrival at each client (gateway, client threads)', values: sorted(stageValues.wire) },
    ];
    const result = {
      subscribers: joined,
      votes: ok,
      voteErrors: VOTES_PER_PHASE - ok,
      latencies,
      sinceAck,
      lost,
      duplicated,
      cpuPerVoteMs: ((cpuAfter - cpuBefore) * 1000) / Math.max(ok, 1),
      realtimeCpuPerVoteMs: ((realtimeCpuAfter - realtimeCpuBefore) * 1000) / Math.max(ok, 1),
      benchCpuPerVoteMs: ((benchCpuAfter - benchCpuBefore) * 1000) / Math.max(ok, 1),
      stages,
    };
    console.log(
      `  ${result.subscribers} subscribers: ${ok} votes, p50 ${fmt(quantile(latencies, 0.5))} ms, p95 ${fmt(quantile(latencies, 0.95))} ms, ` +
        `max ${fmt(latencies.at(-1) ?? NaN)} ms, ${lost} lost, ${duplicated} duplicated, Postgres ${fmt(result.cpuPerVoteMs, 2)} ms CPU/vote`,
    );
    console.log(
      `    CPU per vote: realtime service ${fmt(result.realtimeCpuPerVoteMs, 2)} ms, ` +
        `bench process (gateway, voters, clients) ${fmt(result.benchCpuPerVoteMs, 2)} ms`,
    );
    for (const stage of stages) {
      console.log(`    ${stage.name}: p50 ${fmt(quantile(stage.values, 0.5), 1)} / p95 ${fmt(quantile(stage.values, 0.95), 1)} ms`);
    }
    return result;
  };

  // Warm-up: PostgREST's pool and the first statements' plans, outside the measured phases.
  for (let i = 0; i < 5; i++) await castVote();
  console.log(`${RATE} votes/s for ${SECONDS} s per phase:`);
  const few = await runPhase(Math.min(FEW, SUBSCRIBERS));
  const all = await runPhase(SUBSCRIBERS);
  const loadAtEnd = loadAverage();

  const phaseRows = (phase: PhaseResult, targets: boolean): Row[] => {
    const label = `${phase.subscribers} subscribers`;
    const p95 = quantile(phase.latencies, 0.95);
    return [
      {
        figure: `${label}: votes cast (errors)`,
        value: `${phase.votes} (${phase.voteErrors})`,
        target: '0 errors',
        pass: phase.voteErrors === 0,
      },
      { figure: `${label}: vote → delivery p50`, value: `${fmt(quantile(phase.latencies, 0.5))} ms` },
      {
        figure: `${label}: vote → delivery p95`,
        value: `${fmt(p95)} ms`,
        ...(targets ? { target: '≤ 150 ms', pass: p95 <= 150 } : {}),
      },
      { figure: `${label}: vote → delivery max`, value: `${fmt(phase.latencies.at(-1) ?? NaN)} ms` },
      {
        figure: `${label}: vote acknowledged → delivery p50 / p95`,
        value: `${fmt(quantile(phase.sinceAck, 0.5))} / ${fmt(quantile(phase.sinceAck, 0.95))} ms`,
      },
      {
        figure: `${label}: deliveries lost`,
        value: `${phase.lost} of ${phase.votes * phase.subscribers}`,
        target: '0',
        pass: phase.lost === 0,
      },
      { figure: `${label}: deliveries duplicated`, value: String(phase.duplicated), target: '0', pass: phase.duplicated === 0 },
      { figure: `${label}: Postgres CPU per vote`, value: `${fmt(phase.cpuPerVoteMs, 2)} ms` },
      { figure: `${label}: realtime service CPU per vote`, value: `${fmt(phase.realtimeCpuPerVoteMs, 2)} ms` },
      { figure: `${label}: bench process CPU per vote (gateway, voters, clients)`, value: `${fmt(phase.benchCpuPerVoteMs, 2)} ms` },
      ...phase.stages.map((stage) => ({
        figure: `${label}: stage ${stage.name}, p50 / p95`,
        value: `${fmt(quantile(stage.values, 0.5), 1)} / ${fmt(quantile(stage.values, 0.95), 1)} ms`,
      })),
    ];
  };
  const growth = all.cpuPerVoteMs / few.cpuPerVoteMs;
  const rows: Row[] = [
    ...phaseRows(few, false),
    ...phaseRows(all, true),
    {
      figure: `Postgres CPU per vote, ${all.subscribers} vs ${few.subscribers} subscribers`,
      value: `× ${fmt(growth, 2)}`,
      // Independent of the subscriber count, with room for a busy machine's noise.
      target: '≤ × 1.5',
      pass: growth <= 1.5,
    },
  ];
  const output = table(rows);
  console.log(`\n${output}\n`);
  console.log(`Load average (1 / 5 / 15 min): ${loadAtStart} at start, ${loadAtEnd} at the end`);

  const commit = commitShort();
  const when = utcMinute(startedAt);
  const section = [
    '## bench:realtime — live tallies to one debate’s subscribers',
    '',
    `\`npm run bench:realtime\`, ${when}, commit ${commit}: throwaway local stack; supabase-js clients spread over ${WORKERS} worker threads of the bench's Node process, each its own user with its own access token and WebSocket, joined to the private topic \`debate:<id>\`; votes (+1, each by a new user) through the gateway at ${RATE}/s for ${SECONDS} s per phase, first with ${few.subscribers} subscribers joined, then with ${all.subscribers}. ` +
      `Latency: from sending cast_vote to the \`tallies\` broadcast's arrival at each subscriber (and, to leave out the HTTP + PostgREST leg, from cast_vote's response). Postgres CPU: utime + stime of the postmaster and its children (reaped ones through cutime/cstime) from /proc, over the phase, divided by its votes. ` +
      `Stages: the realtime service's own timings (AGORA_REALTIME_TIMING) joined to the votes by the message id; Postgres's commit time, the service's and the clients' clocks are the same machine's wall clock. ` +
      `${os.availableParallelism()} cores; load average (1 / 5 / 15 min) ${loadAtStart} at start, ${loadAtEnd} at the end.`,
    '',
    output,
  ].join('\n');
  fs.writeFileSync(DOC, replaceSection(fs.readFileSync(DOC, 'utf8'), 'bench:realtime', section));
  console.log(`Wrote the bench:realtime section of ${path.relative(ROOT, DOC)}.`);
} finally {
  await Promise.all(
    workers.map(async (entry) => {
      await Promise.race([ask(entry, { type: 'stop' }), new Promise((r) => setTimeout(r, 10_000))]);
      await entry.worker.terminate();
    }),
  );
  await bench.stop();
}
