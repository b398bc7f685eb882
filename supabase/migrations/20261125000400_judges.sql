-- =============================================================================
-- The AI judges' panel. After a debate's turns a panel of judge models reads
-- the transcript twice, the speakers named only "Speaker A" and "Speaker B",
-- once with the First Speaker as A and once swapped; a judge's verdict counts
-- only when its two passes agree, and the panel's verdict is the majority of
-- the counted judges. The edge function (service role) runs the judges and
-- records what they answered; this database decides what counts. Owners may
-- ask the judges about an existing debate once. The judges' own record (how
-- often they flip with the order, pick the longer side, pick their own model,
-- agree with the readers) is computed from the stored verdicts only, and so
-- is a leaderboard of the debaters' models by the judges' verdicts.
--
-- Error codes (range AG330–AG349):
--   AG330  debate generation not found
--   AG331  only a completed generation is judged
--   AG332  the generation already has a panel
--   AG333  only the author can ask the judges
--   AG334  the judges have already been asked / have already given their verdict
--   AG335  debate (or panel) not found
--   AG336  the panel has already been recorded
--   AG337  the recorded judges are malformed (the message names the field)
--   AG338  a panel is recorded as complete or stopped, by the provider or the offline demo judge
-- =============================================================================

-- -----------------------------------------------------------------------------
-- judge_panels: one per judged debate. A generation's panel follows it into
-- the debate it is saved as; "Ask the judges" opens one on a saved debate.
-- -----------------------------------------------------------------------------
create table public.judge_panels (
  id uuid primary key default gen_random_uuid(),
  generation_id uuid unique references public.debate_generations (id) on delete cascade,
  debate_id uuid unique references public.debates (id) on delete cascade,
  asked boolean not null default false,
  status text not null default 'running',
  generator text,
  verdict text,
  judges_total smallint not null default 0,
  judges_counted smallint not null default 0,
  judges_split smallint not null default 0,
  judges_unavailable smallint not null default 0,
  judges_for_verdict smallint not null default 0,
  words_first integer,
  words_second integer,
  created_at timestamptz not null default now(),
  finished_at timestamptz,
  constraint judge_panels_target check (generation_id is not null or debate_id is not null),
  constraint judge_panels_status_valid check (status in ('running', 'complete', 'unavailable', 'stopped')),
  constraint judge_panels_generator_valid check (generator is null or generator in ('provider', 'offline-demo')),
  constraint judge_panels_verdict_valid check (verdict is null or verdict in ('first', 'second', 'tie', 'none')),
  constraint judge_panels_verdict_iff_complete check ((status = 'complete') = (verdict is not null)),
  constraint judge_panels_finished check ((status = 'running') = (finished_at is null))
);
comment on table public.judge_panels is
  'The AI judges'' panel of a debate (or of a generation not saved yet): its status, the majority verdict of the counted judges and the counts behind it. Written only by the judges'' rule functions.';
comment on column public.judge_panels.words_first is 'Words the First Speaker wrote in the judged transcript (for the judges'' longer-side record).';

create index judge_panels_complete_idx on public.judge_panels (created_at) where status = 'complete';

alter table public.judge_panels enable row level security;
revoke all on table public.judge_panels from anon, authenticated, service_role;
grant select on table public.judge_panels to anon, authenticated, service_role;

