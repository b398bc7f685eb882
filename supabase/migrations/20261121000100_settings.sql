-- =============================================================================
-- Settings: the operator-tunable numbers behind Agora's rules, and the private
-- schema that holds helpers no API role may call.
--
-- Error codes raised by Agora's rule functions (SQLSTATE class "AG"; the
-- message is the product's own text, the code is what the SPA matches on):
--   AG401  sign-in required (generic)
--   AG001  no free debates left
--   AG010  invalid debate settings (DETAIL names the field)
--   AG011  no category chosen            AG012  more than 3 categories
--   AG013  unknown category
--   AG020  debate generation not found   AG021  generation not finished
--   AG022  generation already saved      AG023  invalid generated turns
--   AG030  debate not found              AG031  only the author may share
--   AG040  voting needs sign-in          AG041  invalid vote value
--   AG042  debate not shared (cannot be voted on)
--   AG050  starring needs sign-in        AG051  too many stars to merge at once
--   AG060  posting a response needs sign-in
--   AG061  empty response                AG062  no text selected
--   AG063  selection not inside the round's text
--   AG064  parent response not found     AG065  replying needs sign-in
--   AG066  response too long
--   AG070  invalid list filter (sort, time window, category, time zone, page)
-- =============================================================================

create schema if not exists private;
comment on schema private is 'Helpers for Agora''s rule functions; not exposed through the API.';
revoke all on schema private from public;

-- -----------------------------------------------------------------------------
-- app_settings: one row. Operators tune the allowance here instead of
-- redeploying; the test account is empty until an operator names one.
-- -----------------------------------------------------------------------------
create table public.app_settings (
  id boolean primary key default true,
  test_account_email text not null default '',
  free_debates_for_new_user integer not null default 2,
  refill_after_days integer not null default 6,
  refill_amount integer not null default 1,
  test_account_daily_allowance integer not null default 100,
  updated_at timestamptz not null default now(),
  constraint app_settings_singleton check (id),
  constraint app_settings_test_email_normalised check (test_account_email = lower(btrim(test_account_email))),
  constraint app_settings_free_debates_non_negative check (free_debates_for_new_user >= 0),
  constraint app_settings_refill_days_non_negative check (refill_after_days >= 0),
  constraint app_settings_refill_amount_positive check (refill_amount > 0),
  constraint app_settings_daily_allowance_non_negative check (test_account_daily_allowance >= 0)
);
comment on table public.app_settings is 'Allowance numbers and the test account; readable and writable by the service role only.';

insert into public.app_settings default values;

-- Settings name the test account's email: no API role but the service role sees them.
alter table public.app_settings enable row level security;
-- The service role's default grants would let it delete the one row every rule reads.
revoke all on table public.app_settings from anon, authenticated, service_role;
grant select, update on table public.app_settings to service_role;

-- The service role bypasses RLS anyway; the policy states the intent.
create policy "only the service role manages settings"
  on public.app_settings for all
  to service_role
  using (true)
  with check (true);

-- -----------------------------------------------------------------------------
-- The clock every time-dependent rule reads. Tests replace it inside their
-- transaction to freeze time; in production it is now().
-- -----------------------------------------------------------------------------
create function private.clock_now()
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select pg_catalog.now()
$$;

-- Trims what JavaScript's String.prototype.trim trims (every Unicode space and
-- line break), so "non-empty after trimming" means the same here as in the SPA.
create function private.trim_whitespace(p_value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.btrim(p_value, E' \t\n\r\u000B\f\u00A0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF')
$$;

create function private.settings()
returns public.app_settings
language sql
stable
security definer
set search_path = ''
as $$
  select s from public.app_settings s where s.id
$$;

revoke all on function private.clock_now() from public;
revoke all on function private.trim_whitespace(text) from public;
revoke all on function private.settings() from public;
