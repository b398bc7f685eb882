-- =============================================================================
-- Generation life: a debate belongs to its owner from the first token and lives on the server.
--
-- The edge function records each turn as it is written (the text so far, a few times a second,
-- then the finished turn), so a reload, Back/Forward, another tab, a lost connection or signing
-- out and in again finds the same debate: still streaming, or finished and waiting to be saved.
-- The owner stops a debate with a function the runner obeys at its next report; a stopped
-- debate can be saved as it is ("stopped after Round N"). A runner that stops reporting (its
-- process died) is taken as stopped when the generation is next read — no scheduler.
--
-- Statuses after this migration: running → completed (every planned turn written) or stopped
-- (by the owner, by a failure, or interrupted). The old failed/aborted rows become stopped.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Settings: how long a running generation may go without a report before it counts as stopped
-- -----------------------------------------------------------------------------
alter table public.app_settings
  add column generation_stale_seconds integer not null default 60,
  add constraint app_settings_generation_stale_seconds_positive check (generation_stale_seconds > 0);
comment on column public.app_settings.generation_stale_seconds is
  'A running generation whose runner has not reported for this long is taken as stopped (interrupted) when read.';

-- -----------------------------------------------------------------------------
-- debate_generations: a report clock, why it stopped, and the owner's Discard
-- -----------------------------------------------------------------------------
alter table public.debate_generations
  add column heartbeat_at timestamptz,
  add column stop_reason text,
  add column discarded_at timestamptz;
comment on column public.debate_generations.heartbeat_at is 'When the runner last reported (a turn or a heartbeat).';
comment on column public.debate_generations.stop_reason is 'Why a stopped generation stopped: owner (Stop), failed (the runner could not go on) or interrupted (the runner went silent).';
comment on column public.debate_generations.discarded_at is 'When the owner discarded this unsaved debate; the engine no longer offers it.';

update public.debate_generations
   set status = 'stopped',
       stop_reason = case status when 'aborted' then 'owner' else 'failed' end,
       turns = coalesce(turns, '[]'::jsonb)
 where status in ('failed', 'aborted');

alter table public.debate_generations drop constraint debate_generations_status_valid;
alter table public.debate_generations
  add constraint debate_generations_status_valid check (status in ('running', 'completed', 'stopped')),
  add constraint debate_generations_stop_reason_valid
    check ((status = 'stopped') = (stop_reason is not null) and (stop_reason is null or stop_reason in ('owner', 'failed', 'interrupted'))),
  add constraint debate_generations_stopped_has_turns check (status <> 'stopped' or turns is not null);
comment on table public.debate_generations is
  'A debate in the making, from its first token: its settings, status and, once it ends, the speakers'' turns as recorded (six when completed, fewer when stopped). Written only by rule functions.';

-- -----------------------------------------------------------------------------
-- table public.generation_turns
-- Each turn as the runner writes it: the text so far while it streams, then the finished turn.
-- The engine reads these to find a debate again; the owner's other tabs get each report on
-- their user topic.
-- -----------------------------------------------------------------------------
create table public.generation_turns (
  generation_id uuid not null references public.debate_generations (id) on delete cascade,
  sequence smallint not null,
  role text not null,
  round_index smallint,
  speaker_index smallint,
  phase text,
  text text not null default '',
  summary text,
  fallback boolean not null default false,
  complete boolean not null default false,
  author_kind text not null,
  model text,
  updated_at timestamptz not null default now(),
  primary key (generation_id, sequence),
  constraint generation_turns_sequence_valid check (sequence >= 0 and sequence < 64),
  constraint generation_turns_role_valid check (
    (role = 'speaker' and round_index between 0 and 2 and speaker_index between 0 and 1 and phase is null)
    or (role = 'moderator' and round_index is null and speaker_index is null and phase in ('opening', 'closing'))),
  constraint generation_turns_author_valid check (author_kind in ('model', 'demo')),
  constraint generation_turns_model_present check (model is not null and char_length(btrim(model)) between 1 and 100),
  constraint generation_turns_text_length check (char_length(text) <= 20000),
  constraint generation_turns_summary_length check (summary is null or char_length(summary) <= 5000),
  constraint generation_turns_complete_has_text
    check (not complete or (char_length(btrim(text)) >= 1 and char_length(btrim(coalesce(summary, ''))) >= 1))
);
comment on table public.generation_turns is
  'The turns of a debate in the making as the runner writes them (the text so far, then the finished turn). Written only by the runner''s rule functions.';
comment on column public.generation_turns.author_kind is 'Who wrote the turn: a model through the AI provider, or the offline demo debater.';

alter table public.generation_turns enable row level security;
revoke all on table public.generation_turns from anon, authenticated, service_role;
grant select on table public.generation_turns to authenticated;
grant select, insert, update, delete on table public.generation_turns to service_role;
create policy "owners read the turns of their generations" on public.generation_turns for select to authenticated
  using (exists (select 1 from public.debate_generations g
                  where g.id = generation_turns.generation_id and g.user_id = (select auth.uid())));

-- The turns the old runner recorded in one piece, as rows, so every generation reads the same way.
insert into public.generation_turns (generation_id, sequence, role, round_index, speaker_index, phase, text, summary,
                                     complete, author_kind, model, updated_at)
select g.id, t.sequence, t.role, t.round_index, t.speaker_index, t.phase, t.text, t.summary, true,
       case g.generator when 'offline-demo' then 'demo' else 'model' end,
       coalesce(t.model, 'unknown'), coalesce(g.finished_at, g.created_at)
  from public.debate_generations g
 cross join lateral (
   select o.n::smallint as sequence, 'moderator' as role, null::smallint as round_index, null::smallint as speaker_index,
          'opening' as phase, g.moderator_opening as text, g.moderator_opening as summary, g.settings #>> '{model1,name}' as model
     from (select 0 as n) o where g.moderator_opening is not null
   union all
   select ((case when g.moderator_opening is not null then 1 else 0 end)
           + (e ->> 'roundIndex')::int * 2 + (e ->> 'speakerIndex')::int)::smallint,
          'speaker', (e ->> 'roundIndex')::smallint, (e ->> 'speakerIndex')::smallint, null, e ->> 'text', e ->> 'summary',
          g.settings #>> array[case (e ->> 'speakerIndex') when '0' then 'model1' else 'model2' end, 'name']
     from jsonb_array_elements(coalesce(g.turns, '[]'::jsonb)) e
   union all
   select 7::smallint, 'moderator', null, null, 'closing', g.moderator_closing, g.moderator_closing, g.settings #>> '{model1,name}'
    where g.moderator_closing is not null
 ) t
 where t.text is not null and char_length(btrim(t.text)) >= 1;