-- Visible exactly where the debate is (debates' RLS applies inside the
-- subquery: shared ones for everyone, one's own for their author); a panel
-- of an unsaved generation only to the generation's owner.
create policy "panels are visible with their debate"
  on public.judge_panels for select
  to anon
  using (debate_id is not null and exists (select 1 from public.debates d where d.id = debate_id));

create policy "panels are visible with their debate or generation"
  on public.judge_panels for select
  to authenticated
  using (
    (debate_id is not null and exists (select 1 from public.debates d where d.id = debate_id))
    or (generation_id is not null and exists (select 1 from public.debate_generations g where g.id = generation_id))
  );

create policy "the service role reads every panel"
  on public.judge_panels for select
  to service_role
  using (true);

-- -----------------------------------------------------------------------------
-- judge_verdicts: each judge's two passes and what the database made of them.
-- -----------------------------------------------------------------------------
create table public.judge_verdicts (
  panel_id uuid not null references public.judge_panels (id) on delete cascade,
  judge_index smallint not null,
  judge_model text not null,
  own_speaker smallint,
  status text not null,
  winner text,
  passes_agree boolean,
  reason text,
  passes jsonb not null,
  primary key (panel_id, judge_index),
  constraint judge_verdicts_index_valid check (judge_index between 0 and 11),
  constraint judge_verdicts_model_length check (char_length(judge_model) between 1 and 100),
  constraint judge_verdicts_own_speaker_valid check (own_speaker is null or own_speaker in (0, 1)),
  constraint judge_verdicts_status_valid check (status in ('counted', 'split', 'unavailable')),
  constraint judge_verdicts_winner_valid check (winner is null or winner in ('first', 'second', 'tie')),
  constraint judge_verdicts_winner_iff_counted check ((status = 'counted') = (winner is not null)),
  constraint judge_verdicts_reason_iff_not_counted check ((status = 'counted') = (reason is null))
);
comment on table public.judge_verdicts is
  'One judge of a panel: its two passes (scores, reasons, winner per pass, in the debate''s speakers), whether they agree, and whether the verdict counts. Written only by record_judges_verdict.';

alter table public.judge_verdicts enable row level security;
revoke all on table public.judge_verdicts from anon, authenticated, service_role;
grant select on table public.judge_verdicts to anon, authenticated, service_role;

create policy "verdicts are visible with their panel"
  on public.judge_verdicts for select
  to anon, authenticated
  using (exists (select 1 from public.judge_panels p where p.id = panel_id));

create policy "the service role reads every verdict"
  on public.judge_verdicts for select
  to service_role
  using (true);

-- -----------------------------------------------------------------------------
-- A generation's panel follows it into the debate it is saved as.
-- -----------------------------------------------------------------------------
create function private.attach_judge_panel()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.judge_panels set debate_id = new.id
   where generation_id = new.generation_id and debate_id is null;
  return null;
end;
$$;
revoke all on function private.attach_judge_panel() from public;

create trigger debates_attach_judge_panel
  after insert on public.debates
  for each row when (new.generation_id is not null)
  execute function private.attach_judge_panel();

-- -----------------------------------------------------------------------------
-- The panel as the SPA and the function read it (camelCase, see the contract's
-- judges.ts): status, verdict, counts and each judge with its passes.
-- -----------------------------------------------------------------------------
create function private.judge_panel_json(p_panel_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'status', p.status,
    'generator', coalesce(p.generator, 'provider'),
    'generatorLabel', case when p.generator = 'offline-demo' then 'offline demo judge' else 'AI judges' end,
    'verdict', p.verdict,
    'judgesTotal', p.judges_total,
    'judgesCounted', p.judges_counted,
    'judgesSplit', p.judges_split,
    'judgesUnavailable', p.judges_unavailable,
    'judgesForVerdict', p.judges_for_verdict,
    'asked', p.asked,
    'judges', coalesce((
      select jsonb_agg(jsonb_build_object(
               'index', v.judge_index, 'model', v.judge_model, 'status', v.status,
               'winner', v.winner, 'reason', v.reason, 'passes', v.passes
             ) order by v.judge_index)
        from public.judge_verdicts v where v.panel_id = p.id
    ), '[]'::jsonb)
  )
  from public.judge_panels p where p.id = p_panel_id
$$;
revoke all on function private.judge_panel_json(uuid) from public;

-- Words per speaker ([first, second]) of a list of turns {speakerIndex, text}.
create function private.words_per_speaker(p_turns jsonb)
returns integer[]
language sql
immutable
set search_path = ''
as $$
  select array[
    coalesce(sum(cardinality(regexp_split_to_array(pg_catalog.btrim(t ->> 'text'), '\s+'))) filter (where (t ->> 'speakerIndex') = '0'), 0)::integer,
    coalesce(sum(cardinality(regexp_split_to_array(pg_catalog.btrim(t ->> 'text'), '\s+'))) filter (where (t ->> 'speakerIndex') = '1'), 0)::integer
  ]
  from jsonb_array_elements(coalesce(p_turns, '[]'::jsonb)) as t
$$;
revoke all on function private.words_per_speaker(jsonb) from public;

-- A debate's turns as the judges read them.
create function private.debate_transcript(p_debate_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('roundIndex', t.round_index, 'speakerIndex', t.speaker_index, 'text', t.text)
                            order by t.round_index, t.speaker_index), '[]'::jsonb)
    from public.debate_turns t where t.debate_id = p_debate_id
