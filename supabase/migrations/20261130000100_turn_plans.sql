-- =============================================================================
-- Turn plans and turn credit: a debate in the making carries its plan as data, and the allowance is
-- spent by the turns a generation writes.
--
-- Until now a generation's turns were derived from `moderatorEnabled` (the moderator's opening, six
-- speaker turns, the closing). A continuation reuses another debate's turns and writes the rest; a
-- question puts a question between two rounds and has both speakers answer it; later a seat may be a
-- person. So the function that starts a generation now writes its plan — the turns in order, each with
-- who writes it (`model`: the runner; `inherited`: copied, complete from the start; `person`: a
-- person's text) — and the runner and the rules read the plan instead of deriving it.
--
-- Allowance by turns: six generated speaker turns (a speaker's turn or a speaker's answer to a
-- question) are one free debate. A generation pays for the turns it will generate, taking first from
-- the person's turn credit (`debate_usage.turn_credit`, always under six) and breaking free debates
-- for the rest; what a stopped generation did not write goes back as credit. An ordinary debate
-- still costs exactly one free debate and leaves the credit as it was. The moderator's turns, copied
-- turns and a person's question cost nothing.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- debate_usage: the turn credit
-- -----------------------------------------------------------------------------
alter table public.debate_usage
  add column turn_credit smallint not null default 0,
  add constraint debate_usage_turn_credit_valid check (turn_credit between 0 and 5);
comment on column public.debate_usage.turn_credit is
  'Generated speaker turns paid for and not used (a stopped debate''s unwritten turns, what a continuation left of a free debate): spent before another free debate is broken. Always under six: six are a free debate.';
comment on table public.debate_usage is
  'Free-debate allowance per user (free debates and turn credit); changed only by the rules that start, stop and give back debates, and the refill rules.';

-- -----------------------------------------------------------------------------
-- The plan: which turn comes at which place, and who writes it
-- -----------------------------------------------------------------------------
-- One planned turn as the plan stores it: every key present (null where it does not apply).
create function private.plan_entry(p_role text, p_round_index integer, p_speaker_index integer, p_phase text,
                                   p_question_index integer, p_author text)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object('role', p_role, 'roundIndex', p_round_index, 'speakerIndex', p_speaker_index, 'phase', p_phase,
                            'questionIndex', p_question_index, 'author', p_author)
$$;
comment on function private.plan_entry(text, integer, integer, text, integer, text) is
  'One planned turn: role (moderator, speaker, question, answer), its place (round, speaker, phase, question) and its author (model, inherited, person).';
revoke all on function private.plan_entry(text, integer, integer, text, integer, text) from public;

create function private.default_plan(p_moderated boolean)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_agg(e order by n)
    from (select 0 as n, private.plan_entry('moderator', null, null, 'opening', null, 'model') as e where p_moderated
          union all
          select 1 + r * 2 + s, private.plan_entry('speaker', r, s, null, null, 'model')
            from generate_series(0, 2) r cross join generate_series(0, 1) s
          union all
          select 7, private.plan_entry('moderator', null, null, 'closing', null, 'model') where p_moderated) t
$$;
comment on function private.default_plan(boolean) is
  'The plan of a new debate: three rounds of First then Second Speaker, with the moderator''s opening and closing when enabled, every turn written by the runner.';
revoke all on function private.default_plan(boolean) from public;

alter table public.debate_generations
  add column plan jsonb,
  add column turns_charged smallint not null default 0,
  add column turns_returned smallint not null default 0;
comment on column public.debate_generations.plan is
  'The turns of this debate in order, each {role, roundIndex, speakerIndex, phase, questionIndex, author}: author model (the runner writes it), inherited (copied complete from another debate) or person (a person''s text). Written by the function that starts the generation.';
comment on column public.debate_generations.turns_charged is
  'Generated speaker turns (speakers'' turns and answers) this generation paid for from the allowance; 0 for PRO.';
comment on column public.debate_generations.turns_returned is
  'Paid-for turns given back as turn credit because the generation stopped before writing them (or every turn fell back).';

update public.debate_generations g
   set plan = private.default_plan(coalesce((g.settings ->> 'moderatorEnabled')::boolean, false)),
       turns_charged = case when g.free_debate_spent and g.allowance_returned_at is null then 6 else 0 end;

-- Generations opened without a plan (the seed's and tests' shortcuts) get the plan of a new debate.
create function private.stamp_generation_plan()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.plan := coalesce(new.plan, private.default_plan(coalesce((new.settings ->> 'moderatorEnabled')::boolean, false)));
  return new;
end;
$$;
comment on function private.stamp_generation_plan() is 'Gives a generation opened without a plan the plan of a new debate (its settings'' moderator).';
revoke all on function private.stamp_generation_plan() from public;
create trigger debate_generations_stamp_plan before insert on public.debate_generations
  for each row execute function private.stamp_generation_plan();

alter table public.debate_generations
  alter column plan set not null,
  add constraint debate_generations_plan_valid
    check (jsonb_typeof(plan) = 'array' and jsonb_array_length(plan) between 1 and 64),
  add constraint debate_generations_turns_charged_valid check (turns_charged >= 0 and turns_returned between 0 and turns_charged);

-- The old derivations from the settings give way to the plan (every caller is replaced below).
drop function private.planned_turn(jsonb, integer);
drop function private.planned_turn_count(jsonb);

-- The plan's entry at a place (none past the end).
create function private.planned_turn(p_plan jsonb, p_sequence integer)
returns table (role text, round_index smallint, speaker_index smallint, phase text, question_index smallint, author text)
language sql
immutable
set search_path = ''
as $$
  select e ->> 'role', (e ->> 'roundIndex')::smallint, (e ->> 'speakerIndex')::smallint, e ->> 'phase',
         (e ->> 'questionIndex')::smallint, e ->> 'author'
    from (select p_plan -> p_sequence as e) x
   where p_sequence >= 0 and e is not null
$$;
comment on function private.planned_turn(jsonb, integer) is
  'The turn a plan holds at a place (none past its end): role, round, speaker, phase, question and author.';
revoke all on function private.planned_turn(jsonb, integer) from public;

-- -----------------------------------------------------------------------------
-- generation_turns: questions and answers, copied turns, a person's text
-- -----------------------------------------------------------------------------
-- A question exchange sits after a round (round_index: the round it follows): the question, then
-- each speaker's answer. A copied turn keeps who wrote it (author kind, model) and where it was first
-- written (inherited_from: a debate's id, kept when that debate is gone; no foreign key, so the
-- API's embedding of turns in their debate stays unambiguous).
alter table public.generation_turns
  add column question_index smallint,
  add column inherited boolean not null default false,
  add column inherited_from uuid,
  add column author_id uuid references auth.users (id) on delete set null;
comment on column public.generation_turns.question_index is 'For a question and its answers: which question of the debate (0 first).';
comment on column public.generation_turns.inherited is 'Copied complete from the debate this one continues, never written by this generation''s runner.';
comment on column public.generation_turns.inherited_from is 'The debate a copied turn was first written in (its id stays when that debate is deleted).';
comment on column public.generation_turns.author_id is 'The person who wrote a person''s text (a question), when known.';
comment on column public.generation_turns.author_kind is
  'Who wrote the turn: a model through the AI provider, the offline demo debater, or a person (a question).';

alter table public.generation_turns
  drop constraint generation_turns_role_valid,
  drop constraint generation_turns_author_valid,
  drop constraint generation_turns_model_present;
alter table public.generation_turns
  add constraint generation_turns_role_valid check (
    (role = 'speaker' and round_index between 0 and 2 and speaker_index between 0 and 1 and phase is null and question_index is null)
    or (role = 'moderator' and round_index is null and speaker_index is null and phase in ('opening', 'closing')
        and question_index is null)
    or (role = 'question' and round_index between 0 and 2 and speaker_index is null and phase is null
        and question_index between 0 and 9)
    or (role = 'answer' and round_index between 0 and 2 and speaker_index between 0 and 1 and phase is null
        and question_index between 0 and 9)),
  add constraint generation_turns_author_valid check (author_kind in ('model', 'demo', 'person')),
  add constraint generation_turns_model_present check (
    (author_kind = 'person' and model is null)
    or (author_kind <> 'person' and model is not null and char_length(btrim(model)) between 1 and 100)),
  add constraint generation_turns_inherited_from_copied check (inherited_from is null or inherited);

-- Turns this generation's runner wrote (or writes): not copied, not a person's, a speaker's turn or answer.
create function private.generated_speaker_turns(p_generation_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.generation_turns t
   where t.generation_id = p_generation_id and t.complete and not t.inherited
     and t.author_kind in ('model', 'demo') and t.role in ('speaker', 'answer')
$$;
comment on function private.generated_speaker_turns(uuid) is
  'How many speaker turns and answers a generation has written itself (finished, not copied): what its allowance paid for and used.';
revoke all on function private.generated_speaker_turns(uuid) from public;

-- -----------------------------------------------------------------------------
-- Spending and giving back by turns
-- -----------------------------------------------------------------------------
create function private.spend_turns(p_user_id uuid, p_turns integer)
returns public.debate_usage
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_usage public.debate_usage;
  v_is_pro boolean;
  v_now timestamptz := private.clock_now();
  v_from_credit integer;
  v_debates integer;
begin
  -- No usage record yet: create it as a new user's, so a first debate leaves total 1 and
  -- remaining 1 (the spec's "create with 1 and 1").
  insert into public.debate_usage (user_id, free_debates_remaining)
  values (p_user_id, (private.settings()).free_debates_for_new_user)
  on conflict (user_id) do nothing;

  v_usage := private.refresh_usage(p_user_id);
  select coalesce(p.is_pro, false) into v_is_pro from public.profiles p where p.id = p_user_id;
  v_is_pro := coalesce(v_is_pro, false);

  if v_is_pro then
    p_turns := 0;
    v_from_credit := 0;
    v_debates := 0;
  else
    if v_usage.free_debates_remaining * 6 + v_usage.turn_credit < p_turns then
      raise exception using
        errcode = 'AG001',
        message = 'No free debates left. Next free debate within 7 days or consider supporting us by purchasing a PRO account';
    end if;
    v_from_credit := least(v_usage.turn_credit, p_turns);
    v_debates := ceil((p_turns - v_from_credit) / 6.0)::integer;
  end if;

  update public.debate_usage u
     set total_debates = u.total_debates + 1,
         free_debates_remaining = u.free_debates_remaining - v_debates,
         turn_credit = u.turn_credit - v_from_credit + v_debates * 6 - (p_turns - v_from_credit),
         last_debate_started = v_now,
         updated_at = v_now
   where u.user_id = p_user_id
  returning * into v_usage;
  return v_usage;
end;
$$;
comment on function private.spend_turns(uuid, integer) is
  'Pays for a generation''s turns (PRO: nothing): from the turn credit first, then whole free debates of six turns, the rest kept as credit; AG001 when what is left does not cover them. Counts the debate started.';
revoke all on function private.spend_turns(uuid, integer) from public;

create function private.give_back_turns(p_user_id uuid, p_turns integer)
returns public.debate_usage
language sql
security definer
set search_path = ''
as $$
  update public.debate_usage u
     set free_debates_remaining = u.free_debates_remaining + (u.turn_credit + p_turns) / 6,
         turn_credit = (u.turn_credit + p_turns) % 6,
         updated_at = private.clock_now()
   where u.user_id = p_user_id
  returning u.*
$$;
comment on function private.give_back_turns(uuid, integer) is
  'Returns paid-for turns as turn credit, six of it becoming a free debate again.';
revoke all on function private.give_back_turns(uuid, integer) from public;

-- Opens a generation for a person who has paid for it (the start functions' shared last step).
create function private.open_generation(p_user_id uuid, p_settings jsonb, p_plan jsonb, p_turns integer)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
  v_pro boolean := coalesce((select p.is_pro from public.profiles p where p.id = p_user_id), false);
begin
  insert into public.debate_generations (user_id, settings, plan, turns_charged, created_at)
  values (p_user_id, p_settings, p_plan, case when v_pro then 0 else p_turns end, private.clock_now())
  returning id into v_id;
  return v_id;
end;
$$;
comment on function private.open_generation(uuid, jsonb, jsonb, integer) is
  'Opens a paid-for generation with its settings and plan, recording the turns it was charged (none for PRO).';
revoke all on function private.open_generation(uuid, jsonb, jsonb, integer) from public;

-- -----------------------------------------------------------------------------
-- function public.begin_debate: a new debate, six turns to write
-- -----------------------------------------------------------------------------
create or replace function public.begin_debate(p_settings jsonb)
returns table (generation_id uuid, free_debates_remaining integer, total_debates integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid();
  v_settings jsonb;
  v_usage public.debate_usage;
begin
  perform private.require_confirmed(v_uid);
  v_settings := private.validate_debate_settings(p_settings);
  v_usage := private.spend_turns(v_uid, 6);
  return query select private.open_generation(v_uid, v_settings, private.default_plan((v_settings ->> 'moderatorEnabled')::boolean), 6),
                      v_usage.free_debates_remaining, v_usage.total_debates;
end;
$$;
comment on function public.begin_debate(jsonb) is
  'Validates debate settings, spends one free debate (six turns; AG001 when none left) and opens a generation with the plan of a new debate.';

-- -----------------------------------------------------------------------------
-- function public.record_generation_turn: checked against the plan
-- -----------------------------------------------------------------------------
create or replace function public.record_generation_turn(p_generation_id uuid, p_sequence integer, p_turn jsonb)
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

  select * into v_plan from private.planned_turn(v_generation.plan, p_sequence);
  if not found then
    raise exception using errcode = 'AG023', message = 'This turn is not part of the debate.';
  end if;
  if (p_turn ->> 'role') is distinct from v_plan.role
     or (p_turn ->> 'roundIndex')::smallint is distinct from v_plan.round_index
     or (p_turn ->> 'speakerIndex')::smallint is distinct from v_plan.speaker_index
     or (p_turn ->> 'phase') is distinct from v_plan.phase
     or (p_turn ->> 'questionIndex')::smallint is distinct from v_plan.question_index then
    raise exception using errcode = 'AG023', message = 'A turn is recorded at its place in the debate.';
  end if;
  if v_plan.author <> 'model' then
    raise exception using errcode = 'AG023', message = 'Only the turns the runner writes are recorded by it.';
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

  insert into public.generation_turns as t (generation_id, sequence, role, round_index, speaker_index, phase, question_index,
                                            text, summary, fallback, complete, author_kind, model, updated_at)
  values (p_generation_id, p_sequence, v_plan.role, v_plan.round_index, v_plan.speaker_index, v_plan.phase, v_plan.question_index,
          v_text, v_summary, coalesce((p_turn ->> 'fallback')::boolean, false), v_complete, v_author, p_turn ->> 'model',
          private.clock_now())
  on conflict (generation_id, sequence) do update
    set text = excluded.text, summary = excluded.summary, fallback = excluded.fallback, complete = excluded.complete,
        author_kind = excluded.author_kind, model = excluded.model, updated_at = excluded.updated_at;

  update public.debate_generations g set heartbeat_at = private.clock_now() where g.id = p_generation_id;

  perform private.broadcast_generation(v_generation.user_id, 'generation_turn', jsonb_build_object(
    'generation_id', p_generation_id, 'sequence', p_sequence, 'role', v_plan.role, 'round_index', v_plan.round_index,
    'speaker_index', v_plan.speaker_index, 'phase', v_plan.phase, 'question_index', v_plan.question_index,
    'text', v_text, 'summary', coalesce(v_summary, ''),
    'fallback', coalesce((p_turn ->> 'fallback')::boolean, false), 'complete', v_complete,
    'author_kind', v_author, 'model', p_turn ->> 'model'));
  return 'running';
end;
$$;
comment on function public.record_generation_turn(uuid, integer, jsonb) is
  'Service role only (the runner): records a turn the plan gives the runner as it is written — the text so far, then the finished turn — in the debate''s order, and tells the owner''s tabs. Returns the generation''s status: anything but running tells the runner to stop.';

-- The finished turns as the debate to save records them, and who wrote the debate.
create function private.recorded_debate_fields(p_generation_id uuid)
returns table (turns jsonb, moderator_opening text, moderator_closing text, generator text)
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select jsonb_agg(jsonb_build_object('roundIndex', t.round_index, 'speakerIndex', t.speaker_index,
                                                       'text', t.text, 'summary', t.summary) order by t.sequence)
                     from public.generation_turns t
                    where t.generation_id = p_generation_id and t.role = 'speaker' and t.complete), '[]'::jsonb),
         (select t.text from public.generation_turns t
           where t.generation_id = p_generation_id and t.phase = 'opening' and t.complete),
         (select t.text from public.generation_turns t
           where t.generation_id = p_generation_id and t.phase = 'closing' and t.complete),
         (select case when bool_or(t.author_kind = 'demo') then 'offline-demo' else 'provider' end
            from public.generation_turns t where t.generation_id = p_generation_id and t.author_kind <> 'person')
$$;
comment on function private.recorded_debate_fields(uuid) is
  'A generation''s finished turns as the debate to save: its speaker turns in order, the moderator''s texts, and offline-demo when any turn (copied ones too) was the demo''s.';
revoke all on function private.recorded_debate_fields(uuid) from public;

-- -----------------------------------------------------------------------------
-- function public.finish_generation: every planned turn written
-- -----------------------------------------------------------------------------
create or replace function public.finish_generation(p_generation_id uuid)
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
  if v_count <> jsonb_array_length(v_generation.plan) then
    raise exception using errcode = 'AG023', message = 'A debate is finished when every turn is written.';
  end if;

  update public.debate_generations g
     set status = 'completed', finished_at = private.clock_now(),
         turns = r.turns, moderator_opening = r.moderator_opening, moderator_closing = r.moderator_closing,
         generator = r.generator
    from private.recorded_debate_fields(p_generation_id) r
   where g.id = p_generation_id
  returning g.* into v_generation;

  perform private.broadcast_generation(v_generation.user_id, 'generation_status',
    jsonb_build_object('generation_id', v_generation.id, 'status', v_generation.status, 'stop_reason', null));
  return v_generation;
end;
$$;
comment on function public.finish_generation(uuid) is
  'Service role only (the runner): a generation whose every planned turn is written is completed; its speaker turns are recorded as the debate to save.';

-- -----------------------------------------------------------------------------
-- function private.settle_stopped: the unwritten turns go back as credit
-- -----------------------------------------------------------------------------
create or replace function private.settle_stopped(p_generation_id uuid, p_reason text)
returns public.debate_generations
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_generation public.debate_generations;
  v_unwritten integer;
begin
  delete from public.generation_turns t where t.generation_id = p_generation_id and not t.complete;
  update public.debate_generations g
     set status = 'stopped', stop_reason = p_reason, finished_at = private.clock_now(),
         turns = r.turns, moderator_opening = r.moderator_opening, moderator_closing = null, generator = r.generator
    from private.recorded_debate_fields(p_generation_id) r
   where g.id = p_generation_id and g.status = 'running'
  returning g.* into v_generation;
  if found then
    -- What was paid for and not written is the person's again.
    v_unwritten := greatest(v_generation.turns_charged - private.generated_speaker_turns(v_generation.id), 0);
    if v_unwritten > 0 then
      update public.debate_generations g set turns_returned = v_unwritten where g.id = v_generation.id
      returning g.* into v_generation;
      perform private.give_back_turns(v_generation.user_id, v_unwritten);
    end if;
    perform private.broadcast_generation(v_generation.user_id, 'generation_status',
      jsonb_build_object('generation_id', v_generation.id, 'status', v_generation.status, 'stop_reason', v_generation.stop_reason));
  else
    select * into v_generation from public.debate_generations g where g.id = p_generation_id;
  end if;
  return v_generation;
end;
$$;
comment on function private.settle_stopped(uuid, text) is
  'Stops a running generation for a reason: its unfinished turn goes, its finished turns are recorded as the debate to save, and the turns it paid for and did not write go back as turn credit.';

-- -----------------------------------------------------------------------------
-- function public.complete_generation: only for a plan of a new debate
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
  v_moderated := (v_generation.settings ->> 'moderatorEnabled')::boolean;
  if v_generation.plan <> private.default_plan(v_moderated) then
    raise exception using errcode = 'AG023', message = 'A continued debate is recorded turn by turn.';
  end if;
  perform private.validate_turns(p_turns);
  if p_generator is null or p_generator not in ('provider', 'offline-demo') then
    raise exception using errcode = 'AG023', message = 'A generation comes from the provider or the offline demo.';
  end if;
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
  'Service role only: records all six turns of a running new debate at once (and the moderator''s, when moderated) and completes it; a continued debate is recorded turn by turn.';

-- -----------------------------------------------------------------------------
-- function public.return_debate_allowance: the turns it was charged
-- -----------------------------------------------------------------------------
create or replace function public.return_debate_allowance(p_generation_id uuid)
returns table (allowance_returned boolean, free_debates_remaining integer, total_debates integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_generation public.debate_generations;
  v_fallback constant text := 'An error occurred while generating the argument.';
  v_usage public.debate_usage;
begin
  select * into v_generation from public.debate_generations where id = p_generation_id for update;
  if not found then
    raise exception using errcode = 'AG200', message = 'Debate generation not found.';
  end if;
  if v_generation.status <> 'completed' then
    raise exception using errcode = 'AG201', message = 'Only a completed debate can have its allowance given back.';
  end if;
  -- Every turn this generation wrote fell back (the turns it copied were never its to judge).
  if exists (select 1 from public.generation_turns t
              where t.generation_id = p_generation_id and not t.inherited and t.author_kind in ('model', 'demo')
                and t.text is distinct from v_fallback) then
    raise exception using errcode = 'AG202', message = 'Only a debate in which every turn failed is given back.';
  end if;

  select * into v_usage from public.debate_usage u where u.user_id = v_generation.user_id for update;

  -- Already given back: the same answer, nothing changes.
  if v_generation.allowance_returned_at is not null or v_usage.user_id is null then
    return query select false, v_usage.free_debates_remaining, v_usage.total_debates;
    return;
  end if;

  update public.debate_usage u set total_debates = greatest(u.total_debates - 1, 0) where u.user_id = v_generation.user_id;
  v_usage := private.give_back_turns(v_generation.user_id, v_generation.turns_charged - v_generation.turns_returned);
  update public.debate_generations
     set allowance_returned_at = private.clock_now(), turns_returned = turns_charged
   where id = p_generation_id;

  return query select true, v_usage.free_debates_remaining, v_usage.total_debates;
end;
$$;
comment on function public.return_debate_allowance(uuid) is
  'Service role only: gives back the turns a completed debate was charged when every turn it wrote fell back, once (AG200–AG202).';

-- -----------------------------------------------------------------------------
-- Reading a generation: its plan, its copied turns and the person's question
-- -----------------------------------------------------------------------------
create or replace function private.generation_turns_json(p_generation_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'sequence', t.sequence, 'role', t.role, 'roundIndex', t.round_index, 'speakerIndex', t.speaker_index,
           'phase', t.phase, 'questionIndex', t.question_index, 'text', t.text, 'summary', coalesce(t.summary, ''),
           'fallback', t.fallback, 'complete', t.complete, 'authorKind', t.author_kind, 'model', t.model,
           'inherited', t.inherited, 'inheritedFrom', t.inherited_from,
           'authorName', case when t.author_kind = 'person' then private.author_name_of(t.author_id) end)
         order by t.sequence), '[]'::jsonb)
    from public.generation_turns t
   where t.generation_id = p_generation_id
$$;
comment on function private.generation_turns_json(uuid) is
  'A generation''s turns, in order, as the engine reads them: who wrote each (and a person''s name), whether it was copied and from where.';

create or replace function private.generation_json(p_generation public.debate_generations)
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
    'turnCount', jsonb_array_length(p_generation.plan),
    'savedDebateId', (select d.id from public.debates d where d.generation_id = p_generation.id),
    'discarded', p_generation.discarded_at is not null,
    'turns', private.generation_turns_json(p_generation.id))
$$;
comment on function private.generation_json(public.debate_generations) is
  'A generation as the engine shows it: status, why it stopped, settings, how many turns it plans, whether it is saved or discarded, and its turns.';

-- Stopped before writing a turn of its own: nothing to keep (a continuation's copied turns are not its own).
create function private.generation_has_own_turn(p_generation_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.generated_speaker_turns(p_generation_id) > 0
$$;
comment on function private.generation_has_own_turn(uuid) is
  'Whether a generation has written a speaker turn or answer of its own (what makes a stopped one worth saving).';
revoke all on function private.generation_has_own_turn(uuid) from public;

create or replace function public.get_open_generation()
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
  if v_generation.status = 'stopped' and not private.generation_has_own_turn(v_generation.id) then
    return null;
  end if;
  return private.generation_json(v_generation);
end;
$$;
comment on function public.get_open_generation() is
  'The caller''s newest debate in the making, if it is neither saved nor discarded: still running, or finished (completed, or stopped after a turn of its own) and waiting to be saved. Null otherwise.';

-- -----------------------------------------------------------------------------
-- function public.read_generation (the runner): where to go on from
-- -----------------------------------------------------------------------------
create function public.read_generation(p_generation_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_generation public.debate_generations;
begin
  select * into v_generation from public.debate_generations g where g.id = p_generation_id;
  if not found then
    raise exception using errcode = 'AG020', message = 'Debate generation not found.';
  end if;
  return private.generation_json(v_generation) || jsonb_build_object('plan', v_generation.plan);
end;
$$;
comment on function public.read_generation(uuid) is
  'Service role only (the runner): a generation''s settings, plan and turns, so a run starts (or resumes) at the first planned turn not yet written.';
revoke all on function public.read_generation(uuid) from public;
grant execute on function public.read_generation(uuid) to service_role;

-- -----------------------------------------------------------------------------
-- debate_turns: who wrote each saved turn
-- -----------------------------------------------------------------------------
alter table public.debate_turns
  add column author_kind text,
  add column model text,
  add column inherited boolean not null default false,
  add column inherited_from uuid,
  add constraint debate_turns_author_valid check (author_kind is null or author_kind in ('model', 'demo', 'person')),
  add constraint debate_turns_model_length check (model is null or char_length(model) between 1 and 100),
  add constraint debate_turns_inherited_from_copied check (inherited_from is null or inherited);
comment on column public.debate_turns.author_kind is 'Who wrote the turn (model, demo or person); null for turns saved before it was recorded (the debate''s generator says).';
comment on column public.debate_turns.model is 'The model that wrote the turn; null for turns saved before it was recorded (the speaker''s model).';
comment on column public.debate_turns.inherited is 'Copied from the debate this one continues.';
comment on column public.debate_turns.inherited_from is 'The debate a copied turn was first written in (its id stays when it is deleted; no foreign key, so turns embed in their debate unambiguously).';
