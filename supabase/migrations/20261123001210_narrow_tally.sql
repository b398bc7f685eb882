-- =============================================================================
-- A narrow tally (issue 14 item 4). A debate's upvotes/downvotes move out of
-- the wide `debates` row into `debate_tallies`, a row of a few numbers:
--   * a vote updates only that row (under its lock): `debates` is not written
--     at all, so a vote no longer adds entries to every index of `debates`
--     (newest, categories, search, persuasive, user_id…) — upvotes were in
--     two of them, so those updates were never HOT;
--   * the `tallies` broadcast (debate:<id>) and the vote-milestone
--     notification fire from the tally row; postgres_changes subscribers of
--     `debate_tallies` (now in supabase_realtime) receive a few numbers
--     instead of the whole debate;
--   * the popular / controversial sorts walk indexes of `debate_tallies`
--     (score, shared_at, id), with a copy of `shared_at` kept by a trigger on
--     debates (null while the debate is not shared), so a page stays an index
--     walk; combined filters (a time window with a category or a search, or
--     the starred / only-ids lists) gather their few candidates filter-first
--     and sort those instead.
-- One source of truth: debates.upvotes/downvotes and their indexes are gone.
-- The API keeps its shape: public_debates, list_public_debates, cast_vote,
-- and get_debate / save_debate / share_debate / unshare_debate /
-- set_debate_categories (which now return `debates_with_tallies`, the
-- debates row plus its tallies) still carry upvotes and downvotes.
-- A shared debate still starts with 1 upvote: share_debate records the
-- author's vote, which the vote trigger counts like any other.
-- Codes: none new (AG203–AG209 stay free); writes to debate_tallies other
-- than the rules' are refused with 42501 (no grant).
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The tally row: one per debate, created with it.
-- -----------------------------------------------------------------------------
create table public.debate_tallies (
  debate_id uuid primary key references public.debates (id) on delete cascade,
  upvotes integer not null default 0,
  downvotes integer not null default 0,
  -- The debate's shared_at while it is shared, null otherwise: the sorts'
  -- keyset tie-breaker and time window, read without visiting the debate.
  shared_at timestamptz,
  constraint debate_tallies_upvotes_non_negative check (upvotes >= 0),
  constraint debate_tallies_downvotes_non_negative check (downvotes >= 0)
);
comment on table public.debate_tallies is
  'Each debate''s vote tallies (= its vote rows) and a copy of its shared_at; written by Agora''s triggers only.';

insert into public.debate_tallies (debate_id, upvotes, downvotes, shared_at)
select d.id, d.upvotes, d.downvotes, d.shared_at from public.debates d;

create index debate_tallies_popular_idx on public.debate_tallies (upvotes desc, shared_at desc, debate_id desc)
  where shared_at is not null;
create index debate_tallies_controversial_idx on public.debate_tallies (downvotes desc, shared_at desc, debate_id desc)
  where shared_at is not null;

-- The filter-first gathering of the popular / controversial sorts (a time
-- window with a category or a search) reads a window of recent debates and
-- checks their filters: this index holds what those checks read, so the
-- window is read from the index alone, without a heap visit per debate
-- (measured by bench:ranking: ~17k debates a week at a million). Votes no
-- longer touch debates, so it costs writes only on share, un-share and
-- re-categorisation.
create index debates_public_recent_filters_idx on public.debates (shared_at desc, id desc)
  include (categories, search_text, moderation_state, user_id)
  where is_public;

alter table public.debate_tallies enable row level security;
-- Nobody writes tallies directly, not even the service role: the triggers
-- below run as the table owner.
revoke all on table public.debate_tallies from public, anon, authenticated, service_role;
grant select on table public.debate_tallies to anon, authenticated, service_role;

create policy "tallies are visible with their debate"
  on public.debate_tallies for select
  to anon, authenticated
  using (exists (select 1 from public.debates d where d.id = debate_id));

-- -----------------------------------------------------------------------------
-- Keeping the row: created with its debate, shared_at copied on share/unshare.
-- -----------------------------------------------------------------------------
create function private.sync_debate_tally()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into public.debate_tallies (debate_id, shared_at) values (new.id, new.shared_at);
  elsif new.shared_at is distinct from old.shared_at then
    update public.debate_tallies set shared_at = new.shared_at where debate_id = new.id;
  end if;
  return null;
end;
$$;
revoke all on function private.sync_debate_tally() from public;