$$;
revoke all on function private.debate_transcript(uuid) from public;

-- -----------------------------------------------------------------------------
-- open_judge_panel(generation): the edge function opens the panel of a
-- debate it has just recorded, before the judges start. Service role only.
-- -----------------------------------------------------------------------------
create function public.open_judge_panel(p_generation_id uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_generation public.debate_generations;
  v_panel_id uuid;
begin
  select * into v_generation from public.debate_generations where id = p_generation_id for update;
  if not found then
    raise exception using errcode = 'AG330', message = 'Debate generation not found.';
  end if;
  if v_generation.status <> 'completed' then
    raise exception using errcode = 'AG331', message = 'Only a completed debate is judged.';
  end if;
  if exists (select 1 from public.judge_panels p where p.generation_id = p_generation_id) then
    raise exception using errcode = 'AG332', message = 'This debate already has a judges'' panel.';
  end if;
  insert into public.judge_panels (generation_id, debate_id, words_first, words_second)
  select p_generation_id, (select d.id from public.debates d where d.generation_id = p_generation_id), w[1], w[2]
    from (select private.words_per_speaker(v_generation.turns) as w) as words
  returning id into v_panel_id;
  return v_panel_id;
end;
$$;
revoke all on function public.open_judge_panel(uuid) from public, anon, authenticated;
grant execute on function public.open_judge_panel(uuid) to service_role;
comment on function public.open_judge_panel(uuid) is
  'Service role only: opens the judges'' panel of a completed generation (once).';

-- -----------------------------------------------------------------------------
-- ask_judges(debate): "Ask the judges" on an existing debate, by its author,
-- once per debate: refused when the debate has a verdict, a panel at work or
-- was asked before (a generation's panel that was unavailable or stopped may
-- be asked again, once). Returns the panel to fill and the transcript.
-- -----------------------------------------------------------------------------
create function public.ask_judges(p_debate_id uuid)
returns table (panel_id uuid, topic text, speaker1_model text, speaker2_model text, turns jsonb)
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke all on function public.ask_judges(uuid) from public, anon, authenticated;
grant execute on function public.ask_judges(uuid) to authenticated;
comment on function public.ask_judges(uuid) is
  'The author asks the judges about an existing debate, once per debate (AG334 after that); returns the panel to fill and the transcript.';

-- -----------------------------------------------------------------------------
-- record_judges_verdict(panel, generator, status, judges): the edge function
-- records what each judge answered in both passes; the database decides per
-- judge (counted when both passes answered and agree, split when they
-- disagree or one was unusable, unavailable when neither answered) and the
-- panel's verdict (the outcome most counted judges gave; `none` when no judge
-- counted or the top outcomes are level). A panel where no judge answered is
-- "unavailable". Service role only.
--
-- p_judges: [{model, ownSpeaker: 0|1|null, passes: [pass, pass]}] where pass =
-- {firstSpeakerAs 'A'|'B', outcome 'answered'|'unusable'|'failed',
--  winner 'first'|'second'|'tie'|null, scores {first, second: {argument,
--  evidence, engagement, clarity: 1..10}}|null, reasons {criterion: text}|null,
--  rationale, problem}.
-- -----------------------------------------------------------------------------
create function private.judge_field_error(p_field text, p_reason text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  raise exception using errcode = 'AG337', message = p_field || ': ' || p_reason, detail = p_field;
end;
$$;
revoke all on function private.judge_field_error(text, text) from public;

create function private.checked_scores(p_scores jsonb, p_field text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_criterion text;
begin
  if jsonb_typeof(p_scores) is distinct from 'object' then
    perform private.judge_field_error(p_field, 'scores are required');
  end if;
  foreach v_criterion in array array['argument', 'evidence', 'engagement', 'clarity'] loop
    if jsonb_typeof(p_scores -> v_criterion) is distinct from 'number'
       or (p_scores ->> v_criterion)::numeric not in (1, 2, 3, 4, 5, 6, 7, 8, 9, 10) then
      perform private.judge_field_error(p_field || '.' || v_criterion, 'a whole number from 1 to 10 is required');
    end if;
  end loop;
end;
$$;
revoke all on function private.checked_scores(jsonb, text) from public;

-- One pass, checked and reduced to what is stored.
create function private.checked_pass(p_pass jsonb, p_field text, p_first_as text)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_outcome text := p_pass ->> 'outcome';
  v_criterion text;
begin
  if jsonb_typeof(p_pass) is distinct from 'object' then
    perform private.judge_field_error(p_field, 'a pass is an object');
  end if;
  if (p_pass ->> 'firstSpeakerAs') is distinct from p_first_as then
    perform private.judge_field_error(p_field || '.firstSpeakerAs', 'the first pass has the First Speaker as A, the second as B');
  end if;
  if v_outcome is null or v_outcome not in ('answered', 'unusable', 'failed') then
    perform private.judge_field_error(p_field || '.outcome', 'must be answered, unusable or failed');
  end if;
  if v_outcome = 'answered' then
    if (p_pass ->> 'winner') is null or (p_pass ->> 'winner') not in ('first', 'second', 'tie') then
      perform private.judge_field_error(p_field || '.winner', 'must be first, second or tie');
    end if;
    perform private.checked_scores(p_pass #> '{scores,first}', p_field || '.scores.first');
    perform private.checked_scores(p_pass #> '{scores,second}', p_field || '.scores.second');
    if jsonb_typeof(p_pass -> 'reasons') = 'object' then
      foreach v_criterion in array array['argument', 'evidence', 'engagement', 'clarity'] loop
        if jsonb_typeof(p_pass -> 'reasons' -> v_criterion) is distinct from 'string'
           or char_length(p_pass -> 'reasons' ->> v_criterion) not between 1 and 500 then
          perform private.judge_field_error(p_field || '.reasons.' || v_criterion, 'one sentence of at most 500 characters');
        end if;
      end loop;
    elsif coalesce(jsonb_typeof(p_pass -> 'reasons'), 'null') <> 'null' then
      perform private.judge_field_error(p_field || '.reasons', 'reasons are an object or null');
    end if;
    if coalesce(jsonb_typeof(p_pass -> 'rationale'), 'null') not in ('null', 'string') or char_length(p_pass ->> 'rationale') > 1000 then
      perform private.judge_field_error(p_field || '.rationale', 'text of at most 1000 characters');
    end if;
    return jsonb_build_object(
      'firstSpeakerAs', p_first_as, 'outcome', v_outcome, 'winner', p_pass ->> 'winner',
      'scores', jsonb_build_object('first', p_pass #> '{scores,first}', 'second', p_pass #> '{scores,second}'),
      'reasons', case when jsonb_typeof(p_pass -> 'reasons') = 'object' then p_pass -> 'reasons' end,
      'rationale', nullif(pg_catalog.btrim(p_pass ->> 'rationale'), ''), 'problem', null
    );
  end if;
  if jsonb_typeof(p_pass -> 'problem') is distinct from 'string' or char_length(p_pass ->> 'problem') not between 1 and 500 then
    perform private.judge_field_error(p_field || '.problem', 'an unusable or failed pass says what went wrong (at most 500 characters)');
  end if;
  return jsonb_build_object(
    'firstSpeakerAs', p_first_as, 'outcome', v_outcome, 'winner', null, 'scores', null,
    'reasons', null, 'rationale', null, 'problem', p_pass ->> 'problem'
  );
end;
$$;
revoke all on function private.checked_pass(jsonb, text, text) from public;

create function private.outcome_name(p_outcome text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_outcome when 'first' then 'the First Speaker' when 'second' then 'the Second Speaker' else 'a tie' end
$$;
revoke all on function private.outcome_name(text) from public;

create function public.record_judges_verdict(p_panel_id uuid, p_generator text, p_status text, p_judges jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_panel public.judge_panels;
  v_judge jsonb;
  v_index integer := 0;
  v_model text;
  v_own jsonb;
  v_first jsonb;
  v_second jsonb;
  v_status text;
  v_winner text;
  v_reason text;
  v_agree boolean;
  v_counts record;
  v_top record;
  v_level integer;
begin
  select * into v_panel from public.judge_panels p where p.id = p_panel_id for update;
  if not found then
    raise exception using errcode = 'AG335', message = 'Judges'' panel not found.';
  end if;
  if v_panel.status <> 'running' then
    raise exception using errcode = 'AG336', message = 'This judges'' panel has already been recorded.';
  end if;
  if p_status is null or p_status not in ('complete', 'stopped') then
    raise exception using errcode = 'AG338', message = 'A panel is recorded as complete or stopped.';
  end if;
  if p_generator is null or p_generator not in ('provider', 'offline-demo') then
    raise exception using errcode = 'AG338', message = 'A panel is judged by the provider or the offline demo judge.';
  end if;

  if p_status = 'stopped' then
    update public.judge_panels p set status = 'stopped', generator = p_generator, finished_at = private.clock_now()
     where p.id = p_panel_id;
    return private.judge_panel_json(p_panel_id);
  end if;

  if jsonb_typeof(p_judges) is distinct from 'array' or jsonb_array_length(p_judges) > 12 then
    perform private.judge_field_error('judges', 'a list of at most 12 judges');
  end if;

  for v_judge in select * from jsonb_array_elements(p_judges) loop
    v_model := pg_catalog.btrim(v_judge ->> 'model');
    if jsonb_typeof(v_judge -> 'model') is distinct from 'string' or char_length(v_model) not between 1 and 100 then
      perform private.judge_field_error('judges.' || v_index || '.model', 'a model name of 1 to 100 characters');
    end if;
    v_own := coalesce(v_judge -> 'ownSpeaker', 'null'::jsonb);
    if v_own not in ('null'::jsonb, '0'::jsonb, '1'::jsonb) then
      perform private.judge_field_error('judges.' || v_index || '.ownSpeaker', 'must be 0, 1 or null');
    end if;
    if jsonb_typeof(v_judge -> 'passes') is distinct from 'array' or jsonb_array_length(v_judge -> 'passes') <> 2 then
      perform private.judge_field_error('judges.' || v_index || '.passes', 'exactly two passes');
    end if;
    v_first := private.checked_pass(v_judge -> 'passes' -> 0, 'judges.' || v_index || '.passes.0', 'A');
    v_second := private.checked_pass(v_judge -> 'passes' -> 1, 'judges.' || v_index || '.passes.1', 'B');

    v_winner := null;
    v_reason := null;
    v_agree := null;
    if v_first ->> 'outcome' = 'answered' and v_second ->> 'outcome' = 'answered' then
      v_agree := (v_first ->> 'winner') = (v_second ->> 'winner');
      if v_agree then
        v_status := 'counted';
        v_winner := v_first ->> 'winner';
      else
        v_status := 'split';
        v_reason := format('Position flip: %s with the First Speaker as Speaker A, %s with the sides swapped.',
                           private.outcome_name(v_first ->> 'winner'), private.outcome_name(v_second ->> 'winner'));
      end if;
    elsif v_first ->> 'outcome' = 'failed' and v_second ->> 'outcome' = 'failed' then
      v_status := 'unavailable';
      v_reason := 'No answer: ' || (v_first ->> 'problem') || '.';
    else
      v_status := 'split';
      v_reason := 'Unusable answer: ' || coalesce(
        case when v_first ->> 'outcome' <> 'answered' then v_first ->> 'problem' end,
        v_second ->> 'problem') || '.';
    end if;

    insert into public.judge_verdicts (panel_id, judge_index, judge_model, own_speaker, status, winner, passes_agree, reason, passes)
    values (p_panel_id, v_index, v_model, (v_own #>> '{}')::smallint, v_status, v_winner, v_agree, v_reason,
            jsonb_build_array(v_first, v_second));
    v_index := v_index + 1;
  end loop;

  select count(*)::integer as total,
         (count(*) filter (where v.status = 'counted'))::integer as counted,
         (count(*) filter (where v.status = 'split'))::integer as split,
         (count(*) filter (where v.status = 'unavailable'))::integer as unavailable
    into v_counts
    from public.judge_verdicts v where v.panel_id = p_panel_id;

  -- The outcome most counted judges gave, and whether another outcome was given as often.
  select v.winner, count(*)::integer as n into v_top
    from public.judge_verdicts v where v.panel_id = p_panel_id and v.status = 'counted'
   group by v.winner order by count(*) desc, v.winner limit 1;
  select count(*)::integer into v_level from (
    select 1 from public.judge_verdicts v where v.panel_id = p_panel_id and v.status = 'counted'
     group by v.winner having count(*) = v_top.n) as level;

  update public.judge_panels p
     set generator = p_generator,
         judges_total = v_counts.total, judges_counted = v_counts.counted,
         judges_split = v_counts.split, judges_unavailable = v_counts.unavailable,
         status = case when v_counts.total = v_counts.unavailable then 'unavailable' else 'complete' end,
         verdict = case when v_counts.total = v_counts.unavailable then null
                        when v_top.n is null or v_level > 1 then 'none' else v_top.winner end,
         judges_for_verdict = case when v_top.n is null or v_level > 1 or v_counts.total = v_counts.unavailable then 0 else v_top.n end,
         finished_at = private.clock_now()
   where p.id = p_panel_id;
  return private.judge_panel_json(p_panel_id);
end;
$$;
revoke all on function public.record_judges_verdict(uuid, text, text, jsonb) from public, anon, authenticated;
grant execute on function public.record_judges_verdict(uuid, text, text, jsonb) to service_role;
comment on function public.record_judges_verdict(uuid, text, text, jsonb) is
  'Service role only: records each judge''s two passes; the database decides which verdicts count (both passes agree) and the panel''s majority.';

-- -----------------------------------------------------------------------------
-- Judges and readers side by side, never merged: they agree when the judges'
-- verdict names the speaker the readers' verdict names, or a tie when the
-- readers found it too close. Not comparable (null) while either has no
-- verdict (no counted judge / majority, not enough readers).
-- -----------------------------------------------------------------------------
create function private.judges_agree_with_readers(p_judges text, p_reader_status text, p_reader_winner smallint)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when p_judges is null or p_judges not in ('first', 'second', 'tie') then null
    when p_reader_status = 'decided' then p_judges = case p_reader_winner when 1 then 'first' when 2 then 'second' end
    when p_reader_status = 'too_close' then p_judges = 'tie'
    else null
  end
$$;
revoke all on function private.judges_agree_with_readers(text, text, smallint) from public;

-- -----------------------------------------------------------------------------
-- get_judges_verdict(debate): the panel of a debate the caller can see, with
-- the readers' verdict and whether the two agree; null when it has no panel
-- or is not visible. Visitors and users.
-- -----------------------------------------------------------------------------
create function public.get_judges_verdict(p_debate_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_panel public.judge_panels;
  v_readers record;
begin
  if not private.debate_is_visible_to(p_debate_id, auth.uid()) then
    return null;
  end if;
  select * into v_panel from public.judge_panels p where p.debate_id = p_debate_id;
  if not found then
    return null;
  end if;
  select r.* into v_readers from public.debates d, private.reader_verdict(d.id) r where d.id = p_debate_id and d.is_public;
  return private.judge_panel_json(v_panel.id) || jsonb_build_object(
    'readers', case when v_readers.status is null then null else jsonb_build_object(
      'status', v_readers.status,
      'winner', case v_readers.winner_speaker when 1 then 'first' when 2 then 'second' end,
      'respondents', v_readers.respondents,
      'isFinal', v_readers.is_final) end,
    'agreement', case private.judges_agree_with_readers(v_panel.verdict, v_readers.status, v_readers.winner_speaker)
      when true then 'agree' when false then 'disagree' end
  );
end;
$$;
revoke all on function public.get_judges_verdict(uuid) from public, anon, authenticated;
grant execute on function public.get_judges_verdict(uuid) to anon, authenticated;
comment on function public.get_judges_verdict(uuid) is
  'The AI judges'' panel of a debate the caller can see (null when it has none), beside the readers'' verdict and whether they agree.';

-- -----------------------------------------------------------------------------
-- The judges' own record, from stored verdicts only: per judge model, over
-- the provider's panels on debates the provider wrote (the offline demo
-- judge and demo debates never count):
--   verdicts          judges with both passes answered
--   position_flips    of those, passes that disagreed once the sides were swapped
--   decisive          counted verdicts naming a speaker, in debates where one speaker wrote more words
--   chose_longer      of those, the speaker who wrote more
--   own_model         counted verdicts naming a speaker, where exactly one speaker was the judge's own model
--   chose_own         of those, that speaker
--   with_readers      counted verdicts on shared debates whose readers reached a verdict (decided or too close)
--   agreed            of those, agreeing with the readers (as get_judges_verdict compares)
-- Rates are fractions rounded to 3 places, null when there is nothing to divide.
-- -----------------------------------------------------------------------------
create function public.judges_record()
returns table (
  judge_model text, verdicts integer, position_flips integer, flip_rate numeric,
  decisive integer, chose_longer integer, longer_rate numeric,
  own_model integer, chose_own integer, own_rate numeric,
  with_readers integer, agreed integer, agreement_rate numeric
)
language sql
stable
security definer
set search_path = ''
as $$
  with judged as (
    select v.judge_model, v.status, v.winner, v.passes_agree, v.own_speaker,
           case when p.words_first > p.words_second then 'first' when p.words_second > p.words_first then 'second' end as longer,
           case when d.is_public and d.moderation_state = 'visible' then
             (select private.judges_agree_with_readers(v.winner, r.status, r.winner_speaker) from private.reader_verdict(d.id) r)
           end as agrees
      from public.judge_verdicts v
      join public.judge_panels p on p.id = v.panel_id
      left join public.debates d on d.id = p.debate_id
      left join public.debate_generations g on g.id = p.generation_id
     where p.status = 'complete' and p.generator = 'provider'
       and coalesce(d.generator, g.generator) = 'provider'
  ), counts as (
    select judge_model,
           count(*) filter (where passes_agree is not null)::integer as verdicts,
           count(*) filter (where passes_agree = false)::integer as position_flips,
           count(*) filter (where status = 'counted' and winner <> 'tie' and longer is not null)::integer as decisive,
           count(*) filter (where status = 'counted' and winner <> 'tie' and winner = longer)::integer as chose_longer,
           count(*) filter (where status = 'counted' and winner <> 'tie' and own_speaker is not null)::integer as own_model,
           count(*) filter (where status = 'counted' and winner = case own_speaker when 0 then 'first' when 1 then 'second' end)::integer as chose_own,
           count(*) filter (where status = 'counted' and agrees is not null)::integer as with_readers,
           count(*) filter (where status = 'counted' and agrees)::integer as agreed
      from judged
     group by judge_model
  )
  select judge_model, verdicts, position_flips, round(position_flips::numeric / nullif(verdicts, 0), 3),
         decisive, chose_longer, round(chose_longer::numeric / nullif(decisive, 0), 3),
         own_model, chose_own, round(chose_own::numeric / nullif(own_model, 0), 3),
         with_readers, agreed, round(agreed::numeric / nullif(with_readers, 0), 3)
    from counts
   order by verdicts desc, judge_model
$$;
revoke all on function public.judges_record() from public, anon, authenticated;
grant execute on function public.judges_record() to anon, authenticated, service_role;
comment on function public.judges_record() is
  'Per judge model, from stored provider verdicts: position flips, choosing the longer side, choosing its own model, agreement with the readers.';

-- -----------------------------------------------------------------------------
-- judges_model_leaderboard(): the debaters' models rated by the judges'
-- verdicts, with the readers' leaderboard's method (Bradley–Terry on the Elo
-- scale, 95 % intervals, a tie half a win): one game per shared debate the
-- provider wrote whose panel (of AI judges) reached a verdict.
-- -----------------------------------------------------------------------------
create function public.judges_model_leaderboard()
returns table (model text, rating numeric, ci_low numeric, ci_high numeric, debates numeric)
language sql
stable
security definer
set search_path = ''
as $$
  select b.player, b.rating, b.ci_low, b.ci_high, b.matches
    from private.bradley_terry((
      select coalesce(jsonb_agg(jsonb_build_object(
               'a', d.speaker1_model, 'b', d.speaker2_model,
               'wins_a', (p.verdict = 'first')::integer, 'wins_b', (p.verdict = 'second')::integer,
               'ties', (p.verdict = 'tie')::integer)), '[]'::jsonb)
        from public.judge_panels p
        join public.debates d on d.id = p.debate_id
       where p.status = 'complete' and p.generator = 'provider' and p.verdict in ('first', 'second', 'tie')
         and d.generator = 'provider' and d.is_public and d.moderation_state = 'visible'
    )) b
   order by b.rating desc, b.player
$$;
revoke all on function public.judges_model_leaderboard() from public, anon, authenticated;
grant execute on function public.judges_model_leaderboard() to anon, authenticated, service_role;
comment on function public.judges_model_leaderboard() is
  'The debaters'' models rated by the AI judges'' verdicts on shared debates (Bradley–Terry, Elo scale, 95 % intervals), beside the readers'' leaderboard.';
