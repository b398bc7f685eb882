-- =============================================================================
-- Reports and moderation. Any signed-in reader may report a shared debate or a
-- response once, with a reason. When report_hide_threshold (3) distinct people
-- have reported an item it is hidden pending review: everyone but its author
-- stops seeing it (RLS and the read functions), until a moderator restores it
-- (reports cleared, visible again) or removes it (for good: the author is
-- notified and can neither re-share nor edit it).
--
-- Moderators are rows of public.moderators, written only by the service role
-- (an operator, the dashboard or a script with the service key). A table
-- rather than an app_metadata role: granting and revoking take effect on the
-- next call instead of the next token refresh, and the rule functions check
-- one indexed row instead of trusting a claim minted up to an hour earlier.
-- Codes (listed in 20261123001000_limits.sql): AG142, AG170–AG177, AG030.
-- =============================================================================

alter table public.app_settings
  add column report_hide_threshold integer not null default 3,
  add constraint app_settings_report_hide_threshold_positive check (report_hide_threshold > 0);

create type public.moderation_state as enum ('visible', 'hidden', 'removed');
create type public.report_reason as enum ('spam', 'harassment', 'off_topic', 'other');

alter table public.debates add column moderation_state public.moderation_state not null default 'visible';
alter table public.threaded_responses add column moderation_state public.moderation_state not null default 'visible';

-- -----------------------------------------------------------------------------
-- moderators
-- -----------------------------------------------------------------------------
create table public.moderators (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);
comment on table public.moderators is 'People who may review reports. Granted and revoked by the service role only.';

alter table public.moderators enable row level security;
revoke all on table public.moderators from anon, authenticated, service_role;
grant select on table public.moderators to authenticated;
grant select, insert, delete on table public.moderators to service_role;

create policy "users see whether they are a moderator"
  on public.moderators for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "the service role grants and revokes moderators"
  on public.moderators for all
  to service_role
  using (true)
  with check (true);

create function private.is_moderator(p_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.moderators m where m.user_id = p_user_id)
$$;
revoke all on function private.is_moderator(uuid) from public;

create function public.is_moderator()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.is_moderator(auth.uid())
$$;
revoke all on function public.is_moderator() from public, anon, authenticated;
grant execute on function public.is_moderator() to authenticated;
comment on function public.is_moderator() is 'Whether the caller may review reports.';

-- -----------------------------------------------------------------------------
-- reports: one per person and item. response_id null = a report on the debate.
-- -----------------------------------------------------------------------------
create table public.reports (
  id uuid primary key default gen_random_uuid(),
  debate_id uuid not null references public.debates (id) on delete cascade,
  response_id uuid references public.threaded_responses (id) on delete cascade,
  reporter_id uuid not null references auth.users (id) on delete cascade,
  reason public.report_reason not null,
  details text,
  created_at timestamptz not null default now(),
  constraint reports_details_length check (details is null or (details = pg_catalog.btrim(details) and char_length(details) between 1 and 1000)),
  constraint reports_other_needs_details check (reason <> 'other' or details is not null)
);
comment on table public.reports is 'Who reported which debate or response, and why. Reporters see their own; moderators all (through functions).';

create unique index reports_once_per_debate_idx on public.reports (reporter_id, debate_id) where response_id is null;
create unique index reports_once_per_response_idx on public.reports (reporter_id, response_id) where response_id is not null;
create index reports_debate_id_idx on public.reports (debate_id);
create index reports_response_id_idx on public.reports (response_id) where response_id is not null;

alter table public.reports enable row level security;
revoke all on table public.reports from anon, authenticated, service_role;
grant select on table public.reports to authenticated, service_role;

create policy "reporters read their own reports"
  on public.reports for select
  to authenticated
  using (reporter_id = (select auth.uid()));

-- -----------------------------------------------------------------------------
-- Hidden and removed items disappear for everyone but their author: in the
-- tables (RLS), in every rule that checks visibility, and in the read functions.
-- -----------------------------------------------------------------------------
alter policy "visitors read shared debates" on public.debates
  using (is_public and moderation_state = 'visible');
alter policy "users read shared debates and their own" on public.debates
  using ((is_public and moderation_state = 'visible') or user_id = (select auth.uid()));
alter policy "responses are visible with their debate" on public.threaded_responses
  using (
    exists (select 1 from public.debates d where d.id = debate_id)
    and (moderation_state = 'visible' or author_id = (select auth.uid()))
  );

