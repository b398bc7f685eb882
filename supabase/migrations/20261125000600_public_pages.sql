-- =============================================================================
-- Public pages: what the server-written pages (link previews, the debate in
-- the page, profiles, feeds, the sitemap, embeds, oEmbed) may read, and the
-- handle that names a person's public profile.
--
-- Each reader is a SECURITY DEFINER function returning exactly the public
-- fields of what is shared and visible (is_public and moderation_state =
-- 'visible'); a private, hidden, removed, deleted or unshared debate reads as
-- nothing, so no page can leak it whatever the page does with what it gets.
-- The server calls them through PostgREST as anon.
-- Codes: AG380 (handle format), AG381 (handle taken), AG382 (sitemap page).
-- =============================================================================

-- -----------------------------------------------------------------------------
-- profiles.handle: the name in a profile's address (/u/:handle). Unique
-- case-insensitively; renaming frees the old one, which then resolves to no
-- one. Born with the profile from the sign-up's chosen handle or else the
-- display name.
-- -----------------------------------------------------------------------------
alter table public.profiles add column handle text;

create function private.handle_is_valid(p_handle text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_handle ~ '^[A-Za-z0-9_]{3,30}$'
$$;
revoke all on function private.handle_is_valid(text) from public;
comment on function private.handle_is_valid(text) is 'A handle: 3 to 30 letters, digits or underscores.';

create function private.handle_is_free(p_handle text, p_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select not exists (
    select 1 from public.profiles p where lower(p.handle) = lower(p_handle) and p.id is distinct from p_user_id
  )
$$;
revoke all on function private.handle_is_free(text, uuid) from public;

-- The display name (or the email's local part) reduced to the handle's
-- alphabet; a number is added while the result is taken.
create function private.default_handle(p_user_id uuid, p_seed text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_base text := left(pg_catalog.btrim(pg_catalog.regexp_replace(
    lower(coalesce(p_seed, '')), '[^a-z0-9]+', '_', 'g'), '_'), 24);
  v_candidate text;
  v_n integer := 1;
begin
  if char_length(v_base) < 3 then
    v_base := 'user_' || left(replace(p_user_id::text, '-', ''), 6);
  end if;
  v_candidate := v_base;
  while not private.handle_is_free(v_candidate, p_user_id) loop
    v_n := v_n + 1;
    v_candidate := v_base || '_' || v_n;
  end loop;
  return v_candidate;
end;
$$;
revoke all on function private.default_handle(uuid, text) from public;
comment on function private.default_handle(uuid, text) is
  'A free handle derived from a display name; user_<id> when the name has too few usable characters.';

create function private.assign_profile_handle()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_chosen text;
begin
  if new.handle is null then
    select u.raw_user_meta_data ->> 'handle' into v_chosen from auth.users u where u.id = new.id;
    if v_chosen is not null and private.handle_is_valid(v_chosen) and private.handle_is_free(v_chosen, new.id) then
      new.handle := v_chosen;
    else
      new.handle := private.default_handle(new.id, coalesce(new.display_name, split_part(new.email, '@', 1)));
    end if;
  end if;
  return new;
end;
$$;
revoke all on function private.assign_profile_handle() from public;

create trigger assign_profile_handle
  before insert on public.profiles
  for each row execute function private.assign_profile_handle();

-- Profiles made before handles get their default once, oldest first.
do $$
declare
  v_profile record;
begin
  for v_profile in select p.id, p.display_name, p.email from public.profiles p where p.handle is null order by p.created_at, p.id loop
    update public.profiles
       set handle = private.default_handle(v_profile.id, coalesce(v_profile.display_name, split_part(v_profile.email, '@', 1)))
     where id = v_profile.id;
  end loop;
end;
$$;

-- Inline (no helper call) so it holds for every writing role.
alter table public.profiles
  alter column handle set not null,
  add constraint profiles_handle_format check (handle ~ '^[A-Za-z0-9_]{3,30}$');
create unique index profiles_handle_lower_key on public.profiles (lower(handle));

-- set_handle(handle): the caller's new handle.
create function public.set_handle(p_handle text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_handle text := pg_catalog.btrim(p_handle);
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Sign in to choose a handle.';
  end if;
  if v_handle is null or not private.handle_is_valid(v_handle) then
    raise exception using errcode = 'AG380', message = 'A handle has 3 to 30 letters, digits or underscores.';
  end if;
  if not private.handle_is_free(v_handle, v_uid) then
    raise exception using errcode = 'AG381', message = 'That handle is taken.';
  end if;
  begin
    update public.profiles set handle = v_handle, updated_at = private.clock_now() where id = v_uid;
  exception when unique_violation then
    raise exception using errcode = 'AG381', message = 'That handle is taken.';
  end;
  return v_handle;
end;
$$;
revoke all on function public.set_handle(text) from public, anon, authenticated, service_role;
grant execute on function public.set_handle(text) to authenticated;
comment on function public.set_handle(text) is
  'Renames the caller''s handle (AG380 format, AG381 taken); the old handle then resolves to no one.';

-- -----------------------------------------------------------------------------
-- What is public of a debate.
-- -----------------------------------------------------------------------------
create function private.debate_is_public(p_debate public.debates)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_debate.is_public and p_debate.moderation_state = 'visible'
$$;
revoke all on function private.debate_is_public(public.debates) from public;

-- The readers' verdict as public pages show it (private.reader_verdict), or
-- null while there is none (not enough votes, too close to call).
create function private.public_verdict(p_debate_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('winner_speaker', v.winner_speaker, 'margin', v.margin,
                            'respondents', v.respondents, 'is_final', v.is_final)
    from private.reader_verdict(p_debate_id) v
   where v.status = 'decided'
$$;
revoke all on function private.public_verdict(uuid) from public;
comment on function private.public_verdict(uuid) is
  'The readers'' verdict shown on public pages ({winner_speaker, margin, respondents, is_final}) once decided, else null.';

-- The ∆s a person has given, for their public counts: only those on debates
-- that are public now, so an unshared or hidden debate's ∆s stop counting.
create function private.deltas_given(p_user_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer
    from public.deltas x
    join public.debates d on d.id = x.debate_id
   where x.user_id = p_user_id and private.debate_is_public(d)
$$;
revoke all on function private.deltas_given(uuid) from public;
comment on function private.deltas_given(uuid) is 'How many ∆s a person has given on debates that are public now.';

-- A debate's public card: what previews, feeds and embeds show of it.
create function private.debate_card(p_debate public.debates)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', p_debate.id,
    'topic', p_debate.topic,
    'categories', to_jsonb(p_debate.categories),
    'debate_style', p_debate.debate_style,
    'speakers', jsonb_build_array(
      jsonb_build_object('model', p_debate.speaker1_model, 'stance', p_debate.speaker1_stance,
                         'style', p_debate.speaker1_rhetoric_style),
      jsonb_build_object('model', p_debate.speaker2_model, 'stance', p_debate.speaker2_stance,
                         'style', p_debate.speaker2_rhetoric_style)),
    'upvotes', t.upvotes,
    'downvotes', t.downvotes,
    'shared_at', p_debate.shared_at,
    'author_name', p_debate.user_display_name,
    'author_handle', (select p.handle from public.profiles p where p.id = p_debate.user_id),
    'opening', (select left(tu.text, 300) from public.debate_turns tu
                 where tu.debate_id = p_debate.id and tu.round_index = 0 and tu.speaker_index = 0),
    'verdict', private.public_verdict(p_debate.id))
    from public.debate_tallies t
   where t.debate_id = p_debate.id
$$;
revoke all on function private.debate_card(public.debates) from public;

-- debate_page(id): the card plus the rounds, or null for anything not public.
create function public.debate_page(p_debate_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select private.debate_card(d)
         || jsonb_build_object(
              'moderator_opening', d.moderator_opening,
              'moderator_closing', d.moderator_closing,
              'turns', coalesce((
                select jsonb_agg(jsonb_build_object('round', tu.round_index, 'speaker', tu.speaker_index, 'text', tu.text)
                                 order by tu.round_index, tu.speaker_index)
                  from public.debate_turns tu where tu.debate_id = d.id), '[]'::jsonb))
    from public.debates d
   where d.id = p_debate_id and private.debate_is_public(d)
$$;
revoke all on function public.debate_page(uuid) from public, anon, authenticated, service_role;
grant execute on function public.debate_page(uuid) to anon, authenticated, service_role;
comment on function public.debate_page(uuid) is
  'A shared, visible debate as its public page shows it (card, rounds); null for anything else.';

-- -----------------------------------------------------------------------------
-- Public profiles.
-- -----------------------------------------------------------------------------
create function public.public_profile(p_handle text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'handle', p.handle,
    'display_name', coalesce(p.display_name, 'Anonymous User'),
    'photo_url', p.photo_url,
    'member_since', p.created_at,
    'debates_shared', (select count(*) from public.debates d where d.user_id = p.id and private.debate_is_public(d)),
    'upvotes_received', (select coalesce(sum(t.upvotes), 0) from public.debates d
                           join public.debate_tallies t on t.debate_id = d.id
                          where d.user_id = p.id and private.debate_is_public(d)),
    'deltas_given', private.deltas_given(p.id))
    from public.profiles p
   where lower(p.handle) = lower(p_handle)
$$;
revoke all on function public.public_profile(text) from public, anon, authenticated, service_role;
grant execute on function public.public_profile(text) to anon, authenticated, service_role;
comment on function public.public_profile(text) is
  'A person''s public profile by handle (case-insensitive): name, avatar, member since, counts. Never an email.';

-- list_feed_debates: newest shared debates (all, one category, one person's),
-- newest first, keyset-paged on (shared_at, id).
create function public.list_feed_debates(
  p_category text default null,
  p_handle text default null,
  p_before_shared_at timestamptz default null,
  p_before_id uuid default null,
  p_limit integer default 20
)
returns setof jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select private.debate_card(d)
    from public.debates d
   where d.is_public
     and d.moderation_state = 'visible'
     and (p_category is null or d.categories @> array[p_category]::public.debate_category[])
     and (p_handle is null or d.user_id = (select p.id from public.profiles p where lower(p.handle) = lower(p_handle)))
     and (p_before_shared_at is null or (d.shared_at, d.id) < (p_before_shared_at, coalesce(p_before_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid)))
   order by d.shared_at desc, d.id desc
   limit least(greatest(coalesce(p_limit, 20), 1), 100)
$$;
revoke all on function public.list_feed_debates(text, text, timestamptz, uuid, integer) from public, anon, authenticated, service_role;
grant execute on function public.list_feed_debates(text, text, timestamptz, uuid, integer) to anon, authenticated, service_role;
comment on function public.list_feed_debates(text, text, timestamptz, uuid, integer) is
  'Shared, visible debates newest first (optionally one category or one handle), as public cards; keyset-paged.';

-- -----------------------------------------------------------------------------
-- The sitemap: 256 pages by the first two hex digits of the id, each a range
-- of the primary key (~4k debates a page at a million, room for 12 million).
-- -----------------------------------------------------------------------------
create function public.sitemap_debates(p_page text)
returns table (id uuid, shared_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_page is null or p_page !~ '^[0-9a-f]{2}$' then
    raise exception using errcode = 'AG382', message = 'A sitemap page is two hex digits.';
  end if;
  return query
    select d.id, d.shared_at
      from public.debates d
     where d.id between (p_page || '000000-0000-0000-0000-000000000000')::uuid
                    and (p_page || 'ffffff-ffff-ffff-ffff-ffffffffffff')::uuid
       and d.is_public and d.moderation_state = 'visible'
     order by d.id;
end;
$$;
revoke all on function public.sitemap_debates(text) from public, anon, authenticated, service_role;
grant execute on function public.sitemap_debates(text) to anon, authenticated, service_role;
comment on function public.sitemap_debates(text) is
  'The shared, visible debates whose id starts with the page''s two hex digits (AG382 otherwise).';