-- -----------------------------------------------------------------------------
-- The plan: which turn comes at which place (the moderator, when enabled, opens and closes)
-- -----------------------------------------------------------------------------
create function private.planned_turn(p_settings jsonb, p_sequence integer)
returns table (role text, round_index smallint, speaker_index smallint, phase text)
language sql
immutable
set search_path = ''
as $$
  with plan as (
    select coalesce((p_settings ->> 'moderatorEnabled')::boolean, false) as moderated
  )
  select 'moderator', null::smallint, null::smallint, 'opening'
    from plan where moderated and p_sequence = 0
  union all
  select 'speaker', ((p_sequence - m) / 2)::smallint, ((p_sequence - m) % 2)::smallint, null
    from plan cross join lateral (select case when moderated then 1 else 0 end as m) o
   where p_sequence - m between 0 and 5
  union all
  select 'moderator', null, null, 'closing'
    from plan where moderated and p_sequence = 7
$$;
comment on function private.planned_turn(jsonb, integer) is
  'The turn planned at a place of a debate with these settings (none past the end): the moderator''s opening, the six speaker turns, the moderator''s closing.';
revoke all on function private.planned_turn(jsonb, integer) from public;

create function private.planned_turn_count(p_settings jsonb)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case when coalesce((p_settings ->> 'moderatorEnabled')::boolean, false) then 8 else 6 end
$$;
comment on function private.planned_turn_count(jsonb) is 'How many turns a debate with these settings has.';
revoke all on function private.planned_turn_count(jsonb) from public;

-- -----------------------------------------------------------------------------
-- Reading a generation: its state as the engine shows it
-- -----------------------------------------------------------------------------
create function private.generation_turns_json(p_generation_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'sequence', t.sequence, 'role', t.role, 'roundIndex', t.round_index, 'speakerIndex', t.speaker_index,
           'phase', t.phase, 'text', t.text, 'summary', coalesce(t.summary, ''), 'fallback', t.fallback,
           'complete', t.complete, 'authorKind', t.author_kind, 'model', t.model)
         order by t.sequence), '[]'::jsonb)
    from public.generation_turns t
   where t.generation_id = p_generation_id
$$;
comment on function private.generation_turns_json(uuid) is 'A generation''s turns, in order, as the engine reads them.';
revoke all on function private.generation_turns_json(uuid) from public;

create function private.generation_json(p_generation public.debate_generations)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', p_generation.id,
    'status', p_generation.status,
    'stopReason', p_generation.stop_reason,
    'settings', p_generation.settings,
    'generator', p_generation.generator,
    'createdAt', p_generation.created_at,
    'finishedAt', p_generation.finished_at,
    'turnCount', private.planned_turn_count(p_generation.settings),
    'savedDebateId', (select d.id from public.debates d where d.generation_id = p_generation.id),
    'discarded', p_generation.discarded_at is not null,
    'turns', private.generation_turns_json(p_generation.id))
$$;
comment on function private.generation_json(public.debate_generations) is
  'A generation as the engine shows it: status, why it stopped, settings, whether it is saved or discarded, and its turns.';
revoke all on function private.generation_json(public.debate_generations) from public;

-- Tells the owner's tabs that a generation changed (a turn, or its status), on their user topic.
create function private.broadcast_generation(p_user_id uuid, p_event text, p_payload jsonb)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  select realtime.send(p_payload, p_event, 'user:' || p_user_id::text, true)
$$;
comment on function private.broadcast_generation(uuid, text, jsonb) is
  'Sends a generation''s change to its owner''s topic (user:<id>), where every tab of theirs hears it.';
revoke all on function private.broadcast_generation(uuid, text, jsonb) from public;

-- -----------------------------------------------------------------------------
-- Ending a generation
-- -----------------------------------------------------------------------------
-- A generation stops: what is unfinished goes, what is finished is recorded as it is.
create function private.settle_stopped(p_generation_id uuid, p_reason text)
returns public.debate_generations
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_generation public.debate_generations;
begin
  delete from public.generation_turns t where t.generation_id = p_generation_id and not t.complete;
  update public.debate_generations g
     set status = 'stopped',
         stop_reason = p_reason,
         finished_at = private.clock_now(),
         turns = coalesce((
           select jsonb_agg(jsonb_build_object('roundIndex', t.round_index, 'speakerIndex', t.speaker_index,
                                               'text', t.text, 'summary', t.summary) order by t.sequence)
             from public.generation_turns t
            where t.generation_id = p_generation_id and t.role = 'speaker'), '[]'::jsonb),
         moderator_opening = (select t.text from public.generation_turns t
                               where t.generation_id = p_generation_id and t.role = 'moderator' and t.phase = 'opening'),
         moderator_closing = null,
         generator = (select case when bool_or(t.author_kind = 'demo') then 'offline-demo' else 'provider' end
                        from public.generation_turns t where t.generation_id = p_generation_id)
   where g.id = p_generation_id and g.status = 'running'
  returning * into v_generation;
  if found then
    perform private.broadcast_generation(v_generation.user_id, 'generation_status',
      jsonb_build_object('generation_id', v_generation.id, 'status', v_generation.status, 'stop_reason', v_generation.stop_reason));
  else
    select * into v_generation from public.debate_generations g where g.id = p_generation_id;
  end if;
  return v_generation;
end;
$$;
comment on function private.settle_stopped(uuid, text) is
  'Stops a running generation for a reason: its unfinished turn goes, its finished turns are recorded as the debate to save.';
revoke all on function private.settle_stopped(uuid, text) from public;

-- A running generation whose runner went silent is stopped now (decided when read, no scheduler).
create function private.settle_if_interrupted(p_generation public.debate_generations)
returns public.debate_generations
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_generation.status = 'running'
     and coalesce(p_generation.heartbeat_at, p_generation.created_at)
         + make_interval(secs => (private.settings()).generation_stale_seconds) < private.clock_now() then
    return private.settle_stopped(p_generation.id, 'interrupted');
  end if;
  return p_generation;
