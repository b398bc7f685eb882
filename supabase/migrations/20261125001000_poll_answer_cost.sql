-- =============================================================================
-- A poll answer's cost, made lean: the verdict and the leaderboard's counts
-- must add at most 0.2 ms of database CPU to one answer.
--
-- Same rules, same numbers; only how they are computed changes. Profiled on
-- one answer (an "after" changed; pg_stat_user_functions with
-- track_functions = 'all'): the extra went to private.store_verdict (a
-- SECURITY DEFINER call that re-read the whole debate row, then called
-- private.settings(), private.for_speaker_of() and private.verdict_of() —
-- SQL-language functions with a SET clause, which PostgreSQL 17 parses and
-- plans again at every call — and rewrote the verdict row through INSERT …
-- ON CONFLICT), to private.withdraw_unearned_delta (the whole debate row read
-- on every changed answer, though a reader has at most one ∆ and mostly
-- none), and, whenever the verdict moved, to private.apply_verdict_change and
-- private.verdict_contributions (SQL functions planned per call).
--
-- So, as on the vote's path (20261124000100_vote_path.sql), the per-row
-- trigger functions read the tables themselves with PL/pgSQL's cached plans:
--   * the answers' trigger reads the settings once, counts the answers with
--     a cached plan, and, once a debate has a verdict row, changes only the
--     poll's numbers on it — the debate facts on the row are kept in step by
--     private.sync_verdict_with_debate — and only when one of them moved;
--   * the verdict rule (as private.verdict_of, with private.for_speaker_of's
--     For side) is evaluated in PL/pgSQL; private.verdict_of stays the rule's
--     reference (tests compare the stored verdicts with it);
--   * the ∆ guard reads the debate's stances only when the reader has a ∆;
--   * the leaderboard's trigger writes the old and new rows' net
--     contributions in one statement with a cached plan (the same
--     contributions as private.verdict_contributions).
-- Codes: none new.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Each answer rewrites its debate's verdict row (the poll's numbers moved):
-- room left on every page keeps that a heap-only update (the row's one
-- index, its primary key, does not change), with no index entry to add.
-- -----------------------------------------------------------------------------
alter table private.debate_verdicts set (fillfactor = 90);

-- -----------------------------------------------------------------------------
-- Storing a debate's verdict from its tally and its debate's current facts
-- (a debate's first answer, its facts changed, the rule's numbers changed).
-- Writes only when something changed.
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
  v_respondents integer := coalesce(p_respondents, 0);
  v_margin numeric := abs(p_for_shift - p_against_shift);
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
  if v_respondents < v_min then
    v_status := 'not_enough_votes';
  elsif v_margin < v_tie or v_debate.for_speaker is null then
    v_status := 'too_close';
  else
    v_status := 'decided';
    v_winner := case when p_for_shift > p_against_shift then v_debate.for_speaker else 3 - v_debate.for_speaker end;
  end if;

  insert into private.debate_verdicts as v (
    debate_id, status, winner_speaker, margin, respondents, for_shift, against_shift,
    listed, shared_day, categories, debate_style, speaker1_model, speaker2_model, speaker1_style, speaker2_style, for_speaker
  ) values (
    p_debate_id, v_status, v_winner, v_margin, v_respondents, p_for_shift, p_against_shift,
    v_debate.listed, v_debate.shared_day, v_debate.categories, v_debate.debate_style, v_debate.speaker1_model,
    v_debate.speaker2_model, v_debate.speaker1_rhetoric_style, v_debate.speaker2_rhetoric_style, v_debate.for_speaker
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
comment on function private.store_verdict(uuid, numeric, numeric, integer) is
  'Stores a debate''s verdict from its poll tally and the debate''s facts, writing only when something changed, so the leaderboard''s triggers fire only on real changes.';

-- -----------------------------------------------------------------------------
-- The answers' trigger: the persuasion score and the verdict from one count.
-- The count is private.poll_tally's (respondents answered both; a side's
-- shift is its "after" share minus its "before" share among them).
-- -----------------------------------------------------------------------------
create or replace function private.refresh_persuasion_score()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_debate_id uuid := coalesce(new.debate_id, old.debate_id);
  v_min integer;
  v_tie numeric;
  v_respondents integer;
  v_for_shift numeric;
  v_against_shift numeric;
  v_score integer;
  v_for smallint;
  v_status text;
  v_winner smallint;
  v_margin numeric;
  v_old record;