create or replace function private.debate_is_visible_to(p_debate_id uuid, p_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.debates d
     where d.id = p_debate_id and ((d.is_public and d.moderation_state = 'visible') or d.user_id = p_user_id)
  )
$$;

create function private.response_is_visible_to(p_response_id uuid, p_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.threaded_responses r
     where r.id = p_response_id
       and private.debate_is_visible_to(r.debate_id, p_user_id)
       and (r.moderation_state = 'visible' or r.author_id = p_user_id)
  )
$$;
revoke all on function private.response_is_visible_to(uuid, uuid) from public;

-- -----------------------------------------------------------------------------
-- Guards: the state moves only through the rules below (run as the table
-- owner), and a removed item stays removed, whoever asks: it cannot be shared
-- again, edited or restored.
-- -----------------------------------------------------------------------------
create function private.guard_moderation_state()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_new jsonb;
  v_old jsonb;
begin
  if tg_op = 'UPDATE' and old.moderation_state = 'removed' then
    v_new := to_jsonb(new);
    v_old := to_jsonb(old);
    if new.moderation_state <> 'removed'
       or (tg_table_name = 'debates'
           and (((v_new ->> 'is_public')::boolean and v_new -> 'shared_at' is distinct from v_old -> 'shared_at')
                or v_new -> 'topic' is distinct from v_old -> 'topic'
                or v_new -> 'categories' is distinct from v_old -> 'categories'))
       -- Deleting one's removed response (issue 10's "[deleted]" placeholder) stays allowed.
       or (tg_table_name = 'threaded_responses' and v_new -> 'content' is distinct from v_old -> 'content'
           and v_new ->> 'deleted_at' is null) then
      raise exception using errcode = 'AG177', message = 'This was removed by a moderator and cannot be changed or shared again.';
    end if;
  end if;
  if current_user = (select r.rolname from pg_catalog.pg_class c join pg_catalog.pg_roles r on r.oid = c.relowner
                     where c.oid = tg_relid) then
    return new;
  end if;
  if (tg_op = 'INSERT' and new.moderation_state <> 'visible')
     or (tg_op = 'UPDATE' and new.moderation_state is distinct from old.moderation_state) then
    raise exception using errcode = '42501', message = 'Moderation is decided by Agora''s rules, not written directly.';
  end if;
  return new;
end;
$$;
revoke all on function private.guard_moderation_state() from public;

create trigger guard_moderation_state
  before insert or update on public.debates
  for each row execute function private.guard_moderation_state();
create trigger guard_moderation_state
  before insert or update on public.threaded_responses
  for each row execute function private.guard_moderation_state();

-- -----------------------------------------------------------------------------
-- Reporting. Returns the caller's report.
-- -----------------------------------------------------------------------------
create function private.file_report(p_debate_id uuid, p_response_id uuid, p_reason text, p_details text)
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
  v_reporters integer;
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

  select count(distinct r.reporter_id)::integer into v_reporters from public.reports r
   where r.debate_id = p_debate_id and r.response_id is not distinct from p_response_id;
  if v_reporters >= (private.settings()).report_hide_threshold then
    if p_response_id is null then
      update public.debates set moderation_state = 'hidden' where id = p_debate_id and moderation_state = 'visible';
    else
      update public.threaded_responses set moderation_state = 'hidden' where id = p_response_id and moderation_state = 'visible';
    end if;
  end if;
  return v_report;
end;
$$;
revoke all on function private.file_report(uuid, uuid, text, text) from public;

create function public.report_debate(p_debate_id uuid, p_reason text, p_details text default null)
returns public.reports
language sql
security definer
set search_path = ''
as $$
  select * from private.file_report(p_debate_id, null, p_reason, p_details)
$$;
revoke all on function public.report_debate(uuid, text, text) from public, anon, authenticated;
grant execute on function public.report_debate(uuid, text, text) to anon, authenticated;
comment on function public.report_debate(uuid, text, text) is
  'Reports a shared debate (reason spam | harassment | off_topic | other; details required for other), once per person.';

create function public.report_response(p_response_id uuid, p_reason text, p_details text default null)
returns public.reports
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_response_id is null then
    raise exception using errcode = 'AG173', message = 'That content no longer exists.';
  end if;
  return private.file_report(null, p_response_id, p_reason, p_details);
