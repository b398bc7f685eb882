// The journeys of a new Supabase user's app, run against one stack through
// supabase-js with the new API keys: a visitor with the publishable key reads
// the ranking and signs up; as that user votes, follows a private debate
// channel's live tally and starts a debate; the secret key (the service role)
// reads what RLS hides, and is refused from a browser. The same journeys run
// on a stack that signs sessions ES256 and on one that signs them HS256.
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { decodeProtectedHeader } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { supabaseClient } from '../../support/supabase-client.ts';
import { readEvents, validSettings } from '../functions/helpers.ts';
import { sharedDebate, waitUntil } from '../realtime/helpers.ts';

export interface KeyStack {
  apiUrl: string;
  publishableKey: string;
  secretKey: string;
  /** How the stack signs sessions. */
  alg: 'ES256' | 'HS256';
}

const BROWSER_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export interface SignedUp {
  client: SupabaseClient;
  userId: string;
  accessToken: string;
}

/**
 * Signs a new person up with the publishable key. Where the stack asks for
 * email confirmation first, the operator confirms the address (secret key,
 * admin API) and the person signs in, as after clicking the link.
 */
export async function signUpWithPublishableKey(stack: KeyStack, label: string): Promise<SignedUp> {
  const client = supabaseClient(stack.apiUrl, stack.publishableKey);
  const email = `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const password = 'a-good-password';
  const { data, error } = await client.auth.signUp({ email, password });
  if (error || !data.user) throw error ?? new Error('sign-up returned no user');
  let session = data.session;
  if (!session) {
    const admin = supabaseClient(stack.apiUrl, stack.secretKey).auth.admin;
    const confirmed = await admin.updateUserById(data.user.id, { email_confirm: true });
    if (confirmed.error) throw confirmed.error;
    const signedIn = await client.auth.signInWithPassword({ email, password });
    if (signedIn.error) throw signedIn.error;
    session = signedIn.data.session;
  }
  return { client, userId: data.user.id, accessToken: session.access_token };
}

interface Received {
  event: string;
  payload: Record<string, unknown>;
}

async function joinPrivate(client: SupabaseClient, topic: string, received: Received[]): Promise<RealtimeChannel> {
  await client.realtime.setAuth();
  return new Promise((resolve, reject) => {
    const channel = client
      .channel(topic, { config: { private: true } })
      .on('broadcast', { event: '*' }, (message: { event: string; payload: Record<string, unknown> }) =>
        received.push({ event: message.event, payload: message.payload }),
      );
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve(channel);
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(new Error(`${status} ${error?.message ?? ''}`));
    });
  });
}

export function describeKeyJourneys(getStack: () => KeyStack, debateNumber: number): void {
  const clients: SupabaseClient[] = [];
  const track = (client: SupabaseClient) => (clients.push(client), client);
  let person: SignedUp | undefined;
  let startedDebateId: string | undefined;

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.removeAllChannels()));
  });

  describe('with the publishable key', () => {
    it('a visitor reads the ranking and the function lists its models', async () => {
      const stack = getStack();
      const visitor = track(supabaseClient(stack.apiUrl, stack.publishableKey));
      const { data, error } = await visitor.rpc('list_public_debates', { p_limit: 5 });
      expect(error).toBeNull();
      expect((data as unknown[]).length).toBeGreaterThan(0);
      const models = await visitor.functions.invoke<{ models: { name: string }[] }>('generate-debate', { method: 'GET' });
      expect(models.error).toBeNull();
      expect(models.data?.models.map((m) => m.name)).toContain('gpt-4');
    });

    it("signs a visitor up, with a session signed the stack's way", async () => {
      const stack = getStack();
      person = await signUpWithPublishableKey(stack, `keys-${stack.alg.toLowerCase()}`);
      track(person.client);
      const header = decodeProtectedHeader(person.accessToken);
      expect(header.alg).toBe(stack.alg);
      if (stack.alg === 'ES256') expect(header.kid).toEqual(expect.any(String));
      const { data } = await person.client.auth.getUser();
      expect(data.user?.id).toBe(person.userId);
    });

    it('as that person votes, and a private debate channel delivers the live tally to them and to a visitor', async () => {
      const stack = getStack();
      const debate = sharedDebate(debateNumber);
      const visitor = track(supabaseClient(stack.apiUrl, stack.publishableKey));
      const personSees: Received[] = [];
      const visitorSees: Received[] = [];
      await joinPrivate(person!.client, `debate:${debate}`, personSees);
      await joinPrivate(visitor, `debate:${debate}`, visitorSees);

      const { data, error } = await person!.client.rpc('cast_vote', { p_debate_id: debate, p_value: 1 });
      expect(error).toBeNull();
      const tallies = (data as { upvotes: number; downvotes: number }[])[0]!;
      await waitUntil(() => personSees.length > 0 && visitorSees.length > 0, 10_000, 'the tallies broadcast');
      for (const seen of [personSees, visitorSees]) {
        expect(seen[0]).toEqual({
          event: 'tallies',
          payload: { debate_id: debate, upvotes: tallies.upvotes, downvotes: tallies.downvotes, id: expect.any(String) },
        });
      }
      // The seeded tally as it was, for the other tests.
      expect((await person!.client.rpc('cast_vote', { p_debate_id: debate, p_value: 0 })).error).toBeNull();
    });

    it('as that person starts a debate through the edge function', async () => {
      const stack = getStack();
      const response = await fetch(`${stack.apiUrl}/functions/v1/generate-debate`, {
        method: 'POST',
        headers: {
          apikey: stack.publishableKey,
          Authorization: `Bearer ${person!.accessToken}`,
          'Content-Type': 'application/json',
          Accept: 'text/event-stream',
        },
        body: JSON.stringify(validSettings()),
      });
      expect(response.status).toBe(200);
      const events = await readEvents(response);
      const done = events.at(-1);
      expect(done?.type).toBe('done');
      const generationId = done?.type === 'done' ? done.debate.generationId : '';
      const saved = await person!.client.rpc('save_debate', { p_generation_id: generationId, p_categories: ['Society'] });
      expect(saved.error).toBeNull();
      startedDebateId = (saved.data as { id: string }).id;
      expect(startedDebateId).toEqual(expect.any(String));
    });
  });

  describe('with the secret key', () => {
    it('the service role reads what RLS hides from a visitor', async () => {
      const stack = getStack();
      const visitor = track(supabaseClient(stack.apiUrl, stack.publishableKey));
      const service = track(supabaseClient(stack.apiUrl, stack.secretKey));
      const hidden = await visitor.from('debates').select('id').eq('id', startedDebateId!);
      expect(hidden.error).toBeNull();
      expect(hidden.data).toEqual([]);
      const seen = await service.from('debates').select('id, user_id, is_public').eq('id', startedDebateId!);
      expect(seen.error).toBeNull();
      expect(seen.data).toEqual([{ id: startedDebateId, user_id: person!.userId, is_public: false }]);
    });

    it("is refused from a browser with Supabase's error", async () => {
      const stack = getStack();
      const browser = supabaseClientWithAgent(stack, BROWSER_USER_AGENT);
      const { error, status } = await browser.from('public_debates').select('id').limit(1);
      expect(status).toBe(401);
      expect(error?.message).toBe('Forbidden use of secret API key in browser');
      const raw = await fetch(`${stack.apiUrl}/rest/v1/public_debates?select=id&limit=1`, {
        headers: { apikey: stack.secretKey, 'User-Agent': BROWSER_USER_AGENT },
      });
      expect(raw.status).toBe(401);
      expect(await raw.json()).toEqual({
        message: 'Forbidden use of secret API key in browser',
        hint: 'Secret API keys can only be used in a protected environment and should never be used in a browser.',
      });
      // The same key from a server (Node's own User-Agent) is the service role.
      const server = await fetch(`${stack.apiUrl}/rest/v1/public_debates?select=id&limit=1`, { headers: { apikey: stack.secretKey } });
      expect(server.status).toBe(200);
    });
  });
}

function supabaseClientWithAgent(stack: KeyStack, userAgent: string): SupabaseClient {
  return createClient(stack.apiUrl, stack.secretKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
    global: { headers: { 'User-Agent': userAgent } },
  });
}
