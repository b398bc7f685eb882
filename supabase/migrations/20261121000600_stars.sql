-- =============================================================================
-- Stars: a user's favourite debates (the spec's profile starredDebates list).
-- Only debates the user can see may be starred; each user sees only their own.
-- =============================================================================

create table public.stars (
  user_id uuid not null references auth.users (id) on delete cascade,
  debate_id uuid not null references public.debates (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, debate_id)
);
comment on table public.stars is 'Starred debates per user; written by toggle_star and merge_stars.';

create index stars_debate_id_idx on public.stars (debate_id);

alter table public.stars enable row level security;
revoke all on table public.stars from anon, authenticated;
grant select on table public.stars to authenticated;

create policy "users read their own stars"
  on public.stars for select
  to authenticated
  using (user_id = (select auth.uid()));

-- A debate the given user may see: shared, or their own.
create function private.debate_is_visible_to(p_debate_id uuid, p_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.debates d
     where d.id = p_debate_id and (d.is_public or d.user_id = p_user_id)
  )
$$;
revoke all on function private.debate_is_visible_to(uuid, uuid) from public;

-- -----------------------------------------------------------------------------
-- toggle_star(debate): stars or unstars; returns whether it is starred now.
-- -----------------------------------------------------------------------------
create function public.toggle_star(p_debate_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception using errcode = 'AG050', message = 'Please sign in to star debates.';
  end if;
  if not private.debate_is_visible_to(p_debate_id, v_uid) then
    raise exception using errcode = 'AG030', message = 'Debate not found';
  end if;

  delete from public.stars s where s.user_id = v_uid and s.debate_id = p_debate_id;
  if found then
    return false;
  end if;
  insert into public.stars (user_id, debate_id) values (v_uid, p_debate_id)
  on conflict do nothing;
  return true;
end;
$$;

revoke all on function public.toggle_star(uuid) from public, anon, authenticated;
grant execute on function public.toggle_star(uuid) to anon, authenticated;
comment on function public.toggle_star(uuid) is 'Stars or unstars a visible debate for the caller; returns true when now starred.';

-- -----------------------------------------------------------------------------
-- merge_stars(ids): on sign-in, the browser's local stars join the profile's.
-- Unknown or invisible ids are ignored. Returns the profile's whole list,
-- which then overrides local storage.
-- -----------------------------------------------------------------------------
create function public.merge_stars(p_debate_ids uuid[])
returns uuid[]
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception using errcode = 'AG050', message = 'Please sign in to star debates.';
  end if;
  if cardinality(p_debate_ids) > 1000 then
    raise exception using errcode = 'AG051', message = 'At most 1000 starred debates can be merged at once.';
  end if;

  insert into public.stars (user_id, debate_id)
  select v_uid, d.id
    from public.debates d
   where d.id = any (coalesce(p_debate_ids, '{}'))
     and (d.is_public or d.user_id = v_uid)
  on conflict do nothing;

  return coalesce(
    (select array_agg(s.debate_id order by s.created_at, s.debate_id) from public.stars s where s.user_id = v_uid),
    '{}'
  );
end;
$$;

revoke all on function public.merge_stars(uuid[]) from public, anon, authenticated;
grant execute on function public.merge_stars(uuid[]) to authenticated;
comment on function public.merge_stars(uuid[]) is 'Adds local starred ids to the caller''s profile; returns the full starred list.';
