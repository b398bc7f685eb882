-- =============================================================================
-- Honest view counts. A signed-out viewer is whatever browser id the caller
-- sends, and anyone can mint ids, so a visitor's view also spends from a
-- budget tied to what the caller cannot choose: the client address the API
-- gateway passes on (PostgREST puts the request's headers in the
-- `request.headers` setting; the gateway appends the peer it saw to
-- X-Forwarded-For, as Kong does, so the last hop is the one a client cannot
-- forge). Each address counts at most anonymous_views_per_address views per
-- debate per UTC day: a crowd behind one address still counts a few, a script
-- minting ids counts a handful, not hundreds. Signed-in accounts whose
-- address is not confirmed count as visitors.
--
-- Visitors can move no other counter: voting, stars, polls, responses and
-- reports need a signed-in, confirmed account.
-- =============================================================================

alter table public.app_settings
  add column anonymous_views_per_address integer not null default 3,
  add constraint app_settings_anonymous_views_per_address_non_negative check (anonymous_views_per_address >= 0);
comment on column public.app_settings.anonymous_views_per_address is
  'Signed-out views one client address may add to one debate per UTC day.';

-- -----------------------------------------------------------------------------
-- anonymous_view_budget: views counted per debate, address and day. Kept
-- apart from debate_view_days (who viewed) because the budget is per address,
-- not per viewer; yesterday's rows are pruned per debate as today's arrive.
-- -----------------------------------------------------------------------------
create table private.anonymous_view_budget (
  debate_id uuid not null references public.debates (id) on delete cascade,
  view_day date not null,
  address text not null,
  views integer not null,
  primary key (debate_id, view_day, address)
);
comment on table private.anonymous_view_budget is
  'Signed-out views counted per debate, client address and UTC day, for the per-address view budget.';

-- The client address of the current API request: the last X-Forwarded-For hop
-- (appended by the gateway), else X-Real-IP; '' outside an API request.
create function private.request_client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    nullif(pg_catalog.btrim(pg_catalog.regexp_replace(h ->> 'x-forwarded-for', '^.*,', '')), ''),
    nullif(pg_catalog.btrim(h ->> 'x-real-ip'), ''),
    '')
    from (select nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb as h) r
$$;
revoke all on function private.request_client_address() from public;
comment on function private.request_client_address() is
  'The caller''s address as the API gateway reported it (last X-Forwarded-For hop); empty outside an API request.';

create or replace function public.record_debate_view(p_debate_id uuid, p_viewer_id text default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_today date := (private.clock_now() at time zone 'UTC')::date;
  v_member boolean := v_uid is not null and private.is_confirmed(v_uid);
  v_viewer text;
  v_views integer;
  v_address text;
begin
  if v_member then
    v_viewer := 'user:' || v_uid;
  elsif p_viewer_id is not null then
    if p_viewer_id !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      raise exception using errcode = 'AG143', message = 'The viewer id must be a UUID kept by this browser.';
    end if;
    v_viewer := 'browser:' || lower(p_viewer_id);
  end if;

  -- Visible to the caller (hidden and removed debates only to their author).
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
  if not found then
    return v_views;
  end if;
  delete from private.debate_view_days where debate_id = p_debate_id and view_day < v_today;

  if not v_member then
    v_address := private.request_client_address();
    insert into private.anonymous_view_budget as b (debate_id, view_day, address, views)
    select p_debate_id, v_today, v_address, 1
     where (private.settings()).anonymous_views_per_address > 0
    on conflict (debate_id, view_day, address) do update
      set views = b.views + 1
      where b.views < (private.settings()).anonymous_views_per_address;
    if not found then
      return v_views;
    end if;
    delete from private.anonymous_view_budget where debate_id = p_debate_id and view_day < v_today;
  end if;

  update public.debates set views = views + 1 where id = p_debate_id returning views into v_views;
  return v_views;
end;
$$;
comment on function public.record_debate_view(uuid, text) is
  'Counts a view of a shared debate once per viewer per UTC day: a confirmed member by account, a visitor by browser id within its address''s daily budget; returns the count.';
