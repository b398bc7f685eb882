-- =============================================================================
-- Limits: every write a person can repeat is counted in the database, so a
-- script with a valid account cannot flood the community. Each limit has its
-- own code and a message that says when to try again; DETAIL carries the same
-- wait in whole seconds for a countdown.
--
-- Error codes added by issue 11 (range AG140–AG199):
--   AG140  posting too fast (responses and replies per minute)
--   AG141  daily response limit reached
--   AG142  reporting too often (reports per hour)
--   AG143  invalid anonymous viewer id
--   AG150  notification not found          AG151  invalid notification page
--   AG160  the poll needs sign-in          AG161  invalid poll phase or stance
--   AG162  "after" before "before"         AG163  the poll has closed
--   AG164  poll on a debate that is not shared
--   AG170  reporting needs sign-in         AG171  invalid report reason or text
--   AG172  already reported                AG173  reported item not found
--   AG174  one's own item cannot be reported
--   AG175  moderators only                 AG176  invalid moderation request
--   AG177  the item was removed by a moderator (cannot be changed or re-shared)
--   AG178  invalid response page (list_responses)
-- =============================================================================

alter table public.app_settings
  add column responses_per_minute integer not null default 5,
  add column responses_per_day integer not null default 200,
  add column reports_per_hour integer not null default 10,
  add constraint app_settings_responses_per_minute_positive check (responses_per_minute > 0),
  add constraint app_settings_responses_per_day_positive check (responses_per_day > 0),
  add constraint app_settings_reports_per_hour_positive check (reports_per_hour > 0);

-- -----------------------------------------------------------------------------
-- rate_limit_events: one row per counted action. Kept apart from the items
-- themselves so deleting what one posted (or a moderator clearing reports)
-- never gives the allowance back; rows older than a day are pruned as new
-- ones arrive.
-- -----------------------------------------------------------------------------
create table private.rate_limit_events (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  action text not null,
  happened_at timestamptz not null,
  constraint rate_limit_events_action_valid check (action in ('response', 'report'))
);
comment on table private.rate_limit_events is 'Counted actions per person, for the posting and reporting limits (pruned after a day).';
create index rate_limit_events_user_action_idx on private.rate_limit_events (user_id, action, happened_at desc);

-- "40 seconds", "12 minutes", "3 hours": rounded up, so waiting that long is enough.
create function private.wait_phrase(p_seconds integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_seconds < 120 then p_seconds || case when p_seconds = 1 then ' second' else ' seconds' end
    when p_seconds < 7200 then ceil(p_seconds / 60.0)::integer || ' minutes'
    else ceil(p_seconds / 3600.0)::integer || ' hours'
  end
$$;
revoke all on function private.wait_phrase(integer) from public;

-- Seconds until one more action fits in the window (0 = now). The window is
-- full when `limit` actions lie inside it; it frees up when the oldest of the
-- latest `limit` leaves it. Reads at most `limit` index entries.
create function private.seconds_until_allowed(p_user_id uuid, p_action text, p_window interval, p_limit integer)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select greatest(1, ceil(extract(epoch from (e.happened_at + p_window - private.clock_now())))::integer)
       from (select happened_at from private.rate_limit_events
              where user_id = p_user_id and action = p_action and happened_at > private.clock_now() - p_window
              order by happened_at desc
             offset p_limit - 1 limit 1) e),
    0)
$$;
revoke all on function private.seconds_until_allowed(uuid, text, interval, integer) from public;

