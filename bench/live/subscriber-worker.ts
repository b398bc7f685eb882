// One worker thread of bench:realtime's subscribers: real supabase-js clients
// (ws transport), each with its own user's token and its own socket, joined to
// one private topic. The clients of a run are spread over a few workers so
// that receiving 500 sockets' frames is not one event loop's queue (the bench
// measures the server's delivery, not a single client thread's backlog).
// Each `tallies` broadcast is stamped on arrival with the machine's wall clock
// and reported to the parent in small batches.
import { parentPort, workerData } from 'node:worker_threads';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';

export interface SubscriberWorkerData {
  apiUrl: string;
  anonKey: string;
  topic: string;
  /** This worker's subscribers: their index in the whole run and their access token. */
  users: { index: number; token: string }[];
  joinBatch: number;
}

export type ToWorker = { type: 'join'; count: number } | { type: 'stop' };

/** [subscriber index, upvotes, arrival (epoch ms), realtime.messages id] */
type Delivery = [number, number, number, string];

export type FromWorker =
  { type: 'joined'; joined: number } | { type: 'deliveries'; list: Delivery[] } | { type: 'error'; message: string } | { type: 'stopped' };

const data = workerData as SubscriberWorkerData;
const port = parentPort!;
const wallClock = () => performance.timeOrigin + performance.now();
const clients: SupabaseClient[] = [];
let pending: Delivery[] = [];

// Stamps are taken on arrival; only the report to the parent is batched.
const flush = () => {
  if (pending.length === 0) return;
  port.postMessage({ type: 'deliveries', list: pending } satisfies FromWorker);
  pending = [];
};
const flushTimer = setInterval(flush, 50);

async function join(user: { index: number; token: string }): Promise<void> {
  const client = createClient(data.apiUrl, data.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
    accessToken: () => Promise.resolve(user.token),
  });
  clients.push(client);
  await client.realtime.setAuth(user.token);
  await new Promise<void>((resolve, reject) => {
    const channel = client
      .channel(data.topic, { config: { private: true } })
      .on('broadcast', { event: 'tallies' }, (message: { payload: { upvotes: number }; meta?: { id?: string } }) => {
        pending.push([user.index, message.payload.upvotes, wallClock(), message.meta?.id ?? '']);
      });
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
        reject(new Error(`join ${data.topic}: ${status} ${error?.message ?? ''}`));
    });
  });
}

let next = 0;
port.on('message', (message: ToWorker) => {
  void (async () => {
    try {
      if (message.type === 'join') {
        const until = Math.min(data.users.length, next + message.count);
        while (next < until) {
          const batch = data.users.slice(next, Math.min(until, next + data.joinBatch));
          await Promise.all(batch.map(join));
          next += batch.length;
        }
        port.postMessage({ type: 'joined', joined: next } satisfies FromWorker);
      } else {
        flush();
        clearInterval(flushTimer);
        await Promise.all(clients.map((c) => c.removeAllChannels().catch(() => undefined)));
        port.postMessage({ type: 'stopped' } satisfies FromWorker);
        port.close();
      }
    } catch (error) {
      port.postMessage({ type: 'error', message: (error as Error).message } satisfies FromWorker);
    }
  })();
});
