-- =============================================================================
-- Confirmed accounts. With email confirmation on (as on hosted Supabase), a
-- sign-up gets no session until its address is confirmed; but a token of an
-- unconfirmed account can still exist through other flows (an admin-created
-- user, a hand-minted JWT, an anonymous sign-in), so the database itself
-- refuses everything that costs or counts to an account whose address is not
-- confirmed: AI debates (the free allowance), votes, responses and replies,
-- poll answers and reports. Its allowance arrives when the address does.
--
-- Error codes of this domain (range AG350–AG379, shared with the trust files):
--   AG350  the address is not confirmed yet
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Who is confirmed: an email (or phone) confirmed by its owner. Anonymous
-- users have neither.
-- -----------------------------------------------------------------------------
create function private.is_confirmed(p_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from auth.users u
     where u.id = p_user_id and (u.email_confirmed_at is not null or u.phone_confirmed_at is not null)
  )
$$;
revoke all on function private.is_confirmed(uuid) from public;
comment on function private.is_confirmed(uuid) is 'Whether the account''s email (or phone) address is confirmed.';

create function public.is_confirmed()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.is_confirmed(auth.uid())
$$;
revoke all on function public.is_confirmed() from public, anon, authenticated;
grant execute on function public.is_confirmed() to authenticated;
comment on function public.is_confirmed() is 'Whether the caller''s address is confirmed (unconfirmed accounts cannot vote, respond, poll, report or start debates).';

create function private.require_confirmed(p_user_id uuid)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_confirmed(p_user_id) then
    raise exception using errcode = 'AG350',
      message = 'Please confirm your email address first: follow the link we emailed you.';
  end if;
end;
$$;
revoke all on function private.require_confirmed(uuid) from public;
comment on function private.require_confirmed(uuid) is 'Refuses (AG350) an account whose address is not confirmed.';

-- -----------------------------------------------------------------------------
-- The guard, on every table whose rows cost or count. TG_ARGV[0] names the
-- column holding the acting person; rows written by the seed, operators or
-- the service role (no signed-in user) are not the caller's and pass.
-- -----------------------------------------------------------------------------
create function private.require_confirmed_writer()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is not null
     and (pg_catalog.to_jsonb(new) ->> tg_argv[0])::uuid = v_uid then
    perform private.require_confirmed(v_uid);
  end if;
  return new;
end;
$$;
revoke all on function private.require_confirmed_writer() from public;
comment on function private.require_confirmed_writer() is
  'Refuses a row written by a signed-in person whose address is not confirmed (AG350).';

create trigger require_confirmed_writer
  before insert on public.debate_generations
  for each row execute function private.require_confirmed_writer('user_id');
create trigger require_confirmed_writer
  before insert on public.votes
  for each row execute function private.require_confirmed_writer('user_id');
create trigger require_confirmed_writer
  before insert on public.threaded_responses
  for each row execute function private.require_confirmed_writer('author_id');
create trigger require_confirmed_writer
  before insert on public.poll_answers
  for each row execute function private.require_confirmed_writer('user_id');
create trigger require_confirmed_writer
  before insert on public.reports
  for each row execute function private.require_confirmed_writer('reporter_id');

-- -----------------------------------------------------------------------------
-- The allowance follows the address: an unconfirmed account's usage row holds
-- no free debates (and the weekly refill skips it); confirming grants the new
-- account's allowance once, to an account that has not started any debate.
-- -----------------------------------------------------------------------------
create or replace function private.handle_auth_user_created()
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
  values (
    new.id,
    case when new.email_confirmed_at is not null or new.phone_confirmed_at is not null
         then (private.settings()).free_debates_for_new_user else 0 end
  )
  on conflict (user_id) do nothing;

  return new;
end;
$$;

create function private.handle_auth_user_confirmed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.debate_usage u
     set free_debates_remaining = greatest(u.free_debates_remaining, (private.settings()).free_debates_for_new_user),
         updated_at = private.clock_now()
   where u.user_id = new.id and u.total_debates = 0;
  return new;
end;
$$;
revoke all on function private.handle_auth_user_confirmed() from public;
comment on function private.handle_auth_user_confirmed() is
  'Gives a newly confirmed account the new-user allowance (once: only before its first debate).';

create trigger on_auth_user_confirmed
  after update of email_confirmed_at, phone_confirmed_at on auth.users
  for each row
  when (old.email_confirmed_at is null and old.phone_confirmed_at is null
        and (new.email_confirmed_at is not null or new.phone_confirmed_at is not null))
  execute function private.handle_auth_user_confirmed();

create or replace function private.refresh_usage(p_user_id uuid)
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
  -- No refill or daily reset before the address is confirmed.
  if not private.is_confirmed(p_user_id) then
    return v_usage;
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

-- -----------------------------------------------------------------------------
-- Starting a debate says why first: an unconfirmed account also has no
-- allowance, and "no free debates left" would send it the wrong way.
-- -----------------------------------------------------------------------------
create or replace function public.begin_debate(p_settings jsonb)
returns table (generation_id uuid, free_debates_remaining integer, total_debates integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid();
  v_settings jsonb;
  v_usage public.debate_usage;
  v_is_pro boolean;
  v_now timestamptz := private.clock_now();
  v_generation_id uuid;
begin
  perform private.require_confirmed(v_uid);
  v_settings := private.validate_debate_settings(p_settings);

  -- No usage record yet: create it as a new user's, so this start leaves
  -- total 1 and remaining 1 (the spec's "create with 1 and 1").
  insert into public.debate_usage (user_id, free_debates_remaining)
  values (v_uid, (private.settings()).free_debates_for_new_user)
  on conflict (user_id) do nothing;

  v_usage := private.refresh_usage(v_uid);
  select coalesce(p.is_pro, false) into v_is_pro from public.profiles p where p.id = v_uid;
  v_is_pro := coalesce(v_is_pro, false);

  if not v_is_pro and v_usage.free_debates_remaining = 0 then
    raise exception using
      errcode = 'AG001',
      message = 'No free debates left. Next free debate within 7 days or consider supporting us by purchasing a PRO account';
  end if;

  update public.debate_usage u
     set total_debates = u.total_debates + 1,
         free_debates_remaining = case
           when not v_is_pro and u.free_debates_remaining > 0 then u.free_debates_remaining - 1
           else u.free_debates_remaining
         end,
         last_debate_started = v_now,
         updated_at = v_now
   where u.user_id = v_uid
  returning * into v_usage;

  insert into public.debate_generations (user_id, settings)
  values (v_uid, v_settings)
  returning id into v_generation_id;

  return query select v_generation_id, v_usage.free_debates_remaining, v_usage.total_debates;
end;
$$;
