// `npm run bench:turns [-- --debates 1000 --think 10-30 --listeners 100 --concurrency 1000]`
//
// Debates between people at scale, through the gateway: a throwaway stack, `--debates` challenges
// opened and taken by their own two users (open_challenge, take_challenge), then all of them in play
// at once (`--concurrency`, default every debate), each person sending their turn `--think` seconds
// (drawn evenly from the range) after the turn before theirs was accepted — a person writes a turn for
// minutes; 10–30 s is many times faster than people are. Every turn is raced by a double of itself
// (the same turn again at once) and an out-of-turn attempt (the other person's turn after next), and,
// on a tenth of the debates, a late turn after the deadline has passed (the deadline is set to one
// second for them). Counts what the database accepted that it must not have (0 expected: out-of-turn,
// double or late), the p95 of an accepted turn (≤ 100 ms), and, for `--listeners` people following
// their own topic (user:<id>) with supabase-js, the delay from the moment the turn before theirs was
// accepted to their "your turn" message (p95 ≤ 150 ms). Prints the load offered (turns and requests a
// second), pass/miss, and the load average. `--think 0 --concurrency 200` measures the stack's capacity
// instead: every debate sends its next turn the moment the last one is accepted, so the p95 is the queue.
import { parseArgs } from 'node:util';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { Pool } from 'undici';
import ws from 'ws';
import { createUsers, fmt, quantile, startBenchStack, type BenchUser } from './live/setup.ts';
import { commitShort, loadAverage, utcMinute } from './run-info.ts';

const { values } = parseArgs({
  options: {
    debates: { type: 'string', default: '1000' },
    listeners: { type: 'string', default: '100' },
    think: { type: 'string', default: '10-30' },
    concurrency: { type: 'string' },
  },
});
const DEBATES = Number(values.debates);
// Debates in play at once: all of them unless told otherwise.
const CONCURRENCY = Number(values.concurrency ?? DEBATES);
const [THINK_MIN_S, THINK_MAX_S] = ((): [number, number] => {
  const [low, high = low] = values.think.split('-').map(Number);
  if (!Number.isFinite(low) || !Number.isFinite(high) || low! < 0 || high! < low!)
    throw new Error(`--think: a range in seconds like 10-30, not ${values.think}`);
  return [low!, high!];
})();
const thinkMs = () => 1000 * (THINK_MIN_S + Math.random() * (THINK_MAX_S - THINK_MIN_S));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const LISTENERS = Math.min(Number(values.listeners), DEBATES);
const TARGET_TURN_P95_MS = 100;
const TARGET_YOUR_TURN_P95_MS = 150;
const TEXT =
  'Downtown streets belong to people on foot: the cities that closed their centres to cars kept their shops open and cleaned their air.';

