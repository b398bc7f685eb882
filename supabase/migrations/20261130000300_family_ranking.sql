-- =============================================================================
-- The ranking groups a debate's continuations and rematches under it; the leaderboard counts
-- side-swapped pairs as what they are.
--
-- Ranking: by default a continuation or rematch grouped under a listed original (debates.grouped_under,
-- kept by the continuations' trigger) is not a card of its own; its original's card says
-- "3 continuations · 1 rematch". `p_grouped => false` lists every debate apart. The filter is one more
-- column in the index the recent-debates walk reads, so the ranking stays an index walk.
--
-- Side-balanced leaderboard (after lechmazur/debate, whose published ranking is Bradley–Terry over
-- completed side-swapped matchups): only matched pairs count — a debate and its rematch, the models
-- swapped and each seat keeping its stance, both decided by the room. A pair is one matchup between
-- the two models (won by the model that won both debates, split when each won one); each model's
-- record For and Against the motion comes from the same pairs, where every model argued both sides
-- once, and the side bias is the For side's share of those debates' wins with its 95 % (Wilson)
-- interval: 50 % means the motion's side made no difference.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- view public.public_debates: the card's family
-- -----------------------------------------------------------------------------
drop function public.list_public_debates(text, text, text, text, boolean, uuid[], text, timestamptz, uuid, integer, integer);

create or replace view public.public_debates with (security_invoker = true) as
 select d.id, d.user_id, d.topic, d.categories, d.debate_style, d.moderator_enabled, d.moderator_opening,
        d.moderator_closing, d.speaker1_model, d.speaker1_stance, d.speaker1_rhetoric_style, d.speaker2_model,
        d.speaker2_stance, d.speaker2_rhetoric_style, d.generator, d.created_at, d.is_public, d.shared_at,
        d.user_display_name, d.views, t.upvotes, t.downvotes, d.is_pro, d.persuasion_score, d.moderation_state,
        (select count(*)::integer from public.threaded_responses r
          where r.debate_id = d.id and r.deleted_at is null
            and (r.moderation_state = 'visible' or r.author_id = (select auth.uid()))) as response_count,
        case when d.moderation_state = 'visible' or d.user_id = (select auth.uid()) then
          (select left(tu.text, 240) from public.debate_turns tu
            where tu.debate_id = d.id and tu.round_index = 0 and tu.speaker_index = 0)
        end as opening_preview,
        d.stopped_after,
        d.family_kind,
        private.turn_point_label(d.continued_after) as continued_after_label,
        d.grouped_under,
        d.continuation_count,
        d.rematch_count
   from public.debates d
   join public.debate_tallies t on t.debate_id = d.id
  where d.is_public;

-- The recent-debates walk reads the grouping from the index too.
drop index public.debates_public_recent_filters_idx;
create index debates_public_recent_filters_idx on public.debates (shared_at desc, id desc)
  include (categories, search_text, moderation_state, user_id, grouped_under)
  where is_public;

-- -----------------------------------------------------------------------------
-- function public.list_public_debates: grouped by default
-- -----------------------------------------------------------------------------
create function public.list_public_debates(
  p_sort text default 'newest',
  p_time text default 'all',
  p_category text default null,
  p_search text default null,
  p_starred_only boolean default false,
  p_only_ids uuid[] default null,
  p_time_zone text default 'UTC',
  p_after_shared_at timestamptz default null,
  p_after_id uuid default null,
  p_after_score integer default null,
  p_limit integer default 20,
  p_grouped boolean default true
)
returns setof public.public_debates
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_now timestamptz := private.clock_now();
  v_since timestamptz;
  v_score text := case p_sort when 'popular' then 'upvotes' when 'controversial' then 'downvotes' end;
  v_search text := nullif(pg_catalog.btrim(coalesce(p_search, '')), '');
  -- Conditions on the debate (its own columns and indexes).
  v_debate text[] := array['d.is_public'];
  v_page text;
  v_order text;
begin
  if p_sort is null or p_sort not in ('newest', 'popular', 'controversial', 'persuasive') then
    raise exception using errcode = 'AG070', message = 'Sort must be newest, popular, controversial or persuasive.';
  end if;
  if p_time is null or p_time not in ('all', 'today', 'week', 'month') then
    raise exception using errcode = 'AG070', message = 'Time must be all, today, week or month.';
  end if;
  if p_category is not null and p_category <> '' and not p_category = any (enum_range(null::public.debate_category)::text[]) then
    raise exception using errcode = 'AG070', message = 'Unknown category: ' || p_category || '.';
  end if;
  if p_limit is null or p_limit not between 1 and 100 then
    raise exception using errcode = 'AG070', message = 'A page holds 1 to 100 debates.';
  end if;
  if p_starred_only and v_uid is null then
    raise exception using errcode = 'AG401', message = 'You must be signed in.';
  end if;
  if p_after_id is not null
     and (p_after_shared_at is null or (p_sort in ('popular', 'controversial', 'persuasive') and p_after_score is null)) then
    raise exception using errcode = 'AG070', message = 'A page cursor needs the last row''s shared_at, id and score.';
  end if;

  if p_time = 'today' then
    begin
      v_since := date_trunc('day', v_now at time zone coalesce(p_time_zone, 'UTC')) at time zone coalesce(p_time_zone, 'UTC');
    exception when invalid_parameter_value then
      raise exception using errcode = 'AG070', message = 'Unknown time zone: ' || p_time_zone || '.';
    end;
  elsif p_time = 'week' then
    v_since := v_now - interval '7 days';
  elsif p_time = 'month' then
    v_since := v_now - interval '1 month';
  end if;

  -- Hidden and removed debates stay in their author's list only.
  v_debate := v_debate || case when v_uid is null then 'd.moderation_state = ''visible'''
                               else '(d.moderation_state = ''visible'' or d.user_id = $4)' end;
  -- Continuations and rematches of a listed debate are counted on its card, not listed again.
  if coalesce(p_grouped, true) then v_debate := v_debate || 'd.grouped_under is null'::text; end if;
  if nullif(p_category, '') is not null then v_debate := v_debate || 'd.categories @> array[$2::public.debate_category]'::text; end if;
  if v_search is not null then v_debate := v_debate || 'd.search_text like $3'::text; end if;
  if p_starred_only then
    -- Driven from the caller's (few) stars (measured by bench:ranking).
    v_debate := v_debate || 'd.id = any (array(select s.debate_id from public.stars s where s.user_id = $4))'::text;
  end if;
  if p_only_ids is not null then v_debate := v_debate || 'd.id = any ($8)'::text; end if;

  if v_score is null then
    -- newest / persuasive: the debates index of the sort.
    if p_sort = 'persuasive' then
      -- Matches the partial index's predicate, so the sort walks it.
      v_debate := v_debate || 'd.persuasion_score is not null'::text;
      v_order := 'd.persuasion_score desc, d.shared_at desc, d.id desc';
      if p_after_id is not null then v_debate := v_debate || '(d.persuasion_score, d.shared_at, d.id) < ($7, $5, $6)'::text; end if;
    else
      v_order := 'd.shared_at desc, d.id desc';
      if p_after_id is not null then v_debate := v_debate || '(d.shared_at, d.id) < ($5, $6)'::text; end if;
    end if;
    if v_since is not null then v_debate := v_debate || 'd.shared_at >= $1'::text; end if;
    v_page := format('select d.id from public.debates d where %s order by %s limit %s',
                     array_to_string(v_debate, ' and '), v_order, p_limit);
  elsif p_starred_only or p_only_ids is not null
        or (v_since is not null and (nullif(p_category, '') is not null or v_search is not null)) then
    -- Few candidates: gather them filter-first, then sort them by their tallies.
    if v_since is not null then v_debate := v_debate || 'd.shared_at >= $1'::text; end if;
    v_order := format('t.%I desc, t.shared_at desc, t.debate_id desc', v_score);
    v_page := format(
      'with candidates as materialized (select d.id from public.debates d where %s)
       select t.debate_id as id
         from candidates c join public.debate_tallies t on t.debate_id = c.id
        where t.shared_at is not null %s
        order by %s limit %s',
      array_to_string(v_debate, ' and '),
      case when p_after_id is not null then format('and (t.%I, t.shared_at, t.debate_id) < ($7, $5, $6)', v_score) else '' end,
      v_order, p_limit);
  else
    -- One kind of filter: walk the score's tally index, checking each debate.
    v_order := format('t.%I desc, t.shared_at desc, t.debate_id desc', v_score);
    v_page := format(
      'select t.debate_id as id
         from public.debate_tallies t join public.debates d on d.id = t.debate_id
        where t.shared_at is not null %s %s and %s
        order by %s limit %s',
      case when v_since is not null then 'and t.shared_at >= $1' else '' end,
      case when p_after_id is not null then format('and (t.%I, t.shared_at, t.debate_id) < ($7, $5, $6)', v_score) else '' end,
      array_to_string(v_debate, ' and '),
      v_order, p_limit);
  end if;

  -- The page's rows, in the page's order, with what the cards show: one
  -- index lookup each for the debate, its tallies, its responses and its
  -- opening turn.
  return query execute format(
    'select d.id, d.user_id, d.topic, d.categories, d.debate_style, d.moderator_enabled, d.moderator_opening,
            d.moderator_closing, d.speaker1_model, d.speaker1_stance, d.speaker1_rhetoric_style, d.speaker2_model,
            d.speaker2_stance, d.speaker2_rhetoric_style, d.generator, d.created_at, d.is_public, d.shared_at,
            d.user_display_name, d.views, t.upvotes, t.downvotes, d.is_pro, d.persuasion_score, d.moderation_state,
            (select count(*)::integer from public.threaded_responses r
              where r.debate_id = d.id and r.deleted_at is null
                and (r.moderation_state = ''visible'' or r.author_id = $4)),
            case when d.moderation_state = ''visible'' or d.user_id = $4 then
              (select left(tu.text, 240) from public.debate_turns tu
                where tu.debate_id = d.id and tu.round_index = 0 and tu.speaker_index = 0)
            end,
            d.stopped_after, d.family_kind, private.turn_point_label(d.continued_after), d.grouped_under,
            d.continuation_count, d.rematch_count
       from (%s) p
       join public.debates d on d.id = p.id
       join public.debate_tallies t on t.debate_id = p.id
      order by %s',
    v_page, v_order)
  using v_since,
        nullif(p_category, ''),
        '%' || replace(replace(replace(lower(coalesce(v_search, '')), '\', '\\'), '%', '\%'), '_', '\_') || '%',
        v_uid,
        p_after_shared_at,
        p_after_id,
        p_after_score,
        p_only_ids;
end;
$$;
comment on function public.list_public_debates(text, text, text, text, boolean, uuid[], text, timestamptz, uuid, integer, integer, boolean) is
  'One keyset page of shared debates (with response count, opening preview and family counts), filtered by time window, category, search and stars, sorted newest/popular/controversial/persuasive; continuations and rematches grouped under their listed original unless p_grouped is false; hidden debates only for their author.';
revoke all on function public.list_public_debates(text, text, text, text, boolean, uuid[], text, timestamptz, uuid, integer, integer, boolean) from public;
grant execute on function public.list_public_debates(text, text, text, text, boolean, uuid[], text, timestamptz, uuid, integer, integer, boolean)
  to anon, authenticated, service_role;

-- -----------------------------------------------------------------------------
-- function public.get_side_balanced_leaderboard
-- -----------------------------------------------------------------------------
-- The matched pairs: each debate with its earliest rematch that swapped the models and kept the
-- stances, both listed and decided by the room.
create function private.side_swapped_pairs()
returns table (original_id uuid, rematch_id uuid, model_a text, model_b text, for_seat smallint,
               original_winner smallint, rematch_winner smallint)
language sql
stable
security definer
set search_path = ''
as $$
  select distinct on (a.id) a.id, b.id, a.speaker1_model, a.speaker2_model, va.for_speaker, va.winner_speaker, vb.winner_speaker
    from public.debates b
    join public.debates a on a.id = b.rematch_of
    join private.debate_verdicts va on va.debate_id = a.id and va.listed and va.status = 'decided'
    join private.debate_verdicts vb on vb.debate_id = b.id and vb.listed and vb.status = 'decided'
   where b.family_kind = 'rematch'
     and a.speaker1_model <> a.speaker2_model
     and b.speaker1_model = a.speaker2_model and b.speaker2_model = a.speaker1_model
     and b.speaker1_stance = a.speaker1_stance and b.speaker2_stance = a.speaker2_stance
     and va.for_speaker is not null and vb.for_speaker = va.for_speaker
   order by a.id, b.created_at, b.id
$$;
comment on function private.side_swapped_pairs() is
  'Matched side-swapped pairs: a debate and its earliest rematch with the models swapped and the stances kept, both listed and decided by the room; model_a was the original''s First Speaker, for_seat the seat arguing For.';
revoke all on function private.side_swapped_pairs() from public;

create function public.get_side_balanced_leaderboard()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with pairs as (
    select * from private.side_swapped_pairs()
  ), outings as (
    -- Each model's two debates in a pair: once on each side.
    select o.model, o.side, o.won
      from pairs p
     cross join lateral (values
       (p.model_a, case when p.for_seat = 1 then 'for' else 'against' end, p.original_winner = 1),
       (p.model_b, case when p.for_seat = 2 then 'for' else 'against' end, p.original_winner = 2),
       (p.model_b, case when p.for_seat = 1 then 'for' else 'against' end, p.rematch_winner = 1),
       (p.model_a, case when p.for_seat = 2 then 'for' else 'against' end, p.rematch_winner = 2)) o (model, side, won)
  ), matchups as (
    select p.model_a, p.model_b,
           (p.original_winner = 1)::integer + (p.rematch_winner = 2)::integer as wins_a
      from pairs p
  ), ratings as (
    select b.* from private.bradley_terry((
      select coalesce(jsonb_agg(jsonb_build_object('a', m.model_a, 'b', m.model_b, 'wins_a', (m.wins_a = 2)::integer,
                                                   'wins_b', (m.wins_a = 0)::integer, 'ties', (m.wins_a = 1)::integer)),
                      '[]'::jsonb)
        from matchups m)) b
  ), records as (
    select x.model,
           count(*) filter (where x.result = 'win')::integer as matchup_wins,
           count(*) filter (where x.result = 'loss')::integer as matchup_losses,
           count(*) filter (where x.result = 'split')::integer as splits
      from (select m.model_a as model, case m.wins_a when 2 then 'win' when 0 then 'loss' else 'split' end as result from matchups m
            union all
            select m.model_b, case m.wins_a when 0 then 'win' when 2 then 'loss' else 'split' end from matchups m) x
     group by x.model
  ), sides as (
    select o.model,
           count(*) filter (where o.side = 'for' and o.won)::integer as for_wins,
           count(*) filter (where o.side = 'for' and not o.won)::integer as for_losses,
           count(*) filter (where o.side = 'against' and o.won)::integer as against_wins,
           count(*) filter (where o.side = 'against' and not o.won)::integer as against_losses
      from outings o
     group by o.model
  ), bias as (
    -- The For side's share of the pairs' debates, with a 95 % Wilson interval.
    select n, w,
           case when n > 0 then round(100.0 * w / n, 1) end as rate,
           case when n > 0 then round(100 * ((w::numeric / n + 1.96 ^ 2 / (2 * n))
                                  - 1.96 * sqrt(w::numeric / n * (1 - w::numeric / n) / n + 1.96 ^ 2 / (4.0 * n * n)))
                                 / (1 + 1.96 ^ 2 / n), 1) end as low,
           case when n > 0 then round(100 * ((w::numeric / n + 1.96 ^ 2 / (2 * n))
                                  + 1.96 * sqrt(w::numeric / n * (1 - w::numeric / n) / n + 1.96 ^ 2 / (4.0 * n * n)))
                                 / (1 + 1.96 ^ 2 / n), 1) end as high
      from (select count(*)::integer as n, count(*) filter (where o.won)::integer as w
              from outings o where o.side = 'for') t
  )
  select jsonb_build_object(
    'pairs', (select count(*) from pairs),
    'forWins', b.w,
    'debates', b.n,
    'forWinRate', b.rate,
    'forWinRateLow', b.low,
    'forWinRateHigh', b.high,
    'models', coalesce((
      select jsonb_agg(jsonb_build_object(
               'model', r.player, 'rating', r.rating, 'ciLow', r.ci_low, 'ciHigh', r.ci_high,
               'matchups', c.matchup_wins + c.matchup_losses + c.splits, 'matchupWins', c.matchup_wins,
               'matchupLosses', c.matchup_losses, 'splits', c.splits,
               'forWins', s.for_wins, 'forLosses', s.for_losses, 'againstWins', s.against_wins, 'againstLosses', s.against_losses)
             order by r.rating desc, r.player)
        from ratings r
        join records c on c.model = r.player
        join sides s on s.model = r.player), '[]'::jsonb))
    from bias b
$$;
comment on function public.get_side_balanced_leaderboard() is
  'The side-balanced leaderboard: Bradley–Terry over matched side-swapped pairs only (a pair is one matchup; a split is a tie), each model''s record For and Against the motion in those pairs, and the For side''s win rate with its 95 % interval (the side bias).';
revoke all on function public.get_side_balanced_leaderboard() from public;
grant execute on function public.get_side_balanced_leaderboard() to anon, authenticated, service_role;
