-- =============================================================================
-- Owning a response (issue 10, item 3): its author edits it (edited_at is
-- stamped; the content rules are those at posting) or deletes it.
--
-- A deleted response that has replies stays as a placeholder so its replies
-- keep their place: deleted_at set, content '' (gone), author_id null and
-- author_name "[deleted]" (hidden). One without replies is removed, and its
-- parent's response_count drops by one. A placeholder whose last reply goes
-- is removed too (nothing is left for it to hold), which may in turn remove a
-- placeholder above it: counts stay equal to the replies that exist.
-- Placeholders cannot be edited, deleted again or replied to.
--
-- Errors: AG120 "Only the author can edit or delete this response." ·
-- AG121 "This response has been deleted." · AG122 "Response not found" (unknown,
-- or on a debate the caller cannot see) · AG061 / AG066 content · AG401.
--
-- The visibility of a response stays in one place, the RLS policy "responses
-- are visible with their debate", and a placeholder is a state of the row
-- (deleted_at): a later "hidden" state can follow the same pattern.
-- =============================================================================

alter table public.threaded_responses
  add column edited_at timestamptz,
  add column deleted_at timestamptz;
comment on column public.threaded_responses.edited_at is 'When the author last edited the content; null if never.';
comment on column public.threaded_responses.deleted_at is 'Set when the author deleted a response that has replies: the row stays as a "[deleted]" placeholder.';

alter table public.threaded_responses
  drop constraint threaded_responses_content_length,
  add constraint threaded_responses_content_length check (
    (deleted_at is null and content = pg_catalog.btrim(content) and char_length(content) between 1 and 5000)
    or (deleted_at is not null and content = '' and author_id is null)
  );

-- Structure, counts and the edit/delete stamps move only through the rules.
create or replace function private.guard_response_columns()
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
     or new.response_count is distinct from old.response_count
     or new.edited_at is distinct from old.edited_at or new.deleted_at is distinct from old.deleted_at then
    raise exception using errcode = '42501', message = 'Thread structure and reply counts are set by Agora''s rules, not written directly.';
  end if;
  return new;
end;
$$;

-- When an account goes, its responses stay: the foreign key sets author_id to
-- null and the shown author becomes "[deleted user]".
create function private.mark_deleted_author()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.deleted_at is null then
    new.author_name := '[deleted user]';
  end if;
  return new;
end;
$$;
revoke all on function private.mark_deleted_author() from public;

create trigger mark_deleted_author
  before update of author_id on public.threaded_responses
  for each row when (old.author_id is not null and new.author_id is null)
  execute function private.mark_deleted_author();

-- A placeholder left without replies goes (and may leave its own parent empty).
create function private.prune_empty_placeholder()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.threaded_responses
   where id = old.parent_id and deleted_at is not null and response_count = 0;
  return null;
end;
$$;
revoke all on function private.prune_empty_placeholder() from public;

-- Fires after count_replies_on_delete (triggers run in name order).
create trigger prune_empty_placeholder
  after delete on public.threaded_responses
  for each row when (old.parent_id is not null)
  execute function private.prune_empty_placeholder();

-- The caller's own live response, locked, or the coded refusal.
create function private.own_response_for_update(p_response_id uuid, p_uid uuid)
returns public.threaded_responses
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_response public.threaded_responses;
begin
  select * into v_response from public.threaded_responses where id = p_response_id for update;
  if not found or not private.debate_is_visible_to(v_response.debate_id, p_uid) then
    raise exception using errcode = 'AG122', message = 'Response not found';
  end if;
  if v_response.deleted_at is not null then
    raise exception using errcode = 'AG121', message = 'This response has been deleted.';
  end if;
  if v_response.author_id is distinct from p_uid then
    raise exception using errcode = 'AG120', message = 'Only the author can edit or delete this response.';
  end if;
  return v_response;
end;
$$;
revoke all on function private.own_response_for_update(uuid, uuid) from public;

-- -----------------------------------------------------------------------------
-- edit_response(response, content): returns the edited row.
-- -----------------------------------------------------------------------------
create function public.edit_response(p_response_id uuid, p_content text)
returns public.threaded_responses
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid();
  v_content text := private.checked_response_content(p_content);
  v_response public.threaded_responses := private.own_response_for_update(p_response_id, v_uid);
begin
  update public.threaded_responses
     set content = v_content, edited_at = private.clock_now()
   where id = p_response_id
  returning * into v_response;
  return v_response;
end;
$$;

-- -----------------------------------------------------------------------------
-- delete_response(response): 'placeholder' when it had replies (the row stays
-- as "[deleted]"), 'removed' when it had none.
-- -----------------------------------------------------------------------------
create function public.delete_response(p_response_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid();
  v_response public.threaded_responses := private.own_response_for_update(p_response_id, v_uid);
begin
  if v_response.response_count > 0 then
    update public.threaded_responses
       set content = '', author_id = null, author_name = '[deleted]', deleted_at = private.clock_now()
     where id = p_response_id;
    return 'placeholder';
  end if;
  delete from public.threaded_responses where id = p_response_id;
  return 'removed';
end;
$$;

revoke all on function public.edit_response(uuid, text) from public, anon, authenticated, service_role;
revoke all on function public.delete_response(uuid) from public, anon, authenticated, service_role;
grant execute on function public.edit_response(uuid, text) to authenticated;
grant execute on function public.delete_response(uuid) to authenticated;
comment on function public.edit_response(uuid, text) is
  'Replaces the text of the caller''s response or reply (same rules as at posting) and stamps edited_at.';
comment on function public.delete_response(uuid) is
  'Deletes the caller''s response or reply: ''placeholder'' if it has replies (kept as [deleted]), else ''removed''.';

-- -----------------------------------------------------------------------------
-- post_reply on the shared helpers; a placeholder takes no new replies.
-- -----------------------------------------------------------------------------
create or replace function public.post_reply(p_parent_id uuid, p_content text)
returns public.threaded_responses
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid('AG065', 'Please log in to reply');
  v_content text := private.checked_response_content(p_content);
  v_parent public.threaded_responses;
  v_response public.threaded_responses;
begin
  select * into v_parent from public.threaded_responses where id = p_parent_id;
  if not found or v_parent.deleted_at is not null or not private.debate_is_visible_to(v_parent.debate_id, v_uid) then
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