end;
$$;
comment on function private.settle_if_interrupted(public.debate_generations) is
  'Takes a running generation whose runner has not reported for generation_stale_seconds as stopped (interrupted).';
revoke all on function private.settle_if_interrupted(public.debate_generations) from public;

-- The caller's own generation, locked, brought up to date (AG020 for anyone else's or none).
create function private.own_generation_for_update(p_generation_id uuid)
returns public.debate_generations
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid();
  v_generation public.debate_generations;
begin
  select * into v_generation from public.debate_generations g
   where g.id = p_generation_id and g.user_id = v_uid
   for update;
  if not found then
    raise exception using errcode = 'AG020', message = 'Debate generation not found.';
  end if;
  return private.settle_if_interrupted(v_generation);
end;
$$;
comment on function private.own_generation_for_update(uuid) is
  'The caller''s generation, locked and brought up to date; AG020 when it is not theirs or does not exist.';
revoke all on function private.own_generation_for_update(uuid) from public;

-- -----------------------------------------------------------------------------
-- function public.record_generation_turn (the runner, as the service role)
-- -----------------------------------------------------------------------------
create function public.record_generation_turn(p_generation_id uuid, p_sequence integer, p_turn jsonb)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_generation public.debate_generations;
  v_plan record;
  v_complete boolean := coalesce((p_turn ->> 'complete')::boolean, false);
  v_author text := p_turn ->> 'authorKind';
  v_text text := coalesce(p_turn ->> 'text', '');
  v_summary text := p_turn ->> 'summary';
begin
  select * into v_generation from public.debate_generations g where g.id = p_generation_id for update;
  if not found then
    raise exception using errcode = 'AG020', message = 'Debate generation not found.';
  end if;
  -- Stopped (by the owner, or taken as interrupted) or already complete: the runner ends here.
  if v_generation.status <> 'running' then
    return v_generation.status;
  end if;

  select * into v_plan from private.planned_turn(v_generation.settings, p_sequence);
  if not found then
    raise exception using errcode = 'AG023', message = 'This turn is not part of the debate.';
  end if;
  if (p_turn ->> 'role') is distinct from v_plan.role
     or (p_turn ->> 'roundIndex')::smallint is distinct from v_plan.round_index
     or (p_turn ->> 'speakerIndex')::smallint is distinct from v_plan.speaker_index
     or (p_turn ->> 'phase') is distinct from v_plan.phase then
    raise exception using errcode = 'AG023', message = 'A turn is recorded at its place in the debate.';
  end if;
  if (select count(*) from public.generation_turns t
       where t.generation_id = p_generation_id and t.sequence < p_sequence and t.complete) <> p_sequence then
    raise exception using errcode = 'AG023', message = 'Turns are recorded in the order of the debate.';
  end if;
  if exists (select 1 from public.generation_turns t
              where t.generation_id = p_generation_id and t.sequence = p_sequence and t.complete) then
    raise exception using errcode = 'AG021', message = 'This turn is already recorded.';
  end if;
  if v_author is null or v_author not in ('model', 'demo') then
    raise exception using errcode = 'AG023', message = 'A turn is written by a model or by the offline demo.';
  end if;
  if v_complete and (pg_catalog.btrim(v_text) = '' or pg_catalog.btrim(coalesce(v_summary, '')) = '') then
    raise exception using errcode = 'AG023', message = 'Each turn needs a text and a summary.';
  end if;

  insert into public.generation_turns as t (generation_id, sequence, role, round_index, speaker_index, phase, text, summary,
                                            fallback, complete, author_kind, model, updated_at)
  values (p_generation_id, p_sequence, v_plan.role, v_plan.round_index, v_plan.speaker_index, v_plan.phase, v_text, v_summary,
          coalesce((p_turn ->> 'fallback')::boolean, false), v_complete, v_author, p_turn ->> 'model', private.clock_now())
  on conflict (generation_id, sequence) do update
    set text = excluded.text, summary = excluded.summary, fallback = excluded.fallback, complete = excluded.complete,
        author_kind = excluded.author_kind, model = excluded.model, updated_at = excluded.updated_at;

  update public.debate_generations g set heartbeat_at = private.clock_now() where g.id = p_generation_id;

  perform private.broadcast_generation(v_generation.user_id, 'generation_turn', jsonb_build_object(
    'generation_id', p_generation_id, 'sequence', p_sequence, 'role', v_plan.role, 'round_index', v_plan.round_index,
    'speaker_index', v_plan.speaker_index, 'phase', v_plan.phase, 'text', v_text, 'summary', coalesce(v_summary, ''),
    'fallback', coalesce((p_turn ->> 'fallback')::boolean, false), 'complete', v_complete,
    'author_kind', v_author, 'model', p_turn ->> 'model'));
  return 'running';
end;
$$;
comment on function public.record_generation_turn(uuid, integer, jsonb) is
  'Service role only (the runner): records a turn as it is written — the text so far, then the finished turn — in the debate''s order, and tells the owner''s tabs. Returns the generation''s status: anything but running tells the runner to stop.';
revoke all on function public.record_generation_turn(uuid, integer, jsonb) from public;
grant execute on function public.record_generation_turn(uuid, integer, jsonb) to service_role;

