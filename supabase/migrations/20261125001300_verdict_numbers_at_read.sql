-- =============================================================================
-- The verdict's numbers are computed when read; the verdict row keeps only
-- what the leaderboard counts.
--
-- A poll answer's cost: after 20261125001000_poll_answer_cost the extra
-- database CPU of one answer was still mostly the UPDATE of the debate's
-- verdict row, because its poll numbers (margin, respondents, For and
-- Against shifts) move with nearly every answer. Nothing counts those
-- numbers: the leaderboard counts a verdict's status and winner (and the
-- debate's facts and ∆s), which change rarely. So:
--   * private.debate_verdicts loses margin, respondents, for_shift and
--     against_shift; an answer writes the row only when its status or winner
--     changes (a cheap comparison of what the trigger already computed);
--   * the answers' trigger counts the answers, reads the settings and the
--     verdict row and applies the rule in one statement with a cached plan;
--   * the readers (private.reader_verdict — and so get_reader_verdict, the
--     public pages' card and preview, the judges' panel — and
--     get_reader_verdicts for ranking cards) count the debate's answers when
--     read, exactly as the poll's own results do (private.poll_tally).
-- Same rule, same numbers seen by everyone; private.verdict_of stays the
-- rule's reference. "Most persuasive" sorts by debates.persuasion_score,
-- which this does not touch.
-- Codes: none new.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Storing a debate's verdict (its first answer, its facts changed, the rule's
-- numbers changed): status and winner from the tally, the debate's facts.
-- Writes only when something changed. The shifts and respondents decide the
-- status; they are not stored.
-- -----------------------------------------------------------------------------
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
  select d.is_public and d.moderation_state = 'visible' as listed, (d.shared_at at time zone 'UTC')::date as shared_day,
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
comment on function private.store_verdict(uuid, numeric, numeric, integer) is
  'Stores a debate''s verdict (status, winner) from its poll tally and the debate''s facts, writing only when something changed, so the leaderboard''s triggers fire only on real changes.';

