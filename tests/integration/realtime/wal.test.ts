// postgres_changes read from the write-ahead log, with realtime-js (the client
// supabase-js uses): filters beyond eq, old records by replica identity, and
// changes committed while the service was down delivered after it restarts.
import type { RealtimeChannel, RealtimePostgresChangesPayload } from '@supabase/realtime-js';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startRealtimeService } from '../../../stack/realtime/index.ts';
import type { RunningService } from '../../../stack/orchestration/running-service.ts';
import {
  ALICE,
  asUser,
  changingVote,
  markers,
  newClient,
  sharedDebate,
  startHarness,
  subscribe,
  touchDebate,
  touchTallies,
  userToken,
  waitUntil,
  type Harness,
} from './helpers.ts';

type Row = Record<string, unknown>;
type Change = RealtimePostgresChangesPayload<Row>;

let h: Harness;

beforeAll(async () => {
  h = await startHarness(inject('dbUrl'));
});

afterAll(async () => {
  await h?.stop();
});

describe('postgres_changes from the WAL', () => {
  it('`in` and `gt` filters deliver exactly the matching rows', async () => {
    const [a, b, c] = [sharedDebate(17), sharedDebate(18), sharedDebate(19)];
    // Tallies: the table a vote changes.
    const { rows } = await h.db.query<{ id: string; upvotes: number }>(
      'select debate_id as id, upvotes from public.debate_tallies where debate_id = any($1) order by debate_id',
      [[a, b, c]],
    );
    const upvotes = new Map(rows.map((r) => [r.id, r.upvotes]));
    // A threshold only some of the three exceed (their seeded tallies differ).
    const sorted = [...upvotes.values()].sort((x, y) => x - y);
    const threshold = sorted[0]!;
    const above = [a, b, c].filter((id) => upvotes.get(id)! > threshold);
    expect(above.length).toBeGreaterThan(0);
    expect(above.length).toBeLessThan(3);

    const client = newClient(h);
    const inList: unknown[] = [];
    const greater: unknown[] = [];
    const channel = client
      .channel('in-and-gt')
      .on(
        'postgres_changes',
        { event: 'UPDATE', schema: 'public', table: 'debate_tallies', filter: `debate_id=in.(${a},${b})` },
        (ch: Change) => inList.push((ch.new as Row).debate_id),
      )
      .on(
        'postgres_changes',
        { event: 'UPDATE', schema: 'public', table: 'debate_tallies', filter: `upvotes=gt.${threshold}` },
        (ch: Change) => greater.push((ch.new as Row).debate_id),
      );
    const passMarker = markers(channel, h.db);
    await subscribe(channel);

    for (const id of [a, b, c]) await touchTallies(h.db, id);
    // Committed after the three changes: once it is in, every change that matched has arrived.
    await passMarker();
    expect(inList).toEqual([a, b]);
    expect(greater).toEqual(above);
  });

  it('an UPDATE carries its old record: the whole row with REPLICA IDENTITY FULL', async () => {
    await h.db.query(`
      create table public.realtime_wal_probe (id integer primary key, label text not null, amount integer not null);
      alter table public.realtime_wal_probe replica identity full;
      grant select on public.realtime_wal_probe to anon;
      insert into public.realtime_wal_probe values (1, 'before', 10);
      alter publication supabase_realtime add table public.realtime_wal_probe;
    `);
    try {
      const client = newClient(h);
      const changes: Change[] = [];
      await subscribe(
        client
          .channel('old-record')
          .on('postgres_changes', { event: '*', schema: 'public', table: 'realtime_wal_probe' }, (ch: Change) => changes.push(ch)),
      );
      await h.db.query(`update public.realtime_wal_probe set label = 'after', amount = 11 where id = 1`);
      // Two updates in one transaction arrive as two events, each with the row as it was then.
      await h.db.query(`begin; update public.realtime_wal_probe set amount = 12 where id = 1;
                        update public.realtime_wal_probe set amount = 13 where id = 1; commit`);
      await h.db.query('delete from public.realtime_wal_probe where id = 1');
      await waitUntil(() => changes.length >= 4, 3_000, 'the four changes');

      expect(changes.map((ch) => [ch.eventType, ch.new, ch.old])).toEqual([
        ['UPDATE', { id: 1, label: 'after', amount: 11 }, { id: 1, label: 'before', amount: 10 }],
        ['UPDATE', { id: 1, label: 'after', amount: 12 }, { id: 1, label: 'after', amount: 11 }],
        ['UPDATE', { id: 1, label: 'after', amount: 13 }, { id: 1, label: 'after', amount: 12 }],
        // No RLS on this table: a DELETE carries the whole old row too.
        ['DELETE', {}, { id: 1, label: 'after', amount: 13 }],
      ]);
    } finally {
      await h.db.query('drop table public.realtime_wal_probe');
    }
  });
});

