-- =============================================================================
-- Display names (issue 10, item 1). A person's name is optional; when set it is
-- 1-50 characters after trimming with no control characters, whoever writes it
-- (the profile constraint). The owner changes it with set_display_name().
--
-- Where names are shown: debates.user_display_name and
-- threaded_responses.author_name are kept equal to the author's *current*
-- profile name (the spec's "Anonymous User" / "Anonymous" when there is none)
-- by a trigger on profiles. The SPA reads those rows straight through PostgREST
-- and receives them in realtime payloads, so one stored, always-current copy
-- reaches every read path; a join at read time would need another user's
-- profile, which RLS keeps private.
--
-- Errors: AG100 (length), AG101 (control characters); AG401 sign-in.
-- =============================================================================

-- A name offered by sign-up or an identity provider becomes a valid name or
-- none: control characters become spaces, it is trimmed and cut to 50.
create or replace function private.display_name_from_metadata(metadata jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(private.trim_whitespace(left(private.trim_whitespace(pg_catalog.regexp_replace(coalesce(
    metadata ->> 'display_name', metadata ->> 'full_name', metadata ->> 'name', metadata ->> 'user_name'
  ), '[\u0001-\u001F\u007F-\u009F]', ' ', 'g')), 50)), '')
$$;

-- Names stored before this rule are brought within it.
update public.profiles
   set display_name = private.display_name_from_metadata(jsonb_build_object('display_name', display_name))
 where display_name is distinct from private.display_name_from_metadata(jsonb_build_object('display_name', display_name));

-- Inline (no helper call) so it holds for every writing role, the service role
-- included. The trimmed characters are private.trim_whitespace's; control
-- characters are C0, DEL and C1.
alter table public.profiles
  add constraint profiles_display_name_valid check (
    display_name is null
    or (char_length(display_name) between 1 and 50
        and display_name = pg_catalog.btrim(display_name, E' \t\n\r\u000B\f\u00A0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF')
        and display_name !~ '[\u0001-\u001F\u007F-\u009F]')
  );

-- A later auth change (sign-in, email change) no longer overwrites a name the
-- person set in Agora: the name follows the metadata only when the metadata's
-- own name changed.
create or replace function private.handle_auth_user_updated()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_name_changed boolean := private.display_name_from_metadata(old.raw_user_meta_data)
                            is distinct from private.display_name_from_metadata(new.raw_user_meta_data);
begin
  insert into public.profiles as p (id, email, display_name, photo_url)
  values (
    new.id,
    new.email,
    private.display_name_from_metadata(new.raw_user_meta_data),
    private.photo_from_metadata(new.raw_user_meta_data)
  )
  on conflict (id) do update
    set email = excluded.email,
        display_name = case when v_name_changed then excluded.display_name else p.display_name end,
        photo_url = excluded.photo_url,
        updated_at = private.clock_now();
  return new;
end;
$$;

-- -----------------------------------------------------------------------------
-- Every shown copy of a person's name follows their profile.
-- -----------------------------------------------------------------------------
create function private.debate_author_name(p_display_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(p_display_name, 'Anonymous User')
$$;
revoke all on function private.debate_author_name(text) from public;

create function private.sync_display_name()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.debates d
     set user_display_name = private.debate_author_name(new.display_name)
   where d.user_id = new.id
     and d.user_display_name is distinct from private.debate_author_name(new.display_name);
  -- Deleted placeholders have no author_id any more: they stay "[deleted]".
  update public.threaded_responses r
     set author_name = private.author_name_of(new.id)
   where r.author_id = new.id
     and r.author_name is distinct from private.author_name_of(new.id);
  return null;
end;
$$;
revoke all on function private.sync_display_name() from public;

create trigger sync_display_name
  after insert or update of display_name on public.profiles
  for each row execute function private.sync_display_name();

-- Copies written before this rule catch up once.
update public.debates d
   set user_display_name = private.debate_author_name(nullif(pg_catalog.btrim(p.display_name), ''))
  from public.profiles p
 where p.id = d.user_id
   and d.user_display_name is distinct from private.debate_author_name(nullif(pg_catalog.btrim(p.display_name), ''));
update public.threaded_responses r
   set author_name = private.author_name_of(r.author_id)
 where r.author_id is not null
   and r.author_name is distinct from private.author_name_of(r.author_id);

-- -----------------------------------------------------------------------------
-- set_display_name(name): the caller's new name; returns their profile.
-- -----------------------------------------------------------------------------
create function public.set_display_name(p_display_name text)
returns public.profiles
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid();
  v_name text := private.trim_whitespace(coalesce(p_display_name, ''));
  v_profile public.profiles;
begin
  if char_length(v_name) not between 1 and 50 then
    raise exception using errcode = 'AG100', message = 'A display name has 1 to 50 characters.';
  end if;
  if v_name ~ '[\u0001-\u001F\u007F-\u009F]' then
    raise exception using errcode = 'AG101', message = 'A display name cannot contain control characters.';
  end if;

  update public.profiles
     set display_name = v_name, updated_at = private.clock_now()
   where id = v_uid
  returning * into v_profile;
  if not found then
    raise exception using errcode = 'AG401', message = 'You must be signed in.';
  end if;
  return v_profile;
end;
$$;

revoke all on function public.set_display_name(text) from public, anon, authenticated, service_role;
grant execute on function public.set_display_name(text) to authenticated;
comment on function public.set_display_name(text) is
  'Sets the caller''s display name (1 to 50 characters after trimming, no control characters); shown on their debates and responses at once.';