-- -----------------------------------------------------------------------------
-- function public.heartbeat_generation (the runner, between reports)
-- -----------------------------------------------------------------------------
create function public.heartbeat_generation(p_generation_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status text;
begin
  update public.debate_generations g set heartbeat_at = private.clock_now()
   where g.id = p_generation_id and g.status = 'running'
  returning g.status into v_status;
  if found then
    return v_status;
  end if;
  select g.status into v_status from public.debate_generations g where g.id = p_generation_id;
  if not found then
    raise exception using errcode = 'AG020', message = 'Debate generation not found.';
  end if;
  return v_status;
end;
$$;
comment on function public.heartbeat_generation(uuid) is
  'Service role only (the runner): says it is still at work (waiting for a model, or pausing between turns); returns the status, anything but running tells it to stop.';
revoke all on function public.heartbeat_generation(uuid) from public;
grant execute on function public.heartbeat_generation(uuid) to service_role;

-- -----------------------------------------------------------------------------
-- function public.finish_generation (the runner, after the last turn)
-- -----------------------------------------------------------------------------
create function public.finish_generation(p_generation_id uuid)
returns public.debate_generations
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_generation public.debate_generations;
  v_count integer;
begin
  select * into v_generation from public.debate_generations g where g.id = p_generation_id for update;
  if not found then
    raise exception using errcode = 'AG020', message = 'Debate generation not found.';
  end if;
  if v_generation.status <> 'running' then
    raise exception using errcode = 'AG021', message = 'This debate generation has already ended.';
  end if;
  select count(*) into v_count from public.generation_turns t where t.generation_id = p_generation_id and t.complete;
  if v_count <> private.planned_turn_count(v_generation.settings) then
    raise exception using errcode = 'AG023', message = 'A debate is finished when every turn is written.';
  end if;

  update public.debate_generations g
     set status = 'completed',
         finished_at = private.clock_now(),
         generator = (select case when bool_or(t.author_kind = 'demo') then 'offline-demo' else 'provider' end
                        from public.generation_turns t where t.generation_id = p_generation_id),
         turns = (select jsonb_agg(jsonb_build_object('roundIndex', t.round_index, 'speakerIndex', t.speaker_index,
                                                     'text', t.text, 'summary', t.summary) order by t.sequence)
                    from public.generation_turns t where t.generation_id = p_generation_id and t.role = 'speaker'),
         moderator_opening = (select t.text from public.generation_turns t
                               where t.generation_id = p_generation_id and t.phase = 'opening'),
         moderator_closing = (select t.text from public.generation_turns t
                               where t.generation_id = p_generation_id and t.phase = 'closing')
   where g.id = p_generation_id
  returning * into v_generation;

  perform private.broadcast_generation(v_generation.user_id, 'generation_status',
    jsonb_build_object('generation_id', v_generation.id, 'status', v_generation.status, 'stop_reason', null));
  return v_generation;
end;
$$;
comment on function public.finish_generation(uuid) is
  'Service role only (the runner): a generation whose every planned turn is written is completed; its speaker turns are recorded as the debate to save.';
revoke all on function public.finish_generation(uuid) from public;
grant execute on function public.finish_generation(uuid) to service_role;

-- -----------------------------------------------------------------------------
-- function public.complete_generation: the whole debate in one call (the seed, older runners)
-- -----------------------------------------------------------------------------
create or replace function public.complete_generation(p_generation_id uuid, p_turns jsonb, p_generator text,
                                                      p_moderator_opening text default null, p_moderator_closing text default null)
returns public.debate_generations
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_generation public.debate_generations;
  v_moderated boolean;
  v_author text;
  v_offset integer;
  v_turn jsonb;
begin
  select * into v_generation from public.debate_generations where id = p_generation_id for update;
  if not found then
    raise exception using errcode = 'AG020', message = 'Debate generation not found.';
  end if;
  if v_generation.status <> 'running' then
    raise exception using errcode = 'AG021', message = 'This debate generation has already ended.';
  end if;
  perform private.validate_turns(p_turns);
  if p_generator is null or p_generator not in ('provider', 'offline-demo') then
    raise exception using errcode = 'AG023', message = 'A generation comes from the provider or the offline demo.';
  end if;
  v_moderated := (v_generation.settings ->> 'moderatorEnabled')::boolean;
  if v_moderated and (coalesce(pg_catalog.btrim(p_moderator_opening), '') = '' or coalesce(pg_catalog.btrim(p_moderator_closing), '') = '') then
    raise exception using errcode = 'AG023', message = 'A moderated debate needs the moderator''s opening and closing.';
  end if;
  if not v_moderated and (p_moderator_opening is not null or p_moderator_closing is not null) then
    raise exception using errcode = 'AG023', message = 'Only a moderated debate has moderator turns.';
  end if;

  v_author := case p_generator when 'offline-demo' then 'demo' else 'model' end;
  v_offset := case when v_moderated then 1 else 0 end;
  delete from public.generation_turns t where t.generation_id = p_generation_id;
  if v_moderated then
    insert into public.generation_turns (generation_id, sequence, role, phase, text, summary, complete, author_kind, model)
    values (p_generation_id, 0, 'moderator', 'opening', p_moderator_opening, p_moderator_opening, true, v_author,
            v_generation.settings #>> '{model1,name}'),
           (p_generation_id, 7, 'moderator', 'closing', p_moderator_closing, p_moderator_closing, true, v_author,
            v_generation.settings #>> '{model1,name}');
  end if;
  for v_turn in select * from jsonb_array_elements(p_turns) loop
    insert into public.generation_turns (generation_id, sequence, role, round_index, speaker_index, text, summary, complete,
                                         author_kind, model)
    values (p_generation_id, v_offset + (v_turn ->> 'roundIndex')::int * 2 + (v_turn ->> 'speakerIndex')::int, 'speaker',
            (v_turn ->> 'roundIndex')::smallint, (v_turn ->> 'speakerIndex')::smallint, v_turn ->> 'text', v_turn ->> 'summary',
            true, v_author,
            v_generation.settings #>> array[case (v_turn ->> 'speakerIndex') when '0' then 'model1' else 'model2' end, 'name']);
  end loop;

  update public.debate_generations
     set status = 'completed',
         generator = p_generator,
         turns = p_turns,
         moderator_opening = p_moderator_opening,
         moderator_closing = p_moderator_closing,
         heartbeat_at = private.clock_now(),
         finished_at = private.clock_now()
   where id = p_generation_id
  returning * into v_generation;
  return v_generation;
end;
$$;
comment on function public.complete_generation(uuid, jsonb, text, text, text) is
  'Service role only: records all six turns of a running generation at once (and the moderator''s, when moderated) and completes it.';

-- -----------------------------------------------------------------------------
-- function public.end_generation (the runner could not go on)
-- -----------------------------------------------------------------------------
create or replace function public.end_generation(p_generation_id uuid, p_status text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_status is null or p_status not in ('failed', 'aborted') then
    raise exception using errcode = 'AG023', message = 'A generation ends as failed or aborted.';
  end if;
  perform private.settle_stopped(p_generation_id, case p_status when 'aborted' then 'owner' else 'failed' end);
end;
$$;
comment on function public.end_generation(uuid, text) is
  'Service role only: the runner could not go on (failed) or was told to stop (aborted); the generation stops with its finished turns kept.';

-- -----------------------------------------------------------------------------
-- The owner's functions: find it again, stop it, discard it
-- -----------------------------------------------------------------------------
create function public.get_open_generation()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid();
  v_generation public.debate_generations;
begin
  select * into v_generation from public.debate_generations g
   where g.user_id = v_uid
   order by g.created_at desc, g.id desc
   limit 1
   for update;
  if not found or v_generation.discarded_at is not null
     or exists (select 1 from public.debates d where d.generation_id = v_generation.id) then
    return null;
  end if;
  v_generation := private.settle_if_interrupted(v_generation);
  -- Stopped before any turn was finished: nothing to keep.
  if v_generation.status = 'stopped'
     and not exists (select 1 from public.generation_turns t where t.generation_id = v_generation.id and t.complete) then
    return null;
  end if;
  return private.generation_json(v_generation);
end;
$$;
comment on function public.get_open_generation() is
  'The caller''s newest debate in the making, if it is neither saved nor discarded: still running, or finished (completed or stopped) and waiting to be saved. Null otherwise.';
revoke all on function public.get_open_generation() from public;
grant execute on function public.get_open_generation() to authenticated;

create function public.stop_generation(p_generation_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_generation public.debate_generations := private.own_generation_for_update(p_generation_id);
begin
  if v_generation.status = 'running' then
    v_generation := private.settle_stopped(v_generation.id, 'owner');
  end if;
  return private.generation_json(v_generation);
end;
$$;
comment on function public.stop_generation(uuid) is
  'The owner stops their running debate (the runner obeys at its next report); what is finished stays and can be saved. Idempotent; returns the generation.';
revoke all on function public.stop_generation(uuid) from public;
grant execute on function public.stop_generation(uuid) to authenticated;

create function public.discard_generation(p_generation_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_generation public.debate_generations := private.own_generation_for_update(p_generation_id);
begin
  if exists (select 1 from public.debates d where d.generation_id = v_generation.id) then
    raise exception using errcode = 'AG022', message = 'This debate is already saved.';
  end if;
  if v_generation.status = 'running' then
    v_generation := private.settle_stopped(v_generation.id, 'owner');
  end if;
  update public.debate_generations g set discarded_at = coalesce(g.discarded_at, private.clock_now()) where g.id = v_generation.id;
  perform private.broadcast_generation(v_generation.user_id, 'generation_status',
    jsonb_build_object('generation_id', v_generation.id, 'status', v_generation.status,
                       'stop_reason', v_generation.stop_reason, 'discarded', true));
end;
$$;
comment on function public.discard_generation(uuid) is
  'The owner discards their unsaved debate (stopping it first if it runs); the engine no longer offers it. AG022 when it is saved.';
revoke all on function public.discard_generation(uuid) from public;
grant execute on function public.discard_generation(uuid) to authenticated;

-- -----------------------------------------------------------------------------
-- Saving a stopped debate: debates keep how far it got
-- -----------------------------------------------------------------------------
alter table public.debates add column stopped_after smallint;
alter table public.debates add constraint debates_stopped_after_valid check (stopped_after is null or stopped_after between 1 and 6);
comment on column public.debates.stopped_after is
  'Null for a finished debate; for a debate its owner stopped (or that could not go on), how many speaker turns it kept.';

alter table public.debates drop constraint debates_moderator_turns;
alter table public.debates add constraint debates_moderator_turns check (
  (not moderator_enabled and moderator_opening is null and moderator_closing is null)
  or (moderator_enabled and moderator_opening is not null and (moderator_closing is not null or stopped_after is not null)));

create or replace function private.assert_debate_has_six_turns()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if exists (select 1 from public.debates d where d.id = new.id)
     and (select count(*) from public.debate_turns t where t.debate_id = new.id) <> coalesce(new.stopped_after, 6) then
    raise exception using errcode = 'AG023', message = case when new.stopped_after is null then 'A debate has exactly six turns.'
      else 'A stopped debate keeps the turns it finished.' end;
  end if;
  return null;
end;
$$;
comment on function private.assert_debate_has_six_turns() is
  'At the end of the saving transaction, a new debate has exactly six turns (a stopped one, the turns it finished).';

create or replace function private.save_debate_row(p_generation_id uuid, p_categories text[])
returns public.debates
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid();
  v_categories public.debate_category[];
  v_generation public.debate_generations;
  v_profile public.profiles;
  v_debate public.debates;
  v_turns integer;
begin
  v_categories := private.validate_categories(p_categories);

  select * into v_generation from public.debate_generations
   where id = p_generation_id and user_id = v_uid
   for update;
  if not found then
    raise exception using errcode = 'AG020', message = 'Debate generation not found.';
  end if;
  v_generation := private.settle_if_interrupted(v_generation);
  if v_generation.status = 'running' then
    raise exception using errcode = 'AG021', message = 'The debate has not finished generating.';
  end if;
  if exists (select 1 from public.debates d where d.generation_id = p_generation_id) then
    raise exception using errcode = 'AG022', message = 'This debate is already saved.';
  end if;
  v_turns := jsonb_array_length(coalesce(v_generation.turns, '[]'::jsonb));
  if v_turns = 0 then
    raise exception using errcode = 'AG024', message = 'A stopped debate can be saved once its first turn is written.';
  end if;

  select * into v_profile from public.profiles where id = v_uid;

  insert into public.debates (
    user_id, generation_id, topic, categories, debate_style, moderator_enabled, moderator_opening, moderator_closing,
    speaker1_model, speaker1_stance, speaker1_rhetoric_style,
    speaker2_model, speaker2_stance, speaker2_rhetoric_style,
    generator, created_at, user_display_name, is_pro, stopped_after
  ) values (
    v_uid, v_generation.id, v_generation.settings ->> 'topic', v_categories,
    (v_generation.settings ->> 'debateStyle')::public.debate_style,
    (v_generation.settings ->> 'moderatorEnabled')::boolean,
    v_generation.moderator_opening, v_generation.moderator_closing,
    v_generation.settings #>> '{model1,name}', (v_generation.settings #>> '{model1,stance}')::numeric,
    (v_generation.settings #>> '{model1,rhetoricStyle}')::public.rhetoric_style,
    v_generation.settings #>> '{model2,name}', (v_generation.settings #>> '{model2,stance}')::numeric,
    (v_generation.settings #>> '{model2,rhetoricStyle}')::public.rhetoric_style,
    v_generation.generator, private.clock_now(),
    coalesce(nullif(pg_catalog.btrim(v_profile.display_name), ''), 'Anonymous User'),
    coalesce(v_profile.is_pro, false),
    case when v_generation.status = 'stopped' then v_turns end
  )
  returning * into v_debate;

  insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary)
  select v_debate.id, (t ->> 'roundIndex')::smallint, (t ->> 'speakerIndex')::smallint, t ->> 'text', t ->> 'summary'
    from jsonb_array_elements(v_generation.turns) as t;

  perform private.broadcast_generation(v_uid, 'generation_status',
    jsonb_build_object('generation_id', v_generation.id, 'status', v_generation.status,
                       'stop_reason', v_generation.stop_reason, 'saved_debate_id', v_debate.id));
  return v_debate;
end;
$$;
comment on function private.save_debate_row(uuid, text[]) is
  'Saves the caller''s finished or stopped generation (at least one turn written) with 1 to 3 categories as a private debate, and tells their other tabs.';

-- A stopped debate is incomplete: the leaderboard counts only finished debates.
create or replace function private.store_verdict(p_debate_id uuid, p_for_shift numeric, p_against_shift numeric, p_respondents integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_debate record;
  v_min integer;
  v_tie numeric;
  v_status text;
  v_winner smallint;
begin
  select d.is_public and d.moderation_state = 'visible' and d.stopped_after is null as listed,
         (d.shared_at at time zone 'UTC')::date as shared_day,
         d.categories, d.debate_style, d.speaker1_model, d.speaker2_model,
         d.speaker1_rhetoric_style, d.speaker2_rhetoric_style,
         -- The For side: the speaker with the higher stance (private.for_speaker_of).
         case when d.speaker1_stance > d.speaker2_stance then 1
              when d.speaker2_stance > d.speaker1_stance then 2 end::smallint as for_speaker
    into v_debate
    from public.debates d
   where d.id = p_debate_id;
  if not found then
    -- The debate is being deleted: its verdict row goes with it.
    return;
  end if;
  select s.persuasive_min_respondents, s.verdict_tie_margin into v_min, v_tie from public.app_settings s where s.id;

  -- The rule of private.verdict_of.
  if coalesce(p_respondents, 0) < v_min then
    v_status := 'not_enough_votes';
  elsif abs(p_for_shift - p_against_shift) < v_tie or v_debate.for_speaker is null then
    v_status := 'too_close';
  else
    v_status := 'decided';
    v_winner := case when p_for_shift > p_against_shift then v_debate.for_speaker else 3 - v_debate.for_speaker end;
  end if;

  insert into private.debate_verdicts as v (
    debate_id, status, winner_speaker,
    listed, shared_day, categories, debate_style, speaker1_model, speaker2_model, speaker1_style, speaker2_style, for_speaker
  ) values (
    p_debate_id, v_status, v_winner,
    v_debate.listed, v_debate.shared_day, v_debate.categories, v_debate.debate_style, v_debate.speaker1_model,
    v_debate.speaker2_model, v_debate.speaker1_rhetoric_style, v_debate.speaker2_rhetoric_style, v_debate.for_speaker
  )
  on conflict (debate_id) do update
    set status = excluded.status, winner_speaker = excluded.winner_speaker,
        listed = excluded.listed, shared_day = excluded.shared_day, categories = excluded.categories,
        debate_style = excluded.debate_style, speaker1_model = excluded.speaker1_model,
        speaker2_model = excluded.speaker2_model, speaker1_style = excluded.speaker1_style,
        speaker2_style = excluded.speaker2_style, for_speaker = excluded.for_speaker
    where (v.status, v.winner_speaker, v.listed, v.shared_day, v.categories, v.debate_style, v.speaker1_model,
           v.speaker2_model, v.speaker1_style, v.speaker2_style, v.for_speaker)
          is distinct from
          (excluded.status, excluded.winner_speaker, excluded.listed, excluded.shared_day, excluded.categories,
           excluded.debate_style, excluded.speaker1_model, excluded.speaker2_model, excluded.speaker1_style,
           excluded.speaker2_style, excluded.for_speaker);
end;
$$;

-- The views the SPA reads debates through show how far a stopped debate got.
create or replace view public.debates_with_tallies with (security_invoker = true) as
 select d.id, d.user_id, d.generation_id, d.topic, d.categories, d.debate_style, d.moderator_enabled,
        d.moderator_opening, d.moderator_closing, d.speaker1_model, d.speaker1_stance, d.speaker1_rhetoric_style,
        d.speaker2_model, d.speaker2_stance, d.speaker2_rhetoric_style, d.generator, d.created_at, d.is_public,
        d.shared_at, d.user_display_name, d.views, d.is_pro, d.search_text, d.persuasion_score, d.moderation_state,
        t.upvotes, t.downvotes, d.stopped_after
   from public.debates d
   join public.debate_tallies t on t.debate_id = d.id;

create or replace view public.public_debates with (security_invoker = true) as
 select d.id, d.user_id, d.topic, d.categories, d.debate_style, d.moderator_enabled, d.moderator_opening,
        d.moderator_closing, d.speaker1_model, d.speaker1_stance, d.speaker1_rhetoric_style, d.speaker2_model,
        d.speaker2_stance, d.speaker2_rhetoric_style, d.generator, d.created_at, d.is_public, d.shared_at,
        d.user_display_name, d.views, t.upvotes, t.downvotes, d.is_pro, d.persuasion_score, d.moderation_state,
        (select count(*)::integer from public.threaded_responses r
          where r.debate_id = d.id and r.deleted_at is null
            and (r.moderation_state = 'visible' or r.author_id = (select auth.uid()))) as response_count,
        case when d.moderation_state = 'visible' or d.user_id = (select auth.uid()) then
          (select left(tu.text, 240) from public.debate_turns tu
            where tu.debate_id = d.id and tu.round_index = 0 and tu.speaker_index = 0)
        end as opening_preview,
        d.stopped_after
   from public.debates d
   join public.debate_tallies t on t.debate_id = d.id
  where d.is_public;

-- The ranking's page carries the new column too (its rows are public_debates rows).
CREATE OR REPLACE FUNCTION public.list_public_debates(p_sort text DEFAULT 'newest'::text, p_time text DEFAULT 'all'::text, p_category text DEFAULT NULL::text, p_search text DEFAULT NULL::text, p_starred_only boolean DEFAULT false, p_only_ids uuid[] DEFAULT NULL::uuid[], p_time_zone text DEFAULT 'UTC'::text, p_after_shared_at timestamp with time zone DEFAULT NULL::timestamp with time zone, p_after_id uuid DEFAULT NULL::uuid, p_after_score integer DEFAULT NULL::integer, p_limit integer DEFAULT 20)
 RETURNS SETOF public.public_debates
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_uid uuid := auth.uid();
  v_now timestamptz := private.clock_now();
  v_since timestamptz;
  v_score text := case p_sort when 'popular' then 'upvotes' when 'controversial' then 'downvotes' end;
  v_search text := nullif(pg_catalog.btrim(coalesce(p_search, '')), '');
  -- Conditions on the debate (its own columns and indexes).
  v_debate text[] := array['d.is_public'];
  v_page text;
  v_order text;
begin
  if p_sort is null or p_sort not in ('newest', 'popular', 'controversial', 'persuasive') then
    raise exception using errcode = 'AG070', message = 'Sort must be newest, popular, controversial or persuasive.';
  end if;
  if p_time is null or p_time not in ('all', 'today', 'week', 'month') then
    raise exception using errcode = 'AG070', message = 'Time must be all, today, week or month.';
  end if;
  if p_category is not null and p_category <> '' and not p_category = any (enum_range(null::public.debate_category)::text[]) then
    raise exception using errcode = 'AG070', message = 'Unknown category: ' || p_category || '.';
  end if;
  if p_limit is null or p_limit not between 1 and 100 then
    raise exception using errcode = 'AG070', message = 'A page holds 1 to 100 debates.';
  end if;
  if p_starred_only and v_uid is null then
    raise exception using errcode = 'AG401', message = 'You must be signed in.';
  end if;
  if p_after_id is not null
     and (p_after_shared_at is null or (p_sort in ('popular', 'controversial', 'persuasive') and p_after_score is null)) then
    raise exception using errcode = 'AG070', message = 'A page cursor needs the last row''s shared_at, id and score.';
  end if;

  if p_time = 'today' then
    begin
      v_since := date_trunc('day', v_now at time zone coalesce(p_time_zone, 'UTC')) at time zone coalesce(p_time_zone, 'UTC');
    exception when invalid_parameter_value then
      raise exception using errcode = 'AG070', message = 'Unknown time zone: ' || p_time_zone || '.';
    end;
  elsif p_time = 'week' then
    v_since := v_now - interval '7 days';
  elsif p_time = 'month' then
    v_since := v_now - interval '1 month';
  end if;

  -- Hidden and removed debates stay in their author's list only.
  v_debate := v_debate || case when v_uid is null then 'd.moderation_state = ''visible'''
                               else '(d.moderation_state = ''visible'' or d.user_id = $4)' end;
  if nullif(p_category, '') is not null then v_debate := v_debate || 'd.categories @> array[$2::public.debate_category]'::text; end if;
  if v_search is not null then v_debate := v_debate || 'd.search_text like $3'::text; end if;
  if p_starred_only then
    -- Driven from the caller's (few) stars (measured by bench:ranking).
    v_debate := v_debate || 'd.id = any (array(select s.debate_id from public.stars s where s.user_id = $4))'::text;
  end if;
  if p_only_ids is not null then v_debate := v_debate || 'd.id = any ($8)'::text; end if;

  if v_score is null then
    -- newest / persuasive: the debates index of the sort.
    if p_sort = 'persuasive' then
      -- Matches the partial index's predicate, so the sort walks it.
      v_debate := v_debate || 'd.persuasion_score is not null'::text;
      v_order := 'd.persuasion_score desc, d.shared_at desc, d.id desc';
      if p_after_id is not null then v_debate := v_debate || '(d.persuasion_score, d.shared_at, d.id) < ($7, $5, $6)'::text; end if;
    else
      v_order := 'd.shared_at desc, d.id desc';
      if p_after_id is not null then v_debate := v_debate || '(d.shared_at, d.id) < ($5, $6)'::text; end if;
    end if;
    if v_since is not null then v_debate := v_debate || 'd.shared_at >= $1'::text; end if;
    v_page := format('select d.id from public.debates d where %s order by %s limit %s',
                     array_to_string(v_debate, ' and '), v_order, p_limit);
  elsif p_starred_only or p_only_ids is not null
        or (v_since is not null and (nullif(p_category, '') is not null or v_search is not null)) then
    -- Few candidates: gather them filter-first, then sort them by their tallies.
    if v_since is not null then v_debate := v_debate || 'd.shared_at >= $1'::text; end if;
    v_order := format('t.%I desc, t.shared_at desc, t.debate_id desc', v_score);
    v_page := format(
      'with candidates as materialized (select d.id from public.debates d where %s)
       select t.debate_id as id
         from candidates c join public.debate_tallies t on t.debate_id = c.id
        where t.shared_at is not null %s
        order by %s limit %s',
      array_to_string(v_debate, ' and '),
      case when p_after_id is not null then format('and (t.%I, t.shared_at, t.debate_id) < ($7, $5, $6)', v_score) else '' end,
      v_order, p_limit);
  else
    -- One kind of filter: walk the score's tally index, checking each debate.
    v_order := format('t.%I desc, t.shared_at desc, t.debate_id desc', v_score);
    v_page := format(
      'select t.debate_id as id
         from public.debate_tallies t join public.debates d on d.id = t.debate_id
        where t.shared_at is not null %s %s and %s
        order by %s limit %s',
      case when v_since is not null then 'and t.shared_at >= $1' else '' end,
      case when p_after_id is not null then format('and (t.%I, t.shared_at, t.debate_id) < ($7, $5, $6)', v_score) else '' end,
      array_to_string(v_debate, ' and '),
      v_order, p_limit);
  end if;

  -- The page's rows, in the page's order, with what the cards show: one
  -- index lookup each for the debate, its tallies, its responses and its
  -- opening turn.
  return query execute format(
    'select d.id, d.user_id, d.topic, d.categories, d.debate_style, d.moderator_enabled, d.moderator_opening,
            d.moderator_closing, d.speaker1_model, d.speaker1_stance, d.speaker1_rhetoric_style, d.speaker2_model,
            d.speaker2_stance, d.speaker2_rhetoric_style, d.generator, d.created_at, d.is_public, d.shared_at,
            d.user_display_name, d.views, t.upvotes, t.downvotes, d.is_pro, d.persuasion_score, d.moderation_state,
            (select count(*)::integer from public.threaded_responses r
              where r.debate_id = d.id and r.deleted_at is null
                and (r.moderation_state = ''visible'' or r.author_id = $4)),
            case when d.moderation_state = ''visible'' or d.user_id = $4 then
              (select left(tu.text, 240) from public.debate_turns tu
                where tu.debate_id = d.id and tu.round_index = 0 and tu.speaker_index = 0)
            end,
            d.stopped_after
       from (%s) p
       join public.debates d on d.id = p.id
       join public.debate_tallies t on t.debate_id = p.id
      order by %s',
    v_page, v_order)
  using v_since,
        nullif(p_category, ''),
        '%' || replace(replace(replace(lower(coalesce(v_search, '')), '\', '\\'), '%', '\%'), '_', '\_') || '%',
        v_uid,
        p_after_shared_at,
        p_after_id,
        p_after_score,
        p_only_ids;
end;
$function$;

-- A public card says who wrote the debate and how far a stopped one got.
CREATE OR REPLACE FUNCTION private.debate_card(p_debate public.debates)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'id', p_debate.id,
    'topic', p_debate.topic,
    'categories', to_jsonb(p_debate.categories),
    'debate_style', p_debate.debate_style,
    'speakers', jsonb_build_array(
      jsonb_build_object('model', p_debate.speaker1_model, 'stance', p_debate.speaker1_stance,
                         'style', p_debate.speaker1_rhetoric_style),
      jsonb_build_object('model', p_debate.speaker2_model, 'stance', p_debate.speaker2_stance,
                         'style', p_debate.speaker2_rhetoric_style)),
    'upvotes', t.upvotes,
    'downvotes', t.downvotes,
    'shared_at', p_debate.shared_at,
    'author_name', p_debate.user_display_name,
    'author_handle', (select p.handle from public.profiles p where p.id = p_debate.user_id),
    'opening', (select left(tu.text, 300) from public.debate_turns tu
                 where tu.debate_id = p_debate.id and tu.round_index = 0 and tu.speaker_index = 0),
    'verdict', private.public_verdict(p_debate.id),
    'generator', p_debate.generator,
    'stopped_after', p_debate.stopped_after)
    from public.debate_tallies t
   where t.debate_id = p_debate.id
$function$;

-- A stopped debate is not judged: the judges read whole debates.
CREATE OR REPLACE FUNCTION public.ask_judges(p_debate_id uuid)
 RETURNS TABLE(panel_id uuid, topic text, speaker1_model text, speaker2_model text, turns jsonb)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_uid uuid := private.require_uid();
  v_debate public.debates;
  v_panel public.judge_panels;
begin
  select * into v_debate from public.debates d where d.id = p_debate_id for update;
  if not found or not private.debate_is_visible_to(p_debate_id, v_uid) then
    raise exception using errcode = 'AG335', message = 'Debate not found.';
  end if;
  if v_debate.user_id <> v_uid then
    raise exception using errcode = 'AG333', message = 'Only the author can ask the judges about this debate.';
  end if;
  if v_debate.stopped_after is not null then
    raise exception using errcode = 'AG331', message = 'Only a completed debate is judged.';
  end if;

  select * into v_panel from public.judge_panels p where p.debate_id = p_debate_id for update;
  if found and (v_panel.asked or v_panel.status in ('running', 'complete')) then
    raise exception using errcode = 'AG334', message = case
      when v_panel.status = 'complete' then 'The judges have already given their verdict on this debate.'
      else 'The judges have already been asked about this debate.' end;
  end if;

  if found then
    delete from public.judge_verdicts v where v.panel_id = v_panel.id;
    update public.judge_panels p
       set asked = true, status = 'running', generator = null, verdict = null,
           judges_total = 0, judges_counted = 0, judges_split = 0, judges_unavailable = 0, judges_for_verdict = 0,
           finished_at = null, created_at = private.clock_now()
     where p.id = v_panel.id;
  else
    insert into public.judge_panels (debate_id, asked, created_at)
    values (p_debate_id, true, private.clock_now())
    returning * into v_panel;
  end if;

  update public.judge_panels p
     set words_first = w[1], words_second = w[2]
    from (select private.words_per_speaker(private.debate_transcript(p_debate_id)) as w) as words
   where p.id = v_panel.id;

  return query select v_panel.id, v_debate.topic, v_debate.speaker1_model, v_debate.speaker2_model,
                      private.debate_transcript(p_debate_id);
end;
$function$;

-- A generation starts on the rules' clock, like everything the rules order by (the engine finds the newest).
CREATE OR REPLACE FUNCTION public.begin_debate(p_settings jsonb)
 RETURNS TABLE(generation_id uuid, free_debates_remaining integer, total_debates integer)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_uid uuid := private.require_uid();
  v_settings jsonb;
  v_usage public.debate_usage;
  v_is_pro boolean;
  v_now timestamptz := private.clock_now();
  v_generation_id uuid;
begin
  perform private.require_confirmed(v_uid);
  v_settings := private.validate_debate_settings(p_settings);

  -- No usage record yet: create it as a new user's, so this start leaves
  -- total 1 and remaining 1 (the spec's "create with 1 and 1").
  insert into public.debate_usage (user_id, free_debates_remaining)
  values (v_uid, (private.settings()).free_debates_for_new_user)
  on conflict (user_id) do nothing;

  v_usage := private.refresh_usage(v_uid);
  select coalesce(p.is_pro, false) into v_is_pro from public.profiles p where p.id = v_uid;
  v_is_pro := coalesce(v_is_pro, false);

  if not v_is_pro and v_usage.free_debates_remaining = 0 then
    raise exception using
      errcode = 'AG001',
      message = 'No free debates left. Next free debate within 7 days or consider supporting us by purchasing a PRO account';
  end if;

  update public.debate_usage u
     set total_debates = u.total_debates + 1,
         free_debates_remaining = case
           when not v_is_pro and u.free_debates_remaining > 0 then u.free_debates_remaining - 1
           else u.free_debates_remaining
         end,
         last_debate_started = v_now,
         updated_at = v_now
   where u.user_id = v_uid
  returning * into v_usage;

  insert into public.debate_generations (user_id, settings, created_at)
  values (v_uid, v_settings, v_now)
  returning id into v_generation_id;

  return query select v_generation_id, v_usage.free_debates_remaining, v_usage.total_debates;
end;
$function$;
