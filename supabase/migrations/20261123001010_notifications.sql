-- =============================================================================
-- Notifications: what happened to a person's debates and responses while they
-- were away. Written only by triggers (nobody can insert, forge or reassign
-- one), read only by their recipient, never about one's own actions.
--   reply            someone replied to your response       (response_id = the reply)
--   response         someone responded to your debate       (response_id = the response)
--   vote_milestone   your shared debate reached N upvotes    (milestone = N; once per N, ever)
--   item_removed     a moderator removed your debate or response (see reports_moderation)
-- Codes (listed in 20261123001000_limits.sql): AG150 not found, AG151 invalid page.
-- =============================================================================

alter table public.app_settings
  add column vote_milestones integer[] not null default '{10,100,1000}',
  add constraint app_settings_vote_milestones_positive check (0 < all (vote_milestones) and array_position(vote_milestones, null) is null);

create type public.notification_kind as enum ('reply', 'response', 'vote_milestone', 'item_removed');

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  kind public.notification_kind not null,
  debate_id uuid not null references public.debates (id) on delete cascade,
  response_id uuid references public.threaded_responses (id) on delete cascade,
  actor_id uuid references auth.users (id) on delete set null,
  milestone integer,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  constraint notifications_response_kinds check ((kind in ('reply', 'response')) <= (response_id is not null)),
  constraint notifications_milestone_iff_kind check ((kind = 'vote_milestone') = (milestone is not null))
);
comment on table public.notifications is 'Per-person notifications, created by triggers; the recipient reads them and marks them read through functions.';

create index notifications_user_newest_idx on public.notifications (user_id, created_at desc, id desc);
create index notifications_user_unread_idx on public.notifications (user_id) where read_at is null;
create index notifications_debate_id_idx on public.notifications (debate_id);
create index notifications_response_id_idx on public.notifications (response_id) where response_id is not null;
create index notifications_actor_id_idx on public.notifications (actor_id) where actor_id is not null;
-- A milestone is announced once per debate, even if the tally falls and rises again.
create unique index notifications_milestone_once_idx on public.notifications (debate_id, milestone)
  where kind = 'vote_milestone';

alter table public.notifications enable row level security;
revoke all on table public.notifications from anon, authenticated, service_role;
-- Select is granted (with the read-own policy) so a live feed can follow a
-- person's own rows; every write goes through the triggers and functions below.
grant select on table public.notifications to authenticated;
grant select on table public.notifications to service_role;

create policy "users read their own notifications"
  on public.notifications for select
  to authenticated
  using (user_id = (select auth.uid()));

-- -----------------------------------------------------------------------------
-- Triggers: a response notifies the debate's author, a reply the parent's
-- author; nobody is notified of their own writing.
-- -----------------------------------------------------------------------------
create function private.notify_on_response()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_recipient uuid;
begin
  if new.author_id is null then
    return null;
  end if;
  if new.parent_id is null then
    select d.user_id into v_recipient from public.debates d where d.id = new.debate_id;
  else
    select r.author_id into v_recipient from public.threaded_responses r where r.id = new.parent_id;
  end if;
  if v_recipient is not null and v_recipient <> new.author_id then
    insert into public.notifications (user_id, kind, debate_id, response_id, actor_id, created_at)
    values (v_recipient, case when new.parent_id is null then 'response' else 'reply' end::public.notification_kind,
            new.debate_id, new.id, new.author_id, new.created_at);
  end if;
  return null;
end;
$$;
revoke all on function private.notify_on_response() from public;

create trigger notify_on_response
  after insert on public.threaded_responses
  for each row execute function private.notify_on_response();

-- Crossing a milestone upward notifies the author once per milestone.
create function private.notify_on_vote_milestone()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.notifications (user_id, kind, debate_id, milestone, created_at)
  select new.user_id, 'vote_milestone', new.id, m, private.clock_now()
    from unnest((private.settings()).vote_milestones) as m
   where old.upvotes < m and new.upvotes >= m
  on conflict (debate_id, milestone) where kind = 'vote_milestone' do nothing;
  return null;
