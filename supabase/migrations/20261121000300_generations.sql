-- =============================================================================
-- Generations: starting a debate spends the allowance and opens a generation
-- record; the edge function fills it with what the AI produced. Saving a debate
-- later copies from this record, so what gets saved and shared is the text the
-- AI wrote, never text edited in a browser.
-- =============================================================================

create type public.debate_style as enum ('structured', 'oxford', 'crossfire', 'parliamentary', 'comment_section');
create type public.rhetoric_style as enum ('standard', 'formal', 'casual', 'emotional', 'factual', 'adversarial');

-- -----------------------------------------------------------------------------
-- Settings validation shared by begin_debate and (in TypeScript, mirrored) the
-- edge function. Raises AG010 with the field in DETAIL; returns the settings
-- normalised (trimmed topic, defaults filled in).
-- -----------------------------------------------------------------------------
create function private.invalid_setting(p_field text, p_reason text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  raise exception using errcode = 'AG010', message = p_field || ': ' || p_reason, detail = p_field;
end;
$$;

create function private.is_stance(p_value jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(p_value) = 'number'
     and (p_value #>> '{}')::numeric between -1 and 1
     and (p_value #>> '{}')::numeric * 10 = trunc((p_value #>> '{}')::numeric * 10)
$$;

create function private.validate_speaker(p_speaker jsonb, p_field text)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_name text;
  v_prompt text;
  v_max_tokens jsonb;
begin
  if p_speaker is null or jsonb_typeof(p_speaker) <> 'object' then
    perform private.invalid_setting(p_field, 'speaker settings are required');
  end if;

  v_name := private.trim_whitespace(p_speaker ->> 'name');
  if jsonb_typeof(p_speaker -> 'name') is distinct from 'string' or v_name = '' or char_length(v_name) > 100 then
    perform private.invalid_setting(p_field || '.name', 'a model name of 1 to 100 characters is required');
  end if;

  if not coalesce(private.is_stance(p_speaker -> 'stance'), false) then
    perform private.invalid_setting(p_field || '.stance', 'must be a number from -1 to 1 in steps of 0.1');
  end if;

  if jsonb_typeof(p_speaker -> 'rhetoricStyle') is distinct from 'string'
     or not (p_speaker ->> 'rhetoricStyle') = any (enum_range(null::public.rhetoric_style)::text[]) then
    perform private.invalid_setting(p_field || '.rhetoricStyle', 'must be one of standard, formal, casual, emotional, factual, adversarial');
  end if;

  v_prompt := coalesce(p_speaker ->> 'systemPrompt', '');
  if (p_speaker ? 'systemPrompt' and jsonb_typeof(p_speaker -> 'systemPrompt') not in ('string', 'null'))
     or char_length(v_prompt) > 2000 then
    perform private.invalid_setting(p_field || '.systemPrompt', 'personality hints are text of at most 2000 characters');
  end if;

  if p_speaker ? 'showGuidance' and jsonb_typeof(p_speaker -> 'showGuidance') <> 'boolean' then
    perform private.invalid_setting(p_field || '.showGuidance', 'must be true or false');
  end if;

  v_max_tokens := coalesce(p_speaker -> 'maxTokens', '1000'::jsonb);
  if jsonb_typeof(v_max_tokens) <> 'number'
     or (v_max_tokens #>> '{}')::numeric <> trunc((v_max_tokens #>> '{}')::numeric)
     or (v_max_tokens #>> '{}')::numeric not between 1 and 1000 then
    perform private.invalid_setting(p_field || '.maxTokens', 'must be a whole number from 1 to 1000');
  end if;

  return jsonb_build_object(
    'name', v_name,
    'stance', (p_speaker ->> 'stance')::numeric,
    'rhetoricStyle', p_speaker ->> 'rhetoricStyle',
    'systemPrompt', v_prompt,
    'maxTokens', (v_max_tokens #>> '{}')::integer,
    'showGuidance', coalesce((p_speaker ->> 'showGuidance')::boolean, false)
  );
end;
$$;

create function private.validate_debate_settings(p_settings jsonb)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_topic text;
begin
  if p_settings is null or jsonb_typeof(p_settings) <> 'object' then
    perform private.invalid_setting('settings', 'debate settings are required');
  end if;

  v_topic := private.trim_whitespace(p_settings ->> 'topic');
  if jsonb_typeof(p_settings -> 'topic') is distinct from 'string' or v_topic = '' then
    perform private.invalid_setting('topic', 'a topic is required');
  end if;
  if char_length(v_topic) > 500 then
    perform private.invalid_setting('topic', 'at most 500 characters');
  end if;

  if p_settings ? 'rounds' and (p_settings -> 'rounds') is distinct from '3'::jsonb then
    perform private.invalid_setting('rounds', 'a debate has exactly 3 rounds');
  end if;

  if jsonb_typeof(p_settings -> 'debateStyle') is distinct from 'string'
     or not (p_settings ->> 'debateStyle') = any (enum_range(null::public.debate_style)::text[]) then
    perform private.invalid_setting('debateStyle', 'must be one of structured, oxford, crossfire, parliamentary, comment_section');
  end if;

  if p_settings ? 'moderatorEnabled' and jsonb_typeof(p_settings -> 'moderatorEnabled') <> 'boolean' then
    perform private.invalid_setting('moderatorEnabled', 'must be true or false');
  end if;

  return jsonb_build_object(
    'topic', v_topic,
    'rounds', 3,
    'debateStyle', p_settings ->> 'debateStyle',
    'moderatorEnabled', coalesce((p_settings ->> 'moderatorEnabled')::boolean, false),
    'model1', private.validate_speaker(p_settings -> 'model1', 'model1'),
    'model2', private.validate_speaker(p_settings -> 'model2', 'model2')
  );
end;
$$;

revoke all on function private.invalid_setting(text, text) from public;
revoke all on function private.is_stance(jsonb) from public;
revoke all on function private.validate_speaker(jsonb, text) from public;
revoke all on function private.validate_debate_settings(jsonb) from public;

-- -----------------------------------------------------------------------------
-- debate_generations: one per started debate.
-- -----------------------------------------------------------------------------
create table public.debate_generations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  settings jsonb not null,
  status text not null default 'running',
  generator text,
  turns jsonb,
  moderator_opening text,
  moderator_closing text,
  created_at timestamptz not null default now(),
  finished_at timestamptz,
  constraint debate_generations_status_valid check (status in ('running', 'completed', 'failed', 'aborted')),
  constraint debate_generations_generator_valid check (generator is null or generator in ('provider', 'offline-demo')),
  constraint debate_generations_completed_has_turns check (status <> 'completed' or (turns is not null and generator is not null))
);
comment on table public.debate_generations is 'A started debate and, once the edge function finishes, the AI''s six turns. Written only by rule functions.';

create index debate_generations_user_id_idx on public.debate_generations (user_id, created_at desc);

alter table public.debate_generations enable row level security;
revoke all on table public.debate_generations from anon, authenticated;
grant select on table public.debate_generations to authenticated;

create policy "users read their own generations"
  on public.debate_generations for select
  to authenticated
  using (user_id = (select auth.uid()));

-- -----------------------------------------------------------------------------
-- begin_debate(settings): spend one free debate (race-free: the usage row is
-- locked) and open a generation. Refused with AG001 when exactly 0 remain;
-- PRO users are not limited and keep their free count.
-- -----------------------------------------------------------------------------
create function public.begin_debate(p_settings jsonb)
returns table (generation_id uuid, free_debates_remaining integer, total_debates integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_settings jsonb;
  v_usage public.debate_usage;
  v_is_pro boolean;
  v_now timestamptz := private.clock_now();
  v_generation_id uuid;
begin
  if v_uid is null then
    raise exception using errcode = 'AG401', message = 'You must be signed in.';
  end if;

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

  insert into public.debate_generations (user_id, settings)
  values (v_uid, v_settings)
  returning id into v_generation_id;

  return query select v_generation_id, v_usage.free_debates_remaining, v_usage.total_debates;
end;
$$;

revoke all on function public.begin_debate(jsonb) from public, anon, authenticated;
grant execute on function public.begin_debate(jsonb) to authenticated;
comment on function public.begin_debate(jsonb) is 'Validates debate settings, spends one free debate (AG001 when none left) and opens a generation.';

-- -----------------------------------------------------------------------------
-- complete_generation / end_generation: the edge function (service role) records
-- the outcome. Turns: six {roundIndex 0..2, speakerIndex 0..1, text, summary}.
-- -----------------------------------------------------------------------------
create function private.validate_turns(p_turns jsonb)
returns void
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_turn jsonb;
  v_seen text[] := '{}';
  v_key text;
begin
  if p_turns is null or jsonb_typeof(p_turns) <> 'array' or jsonb_array_length(p_turns) <> 6 then
    raise exception using errcode = 'AG023', message = 'A debate has exactly six turns.';
  end if;
  for v_turn in select * from jsonb_array_elements(p_turns) loop
    if jsonb_typeof(v_turn -> 'roundIndex') is distinct from 'number'
       or jsonb_typeof(v_turn -> 'speakerIndex') is distinct from 'number'
       or (v_turn ->> 'roundIndex') not in ('0', '1', '2')
       or (v_turn ->> 'speakerIndex') not in ('0', '1') then
      raise exception using errcode = 'AG023', message = 'Each turn needs a round index 0-2 and a speaker index 0-1.';
    end if;
    v_key := (v_turn ->> 'roundIndex') || ':' || (v_turn ->> 'speakerIndex');
    if v_key = any (v_seen) then
      raise exception using errcode = 'AG023', message = 'Each round has one turn per speaker.';
    end if;
    v_seen := v_seen || v_key;
    if jsonb_typeof(v_turn -> 'text') is distinct from 'string' or pg_catalog.btrim(v_turn ->> 'text') = ''
       or jsonb_typeof(v_turn -> 'summary') is distinct from 'string' or pg_catalog.btrim(v_turn ->> 'summary') = '' then
      raise exception using errcode = 'AG023', message = 'Each turn needs a text and a summary.';
    end if;
  end loop;
end;
$$;
revoke all on function private.validate_turns(jsonb) from public;

create function public.complete_generation(
  p_generation_id uuid,
  p_turns jsonb,
  p_generator text,
  p_moderator_opening text default null,
  p_moderator_closing text default null
)
returns public.debate_generations
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_generation public.debate_generations;
  v_moderated boolean;
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

  update public.debate_generations
     set status = 'completed',
         generator = p_generator,
         turns = p_turns,
         moderator_opening = p_moderator_opening,
         moderator_closing = p_moderator_closing,
         finished_at = private.clock_now()
   where id = p_generation_id
  returning * into v_generation;
  return v_generation;
end;
$$;

create function public.end_generation(p_generation_id uuid, p_status text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_status is null or p_status not in ('failed', 'aborted') then
    raise exception using errcode = 'AG023', message = 'A generation ends as failed or aborted.';
  end if;
  update public.debate_generations
     set status = p_status, finished_at = private.clock_now()
   where id = p_generation_id and status = 'running';
end;
$$;

revoke all on function public.complete_generation(uuid, jsonb, text, text, text) from public, anon, authenticated;
revoke all on function public.end_generation(uuid, text) from public, anon, authenticated;
grant execute on function public.complete_generation(uuid, jsonb, text, text, text) to service_role;
grant execute on function public.end_generation(uuid, text) to service_role;
comment on function public.complete_generation(uuid, jsonb, text, text, text) is 'Service role only: records the six generated turns of a running generation.';
comment on function public.end_generation(uuid, text) is 'Service role only: marks a running generation failed or aborted.';