describe('the replication connection', () => {
  it('comes back by itself when Postgres cuts it, and nothing committed meanwhile is lost', async () => {
    const debate = sharedDebate(21);
    const client = newClient(h);
    const ids: unknown[] = [];
    const channel = client
      .channel('reconnecting')
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'debates', filter: `id=eq.${debate}` }, (ch: Change) =>
        ids.push((ch.new as Row).id),
      );
    const passMarker = markers(channel, h.db);
    await subscribe(channel);
    const cut = await h.db.query<{ cut: boolean }>(
      'select pg_terminate_backend(active_pid) as cut from pg_replication_slots where slot_name = $1 and active_pid is not null',
      [h.slotName],
    );
    expect(cut.rows[0]?.cut).toBe(true);
    await touchDebate(h.db, debate);
    await waitUntil(() => ids.length === 1, 15_000, 'the change after the reconnect');
    await touchDebate(h.db, debate);
    await waitUntil(() => ids.length === 2, 5_000, 'the next change');
    // A change delivered twice (replayed after the reconnect) would be in before this marker.
    await passMarker();
    expect(ids).toEqual([debate, debate]);
  });

  it('reports what it handled, so the slot keeps no WAL behind a stream of commits', async () => {
    const debate = sharedDebate(22);
    for (let i = 0; i < 5; i++) await touchTallies(h.db, debate);
    const { rows } = await h.db.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
    // Reported in batches (at most ACK_DELAY_MS after the last commit), never left behind.
    await expect
      .poll(
        async () =>
          (
            await h.db.query<{ caught_up: boolean }>(
              'select confirmed_flush_lsn >= $2::pg_lsn as caught_up from pg_replication_slots where slot_name = $1',
              [h.slotName, rows[0]!.lsn],
            )
          ).rows[0]?.caught_up,
        { timeout: 15_000, interval: 50 },
      )
      .toBe(true);
  });
});

/** A fixed address in front of whichever realtime service is running (clients keep their URL across restarts). */
function forwarder(target: () => number | null): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((inbound) => {
    sockets.add(inbound);
    inbound.on('close', () => sockets.delete(inbound));
    const port = target();
    if (port === null) return inbound.destroy();
    const outbound = net.connect(port, '127.0.0.1');
    sockets.add(outbound);
    outbound.on('close', () => sockets.delete(outbound));
    inbound.pipe(outbound).pipe(inbound);
    const end = () => {
      inbound.destroy();
      outbound.destroy();
    };
    inbound.on('error', end);
    outbound.on('error', end);
    outbound.on('close', end);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as net.AddressInfo).port,
        close: () =>
          new Promise<void>((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      }),
    );
  });
}

describe('a realtime restart', () => {
  it('delivers the changes and broadcasts committed while the service was down', async () => {
    const slotName = `agora_test_restart_${process.pid}`;
    const start = () => startRealtimeService({ dbUrl: inject('dbUrl'), jwtSecret: h.keys.jwtSecret, slotName, resumeWaitMs: 20_000 });
    let service: RunningService | null = await start();
    const proxy = await forwarder(() => service?.port ?? null);
    const watched = sharedDebate(20);
    try {
      const client = newClient(h, { port: proxy.port, reconnectAfterMs: () => 300 });
      await client.setAuth(await userToken(h.keys.jwtSecret, ALICE));
      const changes: unknown[] = [];
      const broadcasts: Record<string, unknown>[] = [];
      const channel = client
        .channel('survives-restarts')
        // A vote changes the debate's tally row.
        .on(
          'postgres_changes',
          { event: 'UPDATE', schema: 'public', table: 'debate_tallies', filter: `debate_id=eq.${watched}` },
          (ch: Change) => changes.push((ch.new as Row).upvotes),
        );
      const passMarker = markers(channel, h.db);
      await subscribe(channel);
      const privateChannel: RealtimeChannel = client
        .channel(`debate:${watched}`, { config: { private: true } })
        .on('broadcast', { event: 'tallies' }, (m: { payload: Record<string, unknown> }) => broadcasts.push(m.payload));
      await subscribe(privateChannel, false);

      await touchTallies(h.db, watched);
      await waitUntil(() => changes.length === 1, 3_000, 'the change before the restart');

      await service.stop();
      service = null;
      // While realtime is down: Alice votes (a row change and a broadcast in one transaction).
      const { value, restore } = await changingVote(h.db, ALICE, watched);
      const [tallies] = await asUser<{ upvotes: number }>(h.db, ALICE, 'select upvotes from public.cast_vote($1, $2)', [watched, value]);
      try {
        service = await start();
        await waitUntil(() => changes.length === 2 && broadcasts.length === 1, 25_000, 'the changes made while down');
        expect(changes[1]).toBe(tallies!.upvotes);
        expect(broadcasts[0]).toMatchObject({ debate_id: watched, upvotes: tallies!.upvotes });
        // Committed after the restart: a change delivered twice (replayed) would be in before this marker.
        await passMarker();
        expect(changes).toHaveLength(2);
      } finally {
        await asUser(h.db, ALICE, 'select public.cast_vote($1, $2)', [watched, restore]);
      }
    } finally {
      await service?.stop();
      await proxy.close();
      // The walsender of a stopped service can outlive its socket for a moment: end it, then drop.
      await h.db.query(
        'select pg_terminate_backend(active_pid) from pg_replication_slots where slot_name = $1 and active_pid is not null',
        [slotName],
      );
      const deadline = Date.now() + 15_000;
      while (
        Date.now() < deadline &&
        (await h.db.query('select 1 from pg_replication_slots where slot_name = $1 and active', [slotName])).rowCount
      ) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await h.db.query('select pg_drop_replication_slot($1) from pg_replication_slots where slot_name = $1', [slotName]);
    }
  });
});
