-- Test helpers: a small DSL so every pgTAP file reads like the rules it proves.
-- Loaded by the test run itself (pg_prove or `supabase test db` run this file
-- first and it commits), never by a migration.
--
--   tests.start_empty()                       no users, debates or votes, settings at the spec's numbers,
--                                             the clock running (seed data vanishes for this test only:
--                                             it rolls back); called again at each section of a file
--   tests.create_supabase_user('alice')       a real auth.users row (profile and usage triggers fire)
--   tests.get_supabase_uid('alice')           that user's id
--   tests.authenticate_as('alice')            act as alice (role authenticated + JWT claims), as PostgREST would
--   tests.authenticate_with_second_factor('alice')   act as alice after a TOTP verification (aal2)
--   tests.authenticate_as_service_role()      act as the service role
--   tests.clear_authentication()              act as a visitor (role anon, no claims)
--   tests.as_postgres()                       back to the migration owner
--   tests.freeze_time('2026-01-01 12:00Z')    the rules' clock stops there (until rollback)
--   tests.create_debate('alice', 'Topic', shared => true)   a saved (and optionally shared) debate
--   tests.debate_id('Topic')                  the id of the debate with that topic
--   tests.turn_text(debate, round, speaker)   the text of one turn
--   tests.create_generation('alice')          a finished generation (no allowance spent)
--   tests.set_usage('alice', remaining, last_started, updated_at)   put the allowance in a known state
--   tests.usage_of('alice')                   the stored usage row, read without applying any rule
--   tests.make_test_account('x@y')            name the daily-reset test account in app_settings
--   tests.make_pro('alice')                   set is_pro as an operator would
--   tests.remember('g1', id) / tests.id('g1')  name an id once, use it inside quoted SQL under any role
--   tests.error_detail($$sql$$)               the DETAIL the statement fails with (AG010 names the field)
--   tests.affected_rows($$sql$$)              how many rows a write touched, as the current role

begin;

set local client_min_messages = warning;

create extension if not exists pgtap with schema extensions;

drop schema if exists tests cascade;
create schema tests;
grant usage on schema tests to anon, authenticated, service_role;
alter default privileges in schema tests grant execute on functions to anon, authenticated, service_role;

-- `supabase test db` may run on a seeded database; every domain file starts
-- from an empty community so its exact lists and counts hold anywhere. A file
-- of several sections calls it again at the top of each, so it also puts back
-- what a section may have changed: the clock, the named ids and every setting
-- (each to its column's default, the spec's numbers a new project starts with).
create function tests.start_empty()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform tests.unfreeze_time();
  delete from tests.named_ids;
  -- Votes first: cascading from users, a vote could go after its debate while the debate's
  -- tally (inserted in this same transaction, so its foreign key is checked again) stays.
  delete from public.votes;
  -- Responses too: a response written in this transaction whose author goes is updated (its
  -- author set null), and PostgreSQL checks such a row's debate again, which the same cascade
  -- may already have deleted, depending on the order the cascades run in.
  delete from public.threaded_responses;
  delete from auth.users;
  delete from public.debates;
  execute (
    select 'update public.app_settings set '
           || pg_catalog.string_agg(pg_catalog.format('%I = default', a.attname), ', ' order by a.attnum) || ' where id'
      from pg_catalog.pg_attribute a
     where a.attrelid = 'public.app_settings'::pg_catalog.regclass and a.attnum > 0 and not a.attisdropped and a.attname <> 'id'
  );
end;
$$;

create function tests.create_supabase_user(identifier text, email text default null, metadata jsonb default null)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid := gen_random_uuid();
begin
  insert into auth.users (
    instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at
  ) values (
    '00000000-0000-0000-0000-000000000000', v_id, 'authenticated', 'authenticated',
    coalesce(email, identifier || '@test.agora.local'), '', now(),
    '{"provider":"email","providers":["email"]}',
    coalesce(metadata, '{}'::jsonb) || jsonb_build_object('test_identifier', identifier),
    now(), now()
  );
  return v_id;
end;
$$;

create function tests.get_supabase_uid(identifier text)
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  select u.id into v_id from auth.users u where u.raw_user_meta_data ->> 'test_identifier' = identifier;
  if v_id is null then
    raise exception 'tests: no user %', identifier;
  end if;
  return v_id;
