-- =============================================================================
-- Moderators never judge their own content: the queue leaves out what they wrote, and every
-- moderation function refuses it (AG179), so a moderator cannot restore their own reported
-- response or remove a report about their own debate. Another moderator reviews it.
-- =============================================================================

CREATE OR REPLACE FUNCTION private.moderated_item(p_item_type text, p_item_id uuid)
 RETURNS TABLE(debate_id uuid, response_id uuid, author_id uuid, state public.moderation_state)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if p_item_type is null or p_item_type not in ('debate', 'response') then
    raise exception using errcode = 'AG176', message = 'The item type is debate or response.';
  end if;
  if p_item_type = 'debate' then
    return query select d.id, null::uuid, d.user_id, d.moderation_state from public.debates d where d.id = p_item_id for update;
  else
    return query select r.debate_id, r.id, r.author_id, r.moderation_state from public.threaded_responses r where r.id = p_item_id for update;
  end if;
  if not found then
    raise exception using errcode = 'AG173', message = 'That content no longer exists.';
  end if;
  -- Nobody judges their own case: another moderator reviews it.
  if exists (select 1 from public.debates d where d.id = p_item_id and p_item_type = 'debate' and d.user_id = auth.uid())
     or exists (select 1 from public.threaded_responses r where r.id = p_item_id and p_item_type = 'response' and r.author_id = auth.uid()) then
    raise exception using errcode = 'AG179', message = 'Another moderator reviews reports about your own content.';
  end if;
end;
$function$;
comment on function private.moderated_item(p_item_type text, p_item_id uuid) is
  'Locks the debate or response a moderator acts on and says whose it is and its state; refuses the moderator''s own content (AG179).';

CREATE OR REPLACE FUNCTION public.list_reported_items(p_after_last_reported_at timestamp with time zone DEFAULT NULL::timestamp with time zone, p_after_item_id uuid DEFAULT NULL::uuid, p_limit integer DEFAULT 20)
 RETURNS TABLE(item_type text, item_id uuid, debate_id uuid, response_id uuid, moderation_state public.moderation_state, author_id uuid, author_name text, debate_topic text, content text, report_count integer, last_reported_at timestamp with time zone, reports jsonb)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_moderator();
  if p_limit is null or p_limit not between 1 and 100 then
    raise exception using errcode = 'AG176', message = 'A page holds 1 to 100 reported items.';
  end if;
  if (p_after_last_reported_at is null) <> (p_after_item_id is null) then
    raise exception using errcode = 'AG176', message = 'A page cursor needs the last row''s last_reported_at and item_id.';
  end if;

  return query
    with items as (
      select r.debate_id, r.response_id, count(*)::integer as n, max(r.created_at) as last_at,
             jsonb_agg(jsonb_build_object(
               'reporter_id', r.reporter_id, 'reporter_name', private.author_name_of(r.reporter_id),
               'reason', r.reason, 'details', r.details, 'created_at', r.created_at, 'weight', r.weight
             ) order by r.created_at, r.id) as reports
        from public.reports r
       group by r.debate_id, r.response_id
    )
    select case when i.response_id is null then 'debate' else 'response' end,
           coalesce(i.response_id, i.debate_id), i.debate_id, i.response_id,
           coalesce(t.moderation_state, d.moderation_state),
           coalesce(t.author_id, case when i.response_id is null then d.user_id end),
           case when i.response_id is null then d.user_display_name
                else coalesce(private.author_name_of(t.author_id), t.author_name) end,
           d.topic,
           coalesce(t.content, d.topic),
           i.n, i.last_at, i.reports
      from items i
      join public.debates d on d.id = i.debate_id
      left join public.threaded_responses t on t.id = i.response_id
     where coalesce(t.moderation_state, d.moderation_state) <> 'removed'
       -- A moderator's own content is reviewed by another moderator.
       and coalesce(t.author_id, case when i.response_id is null then d.user_id end) is distinct from auth.uid()
       and (p_after_item_id is null
            or (i.last_at, coalesce(i.response_id, i.debate_id)) < (p_after_last_reported_at, p_after_item_id))
     order by i.last_at desc, coalesce(i.response_id, i.debate_id) desc
     limit p_limit;
end;
$function$;
comment on function public.list_reported_items(timestamp with time zone, uuid, integer) is
  'Moderators: reported items that are not removed and not their own, most recently reported first, with their reports.';
