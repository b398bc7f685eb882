-- =============================================================================
-- Reading the community with moderation and persuasion in view.
--   * list_public_debates: hidden and removed debates leave the list for
--     everyone but their author; a fifth sort, "persuasive" (most persuasive:
--     the largest persuasion_score, only debates where at least
--     persuasive_min_respondents people answered the poll before and after),
--     keyset-paged and indexed like the other sorts. public_debates (its row
--     type) gains persuasion_score (the cursor's score) and moderation_state.
--   * get_debate: the viewer's read. A hidden or removed debate comes back to
--     anyone but its author as a row with its moderation_state and no content
--     (topic '', no moderator text), so the viewer can say "hidden pending
--     review"; the author gets it whole. Its turns embed as before
--     (rpc('get_debate').select('*, debate_turns(*)')) and RLS keeps a hidden
--     debate's turns to its author.
--   * list_responses: the responses list. Hidden or removed responses keep
--     their place in the thread for everyone (so replies below them stay
--     anchored) but reach anyone but their author without content or author.
-- Codes: AG030 debate not found, AG070 invalid ranking filter, AG178 invalid
-- response page.
-- =============================================================================

create or replace view public.public_debates
with (security_invoker = true)
as
  select id, user_id, topic, categories, debate_style, moderator_enabled, moderator_opening, moderator_closing,
         speaker1_model, speaker1_stance, speaker1_rhetoric_style,
         speaker2_model, speaker2_stance, speaker2_rhetoric_style,
         generator, created_at, is_public, shared_at, user_display_name, views, upvotes, downvotes, is_pro,
         persuasion_score, moderation_state
    from public.debates
   where is_public;

-- -----------------------------------------------------------------------------
-- list_public_debates (from 20261121000800_ranking.sql, same parameters):
--   sort: newest | popular | controversial | persuasive; for persuasive the
--   cursor's score is the last row's persuasion_score.
-- -----------------------------------------------------------------------------
create or replace function public.list_public_debates(
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

  v_score_column := case p_sort when 'popular' then 'd.upvotes' when 'controversial' then 'd.downvotes'
                                when 'persuasive' then 'd.persuasion_score' end;
  v_order := case when v_score_column is null then 'd.shared_at desc, d.id desc'
                  else v_score_column || ' desc, d.shared_at desc, d.id desc' end;
  -- Matches the partial index's predicate, so the sort walks it.
  if p_sort = 'persuasive' then v_where := v_where || 'd.persuasion_score is not null'::text; end if;
  -- Hidden and removed debates stay in their author's list only.
  v_where := v_where || case when v_uid is null then 'd.moderation_state = ''visible'''
                             else '(d.moderation_state = ''visible'' or d.user_id = $4)' end;

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
            d.user_display_name, d.views, d.upvotes, d.downvotes, d.is_pro, d.persuasion_score, d.moderation_state
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

comment on function public.list_public_debates(text, text, text, text, boolean, uuid[], text, timestamptz, uuid, integer, integer) is
  'One keyset page of shared debates, filtered by time window, category, search and stars, sorted newest/popular/controversial/persuasive; hidden debates only for their author.';

-- -----------------------------------------------------------------------------
-- get_debate(debate): one row, or none when the caller may not see it at all
-- (unknown, or another person's private debate).
-- -----------------------------------------------------------------------------
create function public.get_debate(p_debate_id uuid)
returns setof public.debates
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_debate public.debates;
begin
  select * into v_debate from public.debates d where d.id = p_debate_id;
  if not found or (not v_debate.is_public and v_debate.user_id is distinct from v_uid) then
    return;
  end if;
  if v_debate.moderation_state <> 'visible' and v_debate.user_id is distinct from v_uid then
    v_debate.topic := '';
    v_debate.search_text := '';
    v_debate.moderator_opening := null;
    v_debate.moderator_closing := null;
  end if;
  return next v_debate;
end;
$$;

revoke all on function public.get_debate(uuid) from public, anon, authenticated;
grant execute on function public.get_debate(uuid) to anon, authenticated;
comment on function public.get_debate(uuid) is
  'The debate a viewer opens: whole when visible (or the caller''s own); hidden or removed ones without content for others.';

-- -----------------------------------------------------------------------------
-- list_responses(debate, root_ids, cursor, limit):
--   root_ids null → one page of top-level responses, newest first, keyset by
--                   the last row's (created_at, id), 1 to 100 a page;
--   root_ids given → every reply in those threads (any depth), oldest first
--                   (at most 1000).
-- -----------------------------------------------------------------------------
create function public.list_responses(
  p_debate_id uuid,
  p_root_ids uuid[] default null,
  p_after_created_at timestamptz default null,
  p_after_id uuid default null,
  p_limit integer default 20
)
returns setof public.threaded_responses
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_row public.threaded_responses;
begin
  if not private.debate_is_visible_to(p_debate_id, v_uid) then
    raise exception using errcode = 'AG030', message = 'Debate not found';
  end if;
  if p_limit is null or p_limit not between 1 and 100 then
    raise exception using errcode = 'AG178', message = 'A page holds 1 to 100 responses.';
  end if;
  if (p_after_created_at is null) <> (p_after_id is null) then
    raise exception using errcode = 'AG178', message = 'A page cursor needs the last row''s created_at and id.';
  end if;

  for v_row in
    select r.* from public.threaded_responses r
     where p_root_ids is null and r.debate_id = p_debate_id and r.parent_id is null
       and (p_after_id is null or (r.created_at, r.id) < (p_after_created_at, p_after_id))
     order by r.created_at desc, r.id desc
     limit p_limit
  loop
    return next private.masked_response(v_row, v_uid);
  end loop;

  for v_row in
    select r.* from public.threaded_responses r
     where p_root_ids is not null and r.root_id = any (p_root_ids) and r.debate_id = p_debate_id and r.parent_id is not null
     order by r.created_at, r.id
     limit 1000
  loop
    return next private.masked_response(v_row, v_uid);
  end loop;
end;
$$;

-- A hidden or removed response as anyone but its author may see it: in its
-- place, without content or author.
create function private.masked_response(p_row public.threaded_responses, p_uid uuid)
returns public.threaded_responses
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_row.moderation_state <> 'visible' and p_row.author_id is distinct from p_uid then
    p_row.content := '';
    p_row.author_id := null;
    p_row.author_name := '';
  end if;
  return p_row;
end;
$$;
revoke all on function private.masked_response(public.threaded_responses, uuid) from public;

revoke all on function public.list_responses(uuid, uuid[], timestamptz, uuid, integer) from public, anon, authenticated;
grant execute on function public.list_responses(uuid, uuid[], timestamptz, uuid, integer) to anon, authenticated;
comment on function public.list_responses(uuid, uuid[], timestamptz, uuid, integer) is
  'A debate''s responses: a keyset page of top-level ones (newest first) or all replies in given threads; hidden ones without content for all but their author.';
