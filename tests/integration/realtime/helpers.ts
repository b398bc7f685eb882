// Shared pieces of the realtime integration tests: the service on a free
// port, GoTrue-shaped user tokens, real realtime-js clients over `ws`, and
// database writes made as a given user.
import { RealtimeClient, type RealtimeChannel, type RealtimeClientOptions } from '@supabase/realtime-js';
import { SignJWT } from 'jose';
import pg from 'pg';
import ws from 'ws';
import { stackKeys, type StackKeys } from '../../../stack/orchestration/keys.ts';
import { startRealtimeService } from '../../../stack/realtime/index.ts';
import type { RunningService } from '../../../stack/orchestration/running-service.ts';

export const ALICE = '11111111-1111-4111-8111-111111111111';
export const BOB = '22222222-2222-4222-8222-222222222222';
export const CAROL = '33333333-3333-4333-8333-333333333333';

/** Shared seed debates are aaaaaaaa-0000-4000-8000-0000000000NN (1..28). */
export const sharedDebate = (n: number) => `aaaaaaaa-0000-4000-8000-${String(n).padStart(12, '0')}`;
/** Alice's one private debate in the seed. */
export const PRIVATE_DEBATE = 'bbbbbbbb-0000-4000-8000-000000000001';

const EMAILS: Record<string, string> = {
  [ALICE]: 'alice@agora.local',
  [BOB]: 'bob@agora.local',
  [CAROL]: 'carol@agora.local',
};

export interface Harness {
  service: RunningService;
  /** The service's logical replication slot. */
  slotName: string;
  keys: StackKeys;
  db: pg.Pool;
  clients: RealtimeClient[];
  stop(): Promise<void>;
}

/**
 * A realtime service of its own on the test stack's database, reading the WAL
 * through a slot of its own (one reader per slot), dropped when it stops.
 */
export async function startHarness(dbUrl: string): Promise<Harness> {
  const keys = await stackKeys();
  const slotName = `agora_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const service = await startRealtimeService({ dbUrl, jwtSecret: keys.jwtSecret, slotName, dropSlotOnStop: true });
  const db = new pg.Pool({ connectionString: dbUrl, max: 3 });
  const clients: RealtimeClient[] = [];
  return {
    service,
    slotName,
    keys,
    db,
    clients,
    async stop() {
      await Promise.all(clients.map((c) => c.disconnect()));
      await db.end();
      await service.stop();
    },
  };
}

/** A user access token with GoTrue's claims. */
export async function userToken(
  secret: string,
  userId: string,
  options: { expiresIn?: string | number; signWith?: string } = {},
): Promise<string> {
  return new SignJWT({
    sub: userId,
    role: 'authenticated',
    aud: 'authenticated',
    email: EMAILS[userId] ?? 'someone@agora.local',
    aal: 'aal1',
    session_id: crypto.randomUUID(),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('http://127.0.0.1:54321/auth/v1')
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '1h')
    .sign(new TextEncoder().encode(options.signWith ?? secret));
}

/** A realtime-js client straight at the service (the gateway is not involved). */
export function newClient(
  h: Harness,
  options: Partial<RealtimeClientOptions> & { path?: string; apikey?: string; port?: number } = {},
): RealtimeClient {
  const { path = '', apikey = h.keys.anonKey, port = h.service.port, ...rest } = options;
  const client = new RealtimeClient(`ws://127.0.0.1:${port}${path}`, {
    params: { apikey },
    // Node 20 has no global WebSocket; realtime-js accepts `ws`'s constructor.
    transport: ws as unknown as RealtimeClientOptions['transport'],
    ...rest,
  });
  h.clients.push(client);
  return client;
}

export interface Subscribed {
  channel: RealtimeChannel;
  /** `system` messages received on the channel. */
  system: Record<string, unknown>[];
}

/**
 * Subscribes and resolves once SUBSCRIBED and, when the channel listens to
 * postgres_changes, once the server confirmed them with its `system` message.
 */
export function subscribe(channel: RealtimeChannel, waitForPostgres = true): Promise<Subscribed> {
  const system: Record<string, unknown>[] = [];
  channel.on('system', {}, (payload: Record<string, unknown>) => system.push(payload));
  return new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') {
        if (!waitForPostgres) return resolve({ channel, system });
        waitUntil(() => system.length > 0, 5_000, 'the postgres_changes system message').then(() => resolve({ channel, system }), reject);
      } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        reject(new Error(`subscribe: ${status} ${error?.message ?? ''}`));
      }
    });
  });
}

// The timeouts callers give are what a quiet machine needs; a busy 2-core one
// (the suite must hold with CPU hogs beside it) gets at least this long. A
// condition that holds still returns at once.
const MIN_WAIT_MS = 15_000;

export async function waitUntil(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  timeoutMs = Math.max(timeoutMs, MIN_WAIT_MS);
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const MARKER_EVENT = 'test-marker';

/**
 * Lets a test prove that something did NOT arrive without sleeping: the
 * service delivers row changes and database broadcasts (realtime.send) in
 * commit order, and a socket's frames in order, so once a marker committed
 * after a change has reached the channel, that change has reached it too, or
 * never will. Call before subscribing (the channel must be public); returns
 * `pass`, which commits a fresh marker to the channel's topic and resolves
 * when the channel hears it.
 */
export function markers(channel: RealtimeChannel, db: pg.Pool): () => Promise<void> {
  const heard = new Set<unknown>();
  channel.on('broadcast', { event: MARKER_EVENT }, (message: { payload: { marker?: unknown } }) => heard.add(message.payload.marker));
  return async () => {
    const marker = crypto.randomUUID();
    await db.query('select realtime.send($1::jsonb, $2, $3, false)', [JSON.stringify({ marker }), MARKER_EVENT, channel.subTopic]);
    await waitUntil(() => heard.has(marker), 5_000, `the marker on ${channel.subTopic}`);
  };
}

/** Runs `sql` as the given user (role authenticated + request.jwt.claims), committed. */
export async function asUser<T extends pg.QueryResultRow>(db: pg.Pool, userId: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = await db.connect();
  try {
    await client.query('begin');
    await client.query('set local role authenticated');
    await client.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify({ sub: userId, role: 'authenticated', email: EMAILS[userId] }),
    ]);
    const { rows } = await client.query<T>(sql, params);
    await client.query('commit');
    return rows;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/** An UPDATE that changes nothing but fires the row triggers (a change event without altering the seed). */
export async function touchDebate(db: pg.Pool, debateId: string): Promise<void> {
  const { rowCount } = await db.query('update public.debates set topic = topic where id = $1', [debateId]);
  if (rowCount !== 1) throw new Error(`no debate ${debateId}`);
}

/** The same for a debate's tally row (as the table owner: nobody else may write it). */
export async function touchTallies(db: pg.Pool, debateId: string): Promise<void> {
  const { rowCount } = await db.query('update public.debate_tallies set upvotes = upvotes where debate_id = $1', [debateId]);
  if (rowCount !== 1) throw new Error(`no tally row for ${debateId}`);
}

/** A vote by the user that changes the debate's tallies whatever the seed gave it, and the value that restores it. */
export async function changingVote(db: pg.Pool, userId: string, debateId: string): Promise<{ value: 1 | -1; restore: number }> {
  const { rows } = await db.query<{ value: number }>('select value from public.votes where debate_id = $1 and user_id = $2', [
    debateId,
    userId,
  ]);
  const current = rows[0]?.value ?? 0;
  return { value: current === 1 ? -1 : 1, restore: current };
}
