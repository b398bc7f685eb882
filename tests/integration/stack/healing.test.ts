// A stack that heals: a killed PostgreSQL postmaster, auth service
// or PostgREST comes back by itself, supabase-js clients recover without a
// restart of the stack, and no vote acknowledged to a client is lost.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type RunningStack, type StackCrash } from '../../../stack/orchestration/start-stack.ts';
import { supabaseClient } from '../../support/supabase-client.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/functions');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-healing-'));
fs.chmodSync(dir, 0o755);
const crashes: StackCrash[] = [];
const recovered: string[] = [];
let stack: RunningStack;

beforeAll(async () => {
  // Persistent (fsync and synchronous commit on), as `npm start` runs it: an
  // acknowledged commit must survive the postmaster's death.
  stack = await startStack({
    dataDir: path.join(dir, 'data'),
    persistent: true,
    seed: true,
    web: false,
    functionsDir: FIXTURES,
    configFile: path.join(FIXTURES, 'config.toml'),
    functionsEnvFile: false,
    onCrash: (crash) => crashes.push(crash),
    onRecover: (service) => recovered.push(service),
  });
});

afterAll(async () => {
  await stack?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

function pidOf(name: string): number {
  const pid = (stack.services.find((s) => s.name === name) as { pid?: number } | undefined)?.pid;
  if (typeof pid !== 'number') throw new Error(`${name} has no process id`);
  return pid;
}

async function signUp(label: string) {
  const client = supabaseClient(stack.apiUrl, stack.anonKey);
  const email = `heal-${label}-${Date.now()}@agora.local`;
  const { data, error } = await client.auth.signUp({ email, password: 'healing-password' });
  expect(error).toBeNull();
  return { client, email, userId: data.user!.id };
}

async function apiAnswers(): Promise<boolean> {
  const { error } = await supabaseClient(stack.apiUrl, stack.anonKey).from('public_debates').select('id').limit(1);
  return error === null;
}

describe('a stack that heals', () => {
  it('answers again within 15 s after a kill -9 of PostgreSQL during a burst of votes, losing no acknowledged vote', async () => {
    const voters = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => signUp(`voter${n}`)));
    const { data: debates } = await voters[0]!.client.from('public_debates').select('id');
    expect(debates!.length).toBeGreaterThanOrEqual(20);

    const acknowledged: Array<{ userId: string; debateId: string; value: number }> = [];
    let killedAt = 0;
    let firstAnswerAfterKill = 0;
    const giveUpAt = Date.now() + 120_000;

    // Every voter votes once on every debate, retrying (as an app would) until acknowledged.
    const burst = voters.map(async ({ client, userId }, v) => {
      for (const [d, { id: debateId }] of debates!.entries()) {
        const value = (v + d) % 2 === 0 ? 1 : -1;
        for (;;) {
          if (Date.now() > giveUpAt) throw new Error('votes were still refused two minutes after the crash');
          const { error } = await client.rpc('cast_vote', { p_debate_id: debateId, p_value: value });
          if (!error) {
            acknowledged.push({ userId, debateId, value });
            if (killedAt && !firstAnswerAfterKill) firstAnswerAfterKill = Date.now();
            break;
          }
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    });
    await expect.poll(() => acknowledged.length, { timeout: 30_000, interval: 10 }).toBeGreaterThanOrEqual(20);
    killedAt = Date.now();
    process.kill(pidOf('postgres'), 'SIGKILL');
    await Promise.all(burst);

    expect(crashes.map((c) => c.service)).toContain('postgres');
    expect(firstAnswerAfterKill - killedAt).toBeLessThan(15_000);
    expect(acknowledged).toHaveLength(voters.length * debates!.length);

    const db = new pg.Client({ connectionString: stack.dbUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ user_id: string; debate_id: string; value: number }>(
        'select user_id, debate_id, value from public.votes where user_id = any($1::uuid[])',
        [voters.map((v) => v.userId)],
      );
      const stored = new Map(rows.map((r) => [`${r.user_id}/${r.debate_id}`, r.value]));
      for (const vote of acknowledged) expect(stored.get(`${vote.userId}/${vote.debateId}`)).toBe(vote.value);
    } finally {
      await db.end();
    }

    // The auth service's pool reconnected too: a password sign-in works.
    const { error } = await supabaseClient(stack.apiUrl, stack.anonKey).auth.signInWithPassword({
      email: voters[0]!.email,
      password: 'healing-password',
    });
    expect(error).toBeNull();
  });

  it.each(['auth', 'postgrest', 'functions'])('brings a killed %s process back by itself', async (name) => {
    const before = recovered.filter((s) => s === name).length;
    const killed = pidOf(name);
    process.kill(killed, 'SIGKILL');
    await expect.poll(() => recovered.filter((s) => s === name).length, { timeout: 60_000, interval: 100 }).toBe(before + 1);
    expect(pidOf(name)).not.toBe(killed);
    expect(crashes.at(-1)).toEqual({ service: name, reason: `${name} was killed by SIGKILL`, logTail: expect.any(String) });

    if (name === 'auth') {
      const { data, error } = await supabaseClient(stack.apiUrl, stack.anonKey).auth.signInWithPassword({
        email: 'alice@agora.local',
        password: 'password123',
      });
      expect(error).toBeNull();
      expect(data.session?.access_token).toEqual(expect.any(String));
    } else if (name === 'functions') {
      const res = await fetch(`${stack.functionsUrl}/open`, { headers: { apikey: stack.anonKey } });
      expect(res.status).toBe(200);
      await res.body?.cancel();
    } else {
      expect(await apiAnswers()).toBe(true);
    }
  });
});
