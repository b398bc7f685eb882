-- =============================================================================
-- What the SPA's public profile (/u/:handle) reads: a person's shared debates
-- as the ranking's cards, and the handle behind a name shown elsewhere (a
-- debate's author, a response's), so every name can link to its profile.
-- =============================================================================

-- list_profile_debates: a person's shared, visible debates, newest first,
-- keyset-paged on (shared_at, id); the ranking's rows.
create function public.list_profile_debates(
  p_handle text,
  p_after_shared_at timestamptz default null,
  p_after_id uuid default null,
  p_limit integer default 20
)
returns setof public.public_debates
language sql
stable
security definer
set search_path = ''
as $$
  select v.*
    from public.public_debates v
   where v.user_id = (select p.id from public.profiles p where lower(p.handle) = lower(p_handle))
     and v.moderation_state = 'visible'
     and (p_after_shared_at is null
          or (v.shared_at, v.id) < (p_after_shared_at, coalesce(p_after_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid)))
   order by v.shared_at desc, v.id desc
   limit least(greatest(coalesce(p_limit, 20), 1), 50)
$$;
revoke all on function public.list_profile_debates(text, timestamptz, uuid, integer) from public, anon, authenticated, service_role;
grant execute on function public.list_profile_debates(text, timestamptz, uuid, integer) to anon, authenticated, service_role;
comment on function public.list_profile_debates(text, timestamptz, uuid, integer) is
  'A person''s shared, visible debates (by handle), newest first, as ranking cards; keyset-paged.';

-- handle_of(user): the handle of a person whose name is shown (handles are public).
create function public.handle_of(p_user_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p.handle from public.profiles p where p.id = p_user_id
$$;
revoke all on function public.handle_of(uuid) from public, anon, authenticated, service_role;
grant execute on function public.handle_of(uuid) to anon, authenticated, service_role;
comment on function public.handle_of(uuid) is 'The public handle of a person, for links from their shown name; null if none.';

-- my_handle(): the caller's own handle (the account page's field).
create function public.my_handle()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p.handle from public.profiles p where p.id = auth.uid()
$$;
revoke all on function public.my_handle() from public, anon, authenticated, service_role;
grant execute on function public.my_handle() to authenticated;
comment on function public.my_handle() is 'The caller''s handle.';