begin
  -- Re-recording the same answer only touches updated_at: nothing moved.
  if tg_op = 'UPDATE' and new.before_stance = old.before_stance
     and new.after_stance is not distinct from old.after_stance then
    return null;
  end if;
  select s.persuasive_min_respondents, s.verdict_tie_margin into v_min, v_tie from public.app_settings s where s.id;
  select t.respondents,
         case when t.respondents > 0 then round(100.0 * (t.after_for - t.paired_before_for) / t.respondents, 1) end,
         case when t.respondents > 0 then round(100.0 * (t.after_against - t.paired_before_against) / t.respondents, 1) end
    into v_respondents, v_for_shift, v_against_shift
    from (select count(a.after_stance)::integer as respondents,
                 count(*) filter (where a.after_stance = 'for')::integer as after_for,
                 count(*) filter (where a.after_stance = 'against')::integer as after_against,
                 count(*) filter (where a.after_stance is not null and a.before_stance = 'for')::integer as paired_before_for,
                 count(*) filter (where a.after_stance is not null and a.before_stance = 'against')::integer as paired_before_against
            from public.poll_answers a
           where a.debate_id = v_debate_id) t;

  if v_respondents >= v_min then
    v_score := round(greatest(v_for_shift, v_against_shift))::integer;
  end if;
  update public.debates set persuasion_score = v_score
   where id = v_debate_id and persuasion_score is distinct from v_score;

  if tg_op = 'DELETE' and not exists (select 1 from public.debates d where d.id = v_debate_id) then
    -- The debate is being deleted: its verdict row goes with it.
    return null;
  end if;
  select v.for_speaker, v.status, v.winner_speaker, v.margin, v.respondents, v.for_shift, v.against_shift
    into v_old
    from private.debate_verdicts v
   where v.debate_id = v_debate_id;
  if not found then
    -- The debate's first answer: its verdict row, with the debate's facts.
    perform private.store_verdict(v_debate_id, v_for_shift, v_against_shift, v_respondents);
    return null;
  end if;

  -- The rule of private.verdict_of; the row's For side and the debate facts
  -- are kept by private.sync_verdict_with_debate, so only the poll's numbers
  -- can have moved.
  v_for := v_old.for_speaker;
  v_margin := abs(v_for_shift - v_against_shift);
  if v_respondents < v_min then
    v_status := 'not_enough_votes';
  elsif v_margin < v_tie or v_for is null then
    v_status := 'too_close';
  else
    v_status := 'decided';
    v_winner := case when v_for_shift > v_against_shift then v_for else 3 - v_for end;
  end if;
  if (v_status, v_winner, v_margin, v_respondents, v_for_shift, v_against_shift)
     is distinct from (v_old.status, v_old.winner_speaker, v_old.margin, v_old.respondents, v_old.for_shift, v_old.against_shift) then
    update private.debate_verdicts v
       set status = v_status, winner_speaker = v_winner, margin = v_margin, respondents = v_respondents,
           for_shift = v_for_shift, against_shift = v_against_shift
     where v.debate_id = v_debate_id;
  end if;
  return null;
end;
$$;
comment on function private.refresh_persuasion_score() is
  'Keeps debates.persuasion_score and the debate''s stored verdict equal to the poll after each answer, from one count.';

-- -----------------------------------------------------------------------------
-- A reader's ∆ goes when their answer no longer moved toward its speaker. A
-- reader has at most one ∆ per debate and mostly none: the debate's stances
-- are read (an init plan, run on first use) only when there is one.
-- -----------------------------------------------------------------------------
create or replace function private.withdraw_unearned_delta()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    delete from public.deltas x where x.debate_id = old.debate_id and x.user_id = old.user_id;
    return null;
  end if;
  delete from public.deltas x
   where x.debate_id = new.debate_id and x.user_id = new.user_id
     and not private.moved_toward_speaker(
       new.before_stance, new.after_stance, (x.speaker_index + 1)::smallint,
       (select d.speaker1_stance from public.debates d where d.id = new.debate_id),
       (select d.speaker2_stance from public.debates d where d.id = new.debate_id));
  return null;
end;
$$;
comment on function private.withdraw_unearned_delta() is
  'Withdraws a reader''s ∆ when their after-answer goes or moves away from the side it was awarded to.';

-- -----------------------------------------------------------------------------
-- The leaderboard's counts follow each change of a stored verdict: the old
-- row's contributions out, the new row's in, only the net written. The
-- contributions are private.verdict_contributions' (matches of the two
-- speakers' models and styles, the format's For/Against win, ∆s per model
-- and style), in every category bucket ('' = all) and day bucket (the UTC
-- day shared, '-infinity' = all time) of a listed debate.
-- -----------------------------------------------------------------------------
create or replace function private.count_verdict_on_leaderboard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old private.debate_verdicts;
  v_new private.debate_verdicts;
