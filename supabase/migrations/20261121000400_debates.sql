-- =============================================================================
-- Debates and sharing. One table holds a user's own debates and the shared
-- ones (is_public); `public_debates` is the view the spec's API name refers to.
-- Debates are created only by save_debate (from a finished generation) and made
-- public only by share_debate; authors may read and delete their own.
-- =============================================================================

create type public.debate_category as enum (
  'Politics', 'Technology', 'Philosophy', 'Science', 'Society',
  'Economics', 'Environment', 'Ethics', 'Culture', 'Funny'
);

create function private.categories_are_valid(p_categories public.debate_category[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_categories is not null
     and cardinality(p_categories) between 1 and 3
     and array_position(p_categories, null) is null
     and (select count(distinct c) from unnest(p_categories) as c) = cardinality(p_categories)
$$;

-- Lower-cased topic and categories: what the community search matches against.
create function private.debate_search_text(p_topic text, p_categories public.debate_category[])
returns text
language sql
immutable
set search_path = ''
as $$
  select lower(p_topic || ' ' || coalesce(array_to_string(p_categories::text[], ' '), ''))
$$;

create function private.is_stance(p_value numeric)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_value between -1 and 1 and p_value * 10 = trunc(p_value * 10)
$$;

revoke all on function private.categories_are_valid(public.debate_category[]) from public;
revoke all on function private.debate_search_text(text, public.debate_category[]) from public;
revoke all on function private.is_stance(numeric) from public;
-- The checks and the generated search column below run these as the writing
-- role: the service role, which may correct a debate's content (the guard
-- further down keeps it off the rule-bearing columns), must be able to.
grant execute on function private.categories_are_valid(public.debate_category[]) to service_role;
grant execute on function private.debate_search_text(text, public.debate_category[]) to service_role;
grant execute on function private.is_stance(numeric) to service_role;

-- -----------------------------------------------------------------------------
-- debates
-- -----------------------------------------------------------------------------
create table public.debates (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  generation_id uuid unique references public.debate_generations (id) on delete set null,
  topic text not null,
  categories public.debate_category[] not null,
  debate_style public.debate_style not null default 'structured',
  moderator_enabled boolean not null default false,
  moderator_opening text,
  moderator_closing text,
  speaker1_model text not null,
  speaker1_stance numeric not null,
  speaker1_rhetoric_style public.rhetoric_style not null default 'standard',
  speaker2_model text not null,
  speaker2_stance numeric not null,
  speaker2_rhetoric_style public.rhetoric_style not null default 'standard',
  generator text not null default 'provider',
  created_at timestamptz not null default now(),
  is_public boolean not null default false,
  shared_at timestamptz,
  user_display_name text not null default 'Anonymous User',
  views integer not null default 0,
  upvotes integer not null default 0,
  downvotes integer not null default 0,
  is_pro boolean not null default false,
  search_text text generated always as (private.debate_search_text(topic, categories)) stored,
  constraint debates_topic_length check (topic = pg_catalog.btrim(topic) and char_length(topic) between 1 and 500),
  constraint debates_categories_valid check (private.categories_are_valid(categories)),
  constraint debates_moderator_turns check (
    moderator_enabled = (moderator_opening is not null and moderator_closing is not null)
    and (moderator_opening is null) = (moderator_closing is null)
  ),
  constraint debates_speaker1_model_length check (char_length(speaker1_model) between 1 and 100),
  constraint debates_speaker2_model_length check (char_length(speaker2_model) between 1 and 100),
  constraint debates_speaker1_stance_valid check (private.is_stance(speaker1_stance)),
  constraint debates_speaker2_stance_valid check (private.is_stance(speaker2_stance)),
  constraint debates_generator_valid check (generator in ('provider', 'offline-demo')),
  constraint debates_shared_at_iff_public check (is_public = (shared_at is not null)),
  constraint debates_display_name_present check (char_length(pg_catalog.btrim(user_display_name)) > 0),
  constraint debates_views_non_negative check (views >= 0),
  constraint debates_upvotes_non_negative check (upvotes >= 0),
  constraint debates_downvotes_non_negative check (downvotes >= 0)
);
comment on table public.debates is 'Own and shared debates. Tallies, views, sharing and is_pro are written by rule functions only.';

create index debates_user_id_created_at_idx on public.debates (user_id, created_at desc, id desc);

alter table public.debates enable row level security;
revoke all on table public.debates from anon, authenticated;
grant select on table public.debates to anon, authenticated;
grant delete on table public.debates to authenticated;

-- One select policy per role (several permissive ones cost a check each).
create policy "visitors read shared debates"
  on public.debates for select
  to anon
  using (is_public);

create policy "users read shared debates and their own"
  on public.debates for select
  to authenticated
  using (is_public or user_id = (select auth.uid()));

create policy "authors delete their own debates"
  on public.debates for delete
  to authenticated
  using (user_id = (select auth.uid()));

-- Rule-bearing columns move only through the rule functions (which run as the
-- table owner). Even the service role cannot bend a tally or the share stamp.
create function private.guard_debate_columns()
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
    if new.upvotes <> 0 or new.downvotes <> 0 or new.views <> 0 or new.is_public or new.shared_at is not null then
      raise exception using errcode = '42501', message = 'Tallies, views and sharing are set by Agora''s rules, not written directly.';
    end if;
  elsif new.upvotes is distinct from old.upvotes or new.downvotes is distinct from old.downvotes
        or new.views is distinct from old.views or new.is_public is distinct from old.is_public
        or new.shared_at is distinct from old.shared_at or new.user_id is distinct from old.user_id
        or new.is_pro is distinct from old.is_pro then
    raise exception using errcode = '42501', message = 'Tallies, views and sharing are set by Agora''s rules, not written directly.';
  end if;
  return new;
end;
$$;
revoke all on function private.guard_debate_columns() from public;

create trigger guard_debate_columns
  before insert or update on public.debates
  for each row execute function private.guard_debate_columns();

-- -----------------------------------------------------------------------------
-- debate_turns: the six turns, addressable by (round_index, speaker_index).
-- Visible exactly when their debate is.
-- -----------------------------------------------------------------------------
create table public.debate_turns (
  debate_id uuid not null references public.debates (id) on delete cascade,
  round_index smallint not null,
  speaker_index smallint not null,
  text text not null,
  summary text not null,
  primary key (debate_id, round_index, speaker_index),
  constraint debate_turns_round_index_valid check (round_index between 0 and 2),
  constraint debate_turns_speaker_index_valid check (speaker_index between 0 and 1),
  constraint debate_turns_text_present check (char_length(pg_catalog.btrim(text)) between 1 and 20000),
  constraint debate_turns_summary_present check (char_length(pg_catalog.btrim(summary)) between 1 and 5000)
);
comment on table public.debate_turns is 'Round entries: one per (round, speaker), six per debate.';

alter table public.debate_turns enable row level security;
revoke all on table public.debate_turns from anon, authenticated;
grant select on table public.debate_turns to anon, authenticated;

create policy "turns are visible with their debate"
  on public.debate_turns for select
  to anon, authenticated
  using (exists (select 1 from public.debates d where d.id = debate_id));

-- Every debate has its six turns by the end of the transaction that creates it.
create function private.assert_debate_has_six_turns()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if exists (select 1 from public.debates d where d.id = new.id)
     and (select count(*) from public.debate_turns t where t.debate_id = new.id) <> 6 then
    raise exception using errcode = 'AG023', message = 'A debate has exactly six turns.';
  end if;
  return null;
end;
$$;
revoke all on function private.assert_debate_has_six_turns() from public;

create constraint trigger debates_have_six_turns
  after insert on public.debates
  deferrable initially deferred
  for each row execute function private.assert_debate_has_six_turns();

-- -----------------------------------------------------------------------------
-- public_debates: the shared ones, under the spec's name. security_invoker so
-- the caller's RLS applies.
-- -----------------------------------------------------------------------------
create view public.public_debates
with (security_invoker = true)
as
  select id, user_id, topic, categories, debate_style, moderator_enabled, moderator_opening, moderator_closing,
         speaker1_model, speaker1_stance, speaker1_rhetoric_style,
         speaker2_model, speaker2_stance, speaker2_rhetoric_style,
         generator, created_at, is_public, shared_at, user_display_name, views, upvotes, downvotes, is_pro
    from public.debates
   where is_public;
comment on view public.public_debates is 'Debates shared with the community.';

revoke all on table public.public_debates from anon, authenticated;
grant select on table public.public_debates to anon, authenticated;

-- -----------------------------------------------------------------------------
-- save_debate(generation, categories): the caller's finished generation becomes
-- a private debate in their history.
-- -----------------------------------------------------------------------------
create function private.validate_categories(p_categories text[])
returns public.debate_category[]
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_category text;
begin
  if p_categories is null or cardinality(p_categories) = 0 then
    raise exception using errcode = 'AG011', message = 'Choose at least one category.';
  end if;
  foreach v_category in array p_categories loop
    if v_category is null or not v_category = any (enum_range(null::public.debate_category)::text[]) then
      raise exception using errcode = 'AG013', message = 'Unknown category: ' || coalesce(v_category, 'null') || '.';
    end if;
  end loop;
  if (select count(distinct c) from unnest(p_categories) as c) > 3 then
    raise exception using errcode = 'AG012', message = 'Choose at most 3 categories.';
  end if;
  return (select array_agg(distinct c::public.debate_category order by c::public.debate_category) from unnest(p_categories) as c);
end;
$$;
revoke all on function private.validate_categories(text[]) from public;

create function public.save_debate(p_generation_id uuid, p_categories text[])
returns public.debates
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_categories public.debate_category[];
  v_generation public.debate_generations;
  v_profile public.profiles;
  v_debate public.debates;
begin
  if v_uid is null then
    raise exception using errcode = 'AG401', message = 'You must be signed in.';
  end if;
  v_categories := private.validate_categories(p_categories);

  select * into v_generation from public.debate_generations
   where id = p_generation_id and user_id = v_uid
   for update;
  if not found then
    raise exception using errcode = 'AG020', message = 'Debate generation not found.';
  end if;
  if v_generation.status <> 'completed' then
    raise exception using errcode = 'AG021', message = 'The debate has not finished generating.';
  end if;
  if exists (select 1 from public.debates d where d.generation_id = p_generation_id) then
    raise exception using errcode = 'AG022', message = 'This debate is already saved.';
  end if;

  select * into v_profile from public.profiles where id = v_uid;

  insert into public.debates (
    user_id, generation_id, topic, categories, debate_style, moderator_enabled, moderator_opening, moderator_closing,
    speaker1_model, speaker1_stance, speaker1_rhetoric_style,
    speaker2_model, speaker2_stance, speaker2_rhetoric_style,
    generator, created_at, user_display_name, is_pro
  ) values (
    v_uid, v_generation.id, v_generation.settings ->> 'topic', v_categories,
    (v_generation.settings ->> 'debateStyle')::public.debate_style,
    (v_generation.settings ->> 'moderatorEnabled')::boolean,
    v_generation.moderator_opening, v_generation.moderator_closing,
    v_generation.settings #>> '{model1,name}', (v_generation.settings #>> '{model1,stance}')::numeric,
    (v_generation.settings #>> '{model1,rhetoricStyle}')::public.rhetoric_style,
    v_generation.settings #>> '{model2,name}', (v_generation.settings #>> '{model2,stance}')::numeric,
    (v_generation.settings #>> '{model2,rhetoricStyle}')::public.rhetoric_style,
    v_generation.generator, private.clock_now(),
    coalesce(nullif(pg_catalog.btrim(v_profile.display_name), ''), 'Anonymous User'),
    coalesce(v_profile.is_pro, false)
  )
  returning * into v_debate;

  insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary)
  select v_debate.id, (t ->> 'roundIndex')::smallint, (t ->> 'speakerIndex')::smallint, t ->> 'text', t ->> 'summary'
    from jsonb_array_elements(v_generation.turns) as t;

  return v_debate;
end;
$$;

revoke all on function public.save_debate(uuid, text[]) from public, anon, authenticated;
grant execute on function public.save_debate(uuid, text[]) to authenticated;
comment on function public.save_debate(uuid, text[]) is 'Saves the caller''s finished generation with 1 to 3 categories as a private debate.';

-- -----------------------------------------------------------------------------
-- share_debate(debate): owner only. Flips is_public, stamps shared_at and
-- records the author's own upvote, so a shared debate starts at 1 up / 0 down.
-- Sharing twice changes nothing (there is no un-share).
-- -----------------------------------------------------------------------------
create function public.share_debate(p_debate_id uuid)
returns public.debates
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_debate public.debates;
begin
  if v_uid is null then
    raise exception using errcode = 'AG401', message = 'You must be signed in.';
  end if;

  select * into v_debate from public.debates where id = p_debate_id for update;
  if not found or (not v_debate.is_public and v_debate.user_id <> v_uid) then
    raise exception using errcode = 'AG030', message = 'Debate not found';
  end if;
  if v_debate.user_id <> v_uid then
    raise exception using errcode = 'AG031', message = 'Only the author can share this debate.';
  end if;
  if v_debate.is_public then
    return v_debate;
  end if;

  update public.debates set is_public = true, shared_at = private.clock_now() where id = p_debate_id;
  insert into public.votes (debate_id, user_id, value) values (p_debate_id, v_uid, 1)
  on conflict (debate_id, user_id) do nothing;

  select * into v_debate from public.debates where id = p_debate_id;
  return v_debate;
end;
$$;

revoke all on function public.share_debate(uuid) from public, anon, authenticated;
grant execute on function public.share_debate(uuid) to authenticated;
comment on function public.share_debate(uuid) is 'Shares the caller''s debate with the community (author upvote included); idempotent.';

-- -----------------------------------------------------------------------------
-- record_debate_view(debate): one more view on a shared debate.
-- -----------------------------------------------------------------------------
create function public.record_debate_view(p_debate_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_views integer;
begin
  update public.debates set views = views + 1
   where id = p_debate_id and is_public
  returning views into v_views;
  if not found then
    raise exception using errcode = 'AG030', message = 'Debate not found';
  end if;
  return v_views;
end;
$$;

revoke all on function public.record_debate_view(uuid) from public, anon, authenticated;
grant execute on function public.record_debate_view(uuid) to anon, authenticated;
comment on function public.record_debate_view(uuid) is 'Counts one view of a shared debate; returns the new count.';
