-- =============================================================================
-- Live community updates by Broadcast from the database (see
-- 20261123000500_live_broadcasts.sql for the topics and who may join them).
--
--   user:<id>     event `notification` {notification_id, kind, debate_id, response_id, unread}
--                   when a notification for that user is created;
--                 event `unread` {unread} when that user's notifications are
--                   marked read (one message per statement, so "mark all" in
--                   one tab updates every other tab once).
--   debate:<id>   event `poll` {debate_id, before_*, after_*, respondents,
--                   for_shift, against_shift, gaining_side, gaining_speaker}
--                   when a poll answer changes: the audience's aggregate, the
--                   same for every reader (nobody's own answer is in it).
--   debate:<id>   event `response` (replaced): a hidden or removed response
--                   goes out as list_responses shows it to others (no content,
--                   no author), so moderation cannot be read back from the
--                   live feed. Its author refetches to see it whole.
--
-- No new error codes: sending never fails the writer's transaction.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Notifications, on the recipient's private topic.
-- -----------------------------------------------------------------------------
create function private.unread_count_of(p_user_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.notifications n where n.user_id = p_user_id and n.read_at is null
$$;
revoke all on function private.unread_count_of(uuid) from public;

create function private.broadcast_new_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform realtime.send(
    pg_catalog.jsonb_build_object(
      'notification_id', new.id,
      'kind', new.kind,
      'debate_id', new.debate_id,
      'response_id', new.response_id,
      'unread', private.unread_count_of(new.user_id)
    ),
    'notification',
    'user:' || new.user_id::text,
    true
  );
  return null;
end;
$$;
revoke all on function private.broadcast_new_notification() from public;

create trigger broadcast_new_notification
  after insert on public.notifications
  for each row execute function private.broadcast_new_notification();

create function private.broadcast_unread_counts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user_id uuid;
begin
  for v_user_id in
    select distinct c.user_id
      from changed c
      join unchanged u on u.id = c.id
     where c.read_at is distinct from u.read_at
  loop
    perform realtime.send(
      pg_catalog.jsonb_build_object('unread', private.unread_count_of(v_user_id)),
      'unread',
      'user:' || v_user_id::text,
      true
    );
  end loop;
  return null;
end;
$$;
revoke all on function private.broadcast_unread_counts() from public;

create trigger broadcast_unread_counts
  after update on public.notifications
  referencing old table as unchanged new table as changed
  for each statement execute function private.broadcast_unread_counts();

-- -----------------------------------------------------------------------------
-- Poll answers: the new aggregate on the debate's topic.
-- -----------------------------------------------------------------------------
create function private.broadcast_poll_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_debate public.debates;
  v_result record;
begin
  -- Re-recording the same answer only touches updated_at: the split did not move.
  if tg_op = 'UPDATE' and new.before_stance = old.before_stance
     and new.after_stance is not distinct from old.after_stance then
    return null;
  end if;
  select * into v_debate from public.debates d where d.id = coalesce(new.debate_id, old.debate_id);
  if not found then
    return null;
  end if;
  select * into v_result from private.poll_result(v_debate, null);
  perform realtime.send(
    pg_catalog.jsonb_build_object(
      'debate_id', v_debate.id,
      'before_for', v_result.before_for, 'before_neutral', v_result.before_neutral, 'before_against', v_result.before_against,
      'after_for', v_result.after_for, 'after_neutral', v_result.after_neutral, 'after_against', v_result.after_against,
      'respondents', v_result.respondents, 'for_shift', v_result.for_shift, 'against_shift', v_result.against_shift,
      'gaining_side', v_result.gaining_side, 'gaining_speaker', v_result.gaining_speaker
    ),
    'poll',
    'debate:' || v_debate.id::text,
    true
  );
  return null;
end;
$$;
revoke all on function private.broadcast_poll_change() from public;

create trigger broadcast_poll_change
  after insert or update or delete on public.poll_answers
  for each row execute function private.broadcast_poll_change();

-- -----------------------------------------------------------------------------
-- Responses: hidden and removed ones masked as others read them.
-- -----------------------------------------------------------------------------
create or replace function private.broadcast_response_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- Masked for "nobody": the broadcast reaches every reader of the debate.
  v_new public.threaded_responses := private.masked_response(new, null);
  v_old public.threaded_responses;
begin
  if tg_op = 'UPDATE' then
    -- The old row is masked by the new row's state: a response being hidden
    -- must not carry its content out through old_record either.
    v_old := old;
    v_old.moderation_state := new.moderation_state;
    v_old := private.masked_response(v_old, null);
  end if;
  perform realtime.broadcast_changes(
    'debate:' || new.debate_id::text, 'response', tg_op, tg_table_name, tg_table_schema, v_new, v_old
  );
  return null;
end;
$$;
revoke all on function private.broadcast_response_change() from public;
