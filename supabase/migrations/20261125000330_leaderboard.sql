-- =============================================================================
-- The leaderboard: which models and which rhetoric styles persuade readers.
-- Each decided debate (a winner, not too close, not under the minimum) that
-- is shared and visible is a match between its two speakers; a debate whose
-- speakers use the same model is a match for the style table only (and one
-- with the same style for the model table only). Formats: how often the side
-- For the motion wins, per debate format. ∆s count for the speaker's model
-- and style.
--
-- Nothing is counted per page view: triggers on the verdict rows keep counts
-- per (pair, category, UTC day the debate was shared) — category '' is every
-- category, day '-infinity' the all-time total — so a window sums at most a
-- month of rows per pair (all time: one) and the Bradley–Terry fit
-- (private.bradley_terry) runs on the handful of aggregated pairs; its result
-- is kept per view with a hash of its input, so a page view refits only when
-- the counts it reads changed. Every
-- change of a verdict row (an answer, a ∆, sharing, unsharing, hiding,
-- deleting, re-categorising) takes its old contribution back and adds its new
-- one, so the counts equal a recount at all times.
-- Codes: AG310 invalid leaderboard filter.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Counts
-- -----------------------------------------------------------------------------
create table private.leaderboard_matches (
  kind text not null,
  category text not null,
  day date not null,
  player_a text not null,
  player_b text not null,
  wins_a integer not null default 0,
  wins_b integer not null default 0,
  -- A window's sums read the index alone (the counts move only when a
  -- verdict flips, so the non-HOT updates this costs are rare).
  primary key (kind, category, day, player_a, player_b) include (wins_a, wins_b),
  constraint leaderboard_matches_kind_valid check (kind in ('model', 'style')),
  constraint leaderboard_matches_ordered check (player_a < player_b)
  -- No "non-negative" check: a contribution taken back proposes a negative
  -- row to INSERT … ON CONFLICT, and checks run before the conflict is seen.
);
comment on table private.leaderboard_matches is
  'Decided debates as matches: wins per pair of models or styles, per category ('''' = all) and UTC day shared; kept by triggers.';

create table private.leaderboard_deltas (
  kind text not null,
  category text not null,
  day date not null,
  player text not null,
  deltas integer not null default 0,
  primary key (kind, category, day, player),
  constraint leaderboard_deltas_kind_valid check (kind in ('model', 'style'))
);
comment on table private.leaderboard_deltas is
  '∆s per model or style, per category ('''' = all) and UTC day shared; kept by triggers.';

