-- =============================================================================
-- One rule for who gained. The room's verdict (private.verdict_of: enough readers answered before
-- and after, the two sides' shifts apart by at least the tie margin, the side that gained more
-- wins) was one rule and the poll's "gaining side" another (a side gained when its own shift was
-- above zero and above the other's), so one page could say "Second Speaker won the room by 15.4
-- points" at the top and "Neither side has gained so far" at the bottom. Now the poll's result, the
-- stored verdict (ranking badges, previews, the leaderboard) and its reads all come from
-- private.verdict_of, so they cannot disagree.
-- =============================================================================

-- The rule itself, now in PL/pgSQL: the answers' path calls it on every answer, and a PL/pgSQL
-- function keeps its compiled body where a SQL function with its own search_path is planned again
-- at every call. Same arguments and results (status, winner, margin); a composite, not a set.
drop function private.verdict_of(numeric, numeric, integer, smallint, integer, numeric);
create function private.verdict_of(
  p_for_shift numeric, p_against_shift numeric, p_respondents integer, p_for_speaker smallint, p_min_respondents integer,
  p_tie_margin numeric, out status text, out winner_speaker smallint, out margin numeric
)
language plpgsql
immutable
set search_path = ''
as $$
begin
  margin := abs(p_for_shift - p_against_shift);
  if coalesce(p_respondents, 0) < p_min_respondents then
    status := 'not_enough_votes';
  elsif margin is null or margin < p_tie_margin or p_for_speaker is null then
    status := 'too_close';
  else
    status := 'decided';
    winner_speaker := case when p_for_shift > p_against_shift then p_for_speaker else 3 - p_for_speaker end;
  end if;
end;
$$;
comment on function private.verdict_of(numeric, numeric, integer, smallint, integer, numeric) is
  'The one rule for who gained, pure: from the poll''s shifts to not enough votes, too close to call, or a winner and margin. The stored verdict, its reads (viewer, badges, previews, leaderboard) and the poll''s result all use it.';
revoke all on function private.verdict_of(numeric, numeric, integer, smallint, integer, numeric) from public;

-- The poll's gaining side and speaker are the room's verdict: the winner's side when decided, none
-- while too close or without enough answers.
create or replace function private.poll_result(p_debate public.debates, p_user_id uuid)
returns table (
  before_for integer, before_neutral integer, before_against integer, after_for integer, after_neutral integer,
  after_against integer, respondents integer, for_shift numeric, against_shift numeric, gaining_side public.poll_stance,
  gaining_speaker integer, for_speaker integer, against_speaker integer, my_before public.poll_stance,
  my_after public.poll_stance, closes_at timestamptz
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
                when p_debate.speaker2_stance < p_debate.speaker1_stance then 2 end as against_speaker,
           private.for_speaker_of(p_debate.speaker1_stance, p_debate.speaker2_stance) as higher_speaker
  )
  select t.before_for, t.before_neutral, t.before_against, t.after_for, t.after_neutral, t.after_against,
         t.respondents, t.for_shift, t.against_shift,
         case when r.winner_speaker is null then null
              when r.winner_speaker = s.higher_speaker then 'for'
              else 'against' end::public.poll_stance,
         r.winner_speaker::integer,
         s.for_speaker, s.against_speaker,
         a.before_stance, a.after_stance,
         p_debate.shared_at + make_interval(days => st.poll_open_days)
    from private.poll_tally(p_debate.id) t
   cross join speakers s
   cross join private.settings() st
   cross join lateral private.verdict_of(t.for_shift, t.against_shift, t.respondents, s.higher_speaker,
                                         st.persuasive_min_respondents, st.verdict_tie_margin) r
    left join public.poll_answers a on a.debate_id = p_debate.id and a.user_id = p_user_id
$$;
comment on function private.poll_result(public.debates, uuid) is
  'A debate''s poll results as a given reader sees them: the audience''s split, who gained by the room''s one rule (private.verdict_of), their own answers.';
revoke all on function private.poll_result(public.debates, uuid) from public;

-- The answer path decides the stored verdict by the same rule (it used to repeat it inline).
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
         r.status, r.winner_speaker as winner,
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
   cross join lateral private.verdict_of(t.for_shift, t.against_shift, t.respondents, v.for_speaker,
                                         s.persuasive_min_respondents, s.verdict_tie_margin) r;

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
  'Keeps debates.persuasion_score and the debate''s stored verdict (status, winner by private.verdict_of) equal to the poll after each answer, from one count; writes the verdict row only when its status or winner changes.';

