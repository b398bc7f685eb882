/**
 * npm run bench:generate — what the generate-debate function adds on top of
 * the AI provider's own time.
 *
 * Starts the local stack (no SPA) with the function pointed at the fake
 * OpenAI-compatible provider, which answers with a fixed time to first token
 * and token rate, then runs whole debates as a browser would (sign up, POST,
 * read the SSE stream through the gateway) and compares the client's clock
 * with the provider's (same process, same clock):
 *
 *   first delta      client's first delta of a turn − provider's first fragment written
 *   time to first    request sent → first delta, vs the provider's TTFT (includes auth,
 *                    begin_debate and the provider request)
 *   per-turn         (turn_start → turn_end at the client) − (request → end at the provider)
 *   whole debate     request sent → done, vs Σ provider time + configured pauses
 *   judges' panel    last turn_end → done at the client: what the panel adds to the debate's
 *                    total time, beside the provider's time for the judges (they run side by side)
 *   per judge call   client judge_pass_start → judge_pass_end minus the provider's time for that
 *                    request: the function's own overhead per judge call (target ≤ 5 ms)
 *   a person's turn  POST /turn (a person's debate with a model, First Speaker) → the model's
 *                    first streamed token, the provider answering at once (target ≤ 300 ms p95)
 *
 * Figures are printed, not asserted. Options (all optional):
 *   --debates 3  --ttft 300  --rate 50 (fragments/s)  --chunk 8 (chars/fragment)
 *   --pause 1000 (DEBATE_TURN_PAUSE_MS)  --moderator  --person-debates 6 (the first warms up)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startStack, type RunningStack } from '../stack/orchestration/start-stack.ts';
import { readSseFrames } from '../supabase/functions/_shared/sse.ts';
import { debateEventSchema } from '../supabase/functions/_shared/contract/sse-events.ts';
import { parseModelMap } from '../supabase/functions/_shared/ai/model-map.ts';
import { createProviderPanelFactory } from '../supabase/functions/_shared/judging/panel-factory.ts';
import type { Transcript } from '../supabase/functions/_shared/judging/transcript.ts';
import { createOpenAIClient } from '../supabase/functions/_shared/ai/client.ts';
import { buildJudgeMessages } from '../supabase/functions/_shared/judging/prompts.ts';
import { readVerdictJson } from '../supabase/functions/_shared/judging/verdict-reader.ts';
import { supabaseClient } from '../tests/support/supabase-client.ts';
import {
  defaultJudgeReply,
  isJudgeRequest,
  startFakeOpenAIProvider,
  type FakeProvider,
  type RecordedRequest,
} from '../tests/fakes/openai-provider.ts';

const { values: args } = parseArgs({
  options: {
    debates: { type: 'string', default: '3' },
    ttft: { type: 'string', default: '300' },
    rate: { type: 'string', default: '50' },
    chunk: { type: 'string', default: '8' },
    pause: { type: 'string', default: '1000' },
    moderator: { type: 'boolean', default: false },
    'person-debates': { type: 'string', default: '6' },
  },
});
const personRuns = Number(args['person-debates']);
const debates = Number(args.debates);
const ttftMs = Number(args.ttft);
const tokensPerSecond = Number(args.rate);
const chunkChars = Number(args.chunk);
const pauseMs = Number(args.pause);
const moderatorEnabled = args.moderator;

interface TurnTiming {
  start: number;
  firstDelta?: number;
  end?: number;
}

function stats(values: number[]): string {
  if (!values.length) return 'n/a';
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return `median ${at(0.5).toFixed(1)} ms · p95 ${at(0.95).toFixed(1)} ms · mean ${mean.toFixed(1)} ms · max ${sorted.at(-1)!.toFixed(1)} ms (n=${values.length})`;
}

// A reply of realistic size: about 120 words of text and a 2-sentence summary.
const words =
  'the motion deserves support because the evidence shows clear gains for people and places while the costs stay modest and manageable over time'.split(
    ' ',
  );
const longText = Array.from({ length: 120 }, (_, i) => words[i % words.length]).join(' ');

/** When the provider wrote the fragment holding the first character of the `text` value. */
function firstTextFragmentAt(request: RecordedRequest): number {
  const valueStart = '{"text":"'.length;
  let seen = 0;
  for (const fragment of request.fragments) {
    seen += fragment.text.length;
    if (seen > valueStart) return fragment.at;
  }
  throw new Error('no fragment carried text');
}

