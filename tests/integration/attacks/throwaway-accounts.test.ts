// Attacks on trust through the public API, against the stack that runs with
// supabase/config.toml (email confirmation on, as `npm start`): throwaway
// accounts, sign-up enumeration, report brigades and view inflation. Each case
// is what an attacker does, and the numbers the database ends with.
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createConfirmedAccount } from '../../support/accounts.ts';
import { waitForMail } from '../../support/mailbox.ts';
import { postQuotingResponse, saveNewDebate, type SavedDebate } from '../../support/own-debate.ts';
import { supabaseClient } from '../../support/supabase-client.ts';
import { postDebate, validSettings } from '../functions/helpers.ts';

const apiUrl = inject('apiUrl');
const anonKey = inject('anonKey');
const stackKeys = { apiUrl, anonKey, serviceRoleKey: inject('serviceRoleKey') };

let pool: pg.Pool;
beforeAll(() => {
  pool = new pg.Pool({ connectionString: inject('dbUrl'), max: 2 });
});
afterAll(async () => {
  await pool?.end();
});

/** A confirmed account with a session; `ageDays` back-dates it, as if made that long ago. */
async function member(label: string, ageDays = 0) {
  const client = supabaseClient(apiUrl, anonKey);
  const email = `${label}-${randomUUID().slice(0, 8)}@example.org`;
  const { user, session } = await createConfirmedAccount(stackKeys, email, 'password123', { signInOn: client });
  if (ageDays > 0)
    await pool.query(`update auth.users set created_at = now() - make_interval(days => $2) where id = $1`, [user.id, ageDays]);
  return { id: user.id, email, client, accessToken: session.access_token };
}

/** A token for `userId` as any other flow could hand one out (signed with the project's secret). */
async function tokenFor(userId: string, email: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sub: userId, role: 'authenticated', aud: 'authenticated', email, aal: 'aal1', session_id: randomUUID() })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(new TextEncoder().encode(inject('jwtSecret')));
}

let shared: SavedDebate;
let owner: Awaited<ReturnType<typeof member>>;
beforeAll(async () => {
  owner = await member('attack-owner', 30);
  shared = await saveNewDebate(owner.client, owner.accessToken, { share: true });
});

