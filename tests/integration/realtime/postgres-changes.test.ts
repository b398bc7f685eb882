// postgres_changes through the local realtime service, driven by the real
// @supabase/realtime-js client: votes reach other users live, RLS decides who
// receives which row, filters and identity changes behave as on Supabase.
import type { RealtimePostgresChangesPayload } from '@supabase/realtime-js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  ALICE,
  BOB,
  CAROL,
  PRIVATE_DEBATE,
  asUser,
  newClient,
  markers,
  sharedDebate,
  startHarness,
  subscribe,
  touchDebate,
  userToken,
  waitUntil,
  type Harness,
} from './helpers.ts';

type Row = Record<string, unknown>;
type Change = RealtimePostgresChangesPayload<Row>;

let h: Harness;
// Votes cast by the tests, cleared afterwards so other suites see the seed's tallies.
const castVotes: { userId: string; debateId: string }[] = [];

async function castVote(userId: string, debateId: string, value: number) {
  if (value !== 0) castVotes.push({ userId, debateId });
  const [tallies] = await asUser<{ upvotes: number; downvotes: number }>(
    h.db,
    userId,
    'select upvotes, downvotes from public.cast_vote($1, $2)',
    [debateId, value],
  );
  return tallies!;
}

const idOf = (change: Change) => (change.eventType === 'DELETE' ? change.old.id : change.new.id);

beforeAll(async () => {
  h = await startHarness(inject('dbUrl'));
});

afterAll(async () => {
  for (const { userId, debateId } of castVotes.splice(0)) await castVote(userId, debateId, 0).catch(() => {});
  await h?.stop();
});