/** What the debates through the stack measured, each list one value per turn, debate or judge call. */
interface StackTimings {
  firstDeltaRelay: number[];
  timeToFirstDelta: number[];
  perTurnOverhead: number[];
  dispatch: number[];
  finish: number[];
  wholeAdded: number[];
  wholeLines: string[];
  panelAdded: number[];
  panelProvider: number[];
  judgeOverhead: number[];
  /** A person's POST /turn → the model's first delta (provider answering at once). */
  personFirstToken: number[];
}

/** What one debate's stream showed the client, at its own clock. */
interface StreamTimes {
  sentAt: number;
  doneAt: number;
  lastTurnEnd: number;
  turns: Map<number, TurnTiming>;
  passes: Map<string, { start: number; end?: number }>;
}

const DEBATE_BODY = {
  topic: 'Should cities ban cars from downtown areas?',
  debateStyle: 'structured',
  moderatorEnabled,
  model1: { name: 'gpt-4', stance: 0.6, rhetoricStyle: 'formal' },
  model2: { name: 'gpt-3.5-turbo', stance: -0.6, rhetoricStyle: 'casual' },
};

/** A new confirmed account (through the admin API: sign-ups wait for an emailed confirmation), signed in. */
async function signedInUser(stack: RunningStack): Promise<string> {
  // supabase-js as a Node 20 program uses it (the ws transport; 2.119 refuses to start without one).
  const admin = supabaseClient(stack.apiUrl, stack.serviceRoleKey);
  const anon = supabaseClient(stack.apiUrl, stack.anonKey);
  const email = `bench-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const created = await admin.auth.admin.createUser({ email, password: 'password123', email_confirm: true });
  if (created.error) throw created.error;
  const { data, error } = await anon.auth.signInWithPassword({ email, password: 'password123' });
  if (error || !data.session) throw error ?? new Error('no session');
  return data.session.access_token;
}

/** One debate through the gateway, its events timed as they arrive. */
async function streamDebate(stack: RunningStack, accessToken: string): Promise<StreamTimes> {
  const times: StreamTimes = { sentAt: performance.now(), doneAt: 0, lastTurnEnd: 0, turns: new Map(), passes: new Map() };
  const response = await fetch(`${stack.functionsUrl}/generate-debate`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(DEBATE_BODY),
  });
  if (response.status !== 200 || !response.body) throw new Error(`generate-debate answered ${response.status}: ${await response.text()}`);
  let judgeModels: string[] = [];
  for await (const frame of readSseFrames(response.body)) {
    const now = performance.now();
    const event = debateEventSchema.parse(JSON.parse(frame.data));
    if (event.type === 'judging_start') judgeModels = event.judges.map((j) => j.model);
    else if (event.type === 'judge_pass_start') times.passes.set(`${judgeModels[event.judge]}:${event.pass}`, { start: now });
    else if (event.type === 'judge_pass_end') {
      const p = times.passes.get(`${judgeModels[event.judge]}:${event.pass}`);
      if (p) p.end = now;
    }
    if (event.type === 'turn_end') times.lastTurnEnd = now;
    if (event.type === 'turn_start') times.turns.set(event.sequence, { start: now });
    else if (event.type === 'delta') {
      const t = times.turns.get(event.sequence);
      if (t && t.firstDelta === undefined) t.firstDelta = now;
    } else if (event.type === 'turn_end') {
      const t = times.turns.get(event.sequence);
      if (t) t.end = now;
    } else if (event.type === 'done') times.doneAt = now;
    else if (event.type === 'error') throw new Error(`stream error: ${event.message}`);
  }
  if (!times.doneAt) throw new Error('the stream ended without done');
  return times;
}

const PERSON_TEXT =
  'Downtown streets belong to people on foot: the cities that closed their centres to cars kept their shops open and cleaned their air.';

/** POSTs to the function and resolves at the first `delta` of the stream (then reads it to its end). */
async function untilFirstDelta(stack: RunningStack, accessToken: string, route: string, body: unknown): Promise<number | undefined> {
  const sentAt = performance.now();
  const response = await fetch(`${stack.functionsUrl}/generate-debate${route}`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 200 || !response.body)
    throw new Error(`generate-debate${route} answered ${response.status}: ${await response.text()}`);
  let first: number | undefined;
  for await (const frame of readSseFrames(response.body)) {
    const event = debateEventSchema.parse(JSON.parse(frame.data));
    if (event.type === 'delta' && first === undefined) first = performance.now() - sentAt;
    if (event.type === 'error') throw new Error(`stream error: ${event.message}`);
  }
  return first;
}

/**
 * A person's debate with a model (First Speaker), the provider answering at once: from the person's
 * submitted turn (POST /turn) to the model's first streamed token, for each of their three turns.
 */
async function personTurns(stack: RunningStack, provider: FakeProvider, count: number): Promise<number[]> {
  provider.setTiming({ ttftMs: 0, tokensPerSecond: 0, judgeTtftMs: 0 });
  const measured: number[] = [];
  for (let run = 0; run < count; run++) {
    const accessToken = await signedInUser(stack);
    const started = await fetch(`${stack.functionsUrl}/generate-debate`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...DEBATE_BODY, moderatorEnabled: false, seat: 0 }),
    });
    let generationId = '';
    for await (const frame of readSseFrames(started.body!)) {
      const event = debateEventSchema.parse(JSON.parse(frame.data));
      if (event.type === 'start') generationId = event.generationId;
    }
    for (const sequence of [0, 2, 4]) {
      const first = await untilFirstDelta(stack, accessToken, '/turn', { generationId, sequence, text: PERSON_TEXT });
      // The first run warms the isolate up, as the model debates' first does.
      if (run > 0 && first !== undefined) measured.push(first);
    }
  }
  return measured;
}

/** The judges' calls of one debate: each pass's time at the client minus the provider's. */
function recordJudges(provider: FakeProvider, times: StreamTimes, out: StackTimings): void {
  const judgeRequests = provider.requests.filter((r) => isJudgeRequest(r.body));
  if (judgeRequests.length !== times.passes.size) throw new Error(`${judgeRequests.length} judge requests for ${times.passes.size} passes`);
  for (const r of judgeRequests) {
    // Pass 0 heads the first turn "Speaker A", the swapped pass "Speaker B".
    const user = r.body.messages.find((m) => m.role === 'user')?.content ?? '';
    const pass = /Speaker (A|B):\n/.exec(user)?.[1] === 'A' ? 0 : 1;
    const p = times.passes.get(`${r.body.model}:${pass}`);
    if (!p || p.end === undefined || r.finishedAt === undefined)
      throw new Error(`incomplete timing for judge ${r.body.model} pass ${pass}`);
    out.judgeOverhead.push(p.end - p.start - (r.finishedAt - r.receivedAt));
  }
  const judgesProvider = Math.max(...judgeRequests.map((r) => r.finishedAt!)) - Math.min(...judgeRequests.map((r) => r.receivedAt));
  out.panelAdded.push(times.doneAt - times.lastTurnEnd);
  out.panelProvider.push(judgesProvider);
}

/** The turns of one debate: what the function added to each provider request, and to the whole. */
function recordTurns(provider: FakeProvider, times: StreamTimes, run: number, out: StackTimings): void {
  const requests: RecordedRequest[] = provider.requests.filter((r) => !isJudgeRequest(r.body));
  let providerTotal = 0;
  for (const [sequence, t] of times.turns) {
    const r = requests[sequence];
    if (!r || r.firstTokenAt === undefined || r.finishedAt === undefined || t.firstDelta === undefined || t.end === undefined) {
      throw new Error(`incomplete timing for turn ${sequence}`);
    }
    providerTotal += r.finishedAt - r.receivedAt;
    // The first fragments carry only `{"text":"`; the first delta can leave only with the first text character.
    const firstText = firstTextFragmentAt(r);
    out.firstDeltaRelay.push(t.firstDelta - firstText);
    out.perTurnOverhead.push(t.end - t.start - (r.finishedAt - r.receivedAt));
    out.dispatch.push(r.receivedAt - t.start);
    out.finish.push(t.end - r.finishedAt);
    if (sequence === 0) out.timeToFirstDelta.push(t.firstDelta - times.sentAt - (firstText - r.receivedAt));
  }
  const pauses = (times.turns.size - 1) * pauseMs;
  const wall = times.lastTurnEnd - times.sentAt;
  const panel = times.doneAt - times.lastTurnEnd;
  out.wholeAdded.push(wall - providerTotal - pauses);
  out.wholeLines.push(
    `  debate ${run + 1}: turns ${wall.toFixed(0)} ms = provider ${providerTotal.toFixed(0)} ms + pauses ${pauses} ms + added ${(wall - providerTotal - pauses).toFixed(0)} ms; then the judges' panel ${panel.toFixed(0)} ms (judges' provider time ${out.panelProvider.at(-1)!.toFixed(0)} ms, side by side); total ${(times.doneAt - times.sentAt).toFixed(0)} ms`,
  );
}