create trigger sync_debate_tally
  after insert or update of shared_at on public.debates
  for each row execute function private.sync_debate_tally();

-- -----------------------------------------------------------------------------
-- Votes move the tally row by exactly the difference, under that row's lock,
-- so tallies = count(votes); the debate row is not written.
-- -----------------------------------------------------------------------------
create or replace function private.apply_vote_to_tallies()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_up integer := 0;
  v_down integer := 0;
begin
  if tg_op in ('UPDATE', 'DELETE') then
    v_up := v_up - (old.value = 1)::integer;
    v_down := v_down - (old.value = -1)::integer;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    v_up := v_up + (new.value = 1)::integer;
    v_down := v_down + (new.value = -1)::integer;
  end if;
  if v_up <> 0 or v_down <> 0 then
    update public.debate_tallies
       set upvotes = upvotes + v_up,
           downvotes = downvotes + v_down
     where debate_id = coalesce(new.debate_id, old.debate_id);
  end if;
  return null;
end;
$$;

-- -----------------------------------------------------------------------------
-- Live tallies: the `tallies` broadcast now fires from the tally row (same
-- payload); the `views` broadcast stays on debates.
-- -----------------------------------------------------------------------------
drop trigger broadcast_debate_counts on public.debates;

create or replace function private.broadcast_debate_counts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.views is distinct from old.views then
    perform realtime.send(
      pg_catalog.jsonb_build_object('debate_id', new.id, 'views', new.views),
      'views',
      'debate:' || new.id::text,
      true
    );
  end if;
  return null;
end;
$$;

create trigger broadcast_debate_counts
  after update of views on public.debates
  for each row execute function private.broadcast_debate_counts();

create function private.broadcast_tallies()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.upvotes is distinct from old.upvotes or new.downvotes is distinct from old.downvotes then
    perform realtime.send(
      pg_catalog.jsonb_build_object('debate_id', new.debate_id, 'upvotes', new.upvotes, 'downvotes', new.downvotes),
      'tallies',
      'debate:' || new.debate_id::text,
      true
    );
  end if;
  return null;
end;
$$;
revoke all on function private.broadcast_tallies() from public;

create trigger broadcast_tallies
  after update of upvotes, downvotes on public.debate_tallies
  for each row execute function private.broadcast_tallies();

-- -----------------------------------------------------------------------------
-- Vote milestones (20261123001010_notifications.sql) from the tally row.
-- -----------------------------------------------------------------------------
drop trigger notify_on_vote_milestone on public.debates;

create or replace function private.notify_on_vote_milestone()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.notifications (user_id, kind, debate_id, milestone, created_at)
  select d.user_id, 'vote_milestone', d.id, m, private.clock_now()
    from public.debates d, unnest((private.settings()).vote_milestones) as m
   where d.id = new.debate_id and old.upvotes < m and new.upvotes >= m
  on conflict (debate_id, milestone) where kind = 'vote_milestone' do nothing;
  return null;
end;
$$;

create trigger notify_on_vote_milestone
  after update of upvotes on public.debate_tallies
  for each row when (new.upvotes > old.upvotes and new.shared_at is not null)
  execute function private.notify_on_vote_milestone();

-- -----------------------------------------------------------------------------
-- The guard of rule-bearing debate columns, without the tallies.
-- -----------------------------------------------------------------------------
create or replace function private.guard_debate_columns()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user = (select r.rolname from pg_catalog.pg_class c join pg_catalog.pg_roles r on r.oid = c.relowner
                     where c.oid = tg_relid) then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.views <> 0 or new.is_public or new.shared_at is not null then
      raise exception using errcode = '42501', message = 'Tallies, views and sharing are set by Agora''s rules, not written directly.';
    end if;
  elsif new.views is distinct from old.views or new.is_public is distinct from old.is_public
        or new.shared_at is distinct from old.shared_at or new.user_id is distinct from old.user_id
        or new.is_pro is distinct from old.is_pro then
    raise exception using errcode = '42501', message = 'Tallies, views and sharing are set by Agora''s rules, not written directly.';
  end if;
  return new;
end;
$$;

-- -----------------------------------------------------------------------------
-- One source of truth: the old columns, their indexes and what read them.
-- -----------------------------------------------------------------------------
drop function public.list_public_debates(text, text, text, text, boolean, uuid[], text, timestamptz, uuid, integer, integer);
drop function public.get_debate(uuid);
drop view public.public_debates;
drop index public.debates_public_popular_idx;
drop index public.debates_public_controversial_idx;
alter table public.debates drop column upvotes, drop column downvotes;

