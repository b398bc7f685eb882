-- =============================================================================
-- Ranking cards say what a debate is about and how much it is answered:
--   * public_debates (and so list_public_debates' rows) gain
--       response_count   responses and replies in the debate's thread as its
--                        readers see them: hidden or removed ones count (they
--                        keep their place in the thread, as placeholders), the
--                        "[deleted]" placeholders of deleted ones do not (their
--                        author took the words back; one without replies
--                        vanishes entirely, so counting placeholders would make
--                        the count depend on whether it had replies);
--       opening_preview  the first 240 characters of the opening argument
--                        (round 0, speaker 0), so a page of 20 stays small;
--                        null for a hidden or removed debate unless the caller
--                        wrote it (get_debate hides the same content).
--   * list_public_debates computes both for the page's rows only, after the
--     keyset walk: one index lookup each per row, never a scan.
-- Codes: AG070 invalid ranking filter (unchanged).
-- =============================================================================

create or replace view public.public_debates
with (security_invoker = true)
as
  select d.id, d.user_id, d.topic, d.categories, d.debate_style, d.moderator_enabled, d.moderator_opening,
         d.moderator_closing, d.speaker1_model, d.speaker1_stance, d.speaker1_rhetoric_style,
         d.speaker2_model, d.speaker2_stance, d.speaker2_rhetoric_style,
         d.generator, d.created_at, d.is_public, d.shared_at, d.user_display_name, d.views, d.upvotes, d.downvotes,
         d.is_pro, d.persuasion_score, d.moderation_state,
         (select count(*)::integer from public.threaded_responses r
           where r.debate_id = d.id and r.deleted_at is null
             and (r.moderation_state = 'visible' or r.author_id = (select auth.uid()))) as response_count,
         case when d.moderation_state = 'visible' or d.user_id = (select auth.uid()) then
           (select left(t.text, 240) from public.debate_turns t
             where t.debate_id = d.id and t.round_index = 0 and t.speaker_index = 0)
         end as opening_preview
    from public.debates d
   where d.is_public;

-- -----------------------------------------------------------------------------
-- list_public_debates (from 20261123001090_community_reads.sql, same
-- parameters, filters, sorts and cursor): its rows gain the two columns.
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

  -- The page is found first (the keyset walk), then each of its rows gets
  -- its response count and preview: one index lookup each, never a scan.
  return query execute format(
    'select p.*,
            (select count(*)::integer from public.threaded_responses r
              where r.debate_id = p.id and r.deleted_at is null
                and (r.moderation_state = ''visible'' or r.author_id = $4)),
            case when p.moderation_state = ''visible'' or p.user_id = $4 then
              (select left(t.text, 240) from public.debate_turns t
                where t.debate_id = p.id and t.round_index = 0 and t.speaker_index = 0)
            end
       from (select d.id, d.user_id, d.topic, d.categories, d.debate_style, d.moderator_enabled, d.moderator_opening,
                    d.moderator_closing, d.speaker1_model, d.speaker1_stance, d.speaker1_rhetoric_style, d.speaker2_model,
                    d.speaker2_stance, d.speaker2_rhetoric_style, d.generator, d.created_at, d.is_public, d.shared_at,
                    d.user_display_name, d.views, d.upvotes, d.downvotes, d.is_pro, d.persuasion_score, d.moderation_state
               from public.debates d
              where %s
              order by %s
              limit %s) p
      order by %s',
    array_to_string(v_where, ' and '), v_order, p_limit, replace(v_order, 'd.', 'p.'))
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
  'One keyset page of shared debates (with response count and opening preview), filtered by time window, category, search and stars, sorted newest/popular/controversial/persuasive; hidden debates only for their author.';
