-- =============================================================================
-- Reports weighed by trust, as Discourse weighs flags by trust level. Hiding
-- an item pending review used to take report_hide_threshold distinct
-- reporters of any kind, so three accounts made a minute earlier could hide
-- anyone's words. Now each report carries its reporter's weight, taken when
-- it is filed, and an item is hidden when the weights add up to the
-- threshold. Every report still reaches the moderators' queue, whatever its
-- weight.
--
-- A reporter's level:
--   0 new     address not confirmed, or account younger than trust_new_account_days
--   1 basic   confirmed and old enough
--   2 member  basic, and others engaged with their contributions at least
--             trust_member_engagements times (upvotes on their shared debates,
--             replies to their responses, responses on their debates)
-- The level's weight (report_weight_new / _basic / _member) is multiplied by
-- the reporter's record with moderators: (upheld + 2) / (upheld + dismissed + 2),
-- so someone whose reports are dismissed again and again weighs less and less,
-- and someone with no record keeps the full weight.
-- All numbers live in app_settings (service role only).
-- =============================================================================

alter table public.app_settings
  add column trust_new_account_days integer not null default 2,
  add column trust_member_engagements integer not null default 3,
  add column report_weight_new numeric(4, 2) not null default 0,
  add column report_weight_basic numeric(4, 2) not null default 1,
  add column report_weight_member numeric(4, 2) not null default 1.5,
  add constraint app_settings_trust_new_account_days_non_negative check (trust_new_account_days >= 0),
  add constraint app_settings_trust_member_engagements_non_negative check (trust_member_engagements >= 0),
  add constraint app_settings_report_weights_non_negative
    check (report_weight_new >= 0 and report_weight_basic >= 0 and report_weight_member >= 0);
comment on column public.app_settings.report_hide_threshold is
  'Sum of reporters'' weights at which a reported item is hidden pending review (a basic member weighs 1).';

-- The weight a report counted with, fixed when it was filed; existing reports
-- were counted one per reporter and keep that weight.
alter table public.reports add column weight numeric(4, 2) not null default 1;
comment on column public.reports.weight is 'The reporter''s trust weight when the report was filed (see private.trust_of).';

-- -----------------------------------------------------------------------------
-- report_outcomes: what moderators decided about each person's reports.
-- Restoring an item deletes its reports, so the record lives here.
-- -----------------------------------------------------------------------------
create table private.report_outcomes (
  id bigint generated always as identity primary key,
  reporter_id uuid not null references auth.users (id) on delete cascade,
  upheld boolean not null,
  decided_at timestamptz not null
);
comment on table private.report_outcomes is
  'One row per decided report: upheld (the item was removed) or dismissed (restored). Feeds the reporter''s weight.';
create index report_outcomes_reporter_idx on private.report_outcomes (reporter_id);

create function private.record_report_outcomes(p_debate_id uuid, p_response_id uuid, p_upheld boolean)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.report_outcomes (reporter_id, upheld, decided_at)
  select r.reporter_id, p_upheld, private.clock_now()
    from public.reports r
   where r.debate_id = p_debate_id and r.response_id is not distinct from p_response_id
$$;
revoke all on function private.record_report_outcomes(uuid, uuid, boolean) from public;
comment on function private.record_report_outcomes(uuid, uuid, boolean) is
  'Records a moderator''s decision on every report of one item, for the reporters'' trust.';

-- -----------------------------------------------------------------------------
-- trust_of: a person's level and report weight now.
-- -----------------------------------------------------------------------------
create function private.engagement_received(p_user_id uuid, p_enough integer)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from (
    (select 1 from public.votes v join public.debates d on d.id = v.debate_id
      where d.user_id = p_user_id and v.user_id <> p_user_id and v.value = 1 limit p_enough)
    union all
    (select 1 from public.threaded_responses r join public.threaded_responses p on p.id = r.parent_id
      where p.author_id = p_user_id and r.author_id <> p_user_id limit p_enough)
    union all
    (select 1 from public.threaded_responses r join public.debates d on d.id = r.debate_id
      where d.user_id = p_user_id and r.author_id <> p_user_id and r.parent_id is null limit p_enough)
  ) e