end;
$$;
revoke all on function private.notify_on_vote_milestone() from public;

create trigger notify_on_vote_milestone
  after update of upvotes on public.debates
  for each row when (new.upvotes > old.upvotes and new.is_public)
  execute function private.notify_on_vote_milestone();

-- -----------------------------------------------------------------------------
-- list_notifications: the caller's notifications, newest first, keyset-paged
-- by the last row's (created_at, id). The actor's name is their current one.
-- debate_topic is null when the debate is no longer visible to the caller.
-- -----------------------------------------------------------------------------
create function public.list_notifications(
  p_before_created_at timestamptz default null,
  p_before_id uuid default null,
  p_limit integer default 20
)
returns table (
  id uuid,
  kind public.notification_kind,
  debate_id uuid,
  response_id uuid,
  actor_name text,
  debate_topic text,
  milestone integer,
  created_at timestamptz,
  read_at timestamptz
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
  if p_limit is null or p_limit not between 1 and 100 then
    raise exception using errcode = 'AG151', message = 'A page holds 1 to 100 notifications.';
  end if;
  if (p_before_created_at is null) <> (p_before_id is null) then
    raise exception using errcode = 'AG151', message = 'A page cursor needs the last row''s created_at and id.';
  end if;

  return query
    select n.id, n.kind, n.debate_id, n.response_id,
           case when n.actor_id is not null then private.author_name_of(n.actor_id) end,
           case when private.debate_is_visible_to(d.id, v_uid) then d.topic end,
           n.milestone, n.created_at, n.read_at
      from public.notifications n
      join public.debates d on d.id = n.debate_id
     where n.user_id = v_uid
       and (p_before_id is null or (n.created_at, n.id) < (p_before_created_at, p_before_id))
     order by n.created_at desc, n.id desc
     limit p_limit;
end;
$$;

revoke all on function public.list_notifications(timestamptz, uuid, integer) from public, anon, authenticated;
grant execute on function public.list_notifications(timestamptz, uuid, integer) to authenticated;
comment on function public.list_notifications(timestamptz, uuid, integer) is
  'The caller''s notifications, newest first; pass the last row''s created_at and id for the next page.';

create function public.unread_notification_count()
returns integer
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
  return (select count(*)::integer from public.notifications n where n.user_id = v_uid and n.read_at is null);
end;
$$;

revoke all on function public.unread_notification_count() from public, anon, authenticated;
grant execute on function public.unread_notification_count() to authenticated;
comment on function public.unread_notification_count() is 'How many of the caller''s notifications are unread.';

-- Marks one of the caller's notifications read (idempotent); returns the unread count left.
create function public.mark_notification_read(p_notification_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception using errcode = 'AG401', message = 'You must be signed in.';
  end if;
  update public.notifications n set read_at = coalesce(n.read_at, private.clock_now())
   where n.id = p_notification_id and n.user_id = v_uid;
  if not found then
    raise exception using errcode = 'AG150', message = 'Notification not found.';
  end if;
  return (select count(*)::integer from public.notifications n where n.user_id = v_uid and n.read_at is null);
end;
$$;

revoke all on function public.mark_notification_read(uuid) from public, anon, authenticated;
grant execute on function public.mark_notification_read(uuid) to authenticated;
comment on function public.mark_notification_read(uuid) is 'Marks one of the caller''s notifications read; returns the unread count left.';

-- Marks every unread notification of the caller read; returns how many it marked.
create function public.mark_all_notifications_read()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_count integer;
begin
  if v_uid is null then
    raise exception using errcode = 'AG401', message = 'You must be signed in.';
  end if;
  update public.notifications n set read_at = private.clock_now()
   where n.user_id = v_uid and n.read_at is null;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

revoke all on function public.mark_all_notifications_read() from public, anon, authenticated;
grant execute on function public.mark_all_notifications_read() to authenticated;
comment on function public.mark_all_notifications_read() is 'Marks all of the caller''s notifications read; returns how many changed.';