/** `debates` debates (after one to warm Deno's module graph and the pools) through a throwaway stack. */
async function debatesThroughStack(provider: FakeProvider, dir: string): Promise<StackTimings> {
  console.log('starting the local stack (PostgreSQL, PostgREST, auth, functions runtime, gateway)…');
  const stack = await startStack({
    dataDir: path.join(dir, 'db'),
    persistent: false,
    seed: false,
    web: false,
    functionsEnvFile: false,
    functionsEnv: { AI_BASE_URL: provider.baseUrl, AI_API_KEY: 'bench-key', DEBATE_TURN_PAUSE_MS: String(pauseMs) },
  });
  const out: StackTimings = {
    firstDeltaRelay: [],
    timeToFirstDelta: [],
    perTurnOverhead: [],
    dispatch: [],
    finish: [],
    wholeAdded: [],
    wholeLines: [],
    panelAdded: [],
    panelProvider: [],
    judgeOverhead: [],
    personFirstToken: [],
  };
  try {
    for (let run = -1; run < debates; run++) {
      const accessToken = await signedInUser(stack);
      provider.reset();
      const times = await streamDebate(stack, accessToken);
      if (run < 0) continue;
      recordJudges(provider, times, out);
      recordTurns(provider, times, run, out);
    }
    out.personFirstToken = await personTurns(stack, provider, personRuns);
  } finally {
    await stack.stop();
  }
  return out;
}

