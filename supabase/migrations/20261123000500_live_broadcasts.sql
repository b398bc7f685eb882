-- =============================================================================
-- Live updates by Broadcast from the database, as Supabase recommends at
-- scale: the database sends one message per change to a topic, and Realtime
-- fans it out to the topic's subscribers without asking the database again
-- per subscriber (postgres_changes authorises every change per subscriber).
--
-- Topics (private channels: `supabase.channel(topic, { config: { private: true } })`):
--   debate:<id>   event `tallies`  {debate_id, upvotes, downvotes} after a vote
--                 event `views`    {debate_id, views} after a view is counted
--                 event `response` realtime.broadcast_changes of a new or
--                                  changed response ({operation, record, old_record, …})
--   user:<id>     reserved for that user's notifications
--
-- Who may receive a topic is decided by RLS on realtime.messages (Supabase
-- Realtime checks it when a private channel is joined): a debate's topic is
-- readable by whoever may read the debate (shared: everyone, anon included;
-- unshared: its author only); a user's topic only by that user. Nobody but
-- the database (and the service role) sends on these topics.
--
-- The tally payload names the debate and its numbers only, so it stays the
-- same wherever the tallies are stored.
--
-- No new error codes (AG210–AG219 stay free): sending never fails the writer's
-- transaction (realtime.send turns a failure into a warning).
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Tallies and views of a debate, on its topic.
-- -----------------------------------------------------------------------------
create function private.broadcast_debate_counts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.upvotes is distinct from old.upvotes or new.downvotes is distinct from old.downvotes then
    perform realtime.send(
      pg_catalog.jsonb_build_object('debate_id', new.id, 'upvotes', new.upvotes, 'downvotes', new.downvotes),
      'tallies',
      'debate:' || new.id::text,
      true
    );
  end if;
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
revoke all on function private.broadcast_debate_counts() from public;

create trigger broadcast_debate_counts
  after update of upvotes, downvotes, views on public.debates
  for each row execute function private.broadcast_debate_counts();

-- -----------------------------------------------------------------------------
-- New and changed responses (reply counts included), on their debate's topic.
-- -----------------------------------------------------------------------------
create function private.broadcast_response_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform realtime.broadcast_changes(
    'debate:' || new.debate_id::text, 'response', tg_op, tg_table_name, tg_table_schema, new, old
  );
  return null;
end;
$$;
revoke all on function private.broadcast_response_change() from public;

create trigger broadcast_response_change
  after insert or update on public.threaded_responses
  for each row execute function private.broadcast_response_change();

-- -----------------------------------------------------------------------------
-- Who receives which topic. The debate's own RLS decides a debate topic: the
-- subquery runs as the joining user. The id is cast only when the topic is
-- well formed, so a malformed topic is refused instead of raising.
-- -----------------------------------------------------------------------------
create policy "readers of a debate receive its topic"
  on realtime.messages for select
  to anon, authenticated
  using (
    realtime.messages.extension = 'broadcast'
    and realtime.messages.topic ~ '^debate:[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
    and exists (
      select 1
        from public.debates d
       where d.id = (case
                       when realtime.messages.topic ~ '^debate:[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
                       then pg_catalog.substr(realtime.messages.topic, 8)::uuid
                     end)
    )
  );

create policy "users receive their own topic"
  on realtime.messages for select
  to authenticated
  using (
    realtime.messages.extension = 'broadcast'
    and realtime.messages.topic = 'user:' || (select auth.uid())::text
  );
