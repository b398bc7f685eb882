-- =============================================================================
-- The room's verdict. As in Oxford-style debates (Open to Debate /
-- Intelligence Squared), a shared debate is won by the side whose share grew
-- most among the readers who answered the poll before and after reading:
--   status 'not_enough_votes'  fewer than persuasive_min_respondents answered both;
--          'too_close'         the two sides' gains differ by less than
--                              verdict_tie_margin percentage points ("dead
--                              heat"), or the speakers take the same stance
--                              (no side to win);
--          'decided'           otherwise; winner_speaker (1 or 2) is the
--                              speaker on the side that gained more.
-- margin: |for_shift - against_shift| in percentage points (null without
-- respondents). is_final: the poll has closed (poll_open_days after
-- shared_at), so the verdict can no longer move.
--
-- The speaker "for" the motion is the one with the higher stance, "against"
-- the one with the lower (for debates whose speakers take opposite signs this
-- is poll_result's for_speaker / against_speaker).
--
-- The verdict is stored per debate (private.debate_verdicts), refreshed by the
-- same trigger that keeps persuasion_score (one tally per answer), so that
-- readers of many debates at once — ranking cards, the leaderboard's counts —
-- never recount answers. Codes: none new (get_reader_verdict raises the
-- poll's AG030 / AG164).
-- =============================================================================

alter table public.app_settings
  add column verdict_tie_margin numeric not null default 5,
  add constraint app_settings_verdict_tie_margin_valid check (verdict_tie_margin >= 0 and verdict_tie_margin <= 100);
comment on column public.app_settings.verdict_tie_margin is
  'Percentage points under which the two sides'' gains make a debate "too close to call".';

-- -----------------------------------------------------------------------------
-- debate_verdicts: one row per debate that has poll answers. Besides the
-- verdict it carries a copy of what the leaderboard counts by (speakers,
-- styles, categories, format, the day it was shared, whether it is listed),
-- so a verdict's contribution can be taken back exactly even while its
-- debate is being deleted.
-- -----------------------------------------------------------------------------
create table private.debate_verdicts (
  debate_id uuid primary key references public.debates (id) on delete cascade,
  status text not null,
  winner_speaker smallint,
  margin numeric,
  respondents integer not null default 0,
  for_shift numeric,
  against_shift numeric,
  -- Shared and visible to everyone: only listed debates count anywhere.
  listed boolean not null,
  shared_day date,
  categories public.debate_category[] not null,
  debate_style public.debate_style not null,
  speaker1_model text not null,
  speaker2_model text not null,
  speaker1_style public.rhetoric_style not null,
  speaker2_style public.rhetoric_style not null,
  -- The speaker on the For side (higher stance); null when the stances are equal.
  for_speaker smallint,
  -- ∆s awarded to each speaker (kept by the ∆ rules).
  deltas1 integer not null default 0,
  deltas2 integer not null default 0,
  constraint debate_verdicts_status_valid check (status in ('not_enough_votes', 'too_close', 'decided')),
  constraint debate_verdicts_winner_iff_decided check ((status = 'decided') = (winner_speaker is not null)),
  constraint debate_verdicts_winner_valid check (winner_speaker in (1, 2)),
  constraint debate_verdicts_for_speaker_valid check (for_speaker in (1, 2)),
  constraint debate_verdicts_listed_has_day check (not listed or shared_day is not null),
  constraint debate_verdicts_deltas_non_negative check (deltas1 >= 0 and deltas2 >= 0)
);
comment on table private.debate_verdicts is
  'The room''s verdict per debate with poll answers, and the debate facts the leaderboard counts by; kept by triggers.';

-- The leaderboard's "Most persuasive"-style readers never scan it; the
-- settings trigger below walks it whole only when the rule's numbers change.

-- -----------------------------------------------------------------------------
-- The rule itself, pure: from the shifts to (status, winner, margin).
-- -----------------------------------------------------------------------------
create function private.verdict_of(
  p_for_shift numeric, p_against_shift numeric, p_respondents integer, p_for_speaker smallint,
  p_min_respondents integer, p_tie_margin numeric
)
returns table (status text, winner_speaker smallint, margin numeric)
language sql
immutable
set search_path = ''
as $$
  select case when coalesce(p_respondents, 0) < p_min_respondents then 'not_enough_votes'
              when m.margin < p_tie_margin or p_for_speaker is null then 'too_close'
              else 'decided' end,
         case when coalesce(p_respondents, 0) >= p_min_respondents and m.margin >= p_tie_margin
               and p_for_speaker is not null then
           case when p_for_shift > p_against_shift then p_for_speaker else (3 - p_for_speaker)::smallint end
         end,
         m.margin
    from (select abs(p_for_shift - p_against_shift) as margin) m
$$;
revoke all on function private.verdict_of(numeric, numeric, integer, smallint, integer, numeric) from public;

create function private.for_speaker_of(p_speaker1_stance numeric, p_speaker2_stance numeric)
returns smallint
language sql
immutable
set search_path = ''
as $$
  select case when p_speaker1_stance > p_speaker2_stance then 1
              when p_speaker2_stance > p_speaker1_stance then 2 end::smallint
$$;
revoke all on function private.for_speaker_of(numeric, numeric) from public;

-- -----------------------------------------------------------------------------
-- Storing a debate's verdict from its tally (and its debate's current facts).
-- Writes only when something changed.
-- -----------------------------------------------------------------------------
create function private.store_verdict(p_debate_id uuid, p_for_shift numeric, p_against_shift numeric, p_respondents integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_debate public.debates;
  v_settings public.app_settings := private.settings();
  v_for smallint;
  v_verdict record;
begin
  select * into v_debate from public.debates d where d.id = p_debate_id;
  if not found then
    -- The debate is being deleted: its verdict row goes with it.
    return;
  end if;
  v_for := private.for_speaker_of(v_debate.speaker1_stance, v_debate.speaker2_stance);
  select * into v_verdict
    from private.verdict_of(p_for_shift, p_against_shift, p_respondents, v_for,
                            v_settings.persuasive_min_respondents, v_settings.verdict_tie_margin);

  insert into private.debate_verdicts as v (
    debate_id, status, winner_speaker, margin, respondents, for_shift, against_shift,
    listed, shared_day, categories, debate_style, speaker1_model, speaker2_model, speaker1_style, speaker2_style, for_speaker
  ) values (
    p_debate_id, v_verdict.status, v_verdict.winner_speaker, v_verdict.margin, coalesce(p_respondents, 0),
    p_for_shift, p_against_shift,
    v_debate.is_public and v_debate.moderation_state = 'visible', (v_debate.shared_at at time zone 'UTC')::date,
    v_debate.categories, v_debate.debate_style, v_debate.speaker1_model, v_debate.speaker2_model,
    v_debate.speaker1_rhetoric_style, v_debate.speaker2_rhetoric_style, v_for
  )
  on conflict (debate_id) do update
    set status = excluded.status, winner_speaker = excluded.winner_speaker, margin = excluded.margin,
        respondents = excluded.respondents, for_shift = excluded.for_shift, against_shift = excluded.against_shift,
        listed = excluded.listed, shared_day = excluded.shared_day, categories = excluded.categories,
        debate_style = excluded.debate_style, speaker1_model = excluded.speaker1_model,
        speaker2_model = excluded.speaker2_model, speaker1_style = excluded.speaker1_style,
        speaker2_style = excluded.speaker2_style, for_speaker = excluded.for_speaker
    where (v.status, v.winner_speaker, v.margin, v.respondents, v.for_shift, v.against_shift, v.listed, v.shared_day,
           v.categories, v.debate_style, v.speaker1_model, v.speaker2_model, v.speaker1_style, v.speaker2_style,
           v.for_speaker)
          is distinct from
          (excluded.status, excluded.winner_speaker, excluded.margin, excluded.respondents, excluded.for_shift,
           excluded.against_shift, excluded.listed, excluded.shared_day, excluded.categories, excluded.debate_style,
           excluded.speaker1_model, excluded.speaker2_model, excluded.speaker1_style, excluded.speaker2_style,
           excluded.for_speaker);
end;
$$;
revoke all on function private.store_verdict(uuid, numeric, numeric, integer) from public;

create function private.refresh_verdict(p_debate_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_tally record;
begin
  select * into v_tally from private.poll_tally(p_debate_id);
  perform private.store_verdict(p_debate_id, v_tally.for_shift, v_tally.against_shift, v_tally.respondents);
end;
$$;
revoke all on function private.refresh_verdict(uuid) from public;

-- -----------------------------------------------------------------------------
-- The answers' trigger (from 20261123001020_persuasion_polls.sql) now keeps
-- the verdict too, from the same tally.
-- -----------------------------------------------------------------------------
create or replace function private.refresh_persuasion_score()
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
  -- Re-recording the same answer only touches updated_at: nothing moved.
  if tg_op = 'UPDATE' and new.before_stance = old.before_stance
     and new.after_stance is not distinct from old.after_stance then
    return null;
  end if;
  select * into v_tally from private.poll_tally(v_debate_id);
  if v_tally.respondents >= (private.settings()).persuasive_min_respondents then
    v_score := round(greatest(v_tally.for_shift, v_tally.against_shift))::integer;
  end if;
  update public.debates set persuasion_score = v_score
   where id = v_debate_id and persuasion_score is distinct from v_score;
  perform private.store_verdict(v_debate_id, v_tally.for_shift, v_tally.against_shift, v_tally.respondents);
  return null;
end;
$$;

-- -----------------------------------------------------------------------------
-- A debate's facts change (shared, unshared, hidden, re-categorised, its
-- speakers corrected): its verdict row follows.
-- -----------------------------------------------------------------------------
create function private.sync_verdict_with_debate()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from private.debate_verdicts v where v.debate_id = new.id) then
    perform private.refresh_verdict(new.id);
  end if;
  return null;
end;
$$;
revoke all on function private.sync_verdict_with_debate() from public;

create trigger sync_verdict_with_debate
  after update of is_public, shared_at, moderation_state, categories, debate_style, speaker1_model, speaker2_model,
    speaker1_stance, speaker2_stance, speaker1_rhetoric_style, speaker2_rhetoric_style
  on public.debates
  for each row execute function private.sync_verdict_with_debate();

-- The rule's numbers change (rarely, by an operator): every stored verdict is
-- recomputed under the new numbers.
create function private.refresh_verdicts_on_settings()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  if new.verdict_tie_margin is distinct from old.verdict_tie_margin
     or new.persuasive_min_respondents is distinct from old.persuasive_min_respondents then
    for v_id in select v.debate_id from private.debate_verdicts v loop
      perform private.refresh_verdict(v_id);
    end loop;
  end if;
  return null;
end;
$$;
revoke all on function private.refresh_verdicts_on_settings() from public;

create trigger refresh_verdicts_on_settings
  after update on public.app_settings
  for each row execute function private.refresh_verdicts_on_settings();

-- Debates answered before this migration.
select private.refresh_verdict(a.debate_id) from (select distinct debate_id from public.poll_answers) a;

-- -----------------------------------------------------------------------------
-- reader_verdict(debate): the stable read every feature uses (the judges'
-- comparison, link previews, the viewer). A debate without answers has not
-- enough votes.
-- -----------------------------------------------------------------------------
create function private.reader_verdict(p_debate_id uuid)
returns table (status text, winner_speaker smallint, margin numeric, respondents integer, is_final boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(v.status, 'not_enough_votes'), v.winner_speaker, v.margin, coalesce(v.respondents, 0),
         coalesce(d.shared_at + make_interval(days => (private.settings()).poll_open_days) <= private.clock_now(), false)
    from public.debates d
    left join private.debate_verdicts v on v.debate_id = d.id
   where d.id = p_debate_id
$$;
revoke all on function private.reader_verdict(uuid) from public;
comment on function private.reader_verdict(uuid) is
  'The room''s verdict of a debate: not_enough_votes | too_close | decided (winner_speaker 1 or 2), margin in points, final once the poll closed.';

-- -----------------------------------------------------------------------------
-- get_reader_verdict(debate): the verdict of a shared debate the caller may
-- read (anyone, signed in or not), with the numbers the rule used.
-- -----------------------------------------------------------------------------
create function public.get_reader_verdict(p_debate_id uuid)
returns table (
  status text, winner_speaker smallint, margin numeric, respondents integer, is_final boolean,
  closes_at timestamptz, tie_margin numeric, min_respondents integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_debate public.debates := private.poll_debate(p_debate_id, auth.uid());
  v_settings public.app_settings := private.settings();
begin
  return query
    select r.status, r.winner_speaker, r.margin, r.respondents, r.is_final,
           v_debate.shared_at + make_interval(days => v_settings.poll_open_days),
           v_settings.verdict_tie_margin, v_settings.persuasive_min_respondents
      from private.reader_verdict(p_debate_id) r;
end;
$$;
revoke all on function public.get_reader_verdict(uuid) from public, anon, authenticated;
grant execute on function public.get_reader_verdict(uuid) to anon, authenticated, service_role;
comment on function public.get_reader_verdict(uuid) is
  'The room''s verdict of a shared debate the caller may read: status, winner speaker (1|2), margin, respondents, final.';

-- -----------------------------------------------------------------------------
-- get_reader_verdicts(debates): the verdicts of a page of ranking cards at
-- once (up to 100); debates the caller may not read are left out.
-- -----------------------------------------------------------------------------
create function public.get_reader_verdicts(p_debate_ids uuid[])
returns table (debate_id uuid, status text, winner_speaker smallint, margin numeric, respondents integer, is_final boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if p_debate_ids is null or cardinality(p_debate_ids) > 100 then
    raise exception using errcode = 'AG300', message = 'Ask for the verdicts of 1 to 100 debates at a time.';
  end if;
  return query
    select d.id, coalesce(v.status, 'not_enough_votes'), v.winner_speaker, v.margin, coalesce(v.respondents, 0),
           d.shared_at + make_interval(days => (private.settings()).poll_open_days) <= private.clock_now()
      from public.debates d
      left join private.debate_verdicts v on v.debate_id = d.id
     where d.id = any (p_debate_ids) and d.is_public
       and (d.moderation_state = 'visible' or d.user_id = v_uid);
end;
$$;
revoke all on function public.get_reader_verdicts(uuid[]) from public, anon, authenticated;
grant execute on function public.get_reader_verdicts(uuid[]) to anon, authenticated, service_role;
comment on function public.get_reader_verdicts(uuid[]) is
  'The room''s verdicts of up to 100 shared debates the caller may read (for ranking cards).';