create table private.leaderboard_formats (
  category text not null,
  day date not null,
  debate_style public.debate_style not null,
  for_wins integer not null default 0,
  against_wins integer not null default 0,
  primary key (category, day, debate_style)
);
comment on table private.leaderboard_formats is
  'Decided debates per format: wins of the side for / against the motion, per category ('''' = all) and UTC day shared.';

-- -----------------------------------------------------------------------------
-- One verdict row's contribution to the counts, as rows: ('match', kind,
-- category, day, player_a, player_b, wins_a, wins_b), ('format', '', category,
-- day, format, '', for_wins, against_wins), ('delta', kind, category, day,
-- player, '', deltas, 0). Unlisted or undecided verdicts contribute no match.
-- -----------------------------------------------------------------------------
create function private.verdict_contributions(v private.debate_verdicts)
returns table (tbl text, kind text, category text, day date, a text, b text, n1 integer, n2 integer)
language sql
immutable
set search_path = ''
as $$
  with scope as (
    select c.category, d.day
      from unnest(array[''] || v.categories::text[]) c (category)
     cross join unnest(array[v.shared_day, '-infinity'::date]) d (day)
     where v.listed
  )
  select 'match', p.kind, s.category, s.day, least(p.s1, p.s2), greatest(p.s1, p.s2),
         case when (p.s1 < p.s2) = (v.winner_speaker = 1) then 1 else 0 end,
         case when (p.s1 < p.s2) = (v.winner_speaker = 1) then 0 else 1 end
    from scope s
   cross join (values ('model', v.speaker1_model, v.speaker2_model),
                      ('style', v.speaker1_style::text, v.speaker2_style::text)) p (kind, s1, s2)
   where v.status = 'decided' and p.s1 <> p.s2
  union all
  select 'format', '', s.category, s.day, v.debate_style::text, '',
         case when v.winner_speaker = v.for_speaker then 1 else 0 end,
         case when v.winner_speaker = v.for_speaker then 0 else 1 end
    from scope s
   where v.status = 'decided'
  union all
  select 'delta', p.kind, s.category, s.day, p.player, '', sum(p.n)::integer, 0
    from scope s
   cross join (values ('model', v.speaker1_model, v.deltas1), ('model', v.speaker2_model, v.deltas2),
                      ('style', v.speaker1_style::text, v.deltas1), ('style', v.speaker2_style::text, v.deltas2)) p (kind, player, n)
   where p.n > 0
   group by p.kind, s.category, s.day, p.player
$$;
revoke all on function private.verdict_contributions(private.debate_verdicts) from public;

-- -----------------------------------------------------------------------------
-- A verdict row changed from p_old to p_new (either may be null): the counts
-- move by the difference only — what both contribute cancels (a flip of the
-- winner leaves the ∆ rows alone, a ∆ the match rows) — in one statement.
-- -----------------------------------------------------------------------------
create function private.apply_verdict_change(p_old private.debate_verdicts, p_new private.debate_verdicts)
returns void
language sql
security definer
set search_path = ''
as $$
  with net as (
    select c.tbl, c.kind, c.category, c.day, c.a, c.b, sum(c.n1)::integer as n1, sum(c.n2)::integer as n2
      from (select o.tbl, o.kind, o.category, o.day, o.a, o.b, -o.n1 as n1, -o.n2 as n2
              from private.verdict_contributions(p_old) o
            union all
            select * from private.verdict_contributions(p_new)) c
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
  on conflict (kind, category, day, player) do update set deltas = x.deltas + excluded.deltas
$$;
revoke all on function private.apply_verdict_change(private.debate_verdicts, private.debate_verdicts) from public;

create function private.count_verdict_on_leaderboard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.apply_verdict_change(null, new);
  elsif tg_op = 'DELETE' then
    perform private.apply_verdict_change(old, null);
  else
    perform private.apply_verdict_change(old, new);
  end if;
  return null;
end;
$$;
revoke all on function private.count_verdict_on_leaderboard() from public;

create trigger count_verdict_on_leaderboard_insert_delete
  after insert or delete on private.debate_verdicts
  for each row execute function private.count_verdict_on_leaderboard();

-- Most answers change only the margin and the respondents: the condition
-- keeps them from even calling the function.
create trigger count_verdict_on_leaderboard_update
  after update on private.debate_verdicts
  for each row
  when ((old.listed, old.status, old.winner_speaker, old.shared_day, old.categories, old.debate_style, old.speaker1_model,
         old.speaker2_model, old.speaker1_style, old.speaker2_style, old.for_speaker, old.deltas1, old.deltas2)
        is distinct from
        (new.listed, new.status, new.winner_speaker, new.shared_day, new.categories, new.debate_style, new.speaker1_model,
         new.speaker2_model, new.speaker1_style, new.speaker2_style, new.for_speaker, new.deltas1, new.deltas2))
  execute function private.count_verdict_on_leaderboard();

-- Verdicts stored before this migration.
select private.apply_verdict_change(null, v) from private.debate_verdicts v;

-- -----------------------------------------------------------------------------
-- Filters: category ('' or null = all) and time window → the days to sum:
-- all time reads the '-infinity' total only; a window its days (UTC).
-- -----------------------------------------------------------------------------
create function private.leaderboard_window(p_category text, p_time text)
returns table (category text, since date, until date)
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_time is null or p_time not in ('all', 'today', 'week', 'month') then
    raise exception using errcode = 'AG310', message = 'Time must be all, today, week or month.';
  end if;
  if coalesce(p_category, '') <> '' and not p_category = any (enum_range(null::public.debate_category)::text[]) then
    raise exception using errcode = 'AG310', message = 'Unknown category: ' || p_category || '.';
  end if;
  category := coalesce(p_category, '');
  since := case p_time
    when 'all' then '-infinity'::date
    when 'today' then (private.clock_now() at time zone 'UTC')::date
    when 'week' then (private.clock_now() at time zone 'UTC')::date - 6
    when 'month' then ((private.clock_now() at time zone 'UTC') - interval '1 month')::date + 1
  end;
  until := case p_time when 'all' then '-infinity'::date else 'infinity'::date end;
  return next;
end;
$$;
revoke all on function private.leaderboard_window(text, text) from public;

-- -----------------------------------------------------------------------------
-- The fits last computed per view, with a hash of the pairs they were fitted
-- on: a view whose counts did not change since is served without refitting
-- (the fit is the costly part of a page view; the sums are a few rows).
-- -----------------------------------------------------------------------------
create table private.leaderboard_fits (
  kind text not null,
  category text not null,
  time_window text not null,
  input_hash text not null,
  ratings jsonb not null,
  fitted_at timestamptz not null default now(),
  primary key (kind, category, time_window)
);
comment on table private.leaderboard_fits is
  'The last Bradley–Terry fit per leaderboard view and the hash of the counts it was fitted on (a cache; exact by construction).';

-- -----------------------------------------------------------------------------
-- get_leaderboard(kind, category, time): kind 'model' or 'style'. One row per
-- player with a match or a ∆ in the window, best rating first: rating and its
-- 95 % interval (null without a match), matches, wins, losses, ∆s.
-- -----------------------------------------------------------------------------
create function public.get_leaderboard(p_kind text, p_category text default null, p_time text default 'all')
returns table (
  player text, rating numeric, ci_low numeric, ci_high numeric, matches integer, wins integer, losses integer, deltas integer
)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_window record;
  v_pairs jsonb;
  v_hash text;
  v_ratings jsonb;
begin
  if p_kind is null or p_kind not in ('model', 'style') then
    raise exception using errcode = 'AG310', message = 'The leaderboard ranks models or styles.';
  end if;
  select * into v_window from private.leaderboard_window(p_category, p_time);

  select coalesce(jsonb_agg(jsonb_build_object('a', t.player_a, 'b', t.player_b, 'wins_a', t.wins_a, 'wins_b', t.wins_b)
                            order by t.player_a, t.player_b), '[]')
    into v_pairs
    from (select m.player_a, m.player_b, sum(m.wins_a)::integer as wins_a, sum(m.wins_b)::integer as wins_b
            from private.leaderboard_matches m
           where m.kind = p_kind and m.category = v_window.category and m.day between v_window.since and v_window.until
           group by m.player_a, m.player_b
          having sum(m.wins_a) + sum(m.wins_b) > 0) t;
  v_hash := md5(v_pairs::text);

  select f.ratings into v_ratings from private.leaderboard_fits f
   where f.kind = p_kind and f.category = v_window.category and f.time_window = p_time and f.input_hash = v_hash;
  if v_ratings is null then
    select coalesce(jsonb_agg(to_jsonb(b)), '[]') into v_ratings from private.bradley_terry(v_pairs) b;
    insert into private.leaderboard_fits as f (kind, category, time_window, input_hash, ratings, fitted_at)
    values (p_kind, v_window.category, p_time, v_hash, v_ratings, now())
    on conflict (kind, category, time_window) do update
      set input_hash = excluded.input_hash, ratings = excluded.ratings, fitted_at = excluded.fitted_at;
  end if;

  return query
    with pairs as (
      select e ->> 'a' as player_a, e ->> 'b' as player_b, (e ->> 'wins_a')::integer as wins_a, (e ->> 'wins_b')::integer as wins_b
        from jsonb_array_elements(v_pairs) e
    ), records as (
      select r.player, sum(r.w)::integer as wins, sum(r.l)::integer as losses
        from (select p.player_a as player, p.wins_a as w, p.wins_b as l from pairs p
              union all
              select p.player_b, p.wins_b, p.wins_a from pairs p) r
       group by r.player
    ), fit as (
      select e ->> 'player' as player, (e ->> 'rating')::numeric as rating, (e ->> 'ci_low')::numeric as ci_low,
             (e ->> 'ci_high')::numeric as ci_high
        from jsonb_array_elements(v_ratings) e
    ), given as (
      select x.player, sum(x.deltas)::integer as deltas
        from private.leaderboard_deltas x
       where x.kind = p_kind and x.category = v_window.category and x.day between v_window.since and v_window.until
       group by x.player
      having sum(x.deltas) > 0
    )
    select coalesce(f.player, g.player), f.rating, f.ci_low, f.ci_high,
           coalesce(r.wins + r.losses, 0), coalesce(r.wins, 0), coalesce(r.losses, 0), coalesce(g.deltas, 0)
      from fit f
      join records r on r.player = f.player
      full join given g on g.player = f.player
     order by f.rating desc nulls last, coalesce(g.deltas, 0) desc, coalesce(f.player, g.player);
end;
$$;
revoke all on function public.get_leaderboard(text, text, text) from public, anon, authenticated;
grant execute on function public.get_leaderboard(text, text, text) to anon, authenticated, service_role;
comment on function public.get_leaderboard(text, text, text) is
  'Bradley–Terry ratings (Elo scale, 95 % interval) of models or rhetoric styles from decided debates, with matches and ∆s, by category and time window (all, today, week, month).';

-- -----------------------------------------------------------------------------
-- get_format_leaderboard(category, time): per debate format, the decided
-- debates and how often the side For the motion won them.
-- -----------------------------------------------------------------------------
create function public.get_format_leaderboard(p_category text default null, p_time text default 'all')
returns table (debate_style public.debate_style, matches integer, for_wins integer, against_wins integer, for_win_rate numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_window record;
begin
  select * into v_window from private.leaderboard_window(p_category, p_time);
  return query
    select f.debate_style, (sum(f.for_wins) + sum(f.against_wins))::integer, sum(f.for_wins)::integer,
           sum(f.against_wins)::integer,
           round(100.0 * sum(f.for_wins) / (sum(f.for_wins) + sum(f.against_wins)), 1)
      from private.leaderboard_formats f
     where f.category = v_window.category and f.day between v_window.since and v_window.until
     group by f.debate_style
    having sum(f.for_wins) + sum(f.against_wins) > 0
     order by 2 desc, 1;
end;
$$;
revoke all on function public.get_format_leaderboard(text, text) from public, anon, authenticated;
grant execute on function public.get_format_leaderboard(text, text) to anon, authenticated, service_role;
comment on function public.get_format_leaderboard(text, text) is
  'Per debate format: decided debates and the win rate of the side For the motion, by category and time window.';

-- -----------------------------------------------------------------------------
-- get_my_record(): the caller's record on the account page — polls answered
-- (before and after), how often their answer moved, ∆s given, and their most
-- persuasive shared debate (highest persuasion score).
-- -----------------------------------------------------------------------------
create function public.get_my_record()
returns table (
  polls_answered integer, moved integer, deltas_given integer,
  best_debate_id uuid, best_debate_topic text, best_persuasion_score integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception using errcode = 'AG401', message = 'You must be signed in.';
  end if;
  return query
    select (select count(*)::integer from public.poll_answers a where a.user_id = v_uid and a.after_stance is not null),
           (select count(*)::integer from public.poll_answers a
             where a.user_id = v_uid and a.after_stance is not null and a.after_stance <> a.before_stance),
           (select count(*)::integer from public.deltas x where x.user_id = v_uid),
           b.id, b.topic, b.persuasion_score
      from (select 1) one
      left join lateral (
        select d.id, d.topic, d.persuasion_score from public.debates d
         where d.user_id = v_uid and d.is_public and d.persuasion_score is not null
         order by d.persuasion_score desc, d.shared_at desc
         limit 1
      ) b on true;
end;
$$;
revoke all on function public.get_my_record() from public, anon, authenticated;
grant execute on function public.get_my_record() to authenticated;
comment on function public.get_my_record() is
  'The caller''s persuasion record: polls answered before and after, answers that moved, ∆s given, their most persuasive shared debate.';
