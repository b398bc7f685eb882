// The free allowance is race-free: a user with 2 free debates who starts 100
// debates at the same moment (100 separate connections, as 100 browser tabs
// going through PostgREST would) gets exactly 2 of them.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const CALLERS = 100;
const NO_FREE_DEBATES = 'No free debates left. Next free debate within 7 days or consider supporting us by purchasing a PRO account';
// Every caller queues behind this advisory lock, so all 100 calls are released together.
const START_GUN = 7_001_001;

const settings = {
  topic: 'Should cities ban cars?',
  debateStyle: 'structured',
  moderatorEnabled: false,
  model1: {
    name: 'gpt-4',
    stance: 0.6,
    rhetoricStyle: 'formal',
    systemPrompt: '',
  },
  model2: {
    name: 'gpt-3.5-turbo',
    stance: -0.6,
    rhetoricStyle: 'casual',
    systemPrompt: '',
  },
};

type Outcome = { ok: true } | { ok: false; code: string | undefined; message: string };

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** One browser's call, made as PostgREST makes it: role authenticated plus the JWT claims. */
async function startDebateWhenReleased(client: pg.Client, claims: string): Promise<Outcome> {
  await client.query('set role authenticated');
  await client.query(`select set_config('request.jwt.claims', $1, false)`, [claims]);
  await client.query('begin');
  await client.query('select pg_advisory_xact_lock_shared($1)', [START_GUN]);
  try {
    await client.query('select * from public.begin_debate($1::jsonb)', [JSON.stringify(settings)]);
    await client.query('commit');
    return { ok: true };
  } catch (error) {
    await client.query('rollback');
    if (error instanceof pg.DatabaseError) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
}

async function waitForWaiters(admin: pg.Client, count: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { rows } = await admin.query<{ waiting: number }>(
      `select count(*)::int as waiting from pg_locks
        where locktype = 'advisory' and objid = $1 and not granted`,
      [START_GUN],
    );
    if (rows[0]!.waiting >= count) return;
    if (Date.now() > deadline) throw new Error(`only ${rows[0]!.waiting} of ${count} callers reached the start line`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('begin_debate allowance under concurrency', () => {
  const url = inject('dbUrl');
  const userId = randomUUID();
  const email = `race-${userId}@agora.local`;
  let admin: pg.Client;

  beforeAll(async () => {
    admin = await connect(url);
    // A GoTrue-shaped user, inserted as the seed does: the triggers create the profile and usage row.
    await admin.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                               raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, '', now(),
               '{"provider":"email","providers":["email"]}', '{"display_name":"Race Runner"}', now(), now())`,
      [userId, email],
    );
  });

  afterAll(async () => {
    await admin?.query('delete from auth.users where id = $1', [userId]);
    await admin?.end();
  });

  it(`lets exactly 2 of ${CALLERS} simultaneous starts through when 2 free debates are left`, async () => {
    const before = await admin.query('select total_debates, free_debates_remaining from public.debate_usage where user_id = $1', [userId]);
    expect(before.rows).toEqual([{ total_debates: 0, free_debates_remaining: 2 }]);

    const claims = JSON.stringify({
      sub: userId,
      role: 'authenticated',
      aud: 'authenticated',
      email,
    });
    const clients = await Promise.all(Array.from({ length: CALLERS }, () => connect(url)));
    try {
      await admin.query('select pg_advisory_lock($1)', [START_GUN]);
      const calls = clients.map((client) => startDebateWhenReleased(client, claims));
      await waitForWaiters(admin, CALLERS);
      await admin.query('select pg_advisory_unlock($1)', [START_GUN]);
      const outcomes = await Promise.all(calls);

      const refused = outcomes.filter((o): o is Extract<Outcome, { ok: false }> => !o.ok);
      expect(outcomes.filter((o) => o.ok)).toHaveLength(2);
      expect(refused).toHaveLength(CALLERS - 2);
      for (const r of refused)
        expect(r).toEqual({
          ok: false,
          code: 'AG001',
          message: NO_FREE_DEBATES,
        });
    } finally {
      await admin.query('select pg_advisory_unlock_all()');
      await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
    }

    const after = await admin.query('select total_debates, free_debates_remaining from public.debate_usage where user_id = $1', [userId]);
    expect(after.rows).toEqual([{ total_debates: 2, free_debates_remaining: 0 }]);
    const generations = await admin.query('select count(*)::int as n from public.debate_generations where user_id = $1', [userId]);
    expect(generations.rows[0]).toEqual({ n: 2 });
  });
});