/**
 * The same judge code in this process, one call at a time against the fake provider answering at
 * once: a judge call's time minus the provider's, without the stream's relay through the gateway;
 * and Agora's own part of it (building the prompt, reading the verdict).
 */
async function judgeInProcess(provider: FakeProvider): Promise<{ inProcess: number[]; ownCode: number[] }> {
  const inProcess: number[] = [];
  const ownCode: number[] = [];
  provider.setTiming({ ttftMs: 0 });
  const client = createOpenAIClient({ apiKey: 'bench-key', baseURL: provider.baseUrl, timeoutMs: 10_000, maxRetries: 0 });
  const [judge] = createProviderPanelFactory({ client, models: parseModelMap(undefined), judgeModels: ['gpt-4'], log: () => undefined })([
    'gpt-4',
    'gpt-3.5-turbo',
  ]).judges;
  const transcript: Transcript = {
    topic: 'Should cities ban cars from downtown areas?',
    turns: ([0, 1, 2] as const).flatMap((roundIndex) =>
      ([0, 1] as const).map((speakerIndex) => ({ roundIndex, speakerIndex, text: longText })),
    ),
  };
  for (let i = -20; i < 200; i++) {
    provider.reset();
    const started = performance.now();
    const result = await judge!.judgePass(transcript, (i & 1) as 0 | 1, new AbortController().signal);
    const took = performance.now() - started;
    const r = provider.requests[0]!;
    if (result.outcome !== 'answered' || r.finishedAt === undefined) throw new Error('the judge did not answer');
    if (i >= 0) inProcess.push(took - (r.finishedAt - r.receivedAt));
    const reply = defaultJudgeReply(r.body);
    const ownStart = performance.now();
    buildJudgeMessages(transcript, (i & 1) as 0 | 1, 'tool');
    if (reply.kind === 'tool' && !readVerdictJson(reply.arguments ?? '').ok) throw new Error('unreadable verdict');
    if (i >= 0) ownCode.push(performance.now() - ownStart);
  }
  return { inProcess, ownCode };
}

