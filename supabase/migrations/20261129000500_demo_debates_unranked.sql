-- =============================================================================
-- Who wrote it counts: a debate written (wholly or in part) by the offline demo debater is template
-- text, not a model's argument, so it never enters the readers' leaderboard (models, styles,
-- formats) or any model statistic. The judges' side already kept demo verdicts out; this is the
-- readers' side. A demo debate still has its poll, its room verdict and its ∆s: they are about that
-- debate, and the page says who wrote it.
-- =============================================================================

-- A stored verdict is listed (counted by the leaderboard's triggers) only for a shared, visible,
-- finished debate a model wrote. The rule that decides the room is private.verdict_of, here as at
-- every other place that decides who gained.
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
  v_rule record;
begin
  select d.is_public and d.moderation_state = 'visible' and d.stopped_after is null and d.generator = 'provider' as listed,
         (d.shared_at at time zone 'UTC')::date as shared_day,
         d.categories, d.debate_style, d.speaker1_model, d.speaker2_model,
         d.speaker1_rhetoric_style, d.speaker2_rhetoric_style,
         -- The For side: the speaker with the higher stance (private.for_speaker_of, inlined: this is the answers' path).
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
  select * into v_rule from private.verdict_of(p_for_shift, p_against_shift, p_respondents, v_debate.for_speaker, v_min, v_tie);

  insert into private.debate_verdicts as v (
    debate_id, status, winner_speaker,
    listed, shared_day, categories, debate_style, speaker1_model, speaker2_model, speaker1_style, speaker2_style, for_speaker
  ) values (
    p_debate_id, v_rule.status, v_rule.winner_speaker,
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
  'Stores a debate''s verdict (status, winner by private.verdict_of) and the debate''s facts, listed on the leaderboard only when a model wrote it; writes only when something changed, so the leaderboard''s triggers fire only on real changes.';
revoke all on function private.store_verdict(uuid, numeric, numeric, integer) from public;

-- Demo debates already counted leave the leaderboard now: the verdict row's triggers take back
-- exactly what each contributed (matches, formats, ∆s).
update private.debate_verdicts v
   set listed = false
  from public.debates d
 where d.id = v.debate_id and v.listed and d.generator <> 'provider';