describe('a throwaway account (email never confirmed)', () => {
  it('gets no session, no free debates, and can neither start a debate, vote, respond, poll nor report', async () => {
    const email = `throwaway-${randomUUID().slice(0, 8)}@example.org`;
    const visitor = supabaseClient(apiUrl, anonKey);
    const { data, error } = await visitor.auth.signUp({ email, password: 'password123' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    // The confirmation email went out; the password alone does not sign in.
    await waitForMail(inject('mailUrl'), email, { subject: 'Confirm your email address' });
    const signIn = await visitor.auth.signInWithPassword({ email, password: 'password123' });
    expect(signIn.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });

    // A token for the account, as another flow could mint it: the database still refuses.
    const token = await tokenFor(data.user!.id, email);
    const as = supabaseClient(apiUrl, anonKey, token);
    const usage = await as.rpc('get_debate_usage');
    expect(usage.error).toBeNull();
    expect(usage.data).toEqual([expect.objectContaining({ free_debates_remaining: 0, total_debates: 0 })]);

    const generate = await postDebate(`${inject('functionsUrl')}/generate-debate`, validSettings(), token);
    // The edge function checks the session itself (with the auth service, for a
    // legacy HS256 token): no such session exists, so it refuses before the
    // database is asked; begin_debate below is the database's own refusal.
    expect(generate.status).toBe(401);

    const refusals = await Promise.all([
      as.rpc('begin_debate', { p_settings: validSettings() }),
      as.rpc('cast_vote', { p_debate_id: shared.id, p_value: 1 }),
      as.rpc('record_poll_answer', { p_debate_id: shared.id, p_phase: 'before', p_stance: 'for' }),
      as.rpc('report_debate', { p_debate_id: shared.id, p_reason: 'spam' }),
      postQuotingResponse(as, shared, 'A throwaway response.').then(
        () => ({ error: null }),
        (error: unknown) => ({ error: error as { code: string } }),
      ),
    ]);
    for (const { error: refused } of refusals) expect(refused).toMatchObject({ code: 'AG350' });

    const { rows } = await pool.query<{ votes: number; answers: number; reports: number; responses: number; generations: number }>(
      `select (select count(*) from public.votes where user_id = $1)::int as votes,
              (select count(*) from public.poll_answers where user_id = $1)::int as answers,
              (select count(*) from public.reports where reporter_id = $1)::int as reports,
              (select count(*) from public.threaded_responses where author_id = $1)::int as responses,
              (select count(*) from public.debate_generations where user_id = $1)::int as generations`,
      [data.user!.id],
    );
    expect(rows[0]).toEqual({ votes: 0, answers: 0, reports: 0, responses: 0, generations: 0 });
  });
});

describe('sign-up of a registered address', () => {
  it('answers exactly like a new address: same status, same body shape, time within 2×', async () => {
    const registered = await member('registered');
    const keysOf = (body: unknown) => Object.keys(body as object).sort();
    const attempt = async (email: string) => {
      const started = performance.now();
      const response = await fetch(`${apiUrl}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: anonKey, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
        body: JSON.stringify({ email, password: 'password123' }),
      });
      const body = (await response.json()) as Record<string, unknown>;
      return { status: response.status, body, ms: performance.now() - started };
    };
    const fresh: Awaited<ReturnType<typeof attempt>>[] = [];
    const known: Awaited<ReturnType<typeof attempt>>[] = [];
    // Interleaved, so load on the machine falls on both alike. A new address's confirmation is
    // sent after the answer: it is waited for, so the next request does not share the machine with it.
    for (let i = 0; i < 7; i++) {
      const email = `fresh-${randomUUID().slice(0, 8)}@example.org`;
      fresh.push(await attempt(email));
      await waitForMail(inject('mailUrl'), email, { subject: 'Confirm your email address' });
      known.push(await attempt(registered.email));
    }
    for (const answer of [...fresh, ...known]) expect(answer.status).toBe(200);
    const shape = keysOf(fresh[0]!.body);
    for (const answer of [...fresh, ...known]) {
      expect(keysOf(answer.body)).toEqual(shape);
      expect(answer.body).not.toHaveProperty('access_token');
      expect(answer.body.email_confirmed_at).toBeUndefined();
    }
    // The answer does not carry the account's real id.
    for (const answer of known) expect(answer.body.id).not.toBe(registered.id);
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const [a, b] = [median(fresh.map((x) => x.ms)), median(known.map((x) => x.ms))];
    expect(Math.max(a, b) / Math.min(a, b)).toBeLessThan(2);
  });
});

describe('reports from a brigade of new accounts', () => {
  it('3 reports from accounts made this minute hide nothing (the queue still gets them); 3 from established members hide', async () => {
    const author = await member('reported', 30);
    const target1 = await postQuotingResponse(author.client, shared, `Brigaded response ${randomUUID()}`);
    const target2 = await postQuotingResponse(author.client, shared, `Flagged response ${randomUUID()}`);
    const fresh = await Promise.all(['fresh-a', 'fresh-b', 'fresh-c'].map((label) => member(label)));
    const established = await Promise.all(['est-a', 'est-b', 'est-c'].map((label) => member(label, 30)));

    for (const reporter of fresh) {
      const { error } = await reporter.client.rpc('report_response', { p_response_id: target1.id, p_reason: 'spam' });
      expect(error).toBeNull();
    }
    for (const reporter of established) {
      const { error } = await reporter.client.rpc('report_response', { p_response_id: target2.id, p_reason: 'spam' });
      expect(error).toBeNull();
    }

    const reader = supabaseClient(apiUrl, anonKey);
    const visible = async (id: string) => ((await reader.from('threaded_responses').select('id').eq('id', id)).data ?? []).length === 1;
    expect(await visible(target1.id)).toBe(true);
    expect(await visible(target2.id)).toBe(false);

    const { rows } = await pool.query<{ response_id: string; n: number }>(
      `select response_id, count(*)::int as n from public.reports where response_id = any($1::uuid[]) group by response_id`,
      [[target1.id, target2.id]],
    );
    expect(Object.fromEntries(rows.map((r) => [r.response_id, r.n]))).toEqual({ [target1.id]: 3, [target2.id]: 3 });
  });
});

describe('view inflation', () => {
  it('100 anonymous view calls with fresh ids from one address move the count by a handful at most', async () => {
    const { rows: before } = await pool.query<{ views: number }>(`select views from public.debates where id = $1`, [shared.id]);
    for (let i = 0; i < 100; i++) {
      // Fresh browser ids, and a forged X-Forwarded-For the gateway appends the real address to.
      const response = await fetch(`${apiUrl}/rest/v1/rpc/record_debate_view`, {
        method: 'POST',
        headers: { apikey: anonKey, 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${i}` },
        body: JSON.stringify({ p_debate_id: shared.id, p_viewer_id: randomUUID() }),
      });
      expect(response.status).toBe(200);
    }
    const { rows: after } = await pool.query<{ views: number }>(`select views from public.debates where id = $1`, [shared.id]);
    const moved = after[0]!.views - before[0]!.views;
    expect(moved).toBeGreaterThanOrEqual(1);
    expect(moved).toBeLessThanOrEqual(3);
  });
});
