-- =============================================================================
-- Threaded responses: answers anchored to a passage the reader selected in one
-- turn of a debate, and replies nested under them. Visible exactly when their
-- debate is; written only through post_response / post_reply. Depth, thread
-- root and reply counts are derived by the database.
--
-- Offsets count Unicode code points from the start of the turn's text (or
-- summary, per `passage`); the quote's prefix and suffix (32 code points each)
-- are kept so a client can re-anchor the passage.
-- =============================================================================

create table public.threaded_responses (
  id uuid primary key default gen_random_uuid(),
  debate_id uuid not null references public.debates (id) on delete cascade,
  parent_id uuid references public.threaded_responses (id) on delete cascade,
  root_id uuid not null references public.threaded_responses (id) on delete cascade,
  round_index smallint not null,
  speaker_index smallint not null,
  passage text not null default 'text',
  original_text text not null,
  original_text_start integer not null,
  original_text_end integer not null,
  quote_prefix text not null default '',
  quote_suffix text not null default '',
  author_id uuid references auth.users (id) on delete set null,
  author_name text not null default 'Anonymous',
  content text not null,
  created_at timestamptz not null default now(),
  response_count integer not null default 0,
  depth integer not null default 0,
  constraint threaded_responses_round_index_valid check (round_index between 0 and 2),
  constraint threaded_responses_speaker_index_valid check (speaker_index between 0 and 1),
  constraint threaded_responses_passage_valid check (passage in ('text', 'summary')),
  constraint threaded_responses_quote_present check (char_length(original_text) between 1 and 2000),
  constraint threaded_responses_offsets_valid check (
    original_text_start >= 0 and original_text_end - original_text_start = char_length(original_text)
  ),
  constraint threaded_responses_content_length check (
    content = pg_catalog.btrim(content) and char_length(content) between 1 and 5000
  ),
  constraint threaded_responses_author_name_present check (char_length(pg_catalog.btrim(author_name)) > 0),
  constraint threaded_responses_response_count_non_negative check (response_count >= 0),
  constraint threaded_responses_depth_matches_parent check ((parent_id is null) = (depth = 0))
);
comment on table public.threaded_responses is 'Responses anchored to selected debate text, and their replies.';

-- Top-level page (newest first, keyset), whole threads, and anchors per turn.
create index threaded_responses_top_level_idx on public.threaded_responses (debate_id, created_at desc, id desc)
  where parent_id is null;
create index threaded_responses_root_id_idx on public.threaded_responses (root_id, created_at);
create index threaded_responses_parent_id_idx on public.threaded_responses (parent_id);
create index threaded_responses_turn_idx on public.threaded_responses (debate_id, round_index, speaker_index);
create index threaded_responses_author_id_idx on public.threaded_responses (author_id);

alter table public.threaded_responses enable row level security;
revoke all on table public.threaded_responses from anon, authenticated;
grant select on table public.threaded_responses to anon, authenticated;

create policy "responses are visible with their debate"
  on public.threaded_responses for select
  to anon, authenticated
  using (exists (select 1 from public.debates d where d.id = debate_id));

-- -----------------------------------------------------------------------------
-- Structure: depth and thread root always derive from the parent, and replies
-- stay on their parent's debate, whoever inserts.
-- -----------------------------------------------------------------------------
create function private.derive_response_structure()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_parent public.threaded_responses;
begin
  new.response_count := 0;
  if new.parent_id is null then
    new.depth := 0;
    new.root_id := new.id;
    return new;
  end if;
  select * into v_parent from public.threaded_responses where id = new.parent_id;
  if not found or v_parent.debate_id <> new.debate_id then
    raise exception using errcode = 'AG064', message = 'The response you are replying to no longer exists.';
  end if;
  new.depth := v_parent.depth + 1;
  new.root_id := v_parent.root_id;
  return new;
end;
$$;
revoke all on function private.derive_response_structure() from public;

create trigger derive_response_structure
  before insert on public.threaded_responses
  for each row execute function private.derive_response_structure();

create function private.count_replies()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    update public.threaded_responses set response_count = response_count + 1 where id = new.parent_id;
  else
    update public.threaded_responses set response_count = greatest(response_count - 1, 0) where id = old.parent_id;
  end if;
  return null;
end;
$$;
revoke all on function private.count_replies() from public;

create trigger count_replies_on_insert
  after insert on public.threaded_responses
  for each row when (new.parent_id is not null)
  execute function private.count_replies();

create trigger count_replies_on_delete
  after delete on public.threaded_responses
  for each row when (old.parent_id is not null)
  execute function private.count_replies();

-- Thread structure and reply counts move only through the rules above (which
-- run as the table owner): not even the service role rewrites them.
create function private.guard_response_columns()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user = (select r.rolname from pg_catalog.pg_class c join pg_catalog.pg_roles r on r.oid = c.relowner
                     where c.oid = tg_relid) then
    return new;
  end if;
  if new.debate_id is distinct from old.debate_id or new.parent_id is distinct from old.parent_id
     or new.root_id is distinct from old.root_id or new.depth is distinct from old.depth
     or new.response_count is distinct from old.response_count then
    raise exception using errcode = '42501', message = 'Thread structure and reply counts are set by Agora''s rules, not written directly.';
  end if;
  return new;
end;
$$;
revoke all on function private.guard_response_columns() from public;

