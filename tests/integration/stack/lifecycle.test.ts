// startStack as `npm start` uses it: a persistent data directory that keeps
// its data across restarts (migrations and seed only once), free ports when
// the preferred ones are taken, and a crashed child reported with its log and
// then restarted on the same address.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listMigrations } from '../../../stack/postgres/migrate.ts';
import { startStack, type RunningStack, type StackCrash } from '../../../stack/orchestration/start-stack.ts';
import { supabaseClient } from '../../support/supabase-client.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/functions');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-lifecycle-'));
fs.chmodSync(dir, 0o755);
const running: RunningStack[] = [];

function start(extra: Partial<Parameters<typeof startStack>[0]> = {}) {
  return startStack({
    dataDir: path.join(dir, 'data'),
    persistent: true,
    seed: true,
    web: false,
    functionsDir: FIXTURES,
    configFile: path.join(FIXTURES, 'config.toml'),
    functionsEnvFile: false,
    onCrash: () => undefined,
    ...extra,
  }).then((stack) => {
    running.push(stack);
    return stack;
  });
}

afterAll(async () => {
  for (const stack of running) await stack.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a persistent stack', () => {
  const email = `restart-${Date.now()}@agora.local`;
  let votedDebate: string;

  it('creates, migrates and seeds the database on first start', async () => {
    const stack = await start();
    expect(stack.created).toBe(true);
    expect(stack.migrationsApplied).toEqual(listMigrations().map((m) => m.version));

    const visitor = supabaseClient(stack.apiUrl, stack.anonKey);
    const { error: signUpError } = await visitor.auth.signUp({ email, password: 'restart-password' });
    expect(signUpError).toBeNull();
    const { data: debate } = await visitor.from('public_debates').select('id').limit(1).single();
    votedDebate = debate!.id;
    const { error: voteError } = await visitor.rpc('cast_vote', { p_debate_id: votedDebate, p_value: -1 });
    expect(voteError).toBeNull();
    await stack.stop();
  });

  it('keeps users and data on the next start, applies nothing twice, and moves off a taken port', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as net.AddressInfo).port;
    try {
      const stack = await start({ ports: { gateway: taken } });
      expect(stack.created).toBe(false);
      expect(stack.migrationsApplied).toEqual([]);
      expect(new URL(stack.apiUrl).port).not.toBe(String(taken));

      const client = supabaseClient(stack.apiUrl, stack.anonKey);
      const { error } = await client.auth.signInWithPassword({ email, password: 'restart-password' });
      expect(error).toBeNull();
      const { data: vote } = await client.from('votes').select('value').eq('debate_id', votedDebate).single();
      expect(vote).toEqual({ value: -1 });
      const { count } = await client.from('public_debates').select('id', { count: 'exact', head: true });
      expect(count).toBe(28);
    } finally {
      blocker.close();
    }
  });

  it('reports a child that dies with its name and log tail, then restarts it on the same address', async () => {
    const crashes: StackCrash[] = [];
    const recovered: string[] = [];
    const stack = running.at(-1)!;
    await stack.stop();
    const again = await start({ onCrash: (crash) => crashes.push(crash), onRecover: (s) => recovered.push(s) });
    const postgrest = again.services.find((s) => s.name === 'postgrest') as { pid?: number; url: string } | undefined;
    const killed = postgrest?.pid;
    expect(typeof killed).toBe('number');
    const url = postgrest!.url;
    process.kill(killed!, 'SIGKILL');

    await expect.poll(() => crashes, { timeout: 15_000, interval: 50 }).toHaveLength(1);
    expect(crashes).toEqual([{ service: 'postgrest', reason: 'postgrest was killed by SIGKILL', logTail: expect.any(String) }]);
    await expect.poll(() => recovered, { timeout: 60_000, interval: 100 }).toEqual(['postgrest']);
    expect(postgrest!.pid).not.toBe(killed);
    expect(postgrest!.url).toBe(url);
    const { count, error } = await supabaseClient(again.apiUrl, again.anonKey)
      .from('public_debates')
      .select('id', { count: 'exact', head: true });
    expect(error).toBeNull();
    expect(count).toBe(28);
    expect(crashes).toHaveLength(1);
  });
});