-- -----------------------------------------------------------------------------
-- The answers' trigger: the persuasion score and the verdict from one
-- statement (the answers' count as private.poll_tally's, the settings, the
-- verdict row, the rule of private.verdict_of with the row's For side). The
-- verdict row is written only when its status or winner changes; the row's
-- debate facts and For side are kept by private.sync_verdict_with_debate.
-- -----------------------------------------------------------------------------
create or replace function private.refresh_persuasion_score()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_debate_id uuid := coalesce(new.debate_id, old.debate_id);
  v_now record;
begin
  -- Re-recording the same answer only touches updated_at: nothing moved.
  if tg_op = 'UPDATE' and new.before_stance = old.before_stance
     and new.after_stance is not distinct from old.after_stance then
    return null;
  end if;
  select t.respondents, t.for_shift, t.against_shift,
         case when t.respondents >= s.persuasive_min_respondents
              then round(greatest(t.for_shift, t.against_shift))::integer end as score,
         r.status,
         case when r.status = 'decided' then
           case when t.for_shift > t.against_shift then v.for_speaker else 3 - v.for_speaker end
         end::smallint as winner,
         v.debate_id is not null as has_row, v.status as old_status, v.winner_speaker as old_winner
    into v_now
    from (select c.respondents,
                 case when c.respondents > 0 then round(100.0 * (c.after_for - c.paired_before_for) / c.respondents, 1) end as for_shift,
                 case when c.respondents > 0 then round(100.0 * (c.after_against - c.paired_before_against) / c.respondents, 1) end as against_shift
            from (select count(a.after_stance)::integer as respondents,
                         count(*) filter (where a.after_stance = 'for')::integer as after_for,
                         count(*) filter (where a.after_stance = 'against')::integer as after_against,
                         count(*) filter (where a.after_stance is not null and a.before_stance = 'for')::integer as paired_before_for,
                         count(*) filter (where a.after_stance is not null and a.before_stance = 'against')::integer as paired_before_against
                    from public.poll_answers a
                   where a.debate_id = v_debate_id) c) t
    join public.app_settings s on s.id
    left join private.debate_verdicts v on v.debate_id = v_debate_id
   cross join lateral (
     select case when t.respondents < s.persuasive_min_respondents then 'not_enough_votes'
                 when abs(t.for_shift - t.against_shift) < s.verdict_tie_margin or v.for_speaker is null then 'too_close'
                 else 'decided' end as status) r;

  update public.debates set persuasion_score = v_now.score
   where id = v_debate_id and persuasion_score is distinct from v_now.score;

  if tg_op = 'DELETE' and not exists (select 1 from public.debates d where d.id = v_debate_id) then
    -- The debate is being deleted: its verdict row goes with it.
    return null;
  end if;
  if not v_now.has_row then
    -- The debate's first answer: its verdict row, with the debate's facts.
    perform private.store_verdict(v_debate_id, v_now.for_shift, v_now.against_shift, v_now.respondents);
  elsif (v_now.status, v_now.winner) is distinct from (v_now.old_status, v_now.old_winner) then
    update private.debate_verdicts v set status = v_now.status, winner_speaker = v_now.winner
     where v.debate_id = v_debate_id;
  end if;
  return null;
end;
$$;
comment on function private.refresh_persuasion_score() is
  'Keeps debates.persuasion_score and the debate''s stored verdict (status, winner) equal to the poll after each answer, from one count; writes the verdict row only when its status or winner changes.';

-- -----------------------------------------------------------------------------
-- The readers: the verdict's numbers from the debate's answers when read, the
-- same count as the poll's results (private.poll_tally): respondents answered
-- both; a side's shift is its "after" share minus its "before" share among
-- them, in points to one decimal; the margin is the shifts' difference.
-- -----------------------------------------------------------------------------
create or replace function private.reader_verdict(p_debate_id uuid)
returns table (status text, winner_speaker smallint, margin numeric, respondents integer, is_final boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(v.status, 'not_enough_votes'), v.winner_speaker,
         case when t.respondents > 0 then
           abs(round(100.0 * (t.after_for - t.paired_before_for) / t.respondents, 1)
               - round(100.0 * (t.after_against - t.paired_before_against) / t.respondents, 1))
         end,
         t.respondents,
         coalesce(d.shared_at + make_interval(days => (private.settings()).poll_open_days) <= private.clock_now(), false)
    from public.debates d
    left join private.debate_verdicts v on v.debate_id = d.id
   cross join lateral (
     select count(a.after_stance)::integer as respondents,
            count(*) filter (where a.after_stance = 'for') as after_for,
            count(*) filter (where a.after_stance = 'against') as after_against,
            count(*) filter (where a.after_stance is not null and a.before_stance = 'for') as paired_before_for,
            count(*) filter (where a.after_stance is not null and a.before_stance = 'against') as paired_before_against
       from public.poll_answers a
      where a.debate_id = d.id) t
   where d.id = p_debate_id
$$;
comment on function private.reader_verdict(uuid) is
  'The room''s verdict of a debate: not_enough_votes | too_close | decided (winner_speaker 1 or 2) as stored, its margin in points and respondents counted from the answers when read, final once the poll closed.';

create or replace function public.get_reader_verdicts(p_debate_ids uuid[])
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
    select d.id, coalesce(v.status, 'not_enough_votes'), v.winner_speaker,
           case when t.respondents > 0 then
             abs(round(100.0 * (t.after_for - t.paired_before_for) / t.respondents, 1)
                 - round(100.0 * (t.after_against - t.paired_before_against) / t.respondents, 1))
           end,
           t.respondents,
           d.shared_at + make_interval(days => (private.settings()).poll_open_days) <= private.clock_now()
      from public.debates d
      left join private.debate_verdicts v on v.debate_id = d.id
     cross join lateral (
       select count(a.after_stance)::integer as respondents,
              count(*) filter (where a.after_stance = 'for') as after_for,
              count(*) filter (where a.after_stance = 'against') as after_against,
              count(*) filter (where a.after_stance is not null and a.before_stance = 'for') as paired_before_for,
              count(*) filter (where a.after_stance is not null and a.before_stance = 'against') as paired_before_against
         from public.poll_answers a
        where a.debate_id = d.id) t
     where d.id = any (p_debate_ids) and d.is_public
       and (d.moderation_state = 'visible' or d.user_id = v_uid);
end;
$$;
comment on function public.get_reader_verdicts(uuid[]) is
  'The room''s verdicts of up to 100 shared debates the caller may read (for ranking cards); margins and respondents counted from the answers when read.';

-- -----------------------------------------------------------------------------
-- The verdict row without the poll's numbers: the room's verdict per debate
-- (status, winner) and the debate facts the leaderboard counts by. Removed
-- only now that no function reads or writes them.
-- -----------------------------------------------------------------------------
alter table private.debate_verdicts
  drop column margin,
  drop column respondents,
  drop column for_shift,
  drop column against_shift;
comment on table private.debate_verdicts is
  'The room''s verdict per debate with poll answers (status, winner; its numbers are counted from the answers when read), and the debate facts the leaderboard counts by; kept by triggers.';