begin
  if tg_op <> 'INSERT' then
    v_old := old;
  end if;
  if tg_op <> 'DELETE' then
    v_new := new;
  end if;
  with v (sign, listed, status, winner_speaker, shared_day, categories, debate_style, speaker1_model, speaker2_model,
          speaker1_style, speaker2_style, for_speaker, deltas1, deltas2) as (
    select -1, v_old.listed, v_old.status, v_old.winner_speaker, v_old.shared_day, v_old.categories, v_old.debate_style,
           v_old.speaker1_model, v_old.speaker2_model, v_old.speaker1_style, v_old.speaker2_style, v_old.for_speaker,
           v_old.deltas1, v_old.deltas2
     where v_old.debate_id is not null
    union all
    select 1, v_new.listed, v_new.status, v_new.winner_speaker, v_new.shared_day, v_new.categories, v_new.debate_style,
           v_new.speaker1_model, v_new.speaker2_model, v_new.speaker1_style, v_new.speaker2_style, v_new.for_speaker,
           v_new.deltas1, v_new.deltas2
     where v_new.debate_id is not null
  ), scope as (
    select v.*, c.category, d.day
      from v
     cross join lateral unnest(array[''] || v.categories::text[]) c (category)
     cross join lateral unnest(array[v.shared_day, '-infinity'::date]) d (day)
     where v.listed
  ), contributions (tbl, kind, category, day, a, b, n1, n2) as (
    select 'match', p.kind, s.category, s.day, least(p.s1, p.s2), greatest(p.s1, p.s2),
           s.sign * case when (p.s1 < p.s2) = (s.winner_speaker = 1) then 1 else 0 end,
           s.sign * case when (p.s1 < p.s2) = (s.winner_speaker = 1) then 0 else 1 end
      from scope s
     cross join lateral (values ('model', s.speaker1_model, s.speaker2_model),
                                ('style', s.speaker1_style::text, s.speaker2_style::text)) p (kind, s1, s2)
     where s.status = 'decided' and p.s1 <> p.s2
    union all
    select 'format', '', s.category, s.day, s.debate_style::text, '',
           s.sign * case when s.winner_speaker = s.for_speaker then 1 else 0 end,
           s.sign * case when s.winner_speaker = s.for_speaker then 0 else 1 end
      from scope s
     where s.status = 'decided'
    union all
    select 'delta', p.kind, s.category, s.day, p.player, '', s.sign * p.n, 0
      from scope s
     cross join lateral (values ('model', s.speaker1_model, s.deltas1), ('model', s.speaker2_model, s.deltas2),
                                ('style', s.speaker1_style::text, s.deltas1),
                                ('style', s.speaker2_style::text, s.deltas2)) p (kind, player, n)
     where p.n > 0
  ), net as (
    select c.tbl, c.kind, c.category, c.day, c.a, c.b, sum(c.n1)::integer as n1, sum(c.n2)::integer as n2
      from contributions c
     group by c.tbl, c.kind, c.category, c.day, c.a, c.b
    having sum(c.n1) <> 0 or sum(c.n2) <> 0
  ), matches as (
    insert into private.leaderboard_matches as m (kind, category, day, player_a, player_b, wins_a, wins_b)
    select n.kind, n.category, n.day, n.a, n.b, n.n1, n.n2 from net n where n.tbl = 'match'
    on conflict (kind, category, day, player_a, player_b) do update
      set wins_a = m.wins_a + excluded.wins_a, wins_b = m.wins_b + excluded.wins_b
  ), formats as (
    insert into private.leaderboard_formats as f (category, day, debate_style, for_wins, against_wins)
    select n.category, n.day, n.a::public.debate_style, n.n1, n.n2 from net n where n.tbl = 'format'
    on conflict (category, day, debate_style) do update
      set for_wins = f.for_wins + excluded.for_wins, against_wins = f.against_wins + excluded.against_wins
  )
  insert into private.leaderboard_deltas as x (kind, category, day, player, deltas)
  select n.kind, n.category, n.day, n.a, n.n1 from net n where n.tbl = 'delta'
  on conflict (kind, category, day, player) do update set deltas = x.deltas + excluded.deltas;
  return null;
end;
$$;
comment on function private.count_verdict_on_leaderboard() is
  'Keeps the leaderboard''s counts in step with each change of a stored verdict (old row out, new row in, only the net written).';