-- -----------------------------------------------------------------------------
-- debates_with_tallies: a debate row as the API returns it (every debates
-- column, then upvotes and downvotes). security_invoker: the caller's RLS on
-- both tables applies.
-- -----------------------------------------------------------------------------
create view public.debates_with_tallies
with (security_invoker = true)
as
  select d.*, t.upvotes, t.downvotes
    from public.debates d
    join public.debate_tallies t on t.debate_id = d.id;
comment on view public.debates_with_tallies is 'A debate with its vote tallies: the row the debate functions return.';
revoke all on table public.debates_with_tallies from public, anon, authenticated, service_role;
grant select on table public.debates_with_tallies to anon, authenticated, service_role;

create function private.debate_with_tallies(p_debate_id uuid)
returns public.debates_with_tallies
language sql
stable
security definer
set search_path = ''
as $$
  select v.* from public.debates_with_tallies v where v.id = p_debate_id
$$;
revoke all on function private.debate_with_tallies(uuid) from public, anon, authenticated, service_role;

-- public_debates (as in 20261123001200_ranking_cards.sql, same columns in the
-- same order), its tallies joined from the tally row.
create view public.public_debates
with (security_invoker = true)
as
  select d.id, d.user_id, d.topic, d.categories, d.debate_style, d.moderator_enabled, d.moderator_opening,
         d.moderator_closing, d.speaker1_model, d.speaker1_stance, d.speaker1_rhetoric_style,
         d.speaker2_model, d.speaker2_stance, d.speaker2_rhetoric_style,
         d.generator, d.created_at, d.is_public, d.shared_at, d.user_display_name, d.views, t.upvotes, t.downvotes,
         d.is_pro, d.persuasion_score, d.moderation_state,
         (select count(*)::integer from public.threaded_responses r
           where r.debate_id = d.id and r.deleted_at is null
             and (r.moderation_state = 'visible' or r.author_id = (select auth.uid()))) as response_count,
         case when d.moderation_state = 'visible' or d.user_id = (select auth.uid()) then
           (select left(tu.text, 240) from public.debate_turns tu
             where tu.debate_id = d.id and tu.round_index = 0 and tu.speaker_index = 0)
         end as opening_preview
    from public.debates d
    join public.debate_tallies t on t.debate_id = d.id
   where d.is_public;
comment on view public.public_debates is 'Debates shared with the community.';
revoke all on table public.public_debates from public, anon, authenticated, service_role;
grant select on table public.public_debates to anon, authenticated, service_role;