end;
$$;

create function tests.email_of(identifier text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select u.email::text from auth.users u where u.id = tests.get_supabase_uid(identifier)
$$;

create function tests.authenticate_as(identifier text)
returns void
language plpgsql
as $$
declare
  v_id uuid := tests.get_supabase_uid(identifier);
begin
  perform set_config('role', 'authenticated', true);
  perform set_config('request.jwt.claims', json_build_object(
    'sub', v_id, 'role', 'authenticated', 'aud', 'authenticated',
    'email', tests.email_of(identifier)
  )::text, true);
end;
$$;

create function tests.authenticate_with_second_factor(identifier text)
returns void
language plpgsql
as $$
begin
  perform tests.authenticate_as(identifier);
  perform set_config('request.jwt.claims',
    (current_setting('request.jwt.claims', true)::jsonb
      || jsonb_build_object('aal', 'aal2', 'amr', jsonb_build_array(
           jsonb_build_object('method', 'totp', 'timestamp', extract(epoch from now())::bigint),
           jsonb_build_object('method', 'password', 'timestamp', extract(epoch from now())::bigint))))::text,
    true);
end;
$$;

-- A verified authenticator on the account (as the auth service leaves it after enrolment).
create function tests.add_verified_factor(identifier text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid := gen_random_uuid();
begin
  insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
  values (v_id, tests.get_supabase_uid(identifier), 'Authenticator', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP');
  return v_id;
end;
$$;

create function tests.authenticate_as_service_role()
returns void
language plpgsql
as $$
begin
  perform set_config('role', 'service_role', true);
  perform set_config('request.jwt.claims', '{"role":"service_role"}', true);
end;
$$;

create function tests.clear_authentication()
returns void
language plpgsql
as $$
begin
  perform set_config('role', 'anon', true);
  perform set_config('request.jwt.claims', '{"role":"anon"}', true);
end;
$$;

create function tests.as_postgres()
returns void
language plpgsql
as $$
begin
  perform set_config('role', 'none', true);
  perform set_config('request.jwt.claims', '', true);
end;
$$;

-- Replaces the rules' clock for the rest of the transaction (tests roll back).
create function tests.freeze_time(frozen_at timestamptz)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  execute format(
    'create or replace function private.clock_now() returns timestamptz language sql stable set search_path = '''' as $f$ select %L::timestamptz $f$',
    frozen_at
  );
end;
$$;

create function tests.unfreeze_time()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  create or replace function private.clock_now() returns timestamptz language sql stable set search_path = ''
  as $f$ select pg_catalog.now() $f$;
end;
$$;

-- A saved debate with six turns, owned by `owner`; shared through the real
-- share_debate rule when `shared` (at `shared_at` when given: the clock stays
-- frozen there). Leaves the session acting as postgres.
create function tests.create_debate(
  owner text,
  topic text default 'Should cities ban cars?',
  categories public.debate_category[] default array['Politics']::public.debate_category[],
  shared boolean default false,
  display_name text default null,
  shared_at timestamptz default null
)
returns uuid
language plpgsql
as $$
declare
  v_owner uuid := tests.get_supabase_uid(owner);
  v_id uuid;
begin
  perform tests.as_postgres();
  if shared_at is not null then
    shared := true;
    perform tests.freeze_time(shared_at);
  end if;
  insert into public.debates (
    user_id, topic, categories, debate_style, speaker1_model, speaker1_stance, speaker1_rhetoric_style,
    speaker2_model, speaker2_stance, speaker2_rhetoric_style, user_display_name
  ) values (
    v_owner, topic, categories, 'structured', 'gpt-4', 0.6, 'formal', 'gpt-3.5-turbo', -0.6, 'casual',
    coalesce(display_name, 'Anonymous User')
  )
  returning id into v_id;

  insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary)
  select v_id, r, s,
         format('Round %s speaker %s argues that %s The evidence is plain.', r, s, topic),
         format('Summary of round %s speaker %s.', r, s)
    from generate_series(0, 2) r, generate_series(0, 1) s;

  if shared then
    perform tests.authenticate_as(owner);
    perform public.share_debate(v_id);
    perform tests.as_postgres();
  end if;
  return v_id;
end;
$$;

create function tests.turn_text(debate uuid, round_index integer, speaker_index integer)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select t.text from public.debate_turns t
   where t.debate_id = debate and t.round_index = turn_text.round_index and t.speaker_index = turn_text.speaker_index
$$;

-- Named ids for the test in progress (rows roll back with the test).
create table tests.named_ids (name text primary key, id uuid not null);

create function tests.remember(name text, id uuid)
returns uuid
language sql
security definer
set search_path = ''
as $$
  insert into tests.named_ids (name, id) values (remember.name, remember.id)
  on conflict on constraint named_ids_pkey do update set id = excluded.id
  returning named_ids.id
$$;

create function tests.id(name text)
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  select n.id into v_id from tests.named_ids n where n.name = id.name;
  if v_id is null then
    raise exception 'tests: no id named %', name;
  end if;
  return v_id;
end;
$$;

create function tests.debate_id(topic text)
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_ids uuid[];
begin
  select array_agg(d.id) into v_ids from public.debates d where d.topic = debate_id.topic;
  if cardinality(v_ids) is distinct from 1 then
    raise exception 'tests: expected one debate titled %, found %', topic, coalesce(cardinality(v_ids), 0);
  end if;
  return v_ids[1];
end;
$$;

create function tests.response_id(content text)
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_ids uuid[];
begin
  select array_agg(r.id) into v_ids from public.threaded_responses r where r.content = response_id.content;
  if cardinality(v_ids) is distinct from 1 then
    raise exception 'tests: expected one response reading %, found %', content, coalesce(cardinality(v_ids), 0);
  end if;
  return v_ids[1];
end;
$$;

-- A generation as the edge function leaves it (settings normalised as
-- begin_debate stores them), without spending any allowance.
create function tests.create_generation(
  owner text,
  settings jsonb default null,
  status text default 'completed',
  turns jsonb default null,
  moderator_opening text default null,
  moderator_closing text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  -- stopped: the runner failed before any turn was written (the stop reason 'failed').
  insert into public.debate_generations (user_id, settings, status, stop_reason, generator, turns, moderator_opening,
                                         moderator_closing, finished_at)
  values (
    tests.get_supabase_uid(owner),
    private.validate_debate_settings(coalesce(settings, tests.debate_settings())),
    status,
    case when status = 'stopped' then 'failed' end,
    case when status = 'completed' then 'offline-demo' end,
    case status when 'completed' then coalesce(turns, tests.six_turns()) when 'stopped' then coalesce(turns, '[]'::jsonb) end,
    moderator_opening,
    moderator_closing,
    case when status <> 'running' then pg_catalog.now() end
  )
  returning id into v_id;
  -- Its turns as the runner records them, one row each (what saving copies).
  insert into public.generation_turns (generation_id, sequence, role, round_index, speaker_index, phase, text, summary,
                                       complete, author_kind, model)
  select v_id, x.sequence, x.role, x.round_index, x.speaker_index, x.phase, x.text, x.summary, true, 'demo', x.model
    from public.debate_generations g
   cross join lateral (
     select 0::smallint as sequence, 'moderator' as role, null::smallint as round_index, null::smallint as speaker_index,
            'opening' as phase, g.moderator_opening as text, g.moderator_opening as summary, g.settings #>> '{model1,name}' as model
      where g.moderator_opening is not null
     union all
     select ((case when g.moderator_opening is not null then 1 else 0 end) + (e ->> 'roundIndex')::int * 2
             + (e ->> 'speakerIndex')::int)::smallint,
            'speaker', (e ->> 'roundIndex')::smallint, (e ->> 'speakerIndex')::smallint, null, e ->> 'text', e ->> 'summary',
            g.settings #>> array[case (e ->> 'speakerIndex') when '0' then 'model1' else 'model2' end, 'name']
       from jsonb_array_elements(coalesce(g.turns, '[]'::jsonb)) e
     union all
     select 7::smallint, 'moderator', null, null, 'closing', g.moderator_closing, g.moderator_closing, g.settings #>> '{model1,name}'
      where g.moderator_closing is not null) x
   where g.id = v_id;
  return v_id;
end;
$$;

-- Puts a user's allowance in an exact state (the rules' own writes are what tests observe).
create function tests.set_usage(
  identifier text,
  remaining integer,
  last_started timestamptz default null,
  updated timestamptz default null,
  total integer default null
)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.debate_usage u
     set free_debates_remaining = remaining,
         last_debate_started = last_started,
         updated_at = coalesce(updated, u.updated_at),
         total_debates = coalesce(total, u.total_debates)
   where u.user_id = tests.get_supabase_uid(identifier)
$$;

create function tests.usage_of(identifier text)
returns public.debate_usage
language sql
stable
security definer
set search_path = ''
as $$
  select u from public.debate_usage u where u.user_id = tests.get_supabase_uid(identifier)
$$;

create function tests.make_test_account(email text)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.app_settings set test_account_email = email where id
$$;

create function tests.make_pro(identifier text, pro boolean default true)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.profiles set is_pro = pro where id = tests.get_supabase_uid(identifier)
$$;

-- Runs a statement as the current role and returns the DETAIL it failed with
-- (null when it succeeded). Its effects are rolled back either way.
create function tests.error_detail(sql text)
returns text
language plpgsql
as $$
declare
  v_detail text;
begin
  begin
    execute sql;
    raise exception using errcode = 'TS000', message = 'succeeded; undo it';
  exception
    when sqlstate 'TS000' then
      return null;
    when others then
      get stacked diagnostics v_detail = pg_exception_detail;
      return v_detail;
  end;
end;
$$;

-- How many rows a write touched as the current role (RLS filters silently).
create function tests.affected_rows(sql text)
returns integer
language plpgsql
as $$
declare
  v_count integer;
begin
  execute sql;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

-- Valid generator settings, for tests that start debates.
create function tests.debate_settings(topic text default 'Should cities ban cars?', moderator boolean default false)
returns jsonb
language sql
immutable
as $$
  select jsonb_build_object(
    'topic', topic, 'debateStyle', 'structured', 'moderatorEnabled', moderator,
    'model1', jsonb_build_object('name', 'gpt-4', 'stance', 0.6, 'rhetoricStyle', 'formal', 'systemPrompt', ''),
    'model2', jsonb_build_object('name', 'gpt-3.5-turbo', 'stance', -0.6, 'rhetoricStyle', 'casual', 'systemPrompt', '')
  )
$$;

-- Six valid turns for complete_generation.
create function tests.six_turns(prefix text default 'Turn')
returns jsonb
language sql
immutable
as $$
  select jsonb_agg(jsonb_build_object(
    'roundIndex', r, 'speakerIndex', s,
    'text', format('%s text for round %s, speaker %s.', prefix, r, s),
    'summary', format('%s summary %s/%s.', prefix, r, s)
  ) order by r, s)
  from generate_series(0, 2) r, generate_series(0, 1) s
$$;

-- The helpers are exactly these (a renamed or dropped helper fails here,
-- not as a puzzling error in some domain file), and every API role may call
-- them: the domain files switch roles before calling a helper.
select plan(2);
select functions_are('tests', array[
  'start_empty', 'create_supabase_user', 'get_supabase_uid', 'email_of', 'authenticate_as',
  'authenticate_as_service_role', 'clear_authentication', 'as_postgres', 'freeze_time', 'unfreeze_time',
  'create_debate', 'turn_text', 'remember', 'id', 'debate_id', 'response_id', 'create_generation',
  'set_usage', 'usage_of', 'make_test_account', 'make_pro', 'error_detail', 'affected_rows',
  'debate_settings', 'six_turns', 'authenticate_with_second_factor', 'add_verified_factor'
], 'the test helpers are exactly these (a renamed or dropped one fails here)');
select is(
  (select array_agg(distinct r.rolname::text order by r.rolname::text)
     from pg_catalog.pg_proc p
     cross join (values ('anon'), ('authenticated'), ('service_role')) as r(rolname)
    where p.pronamespace = 'tests'::regnamespace
      and not pg_catalog.has_function_privilege(r.rolname, p.oid, 'execute')),
  null,
  'anon, authenticated and the service role may call every helper');
select * from finish();

commit;