const loadAtStart = loadAverage();
const startedAt = new Date();
console.log(`Load average at start (1 / 5 / 15 min): ${loadAtStart}`);
console.log('Starting a throwaway stack…');
const bench = await startBenchStack('turns');
const clients: SupabaseClient[] = [];
// The people's requests go through one keep-alive pool: the load generator shares the stack's two
// cores, and undici's request costs a fraction of fetch's CPU, which would otherwise be the bench's own queue.
const http = new Pool(bench.stack.apiUrl, { connections: 256 });
let requests = 0;
try {
  const { stack } = bench;
  const call = async (fn: string, user: BenchUser, body: unknown): Promise<{ ok: boolean; status: number; text: string; ms: number }> => {
    const t0 = performance.now();
    requests++;
    const response = await http.request({
      path: `/rest/v1/rpc/${fn}`,
      method: 'POST',
      headers: { apikey: stack.anonKey, authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.body.text();
    const ok = response.statusCode >= 200 && response.statusCode < 300;
    return { ok, status: response.statusCode, text, ms: performance.now() - t0 };
  };

  console.log(`Creating ${DEBATES * 2} people and ${DEBATES} challenges…`);
  // The limits on opening challenges guard people, not this bench.
  await bench.db.query('update public.app_settings set challenges_per_day = 1000000, open_challenges_per_person = 1000000');
  const openers = await createUsers(bench, 'opener', DEBATES);
  const takers = await createUsers(bench, 'taker', DEBATES);
  const settings = {
    topic: 'Should cities ban cars from downtown areas?',
    debateStyle: 'structured',
    moderatorEnabled: false,
    model1: { name: 'gpt-4', stance: 0.6, rhetoricStyle: 'formal', systemPrompt: '' },
    model2: { name: 'gpt-4', stance: -0.6, rhetoricStyle: 'formal', systemPrompt: '' },
  };
  const ids: string[] = [];
  for (let start = 0; start < DEBATES; start += 50) {
    const batch = await Promise.all(
      openers.slice(start, start + 50).map(async (opener) => {
        const opened = await call('open_challenge', opener, { p_settings: settings, p_seat: 0, p_public: true });
        if (!opened.ok) throw new Error(`open_challenge: ${opened.text}`);
        return (JSON.parse(opened.text) as Array<{ generation_id: string }>)[0]!.generation_id;
      }),
    );
    ids.push(...batch);
  }

  // The listeners: the takers of the first debates follow their own topic.
  const heard = new Map<string, number>();
  await Promise.all(
    takers.slice(0, LISTENERS).map(async (taker) => {
      const client = createClient(stack.apiUrl, stack.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: ws as unknown as typeof WebSocket },
        accessToken: () => Promise.resolve(taker.token),
      });
      clients.push(client);
      await client.realtime.setAuth(taker.token);
      await new Promise<void>((resolve, reject) => {
        client
          .channel(`user:${taker.id}`, { config: { private: true } })
          .on('broadcast', { event: 'your_turn' }, (message: { payload: { generation_id: string; sequence: number } }) => {
            heard.set(`${message.payload.generation_id}:${message.payload.sequence}`, performance.now());
          })
          .subscribe((status) => {
            if (status === 'SUBSCRIBED') resolve();
            else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(new Error(`join: ${status}`));
          });
      });
    }),
  );

  for (let start = 0; start < DEBATES; start += 50) {
    await Promise.all(
      ids.slice(start, start + 50).map(async (id, i) => {
        const taken = await call('take_challenge', takers[start + i]!, { p_generation_id: id });
        if (!taken.ok) throw new Error(`take_challenge: ${taken.text}`);
      }),
    );
  }

  console.log(
    `Submitting ${DEBATES * 6} turns (${Math.min(CONCURRENCY, DEBATES)} debates at once, ${THINK_MIN_S}–${THINK_MAX_S} s to write each), each raced by a double and an out-of-turn attempt…`,
  );
  const latencies: number[] = [];
  const yourTurnDelays: number[] = [];
  let wronglyAccepted = 0;
  let refusedRight = 0;
  let failures = 0;
  const acceptedAt = new Map<string, number>();
  const started = performance.now();
  let nextDebate = 0;
  const playDebate = async (id: string, d: number) => {
    const speakers = [openers[d]!, takers[d]!];
    for (let sequence = 0; sequence < 6; sequence++) {
      if (THINK_MAX_S > 0) await pause(thinkMs());
      const speaker = speakers[sequence % 2]!;
      const other = speakers[(sequence + 1) % 2]!;
      const body = { p_generation_id: id, p_sequence: sequence, p_text: TEXT, p_summary: '' };
      const [turn, double, outOfTurn] = await Promise.all([
        call('submit_person_turn', speaker, body),
        call('submit_person_turn', speaker, body),
        // Out of turn: the other person's next turn but one (never theirs yet), or a place past the end.
        sequence + 3 < 6
          ? call('submit_person_turn', other, { ...body, p_sequence: sequence + 3 })
          : call('submit_person_turn', speaker, { ...body, p_sequence: sequence + 1 }),
      ]);
      const first = turn.ok ? turn : double;
      if (!first.ok) {
        failures++;
        console.error(`turn ${sequence} of ${id} refused: ${turn.text.slice(0, 200)}`);
        return;
      }
      // The person's wait: their accepted request alone (the double and the out-of-turn attempt race it on the debate's lock).
      latencies.push(first.ms);
      acceptedAt.set(`${id}:${sequence}`, performance.now());
      if (turn.ok && double.ok) wronglyAccepted++;
      else refusedRight++;
      if (outOfTurn.ok) wronglyAccepted++;
      else refusedRight++;
    }
  };
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, DEBATES) }, async () => {
      while (nextDebate < ids.length) {
        const d = nextDebate++;
        await playDebate(ids[d]!, d).catch((error: unknown) => {
          failures++;
          console.error(`debate ${ids[d]}: ${String(error)}`);
        });
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const playRequests = requests;

  // Late turns: a tenth of new debates, their deadline one second, the turn sent after it.
  console.log('Late turns after a passed deadline…');
  await bench.db.query('update public.app_settings set person_turn_deadline_seconds = 1');
  const late = Math.max(1, Math.floor(DEBATES / 10));
  const lateIds: string[] = [];
  for (let i = 0; i < late; i++) {
    const opened = await call('open_challenge', openers[i]!, { p_settings: settings, p_seat: 0, p_public: true });
    const id = (JSON.parse(opened.text) as Array<{ generation_id: string }>)[0]!.generation_id;
    await call('take_challenge', takers[i]!, { p_generation_id: id });
    lateIds.push(id);
  }
  await new Promise((r) => setTimeout(r, 1500));
  for (const [i, id] of lateIds.entries()) {
    const lateTurn = await call('submit_person_turn', openers[i]!, { p_generation_id: id, p_sequence: 0, p_text: TEXT, p_summary: '' });
    if (lateTurn.ok) wronglyAccepted++;
    else refusedRight++;
  }

  // "Your turn" arrives for the listeners' turns (1, 3, 5): measured from the acceptance of the turn before.
  await new Promise((r) => setTimeout(r, 1000));
  for (const id of ids.slice(0, LISTENERS)) {
    for (const sequence of [1, 3, 5]) {
      const before = acceptedAt.get(`${id}:${sequence - 1}`);
      const arrived = heard.get(`${id}:${sequence}`);
      if (before !== undefined && arrived !== undefined) yourTurnDelays.push(Math.max(0, arrived - before));
    }
  }
  const { rows } = await bench.db.query<{ n: number }>(
    `select count(*)::int as n from public.generation_turns t join public.challenges c on c.generation_id = t.generation_id
      where not t.forfeited group by t.generation_id having count(*) > 6`,
  );
  wronglyAccepted += rows.length;

  latencies.sort((a, b) => a - b);
  yourTurnDelays.sort((a, b) => a - b);
  const turnP95 = quantile(latencies, 0.95);
  const yourTurnP95 = quantile(yourTurnDelays, 0.95);
  const verdict = (ok: boolean) => (ok ? 'pass' : 'MISS');
  console.log(
    `\nbench:turns — commit ${commitShort()}, ${utcMinute(startedAt)}: ${DEBATES} debates between people (${Math.min(CONCURRENCY, DEBATES)} at once, ${THINK_MIN_S}–${THINK_MAX_S} s to write a turn), ${latencies.length} turns in ${fmt(elapsed, 1)} s`,
  );
  console.log(
    `  load offered: ${fmt(latencies.length / elapsed, 1)} turns a second, ${fmt(playRequests / elapsed, 1)} requests a second (each turn with its double and out-of-turn attempt)`,
  );
  console.log(
    `  turns refused as they must be (double, out of turn, late): ${refusedRight}; wrongly accepted: ${wronglyAccepted} (${verdict(wronglyAccepted === 0)}: 0)`,
  );
  console.log(
    `  accepted turn p50 ${fmt(quantile(latencies, 0.5))} ms, p95 ${fmt(turnP95)} ms (${verdict(turnP95 <= TARGET_TURN_P95_MS)}: ≤ ${TARGET_TURN_P95_MS} ms)`,
  );
  console.log(
    `  "your turn" on user:<id>, ${yourTurnDelays.length} heard of ${LISTENERS * 3}: p50 ${fmt(quantile(yourTurnDelays, 0.5))} ms, p95 ${fmt(yourTurnP95)} ms (${verdict(yourTurnP95 <= TARGET_YOUR_TURN_P95_MS)}: ≤ ${TARGET_YOUR_TURN_P95_MS} ms)`,
  );
  if (failures > 0) console.log(`  turns that failed: ${failures}`);
  console.log(`  load average at start ${loadAtStart}, at the end ${loadAverage()}`);
  process.exitCode = wronglyAccepted === 0 && failures === 0 ? 0 : 1;
} finally {
  await Promise.all(clients.map((client) => client.removeAllChannels()));
  await http.close();
  await bench.stop();
}
