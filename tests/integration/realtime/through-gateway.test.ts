// The realtime service as the SPA reaches it: supabase-js against the
// gateway (`/realtime/v1` upgraded and tunnelled), signed in with the auth
// service, writes through PostgREST RPC.
import type { RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PRIVATE_DEBATE, markers, sharedDebate, touchDebate, waitUntil } from './helpers.ts';
import { supabaseClient } from '../../support/supabase-client.ts';

type Change = RealtimePostgresChangesPayload<Record<string, unknown>>;

const clients: SupabaseClient[] = [];
let db: pg.Pool;

async function signedIn(email: string): Promise<SupabaseClient> {
  const client = supabaseClient(inject('apiUrl'), inject('anonKey'));
  clients.push(client);
  const { error } = await client.auth.signInWithPassword({ email, password: 'password123' });
  if (error) throw error;
  return client;
}

/** Resolves with a function that passes a marker through the channel (see `markers`). */
function subscribed(client: SupabaseClient, name: string, table: string, onChange: (c: Change) => void) {
  return new Promise<() => Promise<void>>((resolve, reject) => {
    const channel = client.channel(name).on('postgres_changes', { event: 'UPDATE', schema: 'public', table }, onChange);
    const passMarker = markers(channel, db);
    channel
      // Resolves on the server's "Subscribed to PostgreSQL".
      .on('system', {}, (p: { status: string }) => {
        if (p.status === 'ok') resolve(passMarker);
        else reject(new Error(JSON.stringify(p)));
      })
      .subscribe((status, error) => {
        if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(new Error(`${status} ${error?.message ?? ''}`));
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

describe('realtime through the gateway with supabase-js', () => {
  it("Bob receives Alice's vote tallies; Alice's private debate never reaches him", async () => {
    // Debate 13: shared by Bob, Alice has not voted on it.
    const debate = sharedDebate(13);
    const bob = await signedIn('bob@agora.local');
    const alice = await signedIn('alice@agora.local');

    // A vote changes the debate's tally row (a few numbers); other edits change the debate row.
    const bobSeesTallies: Record<string, unknown>[] = [];
    const bobSees: Record<string, unknown>[] = [];
    await subscribed(bob, 'gateway-tallies', 'debate_tallies', (c) => bobSeesTallies.push(c.new));
    const passMarker = await subscribed(bob, 'gateway-debates', 'debates', (c) => bobSees.push(c.new));

    const before = (await db.query<{ upvotes: number }>('select upvotes from public.debate_tallies where debate_id = $1', [debate]))
      .rows[0]!;
    const { data, error } = await alice.rpc('cast_vote', { p_debate_id: debate, p_value: 1 });
    try {
      expect(error).toBeNull();
      // How fast it arrives is measured by `npm run bench:realtime`, not by a timed assertion on a shared machine.
      await waitUntil(() => bobSeesTallies.some((row) => row.debate_id === debate), 1_000, "Alice's vote");
      const tallies = (data as { upvotes: number; downvotes: number }[])[0]!;
      expect(tallies.upvotes).toBe(before.upvotes + 1);
      expect(bobSeesTallies.find((row) => row.debate_id === debate)).toMatchObject({
        upvotes: tallies.upvotes,
        downvotes: tallies.downvotes,
      });
      // The vote did not write the debate row: no debates change reached Bob before a marker committed after it.
      await passMarker();
      expect(bobSees).toEqual([]);

      await touchDebate(db, PRIVATE_DEBATE);
      await touchDebate(db, debate);
      await passMarker();
      expect(bobSees.map((row) => row.id)).toEqual([debate]);
    } finally {
      await alice.rpc('cast_vote', { p_debate_id: debate, p_value: 0 });
    }
  });
});