create trigger guard_response_columns
  before update on public.threaded_responses
  for each row execute function private.guard_response_columns();

create function private.author_name_of(p_user_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select nullif(pg_catalog.btrim(p.display_name), '') from public.profiles p where p.id = p_user_id),
    'Anonymous'
  )
$$;
revoke all on function private.author_name_of(uuid) from public;

-- -----------------------------------------------------------------------------
-- post_response: a top-level response to a passage of one turn.
-- -----------------------------------------------------------------------------
create function public.post_response(
  p_debate_id uuid,
  p_round_index integer,
  p_speaker_index integer,
  p_original_text text,
  p_original_text_start integer,
  p_original_text_end integer,
  p_content text,
  p_passage text default 'text'
)
returns public.threaded_responses
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_content text := private.trim_whitespace(coalesce(p_content, ''));
  v_source text;
  v_response public.threaded_responses;
begin
  if v_uid is null then
    raise exception using errcode = 'AG060', message = 'You must be logged in to post responses.';
  end if;
  if v_content = '' then
    raise exception using errcode = 'AG061', message = 'Please enter a response.';
  end if;
  if char_length(v_content) > 5000 then
    raise exception using errcode = 'AG066', message = 'Responses are limited to 5000 characters.';
  end if;
  if coalesce(p_original_text, '') = '' then
    raise exception using errcode = 'AG062', message = 'No text selected.';
  end if;
  if not private.debate_is_visible_to(p_debate_id, v_uid) then
    raise exception using errcode = 'AG030', message = 'Debate not found';
  end if;

  select case when p_passage = 'summary' then t.summary when p_passage = 'text' then t.text end
    into v_source
    from public.debate_turns t
   where t.debate_id = p_debate_id and t.round_index = p_round_index and t.speaker_index = p_speaker_index;

  if v_source is null
     or p_original_text_start is null or p_original_text_end is null
     or p_original_text_start < 0
     or p_original_text_end - p_original_text_start <> char_length(p_original_text)
     or substr(v_source, p_original_text_start + 1, char_length(p_original_text)) <> p_original_text then
    raise exception using errcode = 'AG063', message = 'The selected text is not part of this round.';
  end if;

  insert into public.threaded_responses (
    debate_id, round_index, speaker_index, passage, original_text, original_text_start, original_text_end,
    quote_prefix, quote_suffix, author_id, author_name, content, created_at
  ) values (
    p_debate_id, p_round_index, p_speaker_index, p_passage, p_original_text, p_original_text_start, p_original_text_end,
    substr(v_source, greatest(p_original_text_start - 31, 1), least(p_original_text_start, 32)),
    substr(v_source, p_original_text_end + 1, 32),
    v_uid, private.author_name_of(v_uid), v_content, private.clock_now()
  )
  returning * into v_response;
  return v_response;
end;
$$;

revoke all on function public.post_response(uuid, integer, integer, text, integer, integer, text, text) from public, anon, authenticated;
-- anon may call it to receive the rule's own "must be logged in" error.
grant execute on function public.post_response(uuid, integer, integer, text, integer, integer, text, text) to anon, authenticated;
comment on function public.post_response(uuid, integer, integer, text, integer, integer, text, text) is
  'Posts a response anchored to text selected in one turn (offsets in code points of the turn''s text or summary).';

-- -----------------------------------------------------------------------------
-- post_reply: a reply under a response (depth + 1, same anchor as its parent).
-- -----------------------------------------------------------------------------
create function public.post_reply(p_parent_id uuid, p_content text)
returns public.threaded_responses
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_content text := private.trim_whitespace(coalesce(p_content, ''));
  v_parent public.threaded_responses;
  v_response public.threaded_responses;
begin
  if v_uid is null then
    raise exception using errcode = 'AG065', message = 'Please log in to reply';
  end if;
  if v_content = '' then
    raise exception using errcode = 'AG061', message = 'Please enter a response.';
  end if;
  if char_length(v_content) > 5000 then
    raise exception using errcode = 'AG066', message = 'Responses are limited to 5000 characters.';
  end if;

  select * into v_parent from public.threaded_responses where id = p_parent_id;
  if not found or not private.debate_is_visible_to(v_parent.debate_id, v_uid) then
    raise exception using errcode = 'AG064', message = 'The response you are replying to no longer exists.';
  end if;

  insert into public.threaded_responses (
    debate_id, parent_id, root_id, round_index, speaker_index, passage, original_text, original_text_start,
    original_text_end, quote_prefix, quote_suffix, author_id, author_name, content, created_at
  ) values (
    v_parent.debate_id, v_parent.id, v_parent.root_id, v_parent.round_index, v_parent.speaker_index, v_parent.passage,
    v_parent.original_text, v_parent.original_text_start, v_parent.original_text_end, v_parent.quote_prefix,
    v_parent.quote_suffix, v_uid, private.author_name_of(v_uid), v_content, private.clock_now()
  )
  returning * into v_response;
  return v_response;
end;
$$;

revoke all on function public.post_reply(uuid, text) from public, anon, authenticated;
grant execute on function public.post_reply(uuid, text) to anon, authenticated;
comment on function public.post_reply(uuid, text) is 'Replies to a response (depth = parent depth + 1); the parent''s response_count grows by one.';

-- New responses appear live for readers of the debate.
alter publication supabase_realtime add table public.threaded_responses;