$$;
revoke all on function private.engagement_received(uuid, integer) from public;
comment on function private.engagement_received(uuid, integer) is
  'How often others engaged with the person''s contributions (upvotes, replies, responses), counted up to p_enough per kind.';

create function private.trust_of(p_user_id uuid, out level integer, out weight numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_settings public.app_settings := private.settings();
  v_created timestamptz;
  v_upheld integer;
  v_dismissed integer;
begin
  select u.created_at into v_created from auth.users u where u.id = p_user_id;
  if v_created is null or not private.is_confirmed(p_user_id)
     or v_created > private.clock_now() - make_interval(days => v_settings.trust_new_account_days) then
    level := 0;
  elsif private.engagement_received(p_user_id, greatest(v_settings.trust_member_engagements, 1))
        >= v_settings.trust_member_engagements then
    level := 2;
  else
    level := 1;
  end if;

  select count(*) filter (where o.upheld), count(*) filter (where not o.upheld)
    into v_upheld, v_dismissed
    from private.report_outcomes o where o.reporter_id = p_user_id;
  weight := round(
    case level when 0 then v_settings.report_weight_new
               when 1 then v_settings.report_weight_basic
               else v_settings.report_weight_member end
    * (v_upheld + 2) / (v_upheld + v_dismissed + 2), 2);
end;
$$;
revoke all on function private.trust_of(uuid) from public;
comment on function private.trust_of(uuid) is
  'A person''s trust level (0 new, 1 basic, 2 member) and report weight (level weight × moderators'' record).';

create function public.my_trust()
returns table (level integer, weight numeric)
language sql
stable
security definer
set search_path = ''
as $$
  select t.level, t.weight from private.trust_of(auth.uid()) t where auth.uid() is not null
$$;
revoke all on function public.my_trust() from public, anon, authenticated;
grant execute on function public.my_trust() to authenticated;
comment on function public.my_trust() is 'The caller''s trust level and the weight their reports carry now.';

-- -----------------------------------------------------------------------------
-- The report weight is stamped on the row as it is written (every reporting
-- function goes through the insert), and the hiding rule adds weights.
-- -----------------------------------------------------------------------------
create function private.stamp_report_weight()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.weight := (private.trust_of(new.reporter_id)).weight;
  return new;
end;
$$;
revoke all on function private.stamp_report_weight() from public;

create trigger stamp_report_weight
  before insert on public.reports
  for each row execute function private.stamp_report_weight();

create or replace function private.file_report(p_debate_id uuid, p_response_id uuid, p_reason text, p_details text)
returns public.reports
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_details text := nullif(private.trim_whitespace(coalesce(p_details, '')), '');
  v_author uuid;
  v_report public.reports;
  v_weight numeric;
begin
  if v_uid is null then
    raise exception using errcode = 'AG170', message = 'Please sign in to report content.';
  end if;
  if p_reason is null or not p_reason = any (enum_range(null::public.report_reason)::text[]) then
    raise exception using errcode = 'AG171', message = 'Choose a reason: spam, harassment, off_topic or other.';
  end if;
  if p_reason = 'other' and v_details is null then
    raise exception using errcode = 'AG171', message = 'Please describe the problem.';
  end if;
  if char_length(v_details) > 1000 then
    raise exception using errcode = 'AG171', message = 'A report''s description is limited to 1000 characters.';
  end if;

  if p_response_id is null then
    select d.user_id into v_author from public.debates d
     where d.id = p_debate_id and d.is_public and private.debate_is_visible_to(d.id, v_uid)
     for update;
  else
    select r.author_id, r.debate_id into v_author, p_debate_id from public.threaded_responses r
     where r.id = p_response_id and private.response_is_visible_to(r.id, v_uid)
     for update;
  end if;
  if not found then
    raise exception using errcode = 'AG173', message = 'That content no longer exists.';
  end if;
  if v_author = v_uid then
    raise exception using errcode = 'AG174', message = 'You cannot report your own content.';
  end if;
  if exists (select 1 from public.reports r
              where r.reporter_id = v_uid and r.debate_id = p_debate_id and r.response_id is not distinct from p_response_id) then
    raise exception using errcode = 'AG172', message = 'You have already reported this.';
  end if;

  perform private.consume_rate_limit(v_uid, 'report');

  insert into public.reports (debate_id, response_id, reporter_id, reason, details, created_at)
  values (p_debate_id, p_response_id, v_uid, p_reason::public.report_reason, v_details, private.clock_now())
  returning * into v_report;

  select coalesce(sum(r.weight), 0) into v_weight from public.reports r
   where r.debate_id = p_debate_id and r.response_id is not distinct from p_response_id;
  if v_weight >= (private.settings()).report_hide_threshold then
    if p_response_id is null then
      update public.debates set moderation_state = 'hidden' where id = p_debate_id and moderation_state = 'visible';
    else
      update public.threaded_responses set moderation_state = 'hidden' where id = p_response_id and moderation_state = 'visible';
    end if;
  end if;
  return v_report;
end;
$$;

-- -----------------------------------------------------------------------------
-- Moderators see each report's weight; their decisions feed the reporters'
-- record (restoring dismisses the item's reports, removing upholds them).
-- -----------------------------------------------------------------------------
create or replace function public.list_reported_items(
  p_after_last_reported_at timestamptz default null,
  p_after_item_id uuid default null,
  p_limit integer default 20
)
returns table (
  item_type text,
  item_id uuid,
  debate_id uuid,
  response_id uuid,
  moderation_state public.moderation_state,
  author_id uuid,
  author_name text,
  debate_topic text,
  content text,
  report_count integer,
  last_reported_at timestamptz,
  reports jsonb
)
language plpgsql
stable
security definer
set search_path = ''
as $$
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
       and (p_after_item_id is null
            or (i.last_at, coalesce(i.response_id, i.debate_id)) < (p_after_last_reported_at, p_after_item_id))
     order by i.last_at desc, coalesce(i.response_id, i.debate_id) desc
     limit p_limit;
end;
$$;

create or replace function public.restore_reported_item(p_item_type text, p_item_id uuid)
returns public.moderation_state
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_item record;
begin
  perform private.require_moderator();
  select * into v_item from private.moderated_item(p_item_type, p_item_id);
  if v_item.state = 'removed' then
    raise exception using errcode = 'AG177', message = 'This was removed by a moderator and cannot be changed or shared again.';
  end if;
  perform private.record_report_outcomes(v_item.debate_id, v_item.response_id, false);
  delete from public.reports r where r.debate_id = v_item.debate_id and r.response_id is not distinct from v_item.response_id;
  if v_item.response_id is null then
    update public.debates set moderation_state = 'visible' where id = v_item.debate_id and moderation_state <> 'visible';
  else
    update public.threaded_responses set moderation_state = 'visible' where id = v_item.response_id and moderation_state <> 'visible';
  end if;
  return 'visible'::public.moderation_state;
end;
$$;

create or replace function public.remove_reported_item(p_item_type text, p_item_id uuid)
returns public.moderation_state
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_item record;
begin
  perform private.require_moderator();
  select * into v_item from private.moderated_item(p_item_type, p_item_id);
  if v_item.state = 'removed' then
    return v_item.state;
  end if;
  perform private.record_report_outcomes(v_item.debate_id, v_item.response_id, true);
  if v_item.response_id is null then
    update public.debates set moderation_state = 'removed' where id = v_item.debate_id;
  else
    update public.threaded_responses set moderation_state = 'removed' where id = v_item.response_id;
  end if;
  if v_item.author_id is not null then
    insert into public.notifications (user_id, kind, debate_id, response_id, created_at)
    values (v_item.author_id, 'item_removed', v_item.debate_id, v_item.response_id, private.clock_now());
  end if;
  return 'removed'::public.moderation_state;
end;
$$;
