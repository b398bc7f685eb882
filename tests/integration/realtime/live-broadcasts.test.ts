// Broadcast from the database as the SPA uses it: supabase-js through the
// gateway, signed in with the auth service, private channels on per-debate
// topics authorised by RLS on realtime.messages, votes cast through PostgREST.
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ALICE, PRIVATE_DEBATE, changingVote, sharedDebate, waitUntil } from './helpers.ts';
import { supabaseClient } from '../../support/supabase-client.ts';

const clients: SupabaseClient[] = [];
let db: pg.Pool;

async function signedIn(email: string): Promise<SupabaseClient> {
  const client = supabaseClient(inject('apiUrl'), inject('anonKey'));
  clients.push(client);
  const { error } = await client.auth.signInWithPassword({ email, password: 'password123' });
  if (error) throw error;
  return client;
}

function visitor(): SupabaseClient {
  const client = supabaseClient(inject('apiUrl'), inject('anonKey'));
  clients.push(client);
  return client;
}

interface Received {
  event: string;
  payload: Record<string, unknown>;
}

/** Joins a private topic the way the SPA does; resolves on SUBSCRIBED, rejects with the join error. */
async function joinPrivate(client: SupabaseClient, topic: string, received: Received[] = []): Promise<RealtimeChannel> {
  await client.realtime.setAuth();
  return new Promise((resolve, reject) => {
    const channel = client
      .channel(topic, { config: { private: true } })
      .on('broadcast', { event: '*' }, (message: { event: string; payload: Record<string, unknown> }) =>
        received.push({ event: message.event, payload: message.payload }),
      );
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve(channel);
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        void client.removeChannel(channel);
        reject(new Error(`${status} ${error?.message ?? ''}`));
      }
    });
  });
}

beforeAll(() => {
  db = new pg.Pool({ connectionString: inject('dbUrl'), max: 2 });
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
  await db.end();
});

describe('broadcast from the database on private debate topics', () => {
  it("a debate's private channel joins for those who may read it and is refused for others", async () => {
    const alice = await signedIn('alice@agora.local');
    const bob = await signedIn('bob@agora.local');

    await expect(joinPrivate(alice, `debate:${PRIVATE_DEBATE}`)).resolves.toBeDefined();
    await expect(joinPrivate(bob, `debate:${PRIVATE_DEBATE}`)).rejects.toThrow(
      `CHANNEL_ERROR Unauthorized: You do not have permissions to read from this Channel topic: debate:${PRIVATE_DEBATE}`,
    );
    await expect(joinPrivate(visitor(), `debate:${PRIVATE_DEBATE}`)).rejects.toThrow(/CHANNEL_ERROR Unauthorized/);

    // A shared debate's topic is open to every reader, visitors included.
    await expect(joinPrivate(bob, `debate:${sharedDebate(14)}`)).resolves.toBeDefined();
    await expect(joinPrivate(visitor(), `debate:${sharedDebate(14)}`)).resolves.toBeDefined();
    // Per-user topics: that user only.
    const { data } = await alice.auth.getUser();
    await expect(joinPrivate(alice, `user:${data.user!.id}`)).resolves.toBeDefined();
    await expect(joinPrivate(bob, `user:${data.user!.id}`)).rejects.toThrow(/CHANNEL_ERROR Unauthorized/);
  });

  it("a vote reaches the debate topic's subscribers as a broadcast of the new tallies", async () => {
    const debate = sharedDebate(15);
    const { value, restore } = await changingVote(db, ALICE, debate);
    const bob = await signedIn('bob@agora.local');
    const anonymous = visitor();
    const alice = await signedIn('alice@agora.local');
    const bobSees: Received[] = [];
    const visitorSees: Received[] = [];
    await joinPrivate(bob, `debate:${debate}`, bobSees);
    await joinPrivate(anonymous, `debate:${debate}`, visitorSees);

    const { data, error } = await alice.rpc('cast_vote', { p_debate_id: debate, p_value: value });
    try {
      expect(error).toBeNull();
      const tallies = (data as { upvotes: number; downvotes: number }[])[0]!;
      // How fast is bench:realtime's to measure (p95 ≤ 150 ms); here, that it comes at all.
      await waitUntil(() => bobSees.length > 0 && visitorSees.length > 0, 2_000, 'the tallies broadcast');
      for (const seen of [bobSees, visitorSees]) {
        expect(seen).toEqual([
          {
            event: 'tallies',
            payload: { debate_id: debate, upvotes: tallies.upvotes, downvotes: tallies.downvotes, id: expect.any(String) },
          },
        ]);
      }
    } finally {
      await alice.rpc('cast_vote', { p_debate_id: debate, p_value: restore });
    }
    await waitUntil(() => bobSees.length === 2, 2_000, 'the restored vote');
    expect(bobSees[1]!.payload).toMatchObject({ debate_id: debate });
    expect(bobSees[1]!.payload).not.toEqual(bobSees[0]!.payload);
  });

  it('a new response reaches the topic as a broadcast of its row', async () => {
    const debate = sharedDebate(16);
    const bob = await signedIn('bob@agora.local');
    const alice = await signedIn('alice@agora.local');
    const bobSees: Received[] = [];
    await joinPrivate(bob, `debate:${debate}`, bobSees);

    // The opening words of the first turn, whatever the seed wrote there.
    const [turn] = (
      await db.query<{ quote: string }>(
        `select left(text, 24) as quote from public.debate_turns where debate_id = $1 and round_index = 0 and speaker_index = 0`,
        [debate],
      )
    ).rows;
    const quote = turn!.quote;
    const { data, error } = await alice.rpc('post_response', {
      p_debate_id: debate,
      p_round_index: 0,
      p_speaker_index: 0,
      p_original_text: quote,
      p_original_text_start: 0,
      p_original_text_end: [...quote].length,
      p_content: 'Broadcast test: which evidence?',
    });
    expect(error).toBeNull();
    const posted = (Array.isArray(data) ? data[0] : data) as { id: string };
    try {
      await waitUntil(() => bobSees.some((m) => m.event === 'response'), 2_000, 'the response broadcast');
      const message = bobSees.find((m) => m.event === 'response')!;
      expect(message.payload).toMatchObject({
        operation: 'INSERT',
        table: 'threaded_responses',
        schema: 'public',
        record: { id: posted.id, debate_id: debate, content: 'Broadcast test: which evidence?', depth: 0 },
        old_record: null,
      });
    } finally {
      await db.query('delete from public.threaded_responses where id = $1', [posted.id]);
    }
  });
});
