-- =============================================================================
-- "Who convinced you?": on a shared debate each signed-in reader records where
-- they stand before reading (for / neutral / against) and again after. As in
-- Oxford-style debates, the side whose share grew most from before to after
-- won the room. "For" is the speaker arguing for the motion (stance > 0),
-- "against" the one arguing against it (stance < 0).
--
-- One row per person and debate: the "before" creates it, the "after" can only
-- fill it in, so there is never an "after" without a "before". Both can be
-- changed until the debate is poll_open_days (7) old, counted from shared_at.
-- The shift is measured on the people who answered both (every "after" has a
-- "before"); debates.persuasion_score keeps the winner's gain in percentage
-- points once persuasive_min_respondents (5) answered both, for the ranking's
-- "Most persuasive" sort.
-- Codes (listed in 20261123001000_limits.sql): AG160–AG164, AG030.
-- =============================================================================

alter table public.app_settings
  add column poll_open_days integer not null default 7,
  add column persuasive_min_respondents integer not null default 5,
  add constraint app_settings_poll_open_days_positive check (poll_open_days > 0),
  add constraint app_settings_persuasive_min_respondents_positive check (persuasive_min_respondents > 0);

create type public.poll_stance as enum ('for', 'neutral', 'against');

create table public.poll_answers (
  debate_id uuid not null references public.debates (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  before_stance public.poll_stance not null,
  after_stance public.poll_stance,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (debate_id, user_id)
);
comment on table public.poll_answers is 'A reader''s stance before and after reading a shared debate; written by record_poll_answer only.';

create index poll_answers_user_id_idx on public.poll_answers (user_id);

alter table public.poll_answers enable row level security;
revoke all on table public.poll_answers from anon, authenticated, service_role;
grant select on table public.poll_answers to authenticated, service_role;

create policy "users read their own poll answers"
  on public.poll_answers for select
  to authenticated
  using (user_id = (select auth.uid()));

-- -----------------------------------------------------------------------------
-- The maintained score behind "Most persuasive": null until enough people
-- answered both; indexed like the other sorts.
-- -----------------------------------------------------------------------------
alter table public.debates add column persuasion_score integer;
comment on column public.debates.persuasion_score is
  'Gain of the side that won the room, in percentage points of the people who answered before and after; null below the minimum.';

create index debates_public_persuasive_idx on public.debates (persuasion_score desc, shared_at desc, id desc)
  where is_public and persuasion_score is not null;

-- The score moves only with the answers (this trigger runs as the table owner).
create function private.guard_persuasion_score()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user = (select r.rolname from pg_catalog.pg_class c join pg_catalog.pg_roles r on r.oid = c.relowner
                     where c.oid = tg_relid) then
    return new;
  end if;
  if (tg_op = 'INSERT' and new.persuasion_score is not null)
     or (tg_op = 'UPDATE' and new.persuasion_score is distinct from old.persuasion_score) then
    raise exception using errcode = '42501', message = 'The persuasion score is set by Agora''s rules, not written directly.';
  end if;
  return new;
end;
$$;
revoke all on function private.guard_persuasion_score() from public;

create trigger guard_persuasion_score
  before insert or update on public.debates
  for each row execute function private.guard_persuasion_score();

-- The audience's split and shift for one debate.
create function private.poll_tally(p_debate_id uuid)
returns table (
  before_for integer, before_neutral integer, before_against integer,
  after_for integer, after_neutral integer, after_against integer,
  paired_before_for integer, paired_before_against integer, respondents integer,
  for_shift numeric, against_shift numeric
)
language sql
stable
security definer
set search_path = ''
as $$
  select t.*,
         case when t.respondents > 0 then round(100.0 * (t.after_for - t.paired_before_for) / t.respondents, 1) end,
         case when t.respondents > 0 then round(100.0 * (t.after_against - t.paired_before_against) / t.respondents, 1) end
    from (
      select count(*) filter (where a.before_stance = 'for')::integer,
             count(*) filter (where a.before_stance = 'neutral')::integer,
             count(*) filter (where a.before_stance = 'against')::integer,
             count(*) filter (where a.after_stance = 'for')::integer,
             count(*) filter (where a.after_stance = 'neutral')::integer,
             count(*) filter (where a.after_stance = 'against')::integer,
             count(*) filter (where a.after_stance is not null and a.before_stance = 'for')::integer,
             count(*) filter (where a.after_stance is not null and a.before_stance = 'against')::integer,
             count(a.after_stance)::integer
        from public.poll_answers a
       where a.debate_id = p_debate_id
    ) as t (before_for, before_neutral, before_against, after_for, after_neutral, after_against,
            paired_before_for, paired_before_against, respondents)
$$;
revoke all on function private.poll_tally(uuid) from public;

create function private.refresh_persuasion_score()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_debate_id uuid := coalesce(new.debate_id, old.debate_id);
  v_tally record;
  v_score integer;
begin
  select * into v_tally from private.poll_tally(v_debate_id);
  if v_tally.respondents >= (private.settings()).persuasive_min_respondents then
    v_score := round(greatest(v_tally.for_shift, v_tally.against_shift))::integer;
  end if;
  update public.debates set persuasion_score = v_score
   where id = v_debate_id and persuasion_score is distinct from v_score;
  return null;
end;
$$;
revoke all on function private.refresh_persuasion_score() from public;

create trigger refresh_persuasion_score
  after insert or update or delete on public.poll_answers
  for each row execute function private.refresh_persuasion_score();

-- -----------------------------------------------------------------------------
-- The result a viewer shows. for_speaker / against_speaker: 1 or 2, the
-- speaker whose stance is > 0 (most positive) / < 0 (most negative), null when
-- no speaker takes that side. gaining_side: the side whose share grew most
-- among the people who answered both; null on a tie or when neither grew.
-- -----------------------------------------------------------------------------
create function private.poll_result(p_debate public.debates, p_user_id uuid)
returns table (
  before_for integer, before_neutral integer, before_against integer,
  after_for integer, after_neutral integer, after_against integer,
  respondents integer, for_shift numeric, against_shift numeric,
  gaining_side public.poll_stance, gaining_speaker integer, for_speaker integer, against_speaker integer,
  my_before public.poll_stance, my_after public.poll_stance, closes_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  with speakers as (
    select case when greatest(p_debate.speaker1_stance, p_debate.speaker2_stance) <= 0 then null
                when p_debate.speaker1_stance > p_debate.speaker2_stance then 1
                when p_debate.speaker2_stance > p_debate.speaker1_stance then 2 end as for_speaker,
           case when least(p_debate.speaker1_stance, p_debate.speaker2_stance) >= 0 then null
                when p_debate.speaker1_stance < p_debate.speaker2_stance then 1
                when p_debate.speaker2_stance < p_debate.speaker1_stance then 2 end as against_speaker
  ), tally as (
    select t.*,
           case when t.for_shift > greatest(t.against_shift, 0) then 'for'
                when t.against_shift > greatest(t.for_shift, 0) then 'against' end::public.poll_stance as side
      from private.poll_tally(p_debate.id) t
  )
  select t.before_for, t.before_neutral, t.before_against, t.after_for, t.after_neutral, t.after_against,
         t.respondents, t.for_shift, t.against_shift, t.side,
         case t.side when 'for' then s.for_speaker when 'against' then s.against_speaker end,
         s.for_speaker, s.against_speaker,
         a.before_stance, a.after_stance,
         p_debate.shared_at + make_interval(days => (private.settings()).poll_open_days)
    from tally t
   cross join speakers s
    left join public.poll_answers a on a.debate_id = p_debate.id and a.user_id = p_user_id
$$;
revoke all on function private.poll_result(public.debates, uuid) from public;

-- A shared debate the caller may read, or the coded refusal.
create function private.poll_debate(p_debate_id uuid, p_user_id uuid)
returns public.debates
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_debate public.debates;
begin
  select * into v_debate from public.debates d where d.id = p_debate_id;
  if not found or not private.debate_is_visible_to(p_debate_id, p_user_id) then
    raise exception using errcode = 'AG030', message = 'Debate not found';
  end if;
  if not v_debate.is_public then
    raise exception using errcode = 'AG164', message = 'Only debates shared with the community have a poll.';
  end if;
  return v_debate;
end;
$$;
revoke all on function private.poll_debate(uuid, uuid) from public;

-- -----------------------------------------------------------------------------
-- get_poll_results(debate): the split, the shift and the caller's answers.
-- -----------------------------------------------------------------------------
create function public.get_poll_results(p_debate_id uuid)
returns table (
  before_for integer, before_neutral integer, before_against integer,
  after_for integer, after_neutral integer, after_against integer,
  respondents integer, for_shift numeric, against_shift numeric,
  gaining_side public.poll_stance, gaining_speaker integer, for_speaker integer, against_speaker integer,
  my_before public.poll_stance, my_after public.poll_stance, closes_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  return query select * from private.poll_result(private.poll_debate(p_debate_id, v_uid), v_uid);
end;
$$;

revoke all on function public.get_poll_results(uuid) from public, anon, authenticated;
grant execute on function public.get_poll_results(uuid) to anon, authenticated;
comment on function public.get_poll_results(uuid) is
  'The "who convinced you?" poll of a shared debate: before/after split, shift per side, the gaining side and speaker.';

-- -----------------------------------------------------------------------------
-- record_poll_answer(debate, phase, stance): phase 'before' or 'after',
-- stance 'for' | 'neutral' | 'against'. Returns the new result.
-- -----------------------------------------------------------------------------
create function public.record_poll_answer(p_debate_id uuid, p_phase text, p_stance text)
returns table (
  before_for integer, before_neutral integer, before_against integer,
  after_for integer, after_neutral integer, after_against integer,
  respondents integer, for_shift numeric, against_shift numeric,
  gaining_side public.poll_stance, gaining_speaker integer, for_speaker integer, against_speaker integer,
  my_before public.poll_stance, my_after public.poll_stance, closes_at timestamptz
)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_now timestamptz := private.clock_now();
  v_debate public.debates;
  v_stance public.poll_stance;
begin
  if v_uid is null then
    raise exception using errcode = 'AG160', message = 'Please sign in to take part in the poll.';
  end if;
  if p_phase is null or p_phase not in ('before', 'after') then
    raise exception using errcode = 'AG161', message = 'The poll asks where you stand "before" or "after" reading.';
  end if;
  if p_stance is null or not p_stance = any (enum_range(null::public.poll_stance)::text[]) then
    raise exception using errcode = 'AG161', message = 'Choose for, neutral or against.';
  end if;
  v_stance := p_stance::public.poll_stance;

  v_debate := private.poll_debate(p_debate_id, v_uid);
  if v_now >= v_debate.shared_at + make_interval(days => (private.settings()).poll_open_days) then
    raise exception using errcode = 'AG163',
      message = 'This poll closed ' || (private.settings()).poll_open_days || ' days after the debate was shared.';
  end if;

  if p_phase = 'before' then
    insert into public.poll_answers as a (debate_id, user_id, before_stance, created_at, updated_at)
    values (p_debate_id, v_uid, v_stance, v_now, v_now)
    on conflict (debate_id, user_id) do update
      set before_stance = excluded.before_stance, updated_at = v_now
      where a.before_stance <> excluded.before_stance;
  else
    update public.poll_answers a set after_stance = v_stance, updated_at = v_now
     where a.debate_id = p_debate_id and a.user_id = v_uid;
    if not found then
      raise exception using errcode = 'AG162', message = 'Tell us where you stood before reading first.';
    end if;
  end if;

  return query select * from private.poll_result(v_debate, v_uid);
end;
$$;

revoke all on function public.record_poll_answer(uuid, text, text) from public, anon, authenticated;
-- anon may call it to receive the rule's own "please sign in" error.
grant execute on function public.record_poll_answer(uuid, text, text) to anon, authenticated;
comment on function public.record_poll_answer(uuid, text, text) is
  'Records the caller''s stance before or after reading a shared debate (changeable for a week after sharing).';