function report(t: StackTimings, { inProcess, ownCode }: { inProcess: number[]; ownCode: number[] }): void {
  console.log(`\ngenerate-debate benchmark — ${debates} debates × ${moderatorEnabled ? 8 : 6} turns through the gateway`);
  console.log(
    `fake provider: TTFT ${ttftMs} ms, ${tokensPerSecond} fragments/s of ${chunkChars} chars; pause between turns ${pauseMs} ms\n`,
  );
  console.log(`first delta of a turn, added (client first delta − provider wrote the first text fragment): ${stats(t.firstDeltaRelay)}`);
  console.log(
    `first delta of a debate, added over the provider's time to first text (request sent → first delta; includes JWT check + begin_debate): ${stats(t.timeToFirstDelta)}`,
  );
  console.log(`per-turn overhead (client turn_start → turn_end, minus the provider's request time): ${stats(t.perTurnOverhead)}`);
  console.log(
    `  client turn_start → provider request received (negative: the request left before the event reached the client): ${stats(t.dispatch)}`,
  );
  console.log(`  provider response end → client turn_end: ${stats(t.finish)}`);
  console.log(`whole debate's turns, added over provider time + pauses (includes complete_generation): ${stats(t.wholeAdded)}`);
  console.log(
    `judges' panel, added to the debate's total time (last turn_end → done; 2 judges × 2 passes side by side): ${stats(t.panelAdded)}`,
  );
  console.log(`  of which the judges' provider time (first judge request → last answer): ${stats(t.panelProvider)}`);
  console.log(
    `  and the rest (open_judge_panel, record_judges_verdict, events): ${stats(t.panelAdded.map((a, i) => a - t.panelProvider[i]!))}`,
  );
  const overheadMedian = [...inProcess].sort((a, b) => a - b)[Math.floor(inProcess.length / 2)] ?? Infinity;
  console.log(
    `a judge call in the stream, added over the provider's time (judge_pass_start → judge_pass_end at the client; includes the relay through the gateway and 4 calls sharing one isolate): ${stats(t.judgeOverhead)}`,
  );
  console.log(
    `the function's own overhead per judge call (the judge code in-process, one call at a time: prompt, SDK request and response, reading the verdict): ${stats(inProcess)}`,
  );
  console.log(`  of which Agora's code (building the prompt, reading the verdict; the rest is the openai SDK and HTTP): ${stats(ownCode)}`);
  for (const line of t.wholeLines) console.log(line);
  const [load1, load5] = os.loadavg();
  console.log(`\nload average: ${load1!.toFixed(2)} (1 min), ${load5!.toFixed(2)} (5 min) on ${os.cpus().length} cores`);
  console.log('target: ≤ 50 ms added per turn and to the first delta');
  const sortedPerson = [...t.personFirstToken].sort((a, b) => a - b);
  const personP95 = sortedPerson[Math.min(sortedPerson.length - 1, Math.floor(sortedPerson.length * 0.95))] ?? Infinity;
  console.log(
    `a person's submitted turn → the model's first streamed token, provider answering at once (${sortedPerson.length} turns): ${stats(t.personFirstToken)}`,
  );
  console.log(
    `target: ≤ 300 ms p95 from a person's turn to the model's first token: ${personP95 <= 300 ? 'PASS' : 'MISS'} (${personP95.toFixed(1)} ms)`,
  );
  console.log(
    `target: ≤ 5 ms of the function's own overhead per judge call (median): ${overheadMedian <= 5 ? 'PASS' : 'MISS'} (${overheadMedian.toFixed(1)} ms)`,
  );
}

async function main() {
  const provider = await startFakeOpenAIProvider({
    ttftMs,
    tokensPerSecond,
    chunkChars,
    defaultReply: (request, index) =>
      isJudgeRequest(request)
        ? defaultJudgeReply(request)
        : { kind: 'tool', text: `Turn ${index + 1}: ${longText}.`, summary: 'A short summary. In two sentences.' },
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-bench-'));
  fs.chmodSync(dir, 0o755);
  try {
    const timings = await debatesThroughStack(provider, dir);
    report(timings, await judgeInProcess(provider));
  } finally {
    await provider.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
