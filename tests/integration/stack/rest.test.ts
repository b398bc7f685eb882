// PostgREST through the gateway, driven by supabase-js exactly as the SPA
// drives it: RLS decides per signed-in user, rule-bearing columns are refused
// with PostgREST's error shape, and rule functions' errors reach the client
// as PostgrestErrors carrying Agora's code and message.
import { describe, expect, inject, it } from 'vitest';
import { supabaseClient } from '../../support/supabase-client.ts';

const apiUrl = inject('apiUrl');
const anonKey = inject('anonKey');

const ALICE_PRIVATE_DEBATE = 'bbbbbbbb-0000-4000-8000-000000000001';

async function signedIn(email: string) {
  const client = supabaseClient(apiUrl, anonKey);
  const { error } = await client.auth.signInWithPassword({ email, password: 'password123' });
  expect(error).toBeNull();
  return client;
}

describe('row-level security through REST', () => {
  it('lets alice read her private debate and hides it from bob and from visitors', async () => {
    const alice = await signedIn('alice@agora.local');
    const bob = await signedIn('bob@agora.local');
    const visitor = supabaseClient(apiUrl, anonKey);

    const own = await alice.from('debates').select('id, topic, is_public').eq('id', ALICE_PRIVATE_DEBATE);
    expect(own.error).toBeNull();
    expect(own.data).toEqual([{ id: ALICE_PRIVATE_DEBATE, topic: 'Should chess be an Olympic sport?', is_public: false }]);

    for (const other of [bob, visitor]) {
      const { data, error } = await other.from('debates').select('id').eq('id', ALICE_PRIVATE_DEBATE);
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
  });

  it('lets a visitor read the shared debates, and only those', async () => {
    const visitor = supabaseClient(apiUrl, anonKey);
    const { data, error, count } = await visitor.from('debates').select('id, is_public', { count: 'exact' });
    expect(error).toBeNull();
    expect(count).toBeGreaterThanOrEqual(28);
    expect(data?.every((d) => d.is_public)).toBe(true);
  });

  it("refuses a direct write to a debate's tally with PostgREST's error shape", async () => {
    const alice = await signedIn('alice@agora.local');
    const { data: shared } = await alice.from('public_debates').select('id, upvotes').limit(1).single();
    const { error, status } = await alice.from('debate_tallies').update({ upvotes: 9999 }).eq('debate_id', shared!.id);
    expect(status).toBe(403);
    expect(error).toMatchObject({ code: '42501', message: expect.stringContaining('permission denied') });
    expect(error).toHaveProperty('details');
    expect(error).toHaveProperty('hint');

    const { data: after } = await alice.from('debate_tallies').select('upvotes').eq('debate_id', shared!.id).single();
    expect(after?.upvotes).toBe(shared!.upvotes);
  });
});

describe('rule functions over RPC', () => {
  it("delivers a rule's error as a PostgrestError with Agora's code and message", async () => {
    const visitor = supabaseClient(apiUrl, anonKey);
    const { data: debate } = await visitor.from('public_debates').select('id').limit(1).single();
    const { data, error } = await visitor.rpc('cast_vote', { p_debate_id: debate!.id, p_value: 1 });
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: 'AG040', message: 'You need to be logged in to vote on debates.' });
  });

  it('casts a vote for a signed-in user and keeps the tally in the database', async () => {
    const bob = await signedIn('bob@agora.local');
    const { data: debate } = await bob.from('public_debates').select('id, upvotes, downvotes').limit(1).single();
    const { data: myVote } = await bob.from('votes').select('value').eq('debate_id', debate!.id).maybeSingle();
    const { error } = await bob.rpc('cast_vote', { p_debate_id: debate!.id, p_value: myVote?.value === 1 ? -1 : 1 });
    expect(error).toBeNull();
    const { data: after } = await bob.from('public_debates').select('upvotes, downvotes').eq('id', debate!.id).single();
    expect(after).not.toEqual({ upvotes: debate!.upvotes, downvotes: debate!.downvotes });
  });
});