-- -----------------------------------------------------------------------------
-- list_public_debates (same parameters, filters, sorts, cursor and rows as in
-- 20261123001200_ranking_cards.sql). The page's ids are found first, then its
-- rows are read with their tallies, response count and preview:
--   newest / persuasive   walk the debates index of the sort;
--   popular / controversial, one kind of filter
--                         walk the tally index of the score (score, shared_at,
--                         id), checking each row's debate until the page is full;
--   popular / controversial, a time window with a category or a search, or
--   starred / only ids    gather the few matching debates first (the newest
--                         index's range, the GIN indexes, the star list) and
--                         sort those by their tallies: walking the score index
--                         would visit ~100k rows to find 20 of them.
-- -----------------------------------------------------------------------------
create function public.list_public_debates(
  p_sort text default 'newest',
  p_time text default 'all',
  p_category text default null,
  p_search text default null,
  p_starred_only boolean default false,
  p_only_ids uuid[] default null,
  p_time_zone text default 'UTC',
  p_after_shared_at timestamptz default null,
  p_after_id uuid default null,
  p_after_score integer default null,
  p_limit integer default 20
)
returns setof public.public_debates
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_now timestamptz := private.clock_now();
  v_since timestamptz;
  v_score text := case p_sort when 'popular' then 'upvotes' when 'controversial' then 'downvotes' end;
  v_search text := nullif(pg_catalog.btrim(coalesce(p_search, '')), '');
  -- Conditions on the debate (its own columns and indexes).
  v_debate text[] := array['d.is_public'];
  v_page text;
  v_order text;
begin
  if p_sort is null or p_sort not in ('newest', 'popular', 'controversial', 'persuasive') then
    raise exception using errcode = 'AG070', message = 'Sort must be newest, popular, controversial or persuasive.';
  end if;
  if p_time is null or p_time not in ('all', 'today', 'week', 'month') then
    raise exception using errcode = 'AG070', message = 'Time must be all, today, week or month.';
  end if;
  if p_category is not null and p_category <> '' and not p_category = any (enum_range(null::public.debate_category)::text[]) then
    raise exception using errcode = 'AG070', message = 'Unknown category: ' || p_category || '.';
  end if;
  if p_limit is null or p_limit not between 1 and 100 then
    raise exception using errcode = 'AG070', message = 'A page holds 1 to 100 debates.';
  end if;
  if p_starred_only and v_uid is null then
    raise exception using errcode = 'AG401', message = 'You must be signed in.';
  end if;
  if p_after_id is not null
     and (p_after_shared_at is null or (p_sort in ('popular', 'controversial', 'persuasive') and p_after_score is null)) then
    raise exception using errcode = 'AG070', message = 'A page cursor needs the last row''s shared_at, id and score.';
  end if;

  if p_time = 'today' then
    begin
      v_since := date_trunc('day', v_now at time zone coalesce(p_time_zone, 'UTC')) at time zone coalesce(p_time_zone, 'UTC');
    exception when invalid_parameter_value then
      raise exception using errcode = 'AG070', message = 'Unknown time zone: ' || p_time_zone || '.';
    end;
  elsif p_time = 'week' then
    v_since := v_now - interval '7 days';
  elsif p_time = 'month' then
    v_since := v_now - interval '1 month';
  end if;

  -- Hidden and removed debates stay in their author's list only.
  v_debate := v_debate || case when v_uid is null then 'd.moderation_state = ''visible'''
                               else '(d.moderation_state = ''visible'' or d.user_id = $4)' end;
  if nullif(p_category, '') is not null then v_debate := v_debate || 'd.categories @> array[$2::public.debate_category]'::text; end if;
  if v_search is not null then v_debate := v_debate || 'd.search_text like $3'::text; end if;
  if p_starred_only then
    -- Driven from the caller's (few) stars (measured by bench:ranking).
    v_debate := v_debate || 'd.id = any (array(select s.debate_id from public.stars s where s.user_id = $4))'::text;
  end if;
  if p_only_ids is not null then v_debate := v_debate || 'd.id = any ($8)'::text; end if;

  if v_score is null then
    -- newest / persuasive: the debates index of the sort.
    if p_sort = 'persuasive' then
      -- Matches the partial index's predicate, so the sort walks it.
      v_debate := v_debate || 'd.persuasion_score is not null'::text;
      v_order := 'd.persuasion_score desc, d.shared_at desc, d.id desc';
      if p_after_id is not null then v_debate := v_debate || '(d.persuasion_score, d.shared_at, d.id) < ($7, $5, $6)'::text; end if;
    else
      v_order := 'd.shared_at desc, d.id desc';
      if p_after_id is not null then v_debate := v_debate || '(d.shared_at, d.id) < ($5, $6)'::text; end if;
    end if;
    if v_since is not null then v_debate := v_debate || 'd.shared_at >= $1'::text; end if;
    v_page := format('select d.id from public.debates d where %s order by %s limit %s',
                     array_to_string(v_debate, ' and '), v_order, p_limit);
  elsif p_starred_only or p_only_ids is not null
        or (v_since is not null and (nullif(p_category, '') is not null or v_search is not null)) then
    -- Few candidates: gather them filter-first, then sort them by their tallies.
    if v_since is not null then v_debate := v_debate || 'd.shared_at >= $1'::text; end if;
    v_order := format('t.%I desc, t.shared_at desc, t.debate_id desc', v_score);
    v_page := format(
      'with candidates as materialized (select d.id from public.debates d where %s)
       select t.debate_id as id
         from candidates c join public.debate_tallies t on t.debate_id = c.id
        where t.shared_at is not null %s
        order by %s limit %s',
      array_to_string(v_debate, ' and '),
      case when p_after_id is not null then format('and (t.%I, t.shared_at, t.debate_id) < ($7, $5, $6)', v_score) else '' end,
      v_order, p_limit);
  else
    -- One kind of filter: walk the score's tally index, checking each debate.
    v_order := format('t.%I desc, t.shared_at desc, t.debate_id desc', v_score);
    v_page := format(
      'select t.debate_id as id
         from public.debate_tallies t join public.debates d on d.id = t.debate_id
        where t.shared_at is not null %s %s and %s
        order by %s limit %s',
      case when v_since is not null then 'and t.shared_at >= $1' else '' end,
      case when p_after_id is not null then format('and (t.%I, t.shared_at, t.debate_id) < ($7, $5, $6)', v_score) else '' end,
      array_to_string(v_debate, ' and '),
      v_order, p_limit);
  end if;

  -- The page's rows, in the page's order, with what the cards show: one
  -- index lookup each for the debate, its tallies, its responses and its
  -- opening turn.
  return query execute format(
    'select d.id, d.user_id, d.topic, d.categories, d.debate_style, d.moderator_enabled, d.moderator_opening,
            d.moderator_closing, d.speaker1_model, d.speaker1_stance, d.speaker1_rhetoric_style, d.speaker2_model,
            d.speaker2_stance, d.speaker2_rhetoric_style, d.generator, d.created_at, d.is_public, d.shared_at,
            d.user_display_name, d.views, t.upvotes, t.downvotes, d.is_pro, d.persuasion_score, d.moderation_state,
            (select count(*)::integer from public.threaded_responses r
              where r.debate_id = d.id and r.deleted_at is null
                and (r.moderation_state = ''visible'' or r.author_id = $4)),
            case when d.moderation_state = ''visible'' or d.user_id = $4 then
              (select left(tu.text, 240) from public.debate_turns tu
                where tu.debate_id = d.id and tu.round_index = 0 and tu.speaker_index = 0)
            end
       from (%s) p
       join public.debates d on d.id = p.id
       join public.debate_tallies t on t.debate_id = p.id
      order by %s',
    v_page, v_order)
  using v_since,
        nullif(p_category, ''),
        '%' || replace(replace(replace(lower(coalesce(v_search, '')), '\', '\\'), '%', '\%'), '_', '\_') || '%',
        v_uid,
        p_after_shared_at,
        p_after_id,
        p_after_score,
        p_only_ids;
end;
$$;

revoke all on function public.list_public_debates(text, text, text, text, boolean, uuid[], text, timestamptz, uuid, integer, integer)
  from public, anon, authenticated;
grant execute on function public.list_public_debates(text, text, text, text, boolean, uuid[], text, timestamptz, uuid, integer, integer)
  to anon, authenticated, service_role;
comment on function public.list_public_debates(text, text, text, text, boolean, uuid[], text, timestamptz, uuid, integer, integer) is
  'One keyset page of shared debates (with response count and opening preview), filtered by time window, category, search and stars, sorted newest/popular/controversial/persuasive; hidden debates only for their author.';

-- -----------------------------------------------------------------------------
-- get_debate (as in 20261123001090_community_reads.sql), with its tallies.
-- -----------------------------------------------------------------------------
create function public.get_debate(p_debate_id uuid)
returns setof public.debates_with_tallies
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_debate public.debates_with_tallies;
begin
  select * into v_debate from public.debates_with_tallies d where d.id = p_debate_id;
  if not found or (not v_debate.is_public and v_debate.user_id is distinct from v_uid) then
    return;
  end if;
  if v_debate.moderation_state <> 'visible' and v_debate.user_id is distinct from v_uid then
    v_debate.topic := '';
    v_debate.search_text := '';
    v_debate.moderator_opening := null;
    v_debate.moderator_closing := null;
  end if;
  return next v_debate;
end;
$$;

revoke all on function public.get_debate(uuid) from public, anon, authenticated;
grant execute on function public.get_debate(uuid) to anon, authenticated, service_role;
comment on function public.get_debate(uuid) is
  'The debate a viewer opens, with its tallies: whole when visible (or the caller''s own); hidden or removed ones without content for others.';

-- -----------------------------------------------------------------------------
-- The debate writes return the debate with its tallies. Their rules stay as
-- they are (moved, unchanged, into private); the public names answer the row
-- as it is after the write.
-- -----------------------------------------------------------------------------
alter function public.save_debate(uuid, text[]) set schema private;
alter function private.save_debate(uuid, text[]) rename to save_debate_row;
alter function public.share_debate(uuid) set schema private;
alter function private.share_debate(uuid) rename to share_debate_row;
alter function public.unshare_debate(uuid) set schema private;
alter function private.unshare_debate(uuid) rename to unshare_debate_row;
alter function public.set_debate_categories(uuid, text[]) set schema private;
alter function private.set_debate_categories(uuid, text[]) rename to set_debate_categories_row;
revoke all on function private.save_debate_row(uuid, text[]) from public, anon, authenticated, service_role;
revoke all on function private.share_debate_row(uuid) from public, anon, authenticated, service_role;
revoke all on function private.unshare_debate_row(uuid) from public, anon, authenticated, service_role;
revoke all on function private.set_debate_categories_row(uuid, text[]) from public, anon, authenticated, service_role;

create function public.save_debate(p_generation_id uuid, p_categories text[])
returns public.debates_with_tallies
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  select r.id into v_id from private.save_debate_row(p_generation_id, p_categories) r;
  return private.debate_with_tallies(v_id);
end;
$$;

create function public.share_debate(p_debate_id uuid)
returns public.debates_with_tallies
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  select r.id into v_id from private.share_debate_row(p_debate_id) r;
  return private.debate_with_tallies(v_id);
end;
$$;

create function public.unshare_debate(p_debate_id uuid)
returns public.debates_with_tallies
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  select r.id into v_id from private.unshare_debate_row(p_debate_id) r;
  return private.debate_with_tallies(v_id);
end;
$$;

create function public.set_debate_categories(p_debate_id uuid, p_categories text[])
returns public.debates_with_tallies
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  select r.id into v_id from private.set_debate_categories_row(p_debate_id, p_categories) r;
  return private.debate_with_tallies(v_id);
end;
$$;

revoke all on function public.save_debate(uuid, text[]) from public, anon, authenticated, service_role;
revoke all on function public.share_debate(uuid) from public, anon, authenticated, service_role;
revoke all on function public.unshare_debate(uuid) from public, anon, authenticated, service_role;
revoke all on function public.set_debate_categories(uuid, text[]) from public, anon, authenticated, service_role;
grant execute on function public.save_debate(uuid, text[]) to authenticated;
grant execute on function public.share_debate(uuid) to authenticated;
grant execute on function public.unshare_debate(uuid) to authenticated;
grant execute on function public.set_debate_categories(uuid, text[]) to authenticated;
comment on function public.save_debate(uuid, text[]) is 'Saves the caller''s finished generation with 1 to 3 categories as a private debate.';
comment on function public.share_debate(uuid) is 'Shares the caller''s debate with the community (author upvote included); idempotent.';
comment on function public.unshare_debate(uuid) is
  'Takes the caller''s debate out of the community (tallies kept for a later re-share); idempotent.';
comment on function public.set_debate_categories(uuid, text[]) is
  'Replaces the caller''s debate''s categories (1 to 3 known ones, as at save).';

-- -----------------------------------------------------------------------------
-- cast_vote (as in 20261123000100_sql_helpers.sql): the tallies it returns
-- come from the tally row.
-- -----------------------------------------------------------------------------
create or replace function public.cast_vote(p_debate_id uuid, p_value integer)
returns table (upvotes integer, downvotes integer, my_vote integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid('AG040', 'You need to be logged in to vote on debates.');
  v_debate public.debates;
begin
  if p_value is null or p_value not in (-1, 0, 1) then
    raise exception using errcode = 'AG041', message = 'A vote is 1 (up), -1 (down) or 0 (clear).';
  end if;

  select * into v_debate from public.debates where id = p_debate_id;
  if not found or (not v_debate.is_public and v_debate.user_id <> v_uid) then
    raise exception using errcode = 'AG030', message = 'Debate not found';
  end if;
  if not v_debate.is_public then
    raise exception using errcode = 'AG042', message = 'Only debates shared with the community can be voted on.';
  end if;

  if p_value = 0 then
    delete from public.votes v where v.debate_id = p_debate_id and v.user_id = v_uid;
  else
    insert into public.votes as v (debate_id, user_id, value)
    values (p_debate_id, v_uid, p_value)
    on conflict (debate_id, user_id) do update
      set value = excluded.value, updated_at = private.clock_now()
      where v.value <> excluded.value;
  end if;

  return query
    select t.upvotes, t.downvotes, p_value from public.debate_tallies t where t.debate_id = p_debate_id;
end;
$$;

-- postgres_changes: subscribers of the tallies get a few numbers per vote.
alter publication supabase_realtime add table public.debate_tallies;