-- Refuses the action with its code when a window is full, else counts it.
-- Concurrent calls by one person queue on an advisory lock, so parallel
-- requests cannot slip past the count together.
create function private.consume_rate_limit(p_user_id uuid, p_action text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_settings public.app_settings := private.settings();
  v_now timestamptz := private.clock_now();
  v_wait integer;
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('agora.rate_limit:' || p_action || ':' || p_user_id, 0));

  if p_action = 'response' then
    v_wait := private.seconds_until_allowed(p_user_id, p_action, interval '1 day', v_settings.responses_per_day);
    if v_wait > 0 then
      raise exception using errcode = 'AG141', detail = v_wait::text,
        message = 'You have reached the limit of ' || v_settings.responses_per_day
                  || ' responses a day. Try again in ' || private.wait_phrase(v_wait) || '.';
    end if;
    v_wait := private.seconds_until_allowed(p_user_id, p_action, interval '1 minute', v_settings.responses_per_minute);
    if v_wait > 0 then
      raise exception using errcode = 'AG140', detail = v_wait::text,
        message = 'You are posting too fast. Try again in ' || private.wait_phrase(v_wait) || '.';
    end if;
  elsif p_action = 'report' then
    v_wait := private.seconds_until_allowed(p_user_id, p_action, interval '1 hour', v_settings.reports_per_hour);
    if v_wait > 0 then
      raise exception using errcode = 'AG142', detail = v_wait::text,
        message = 'You are reporting too often. Try again in ' || private.wait_phrase(v_wait) || '.';
    end if;
  end if;

  delete from private.rate_limit_events
   where user_id = p_user_id and action = p_action and happened_at <= v_now - interval '1 day';
  insert into private.rate_limit_events (user_id, action, happened_at) values (p_user_id, p_action, v_now);
end;
$$;
revoke all on function private.consume_rate_limit(uuid, text) from public;

-- -----------------------------------------------------------------------------
-- Responses and replies: counted where they are written, so every posting
-- function (post_response, post_reply and any later one) is limited without
-- repeating the rule. Only a person acting through the API is limited (the
-- seed and operators write with no signed-in user).
-- -----------------------------------------------------------------------------
create function private.limit_response_rate()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.author_id is not null and new.author_id = auth.uid() then
    perform private.consume_rate_limit(new.author_id, 'response');
  end if;
  return new;
end;
$$;
revoke all on function private.limit_response_rate() from public;

create trigger limit_response_rate
  before insert on public.threaded_responses
  for each row execute function private.limit_response_rate();

-- -----------------------------------------------------------------------------
-- Views: one per viewer per debate per UTC day. A viewer is the signed-in user
-- or, for a visitor, the random per-browser id the SPA keeps. A visitor call
-- without a browser id (the old one-argument call) returns the count without
-- counting, so repeated anonymous calls can no longer inflate it.
-- Yesterday's rows are pruned per debate as today's arrive.
-- -----------------------------------------------------------------------------
create table private.debate_view_days (
  debate_id uuid not null references public.debates (id) on delete cascade,
  view_day date not null,
  viewer text not null,
  primary key (debate_id, view_day, viewer)
);
comment on table private.debate_view_days is 'Who viewed a debate today (user or browser id), so a view counts once per viewer per day.';

drop function public.record_debate_view(uuid);

create function public.record_debate_view(p_debate_id uuid, p_viewer_id text default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_today date := (private.clock_now() at time zone 'UTC')::date;
  v_viewer text;
  v_views integer;
begin
  if v_uid is not null then
    v_viewer := 'user:' || v_uid;
  elsif p_viewer_id is not null then
    if p_viewer_id !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      raise exception using errcode = 'AG143', message = 'The viewer id must be a UUID kept by this browser.';
    end if;
    v_viewer := 'browser:' || lower(p_viewer_id);
  end if;

  -- Visible to the caller (hidden and removed debates only to their author; see reports_moderation).
  select d.views into v_views from public.debates d
   where d.id = p_debate_id and d.is_public and private.debate_is_visible_to(d.id, v_uid);
  if not found then
    raise exception using errcode = 'AG030', message = 'Debate not found';
  end if;
  if v_viewer is null then
    return v_views;
  end if;

  insert into private.debate_view_days (debate_id, view_day, viewer) values (p_debate_id, v_today, v_viewer)
  on conflict do nothing;
  if found then
    delete from private.debate_view_days where debate_id = p_debate_id and view_day < v_today;
    update public.debates set views = views + 1 where id = p_debate_id returning views into v_views;
  end if;
  return v_views;
end;
$$;

revoke all on function public.record_debate_view(uuid, text) from public, anon, authenticated;
grant execute on function public.record_debate_view(uuid, text) to anon, authenticated;
comment on function public.record_debate_view(uuid, text) is
  'Counts a view of a shared debate once per viewer (signed-in user, else the browser id) per UTC day; returns the count.';
