-- =============================================================================
-- "Your turn" in the bell: a notification that points at a debate between people.
--
-- A debate between people is a generation until it is saved, so a notification now points at a
-- saved debate (`debate_id`) or at a generation (`generation_id`, the floor page /floor/<id>), one
-- of the two. `private.tell_your_turn()` writes a `your_turn` row for the person whose turn comes
-- next in a debate between people (the turns with a deadline: against a model the person is
-- watching the page); the recipient reads it, and marks it read, like every other notification.
-- =============================================================================

alter table public.notifications
  alter column debate_id drop not null,
  add column generation_id uuid references public.debate_generations (id) on delete cascade,
  add constraint notifications_points_somewhere check (debate_id is not null or generation_id is not null),
  add constraint notifications_your_turn_on_generation
    check ((kind::text = 'your_turn') = (generation_id is not null and debate_id is null));
comment on column public.notifications.generation_id is
  'The debate between people a "your turn" notification is about (its floor page), while it is not a saved debate.';
create index notifications_generation_id_idx on public.notifications (generation_id) where generation_id is not null;

-- -----------------------------------------------------------------------------
-- Reading: the floor debate's topic for the person seated in it
-- -----------------------------------------------------------------------------
drop function public.list_notifications(timestamptz, uuid, integer);
create function public.list_notifications(p_before_created_at timestamptz default null, p_before_id uuid default null,
                                          p_limit integer default 20)
returns table (id uuid, kind public.notification_kind, debate_id uuid, generation_id uuid, response_id uuid, actor_name text,
               debate_topic text, milestone integer, created_at timestamptz, read_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception using errcode = 'AG401', message = 'You must be signed in.';
  end if;
  if p_limit is null or p_limit not between 1 and 100 then
    raise exception using errcode = 'AG151', message = 'A page holds 1 to 100 notifications.';
  end if;
  if (p_before_created_at is null) <> (p_before_id is null) then
    raise exception using errcode = 'AG151', message = 'A page cursor needs the last row''s created_at and id.';
  end if;

  return query
    select n.id, n.kind, n.debate_id, n.generation_id, n.response_id,
           case when n.actor_id is not null then private.author_name_of(n.actor_id) end,
           case when d.id is not null and private.debate_is_visible_to(d.id, v_uid) then d.topic
                when g.id is not null and private.is_seated(g.id, v_uid) then g.settings ->> 'topic' end,
           n.milestone, n.created_at, n.read_at
      from public.notifications n
      left join public.debates d on d.id = n.debate_id
      left join public.debate_generations g on g.id = n.generation_id
     where n.user_id = v_uid
       and (p_before_id is null or (n.created_at, n.id) < (p_before_created_at, p_before_id))
     order by n.created_at desc, n.id desc
     limit p_limit;
end;
$$;
comment on function public.list_notifications(timestamptz, uuid, integer) is
  'The caller''s notifications, newest first (a saved debate''s, or a floor debate''s for "your turn"); pass the last row''s created_at and id for the next page.';
revoke all on function public.list_notifications(timestamptz, uuid, integer) from public;
grant execute on function public.list_notifications(timestamptz, uuid, integer) to authenticated;

-- The recipient's open tabs hear where the new notification points (a floor debate's id only when it is one).
create or replace function private.broadcast_new_notification()
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
    ) || case when new.generation_id is null then '{}'::jsonb
              else pg_catalog.jsonb_build_object('generation_id', new.generation_id) end,
    'notification',
    'user:' || new.user_id::text,
    true
  );
  return null;
end;
$$;
comment on function private.broadcast_new_notification() is 'Sends a new notification and the unread count to its recipient''s topic.';
revoke all on function private.broadcast_new_notification() from public;

-- -----------------------------------------------------------------------------
-- "Your turn": the topic, the email and now the bell
-- -----------------------------------------------------------------------------
create or replace function private.tell_your_turn(p_generation_id uuid, p_sequence integer, p_due_at timestamptz)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_generation public.debate_generations;
  v_entry record;
  v_user uuid;
  v_profile public.profiles;
begin
  select * into v_generation from public.debate_generations g where g.id = p_generation_id;
  select * into v_entry from private.planned_turn(v_generation.plan, p_sequence);
  if not found or v_entry.author <> 'person' then
    return;
  end if;
  select s.user_id into v_user from public.generation_seats s
   where s.generation_id = p_generation_id and s.speaker_index = v_entry.speaker_index;
  if v_user is null then
    return;
  end if;
  perform realtime.send(jsonb_build_object('generation_id', p_generation_id, 'sequence', p_sequence,
                                           'round_index', v_entry.round_index, 'speaker_index', v_entry.speaker_index,
                                           'due_at', p_due_at, 'topic', v_generation.settings ->> 'topic'),
                        'your_turn', 'user:' || v_user::text, true);
  -- A turn with a deadline is one between people: the person may be anywhere, so it is written down.
  if p_due_at is null then
    return;
  end if;
  insert into public.notifications (user_id, kind, generation_id, created_at)
  values (v_user, 'your_turn', p_generation_id, private.clock_now());
  select * into v_profile from public.profiles p where p.id = v_user;
  if v_profile.turn_emails and v_profile.email is not null then
    insert into private.email_outbox (user_id, to_address, subject, body, link_path)
    values (v_user, v_profile.email, 'Your turn: ' || left(v_generation.settings ->> 'topic', 150),
            'It is your turn in the debate "' || (v_generation.settings ->> 'topic') || '" (Round ' || (v_entry.round_index + 1)
            || ').' || E'\n\nAnswer before ' || to_char(p_due_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') || ' UTC, or the turn is forfeited.'
            || E'\n\nOpen the debate: {link}'
            || E'\n\nYou get this email because you hold a seat in this debate. You can turn these emails off on your account page.',
            '/floor/' || p_generation_id::text);
  end if;
end;
$$;
comment on function private.tell_your_turn(uuid, integer, timestamptz) is
  'Tells the person whose turn comes next: on their own topic (your_turn) and, in a debate between people, in their notifications and, unless they opted out, by email through the outbox (linking to /floor/<id>).';
revoke all on function private.tell_your_turn(uuid, integer, timestamptz) from public;
