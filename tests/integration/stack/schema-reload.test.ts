// PostgREST's schema cache follows DDL by itself, as on Supabase (whose
// images ship the pgrst_ddl_watch / pgrst_drop_watch event triggers): a table
// created over plain SQL answers through supabase-js without anyone sending
// `notify pgrst, 'reload schema'`, and a dropped function is forgotten (PostgREST
// looks functions up in its cache: a stale cache would still call it).
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { supabaseClient } from '../../support/supabase-client.ts';

const dbUrl = inject('dbUrl');
const visitor = supabaseClient(inject('apiUrl'), inject('anonKey'));
const table = `schema_reload_${process.pid}_${Date.now()}`;
const fn = `${table}_answer`;

async function sql(text: string) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

afterAll(() => sql(`drop table if exists public.${table}; drop function if exists public.${fn}()`));

describe('the PostgREST schema cache', () => {
  it('serves a table created over SQL without a manual reload', async () => {
    await sql(`
      create table public.${table} (id int primary key, label text not null);
      grant select on public.${table} to anon;
      insert into public.${table} values (1, 'created over SQL');
    `);
    await expect
      .poll(async () => (await visitor.from(table).select('id, label')).data, { timeout: 20_000, interval: 200 })
      .toEqual([{ id: 1, label: 'created over SQL' }]);
  });

  it('serves a function created over SQL and forgets it once dropped', async () => {
    await sql(`
      create function public.${fn}() returns int language sql as 'select 42';
      grant execute on function public.${fn}() to anon;
    `);
    await expect.poll(async () => (await visitor.rpc(fn)).data, { timeout: 20_000, interval: 200 }).toBe(42);

    await sql(`drop function public.${fn}()`);
    await expect.poll(async () => (await visitor.rpc(fn)).error?.code, { timeout: 20_000, interval: 200 }).toBe('PGRST202');
  });
});