end;
$$;
revoke all on function public.report_response(uuid, text, text) from public, anon, authenticated;
grant execute on function public.report_response(uuid, text, text) to anon, authenticated;
comment on function public.report_response(uuid, text, text) is
  'Reports a response or reply (reason spam | harassment | off_topic | other; details required for other), once per person.';

-- -----------------------------------------------------------------------------
-- Moderation: only moderators. The queue holds every reported item that is
-- not removed, most recently reported first, keyset-paged by the last row's
-- (last_reported_at, item_id), each with all its reports.
-- -----------------------------------------------------------------------------
create function private.require_moderator()
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null or not private.is_moderator(v_uid) then
    raise exception using errcode = 'AG175', message = 'Only moderators can review reports.';
  end if;
  return v_uid;
end;
$$;
revoke all on function private.require_moderator() from public;

create function public.list_reported_items(
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
               'reason', r.reason, 'details', r.details, 'created_at', r.created_at
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
revoke all on function public.list_reported_items(timestamptz, uuid, integer) from public, anon, authenticated;
grant execute on function public.list_reported_items(timestamptz, uuid, integer) to authenticated;
comment on function public.list_reported_items(timestamptz, uuid, integer) is
  'Moderators: reported items that are not removed, most recently reported first, with their reports.';

-- The item a moderator acts on, locked; p_item_type is 'debate' or 'response'.
create function private.moderated_item(p_item_type text, p_item_id uuid)
returns table (debate_id uuid, response_id uuid, author_id uuid, state public.moderation_state)
language plpgsql
security definer
set search_path = ''
as $$
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
end;
$$;
revoke all on function private.moderated_item(text, uuid) from public;

-- restore_reported_item: reports cleared, visible again (removed items stay removed).
create function public.restore_reported_item(p_item_type text, p_item_id uuid)
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
  delete from public.reports r where r.debate_id = v_item.debate_id and r.response_id is not distinct from v_item.response_id;
  if v_item.response_id is null then
    update public.debates set moderation_state = 'visible' where id = v_item.debate_id and moderation_state <> 'visible';
  else
    update public.threaded_responses set moderation_state = 'visible' where id = v_item.response_id and moderation_state <> 'visible';
  end if;
  return 'visible'::public.moderation_state;
end;
$$;
revoke all on function public.restore_reported_item(text, uuid) from public, anon, authenticated;
grant execute on function public.restore_reported_item(text, uuid) to authenticated;
comment on function public.restore_reported_item(text, uuid) is
  'Moderators: clears an item''s reports and makes it visible again.';

-- remove_reported_item: removed for good; the author is told. Reports stay as the record.
create function public.remove_reported_item(p_item_type text, p_item_id uuid)
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
revoke all on function public.remove_reported_item(text, uuid) from public, anon, authenticated;
grant execute on function public.remove_reported_item(text, uuid) to authenticated;
comment on function public.remove_reported_item(text, uuid) is
  'Moderators: removes an item for good (its author is notified and cannot bring it back).';

-- -----------------------------------------------------------------------------
-- No new replies under a hidden or removed response, except by its author
-- (checked where replies are written, so every posting function obeys it).
-- -----------------------------------------------------------------------------
create function private.refuse_reply_to_hidden()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.threaded_responses p
              where p.id = new.parent_id and p.moderation_state <> 'visible'
                and p.author_id is distinct from new.author_id) then
    raise exception using errcode = 'AG064', message = 'The response you are replying to no longer exists.';
  end if;
  return new;
end;
$$;
revoke all on function private.refuse_reply_to_hidden() from public;

create trigger refuse_reply_to_hidden
  before insert on public.threaded_responses
  for each row when (new.parent_id is not null)
  execute function private.refuse_reply_to_hidden();

-- Nor votes on a hidden or removed debate, except by its author (checked where
-- votes are written, so cast_vote needs no change).
create function private.refuse_vote_on_hidden()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.debate_is_visible_to(new.debate_id, new.user_id) then
    raise exception using errcode = 'AG030', message = 'Debate not found';
  end if;
  return new;
end;
$$;
revoke all on function private.refuse_vote_on_hidden() from public;

create trigger refuse_vote_on_hidden
  before insert or update of value on public.votes
  for each row execute function private.refuse_vote_on_hidden();
