-- =============================================================================
-- Profiles and debate usage: who a user is, and how many free debates they have.
-- Both rows are born with the auth user (first sign-in) and are written only by
-- the database: users read their own, nobody writes is_pro or the allowance.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- profiles: the spec's users/{uid} document. Starred debates live in `stars`.
-- -----------------------------------------------------------------------------
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  display_name text,
  photo_url text,
  is_pro boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.profiles is 'One per auth user. is_pro is settable by the service role only.';

alter table public.profiles enable row level security;
revoke all on table public.profiles from anon, authenticated;
grant select on table public.profiles to authenticated;

create policy "users read their own profile"
  on public.profiles for select
  to authenticated
  using (id = (select auth.uid()));

-- -----------------------------------------------------------------------------
-- debate_usage: the free allowance (spec: debateUsage/{uid}).
-- -----------------------------------------------------------------------------
create table public.debate_usage (
  user_id uuid primary key references auth.users (id) on delete cascade,
  total_debates integer not null default 0,
  free_debates_remaining integer not null default 2,
  last_debate_started timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint debate_usage_total_non_negative check (total_debates >= 0),
  constraint debate_usage_free_non_negative check (free_debates_remaining >= 0)
);
comment on table public.debate_usage is 'Free-debate allowance per user; changed only by begin_debate and the refill rules.';

alter table public.debate_usage enable row level security;
revoke all on table public.debate_usage from anon, authenticated;
grant select on table public.debate_usage to authenticated;

create policy "users read their own usage"
  on public.debate_usage for select
  to authenticated
  using (user_id = (select auth.uid()));

-- -----------------------------------------------------------------------------
-- First sign-in creates the profile (is_pro false) and the usage row; later
-- changes to the auth user merge only email, name, photo and updated_at.
-- -----------------------------------------------------------------------------
create function private.display_name_from_metadata(metadata jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(pg_catalog.btrim(coalesce(
    metadata ->> 'display_name', metadata ->> 'full_name', metadata ->> 'name', metadata ->> 'user_name'
  )), '')
$$;

create function private.photo_from_metadata(metadata jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(coalesce(metadata ->> 'avatar_url', metadata ->> 'picture'), '')
$$;

create function private.handle_auth_user_created()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, email, display_name, photo_url)
  values (
    new.id,
    new.email,
    private.display_name_from_metadata(new.raw_user_meta_data),
    private.photo_from_metadata(new.raw_user_meta_data)
  )
  on conflict (id) do nothing;

  insert into public.debate_usage (user_id, free_debates_remaining)
  values (new.id, (private.settings()).free_debates_for_new_user)
  on conflict (user_id) do nothing;

  return new;
end;
$$;

create function private.handle_auth_user_updated()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, email, display_name, photo_url)
  values (
    new.id,
    new.email,
    private.display_name_from_metadata(new.raw_user_meta_data),
    private.photo_from_metadata(new.raw_user_meta_data)
  )
  on conflict (id) do update
    set email = excluded.email,
        display_name = excluded.display_name,
        photo_url = excluded.photo_url,
        updated_at = private.clock_now();
  return new;
end;
$$;

revoke all on function private.display_name_from_metadata(jsonb) from public;
revoke all on function private.photo_from_metadata(jsonb) from public;
revoke all on function private.handle_auth_user_created() from public;
revoke all on function private.handle_auth_user_updated() from public;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_auth_user_created();

create trigger on_auth_user_updated
  after update of email, raw_user_meta_data on auth.users
  for each row
  when (old.email is distinct from new.email or old.raw_user_meta_data is distinct from new.raw_user_meta_data)
  execute function private.handle_auth_user_updated();

-- -----------------------------------------------------------------------------
-- The refill rules, applied (and persisted) whenever usage is read or spent.
-- Caller must hold no expectations about the row lock: this takes it.
--   * test account: fewer than the daily allowance left and the last update on
--     an earlier (UTC) day -> reset to the daily allowance;
--   * weekly refill: 0 left and more than refill_after_days days since the last
--     debate started -> refill_amount.
-- -----------------------------------------------------------------------------
create function private.refresh_usage(p_user_id uuid)
returns public.debate_usage
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_usage public.debate_usage;
  v_settings public.app_settings := private.settings();
  v_now timestamptz := private.clock_now();
  v_email text;
begin
  select * into v_usage from public.debate_usage where user_id = p_user_id for update;
  if not found then
    return null;
  end if;

  select lower(p.email) into v_email from public.profiles p where p.id = p_user_id;
  if v_settings.test_account_email <> ''
     and v_email = v_settings.test_account_email
     and v_usage.free_debates_remaining < v_settings.test_account_daily_allowance
     and (v_usage.updated_at at time zone 'UTC')::date < (v_now at time zone 'UTC')::date then
    update public.debate_usage
       set free_debates_remaining = v_settings.test_account_daily_allowance,
           updated_at = v_now
     where user_id = p_user_id
    returning * into v_usage;
  end if;

  if v_usage.free_debates_remaining = 0
     and (v_usage.last_debate_started is null
          or v_now - v_usage.last_debate_started > make_interval(days => v_settings.refill_after_days)) then
    update public.debate_usage
       set free_debates_remaining = v_settings.refill_amount,
           updated_at = v_now
     where user_id = p_user_id
    returning * into v_usage;
  end if;

  return v_usage;
end;
$$;
revoke all on function private.refresh_usage(uuid) from public;

-- -----------------------------------------------------------------------------
-- get_debate_usage(): the caller's allowance with the refill rules applied.
-- Returns no row when the user has no usage record (the spec's quiet null).
-- -----------------------------------------------------------------------------
create function public.get_debate_usage()
returns setof public.debate_usage
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_usage public.debate_usage;
begin
  if v_uid is null then
    raise exception using errcode = 'AG401', message = 'You must be signed in.';
  end if;
  v_usage := private.refresh_usage(v_uid);
  if v_usage.user_id is not null then
    return next v_usage;
  end if;
end;
$$;

revoke all on function public.get_debate_usage() from public, anon, authenticated;
grant execute on function public.get_debate_usage() to authenticated;
comment on function public.get_debate_usage() is 'The caller''s free-debate allowance after the weekly refill and test-account reset (persisted).';