describe('realtime postgres_changes', () => {
  it("user B's subscription receives user A's vote on a shared debate, as a few numbers", async () => {
    // Debate 1: shared by Bob, Alice has not voted on it.
    const debate = sharedDebate(1);
    const bob = newClient(h);
    await bob.setAuth(await userToken(h.keys.jwtSecret, BOB));
    const received: Change[] = [];
    const debateRows: Change[] = [];
    const channel = bob
      .channel(`debate-${debate}`)
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'debate_tallies', filter: `debate_id=eq.${debate}` }, (change) =>
        received.push(change),
      )
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'debates', filter: `id=eq.${debate}` }, (change) =>
        debateRows.push(change),
      );
    const passMarker = markers(channel, h.db);
    await subscribe(channel);

    const before = (await h.db.query<{ upvotes: number }>('select upvotes from public.debate_tallies where debate_id = $1', [debate]))
      .rows[0]!;
    const tallies = await castVote(ALICE, debate, 1);
    expect(tallies.upvotes).toBe(before.upvotes + 1);
    // How fast it arrives is measured by `npm run bench:realtime`, not by a timed assertion on a shared machine.
    await waitUntil(() => received.length > 0, 1_000, "Alice's vote to reach Bob");

    const change = received[0]!;
    expect(change.eventType).toBe('UPDATE');
    expect(change.schema).toBe('public');
    expect(change.table).toBe('debate_tallies');
    expect(change.new).toMatchObject({ debate_id: debate, upvotes: tallies.upvotes, downvotes: tallies.downvotes });
    expect(Object.keys(change.new).sort()).toEqual(['debate_id', 'downvotes', 'shared_at', 'upvotes']);
    // Like Supabase on an RLS table without REPLICA IDENTITY FULL: the old key only.
    expect(change.old).toEqual({ debate_id: debate });
    expect(change.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(change.errors).toBeNull();
    // The vote did not write the debate row: a marker committed after the vote arrived, no debates change before it.
    await passMarker();
    expect(debateRows).toEqual([]);
  });

  it("never delivers a change of Alice's private debate to Bob, but does to Alice", async () => {
    const publicDebate = sharedDebate(3);
    const watch = async (userId: string) => {
      const client = newClient(h);
      await client.setAuth(await userToken(h.keys.jwtSecret, userId));
      const ids: unknown[] = [];
      await subscribe(
        client
          .channel(`all-debates-${userId}`)
          .on('postgres_changes', { event: '*', schema: 'public', table: 'debates' }, (c: Change) => ids.push(idOf(c))),
      );
      return ids;
    };
    const bobSees = await watch(BOB);
    const aliceSees = await watch(ALICE);

    await touchDebate(h.db, PRIVATE_DEBATE);
    await touchDebate(h.db, publicDebate);
    // The public change, committed after the private one, is the marker: once it is in, the private one came or never will.
    await waitUntil(() => bobSees.includes(publicDebate) && aliceSees.includes(publicDebate), 2_000, 'the public change');

    expect(bobSees).toEqual([publicDebate]);
    // Changes arrive in commit order, and the author sees her private row.
    expect(aliceSees).toEqual([PRIVATE_DEBATE, publicDebate]);
  });

  it('an anonymous subscriber (API key only) receives shared rows only', async () => {
    const publicDebate = sharedDebate(4);
    const anon = newClient(h);
    const ids: unknown[] = [];
    await subscribe(
      anon
        .channel('anon-debates')
        .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'debates' }, (c: Change) => ids.push(idOf(c))),
    );

    await touchDebate(h.db, PRIVATE_DEBATE);
    await touchDebate(h.db, publicDebate);
    // The public change, committed after the private one, is the marker.
    await waitUntil(() => ids.includes(publicDebate), 2_000, 'the public change');
    expect(ids).toEqual([publicDebate]);
  });

  it('delivers an INSERT on threaded_responses, and its DELETE with the old key only', async () => {
    const debate = sharedDebate(5);
    const bob = newClient(h);
    await bob.setAuth(await userToken(h.keys.jwtSecret, BOB));
    const inserts: Change[] = [];
    const deletes: Change[] = [];
    await subscribe(
      bob
        .channel(`responses-${debate}`)
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'threaded_responses', filter: `debate_id=eq.${debate}` },
          (c: Change) => inserts.push(c),
        )
        .on('postgres_changes', { event: 'DELETE', schema: 'public', table: 'threaded_responses' }, (c: Change) => deletes.push(c)),
    );

    // The first words of the seeded turn (seed.sql, written by the demo debater).
    const [turn] = (
      await h.db.query<{ start: number; quote: string }>(
        `select 0 as start, left(text, 24) as quote from public.debate_turns
          where debate_id = $1 and round_index = 0 and speaker_index = 0`,
        [debate],
      )
    ).rows;
    const quote = turn!.quote;
    const [posted] = await asUser<{ id: string }>(h.db, ALICE, 'select id from public.post_response($1, 0, 0, $2, $3, $4, $5)', [
      debate,
      quote,
      turn!.start,
      turn!.start + quote.length,
      'Realtime test: where is the evidence?',
    ]);

    await waitUntil(() => inserts.length > 0, 1_000, 'the INSERT');
    expect(inserts[0]!.eventType).toBe('INSERT');
    expect(inserts[0]!.new).toMatchObject({
      id: posted!.id,
      debate_id: debate,
      author_id: ALICE,
      content: 'Realtime test: where is the evidence?',
      depth: 0,
      response_count: 0,
    });
    expect(inserts[0]!.old).toEqual({});

    await h.db.query('delete from public.threaded_responses where id = $1', [posted!.id]);
    await waitUntil(() => deletes.length > 0, 1_000, 'the DELETE');
    expect(deletes[0]!.eventType).toBe('DELETE');
    expect(deletes[0]!.old).toEqual({ id: posted!.id });
    expect(deletes[0]!.new).toEqual({});
    expect(inserts).toHaveLength(1);
  });

  it('an eq filter delivers its row only', async () => {
    const watched = sharedDebate(6);
    const other = sharedDebate(7);
    const carol = newClient(h);
    await carol.setAuth(await userToken(h.keys.jwtSecret, CAROL));
    const filtered: unknown[] = [];
    const unfiltered: unknown[] = [];
    await subscribe(
      carol
        .channel('filters')
        .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'debates', filter: `id=eq.${watched}` }, (c: Change) =>
          filtered.push(idOf(c)),
        )
        .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'debates' }, (c: Change) => unfiltered.push(idOf(c))),
    );

    await touchDebate(h.db, other);
    await touchDebate(h.db, watched);
    // The watched row's change, committed last, is the marker: the other row's change reached the channel before it.
    await waitUntil(() => unfiltered.includes(watched) && filtered.includes(watched), 2_000, 'both changes');
    expect(unfiltered).toEqual([other, watched]);
    expect(filtered).toEqual([watched]);
  });

  it('switching identity with setAuth (access_token) changes what is delivered', async () => {
    const publicDebate = sharedDebate(8);
    const client = newClient(h);
    await client.setAuth(await userToken(h.keys.jwtSecret, ALICE));
    const ids: unknown[] = [];
    const { system } = await subscribe(
      client
        .channel('switching')
        .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'debates' }, (c: Change) => ids.push(idOf(c))),
    );

    await touchDebate(h.db, PRIVATE_DEBATE);
    await waitUntil(() => ids.includes(PRIVATE_DEBATE), 1_000, "Alice's private change");

    await client.setAuth(await userToken(h.keys.jwtSecret, BOB));
    // The server confirms the new token by re-announcing the subscription.
    await waitUntil(() => system.length >= 2, 2_000, 'the resubscription');
    expect(system[1]).toMatchObject({ extension: 'postgres_changes', status: 'ok' });

    ids.length = 0;
    await touchDebate(h.db, PRIVATE_DEBATE);
    await touchDebate(h.db, publicDebate);
    // The public change, committed after the private one, is the marker.
    await waitUntil(() => ids.includes(publicDebate), 2_000, 'the public change');
    expect(ids).toEqual([publicDebate]);
  });

  it('removeChannel (phx_leave) stops delivery to that channel', async () => {
    const debate = sharedDebate(9);
    const client = newClient(h);
    const left: unknown[] = [];
    const kept: unknown[] = [];
    const filter = { event: 'UPDATE', schema: 'public', table: 'debates', filter: `id=eq.${debate}` } as const;
    const { channel } = await subscribe(client.channel('to-leave').on('postgres_changes', filter, (c: Change) => left.push(idOf(c))));
    await subscribe(client.channel('to-keep').on('postgres_changes', filter, (c: Change) => kept.push(idOf(c))));

    await touchDebate(h.db, debate);
    await waitUntil(() => left.length === 1 && kept.length === 1, 1_000, 'the first change on both channels');

    expect(await client.removeChannel(channel)).toBe('ok');
    await touchDebate(h.db, debate);
    await waitUntil(() => kept.length === 2, 1_000, 'the second change on the kept channel');
    // One more change as a marker: the socket's frames arrive in order, so once the kept channel has it, anything
    // sent to the left channel for the second change has arrived.
    await touchDebate(h.db, debate);
    await waitUntil(() => kept.length === 3, 1_000, 'the marker change on the kept channel');
    expect(left).toHaveLength(1);
  });

  it('works with the vsn 1.0.0 JSON protocol and through the /realtime/v1 prefix', async () => {
    const debate = sharedDebate(10);
    const client = newClient(h, { vsn: '1.0.0', path: '/realtime/v1' });
    expect(client.endpointURL()).toContain('/realtime/v1/websocket?');
    expect(client.endpointURL()).toContain('vsn=1.0.0');
    const ids: unknown[] = [];
    await subscribe(
      client
        .channel('v1')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'debates', filter: `id=eq.${debate}` }, (c: Change) =>
          ids.push(idOf(c)),
        ),
    );
    await touchDebate(h.db, debate);
    await waitUntil(() => ids.length > 0, 1_000, 'the change');
    expect(ids).toEqual([debate]);
  });

  it('refuses subscriptions it cannot serve: the join fails with the reason (CHANNEL_ERROR), never a silent SUBSCRIBED', async () => {
    const client = newClient(h);
    const attempt = (name: string, params: Record<string, string>) =>
      new Promise<{ status: string; message: string; system: Record<string, unknown>[] }>((resolve) => {
        const system: Record<string, unknown>[] = [];
        const channel = client.channel(name).on('postgres_changes', { event: '*', schema: 'public', ...params }, () => {});
        channel.on('system', {}, (payload: Record<string, unknown>) => system.push(payload));
        channel.subscribe((status, error) => {
          if (status === 'SUBSCRIBED' || status === 'CHANNEL_ERROR') {
            void client.removeChannel(channel);
            resolve({ status, message: error?.message ?? '', system });
          }
        });
      });

    const unknownOperator = await attempt('foo', { table: 'debate_tallies', filter: 'upvotes=foo.5' });
    expect(unknownOperator.status).toBe('CHANNEL_ERROR');
    expect(unknownOperator.message).toBe('Error parsing `filter` params: ["foo","5"]');
    expect(unknownOperator.system[0]).toMatchObject({ extension: 'postgres_changes', status: 'error' });

    const badValue = await attempt('bad-uuid', { table: 'debates', filter: 'id=eq.not-a-uuid' });
    expect(badValue.status).toBe('CHANNEL_ERROR');
    expect(badValue.message).toContain('invalid input syntax for type uuid');

    const badOperator = await attempt('like-integer', { table: 'debate_tallies', filter: 'upvotes=like.5' });
    expect(badOperator.status).toBe('CHANNEL_ERROR');
    expect(badOperator.message).toContain('operator does not exist');

    const unpublished = await attempt('votes', { table: 'votes' });
    expect(unpublished.status).toBe('CHANNEL_ERROR');
    expect(unpublished.message).toMatch(/^Unable to subscribe to changes with given parameters/);

    const ok = await attempt('fine', { table: 'debates', filter: 'id=eq.AAAAAAAA-0000-4000-8000-000000000011' });
    expect(ok.status).toBe('SUBSCRIBED');
  });

  it('matches an eq filter by the column type, not by spelling', async () => {
    const debate = sharedDebate(11);
    const client = newClient(h);
    const ids: unknown[] = [];
    await subscribe(
      client
        .channel('upper-case-uuid')
        .on(
          'postgres_changes',
          { event: 'UPDATE', schema: 'public', table: 'debates', filter: `id=eq.${debate.toUpperCase()}` },
          (c: Change) => ids.push(idOf(c)),
        ),
    );
    await touchDebate(h.db, debate);
    await waitUntil(() => ids.length > 0, 1_000, 'the change');
    expect(ids).toEqual([debate]);
  });
});
