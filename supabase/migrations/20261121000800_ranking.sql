-- =============================================================================
-- Ranking and search: the community list. Filters run in the database (the
-- spec's original filtered category and search in the browser over the whole
-- list); every sort has a partial index matching its keyset order so a page
-- costs the same at a million shared debates as at a hundred.
-- =============================================================================

create extension if not exists pg_trgm with schema extensions;

create index debates_public_newest_idx on public.debates (shared_at desc, id desc) where is_public;
create index debates_public_popular_idx on public.debates (upvotes desc, shared_at desc, id desc) where is_public;
create index debates_public_controversial_idx on public.debates (downvotes desc, shared_at desc, id desc) where is_public;
create index debates_public_categories_idx on public.debates using gin (categories) where is_public;
create index debates_public_search_idx on public.debates using gin (search_text extensions.gin_trgm_ops) where is_public;

-- -----------------------------------------------------------------------------
-- list_public_debates: one page of shared debates.
--   sort: newest (shared_at desc) | popular (upvotes desc) | controversial (downvotes desc),
--         ties broken by shared_at desc, id desc;
--   time: all | today (since midnight in p_time_zone) | week (7 days) | month (1 month);
--   category: one of the ten, or null for all;  search: case-insensitive, topic or category;
--   starred_only: the caller's stars (signed in);  only_ids: restrict to these ids
--   (a visitor's locally starred debates);
--   keyset cursor: the last row's shared_at and id (and its upvotes/downvotes
--   for popular/controversial).
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
  p_limit integer default 20
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
  v_score_column text;
  v_search text := nullif(pg_catalog.btrim(coalesce(p_search, '')), '');
  v_where text[] := array['d.is_public'];
  v_order text;
begin
  if p_sort is null or p_sort not in ('newest', 'popular', 'controversial') then
    raise exception using errcode = 'AG070', message = 'Sort must be newest, popular or controversial.';
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

  v_score_column := case p_sort when 'popular' then 'd.upvotes' when 'controversial' then 'd.downvotes' end;
  v_order := case when v_score_column is null then 'd.shared_at desc, d.id desc'
                  else v_score_column || ' desc, d.shared_at desc, d.id desc' end;

  if p_after_id is not null then
    if p_after_shared_at is null or (v_score_column is not null and p_after_score is null) then
      raise exception using errcode = 'AG070', message = 'A page cursor needs the last row''s shared_at, id and score.';
    end if;
    v_where := v_where || case when v_score_column is null
      then '(d.shared_at, d.id) < ($5, $6)'
      else '(' || v_score_column || ', d.shared_at, d.id) < ($7, $5, $6)' end;
  end if;
  if v_since is not null then v_where := v_where || 'd.shared_at >= $1'::text; end if;
  if nullif(p_category, '') is not null then v_where := v_where || 'd.categories @> array[$2::public.debate_category]'::text; end if;
  if v_search is not null then v_where := v_where || 'd.search_text like $3'::text; end if;
  if p_starred_only then
    -- Drive the page from the caller's (few) stars, not by walking the whole
    -- sort index and probing stars per row (measured by bench:ranking).
    v_where := v_where || 'd.id = any (array(select s.debate_id from public.stars s where s.user_id = $4))'::text;
  end if;
  if p_only_ids is not null then v_where := v_where || 'd.id = any ($8)'::text; end if;

  return query execute format(
    'select d.id, d.user_id, d.topic, d.categories, d.debate_style, d.moderator_enabled, d.moderator_opening,
            d.moderator_closing, d.speaker1_model, d.speaker1_stance, d.speaker1_rhetoric_style, d.speaker2_model,
            d.speaker2_stance, d.speaker2_rhetoric_style, d.generator, d.created_at, d.is_public, d.shared_at,
            d.user_display_name, d.views, d.upvotes, d.downvotes, d.is_pro
       from public.debates d
      where %s
      order by %s
      limit %s',
    array_to_string(v_where, ' and '), v_order, p_limit)
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

revoke all on function public.list_public_debates(text, text, text, text, boolean, uuid[], text, timestamptz, uuid, integer, integer)
  from public, anon, authenticated;
grant execute on function public.list_public_debates(text, text, text, text, boolean, uuid[], text, timestamptz, uuid, integer, integer)
  to anon, authenticated;
comment on function public.list_public_debates(text, text, text, text, boolean, uuid[], text, timestamptz, uuid, integer, integer) is
  'One keyset page of shared debates, filtered by time window, category, search and stars, sorted newest/popular/controversial.';
