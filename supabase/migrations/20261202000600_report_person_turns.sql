-- =============================================================================
-- A person's turn is reported, hidden and moderated on its own, like a response.
--
-- A saved debate's turn gets an id and a moderation state. A person's turn (`author_kind =
-- 'person'`, not copied from another debate) in a shared, visible debate is reported with
-- `report_turn` (once per reporter, never by its own author, the reasons and limits of every
-- report); at the report threshold it is hidden, and moderators see it in the queue (item type
-- `turn`), remove it for good or restore it. A turn that is not visible is not read by anyone
-- (RLS; the public readers skip it): the debate shows "This turn was hidden by a moderator." in its
-- place (`hidden_turns`, a computed field). A model's turn is reported with its debate (AG180).
-- =============================================================================

alter table public.debate_turns
  add column id uuid not null default gen_random_uuid(),
  add column moderation_state public.moderation_state not null default 'visible',
  add constraint debate_turns_id_key unique (id);
comment on column public.debate_turns.id is 'The turn''s own id: what a report of a person''s turn names.';
comment on column public.debate_turns.moderation_state is
  'A person''s turn reported enough is hidden pending review, or removed by a moderator; only a visible turn is read.';
create trigger guard_moderation_state before insert or update on public.debate_turns
  for each row execute function private.guard_moderation_state();

drop policy "turns are visible with their debate" on public.debate_turns;
create policy "turns are visible with their debate, unless moderated" on public.debate_turns for select to anon, authenticated
  using (moderation_state = 'visible' and exists (select 1 from public.debates d where d.id = debate_turns.debate_id));

alter table public.reports
  add column turn_id uuid references public.debate_turns (id) on delete cascade,
  add constraint reports_one_item check (response_id is null or turn_id is null);
comment on column public.reports.turn_id is 'The person''s turn reported, when it is one (else the debate, or the response).';
drop index public.reports_once_per_debate_idx;
create unique index reports_once_per_debate_idx on public.reports (reporter_id, debate_id) where response_id is null and turn_id is null;
create unique index reports_once_per_turn_idx on public.reports (reporter_id, turn_id) where turn_id is not null;
create index reports_turn_id_idx on public.reports (turn_id) where turn_id is not null;

-- -----------------------------------------------------------------------------
-- Whose turn it is, and where the debate hides one
-- -----------------------------------------------------------------------------
create function private.turn_author(p_turn_id uuid)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select s.user_id
    from public.debate_turns t
    join public.debates d on d.id = t.debate_id
    join public.generation_seats s on s.generation_id = d.generation_id and s.speaker_index = t.speaker_index
   where t.id = p_turn_id and t.author_kind = 'person' and not t.inherited
$$;
comment on function private.turn_author(uuid) is 'The person who wrote a saved debate''s turn (their seat), or null for a model''s.';
revoke all on function private.turn_author(uuid) from public;

create function public.hidden_turns(p_debate public.debates_with_tallies)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('round', t.round_index, 'speaker', t.speaker_index, 'state', t.moderation_state)
                            order by t.round_index, t.speaker_index), '[]'::jsonb)
    from public.debate_turns t
   where t.debate_id = p_debate.id and t.moderation_state <> 'visible'
     and private.debate_is_visible_to(p_debate.id, auth.uid())
$$;
comment on function public.hidden_turns(public.debates_with_tallies) is
  'Computed field of debates_with_tallies (select=*,hidden_turns): the turns of a debate the caller may see that a moderator hid or removed, by round and speaker (their text is never read).';
revoke all on function public.hidden_turns(public.debates_with_tallies) from public;
grant execute on function public.hidden_turns(public.debates_with_tallies) to anon, authenticated, service_role;

-- -----------------------------------------------------------------------------
-- Filing a report: a debate, a response or a person's turn
-- -----------------------------------------------------------------------------
create function private.file_report(p_debate_id uuid, p_response_id uuid, p_turn_id uuid, p_reason text, p_details text)
returns public.reports
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_details text := nullif(private.trim_whitespace(coalesce(p_details, '')), '');
  v_author uuid;
  v_report public.reports;
  v_weight numeric;
  v_turn public.debate_turns;
begin
  if v_uid is null then
    raise exception using errcode = 'AG170', message = 'Please sign in to report content.';
  end if;
  if p_reason is null or not p_reason = any (enum_range(null::public.report_reason)::text[]) then
    raise exception using errcode = 'AG171', message = 'Choose a reason: spam, harassment, off_topic or other.';
  end if;
  if p_reason = 'other' and v_details is null then
    raise exception using errcode = 'AG171', message = 'Please describe the problem.';
  end if;
  if char_length(v_details) > 1000 then
    raise exception using errcode = 'AG171', message = 'A report''s description is limited to 1000 characters.';
  end if;

  if p_turn_id is not null then
    select t.* into v_turn from public.debate_turns t
      join public.debates d on d.id = t.debate_id
     where t.id = p_turn_id and t.moderation_state <> 'removed' and d.is_public and private.debate_is_visible_to(d.id, v_uid)
     for update of t;
    if found and (v_turn.author_kind is distinct from 'person' or v_turn.inherited) then
      raise exception using errcode = 'AG180', message = 'Only a person''s turn is reported on its own: report the debate for a model''s.';
    end if;
    p_debate_id := v_turn.debate_id;
    v_author := private.turn_author(p_turn_id);
  elsif p_response_id is null then
    select d.user_id into v_author from public.debates d
     where d.id = p_debate_id and d.is_public and private.debate_is_visible_to(d.id, v_uid)
     for update;
  else
    select r.author_id, r.debate_id into v_author, p_debate_id from public.threaded_responses r
     where r.id = p_response_id and private.response_is_visible_to(r.id, v_uid)
     for update;
  end if;
  if not found then
    raise exception using errcode = 'AG173', message = 'That content no longer exists.';
  end if;
  if v_author = v_uid then
    raise exception using errcode = 'AG174', message = 'You cannot report your own content.';
  end if;
  if exists (select 1 from public.reports r
              where r.reporter_id = v_uid and r.debate_id = p_debate_id and r.response_id is not distinct from p_response_id
                and r.turn_id is not distinct from p_turn_id) then
    raise exception using errcode = 'AG172', message = 'You have already reported this.';
  end if;

  perform private.consume_rate_limit(v_uid, 'report');

  insert into public.reports (debate_id, response_id, turn_id, reporter_id, reason, details, created_at)
  values (p_debate_id, p_response_id, p_turn_id, v_uid, p_reason::public.report_reason, v_details, private.clock_now())
  returning * into v_report;

  select coalesce(sum(r.weight), 0) into v_weight from public.reports r
   where r.debate_id = p_debate_id and r.response_id is not distinct from p_response_id and r.turn_id is not distinct from p_turn_id;
  if v_weight >= (private.settings()).report_hide_threshold then
    if p_turn_id is not null then
      update public.debate_turns set moderation_state = 'hidden' where id = p_turn_id and moderation_state = 'visible';
    elsif p_response_id is null then
      update public.debates set moderation_state = 'hidden' where id = p_debate_id and moderation_state = 'visible';
    else
      update public.threaded_responses set moderation_state = 'hidden' where id = p_response_id and moderation_state = 'visible';
    end if;
  end if;
  return v_report;
end;
$$;
comment on function private.file_report(uuid, uuid, uuid, text, text) is
  'Files one report on a debate, a response or a person''s turn (checks, limit, once per person) and hides the item at the threshold.';
revoke all on function private.file_report(uuid, uuid, uuid, text, text) from public;

create or replace function public.report_debate(p_debate_id uuid, p_reason text, p_details text default null)
returns public.reports
language sql
security definer
set search_path = ''
as $$
  select * from private.file_report(p_debate_id, null, null, p_reason, p_details)
$$;

create or replace function public.report_response(p_response_id uuid, p_reason text, p_details text default null)
returns public.reports
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_response_id is null then
    raise exception using errcode = 'AG173', message = 'That content no longer exists.';
  end if;
  return private.file_report(null, p_response_id, null, p_reason, p_details);
end;
$$;

drop function private.file_report(uuid, uuid, text, text);

create function public.report_turn(p_turn_id uuid, p_reason text, p_details text default null)
returns public.reports
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_turn_id is null then
    raise exception using errcode = 'AG173', message = 'That content no longer exists.';
  end if;
  return private.file_report(null, null, p_turn_id, p_reason, p_details);
end;
$$;
comment on function public.report_turn(uuid, text, text) is
  'Reports a person''s turn of a shared debate (reason spam | harassment | off_topic | other; details required for other), once per person; a model''s turn is reported with its debate (AG180).';
revoke all on function public.report_turn(uuid, text, text) from public;
grant execute on function public.report_turn(uuid, text, text) to anon, authenticated;

-- -----------------------------------------------------------------------------
-- The moderators' queue and decisions
-- -----------------------------------------------------------------------------
create or replace function public.list_reported_items(p_after_last_reported_at timestamptz default null, p_after_item_id uuid default null,
                                                      p_limit integer default 20)
returns table (item_type text, item_id uuid, debate_id uuid, response_id uuid, moderation_state public.moderation_state, author_id uuid,
               author_name text, debate_topic text, content text, report_count integer, last_reported_at timestamptz, reports jsonb)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_moderator();
  if p_limit is null or p_limit not between 1 and 100 then
    raise exception using errcode = 'AG176', message = 'A page holds 1 to 100 reported items.';
  end if;
  if (p_after_last_reported_at is null) <> (p_after_item_id is null) then
    raise exception using errcode = 'AG176', message = 'A page cursor needs the last row''s last_reported_at and item_id.';
  end if;

  return query
    with items as (
      select r.debate_id, r.response_id, r.turn_id, count(*)::integer as n, max(r.created_at) as last_at,
             jsonb_agg(jsonb_build_object(
               'reporter_id', r.reporter_id, 'reporter_name', private.author_name_of(r.reporter_id),
               'reason', r.reason, 'details', r.details, 'created_at', r.created_at, 'weight', r.weight
             ) order by r.created_at, r.id) as reports
        from public.reports r
       group by r.debate_id, r.response_id, r.turn_id
    ), placed as (
      select i.*, d.topic, d.user_id, d.user_display_name, d.moderation_state as debate_state,
             t.moderation_state as response_state, t.author_id as response_author, t.author_name as response_author_name,
             t.content as response_content, tu.moderation_state as turn_state, tu.text as turn_text,
             case when i.turn_id is not null then private.turn_author(i.turn_id) end as turn_author,
             coalesce(i.response_id, i.turn_id, i.debate_id) as item
        from items i
        join public.debates d on d.id = i.debate_id
        left join public.threaded_responses t on t.id = i.response_id
        left join public.debate_turns tu on tu.id = i.turn_id
    )
    select case when p.response_id is not null then 'response' when p.turn_id is not null then 'turn' else 'debate' end,
           p.item, p.debate_id, p.response_id,
           coalesce(p.response_state, p.turn_state, p.debate_state),
           case when p.response_id is not null then p.response_author when p.turn_id is not null then p.turn_author else p.user_id end,
           case when p.response_id is not null then coalesce(private.author_name_of(p.response_author), p.response_author_name)
                when p.turn_id is not null then private.author_name_of(p.turn_author)
                else p.user_display_name end,
           p.topic,
           coalesce(p.response_content, p.turn_text, p.topic),
           p.n, p.last_at, p.reports
      from placed p
     where coalesce(p.response_state, p.turn_state, p.debate_state) <> 'removed'
       -- A moderator's own content is reviewed by another moderator.
       and (case when p.response_id is not null then p.response_author when p.turn_id is not null then p.turn_author else p.user_id end)
           is distinct from auth.uid()
       and (p_after_item_id is null or (p.last_at, p.item) < (p_after_last_reported_at, p_after_item_id))
     order by p.last_at desc, p.item desc
     limit p_limit;
end;
$$;
comment on function public.list_reported_items(timestamptz, uuid, integer) is
  'Moderators: reported items (debates, responses, people''s turns) that are not removed and not their own, most recently reported first, with their reports.';

create or replace function private.moderated_item(p_item_type text, p_item_id uuid)
returns table (debate_id uuid, response_id uuid, author_id uuid, state public.moderation_state)
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_item_type is null or p_item_type not in ('debate', 'response', 'turn') then
    raise exception using errcode = 'AG176', message = 'The item type is debate, response or turn.';
  end if;
  if p_item_type = 'debate' then
    return query select d.id, null::uuid, d.user_id, d.moderation_state from public.debates d where d.id = p_item_id for update;
  elsif p_item_type = 'turn' then
    return query select t.debate_id, null::uuid, private.turn_author(t.id), t.moderation_state
                   from public.debate_turns t where t.id = p_item_id and t.author_kind = 'person' for update;
  else
    return query select r.debate_id, r.id, r.author_id, r.moderation_state from public.threaded_responses r where r.id = p_item_id for update;
  end if;
  if not found then
    raise exception using errcode = 'AG173', message = 'That content no longer exists.';
  end if;
  -- Nobody judges their own case: another moderator reviews it.
  if exists (select 1 from public.debates d where d.id = p_item_id and p_item_type = 'debate' and d.user_id = auth.uid())
     or exists (select 1 from public.threaded_responses r where r.id = p_item_id and p_item_type = 'response' and r.author_id = auth.uid())
     or (p_item_type = 'turn' and private.turn_author(p_item_id) = auth.uid()) then
    raise exception using errcode = 'AG179', message = 'Another moderator reviews reports about your own content.';
  end if;
end;
$$;
comment on function private.moderated_item(text, uuid) is
  'Locks the debate, response or person''s turn a moderator acts on and says whose it is and its state; refuses the moderator''s own content (AG179).';

-- The reports of one item: a debate's own, a response's, or a turn's.
create function private.item_reports(p_debate_id uuid, p_response_id uuid, p_turn_id uuid)
returns setof public.reports
language sql
stable
security definer
set search_path = ''
as $$
  select * from public.reports r
   where r.debate_id = p_debate_id and r.response_id is not distinct from p_response_id and r.turn_id is not distinct from p_turn_id
$$;
comment on function private.item_reports(uuid, uuid, uuid) is 'The reports of exactly one item: a debate''s own, a response''s or a person''s turn''s.';
revoke all on function private.item_reports(uuid, uuid, uuid) from public;

create function private.record_report_outcomes(p_debate_id uuid, p_response_id uuid, p_turn_id uuid, p_upheld boolean)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.report_outcomes (reporter_id, upheld, decided_at)
  select r.reporter_id, p_upheld, private.clock_now() from private.item_reports(p_debate_id, p_response_id, p_turn_id) r
$$;
comment on function private.record_report_outcomes(uuid, uuid, uuid, boolean) is
  'Records a moderator''s decision on every report of one item, for the reporters'' trust.';
revoke all on function private.record_report_outcomes(uuid, uuid, uuid, boolean) from public;

create or replace function public.remove_reported_item(p_item_type text, p_item_id uuid)
returns public.moderation_state
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_item record;
  v_turn uuid := case when p_item_type = 'turn' then p_item_id end;
begin
  perform private.require_moderator();
  select * into v_item from private.moderated_item(p_item_type, p_item_id);
  if v_item.state = 'removed' then
    return v_item.state;
  end if;
  perform private.record_report_outcomes(v_item.debate_id, v_item.response_id, v_turn, true);
  if v_turn is not null then
    update public.debate_turns set moderation_state = 'removed' where id = v_turn;
  elsif v_item.response_id is null then
    update public.debates set moderation_state = 'removed' where id = v_item.debate_id;
  else
    update public.threaded_responses set moderation_state = 'removed' where id = v_item.response_id;
  end if;
  if v_item.author_id is not null then
    insert into public.notifications (user_id, kind, debate_id, response_id, created_at)
    values (v_item.author_id, 'item_removed', v_item.debate_id, v_item.response_id, private.clock_now());
  end if;
  return 'removed'::public.moderation_state;
end;
$$;
comment on function public.remove_reported_item(text, uuid) is
  'Moderators: removes an item (a debate, a response or a person''s turn) for good (its author is notified and cannot bring it back).';

create or replace function public.restore_reported_item(p_item_type text, p_item_id uuid)
returns public.moderation_state
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_item record;
  v_turn uuid := case when p_item_type = 'turn' then p_item_id end;
begin
  perform private.require_moderator();
  select * into v_item from private.moderated_item(p_item_type, p_item_id);
  if v_item.state = 'removed' then
    raise exception using errcode = 'AG177', message = 'This was removed by a moderator and cannot be changed or shared again.';
  end if;
  perform private.record_report_outcomes(v_item.debate_id, v_item.response_id, v_turn, false);
  delete from public.reports r where r.id in (select i.id from private.item_reports(v_item.debate_id, v_item.response_id, v_turn) i);
  if v_turn is not null then
    update public.debate_turns set moderation_state = 'visible' where id = v_turn and moderation_state <> 'visible';
  elsif v_item.response_id is null then
    update public.debates set moderation_state = 'visible' where id = v_item.debate_id and moderation_state <> 'visible';
  else
    update public.threaded_responses set moderation_state = 'visible' where id = v_item.response_id and moderation_state <> 'visible';
  end if;
  return 'visible'::public.moderation_state;
end;
$$;
comment on function public.restore_reported_item(text, uuid) is 'Moderators: clears an item''s reports and makes it visible again.';

drop function private.record_report_outcomes(uuid, uuid, boolean);

-- -----------------------------------------------------------------------------
-- The public readers skip a turn that is not visible
-- -----------------------------------------------------------------------------
create or replace function public.debate_page(p_debate_id uuid)
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
                  from public.debate_turns tu where tu.debate_id = d.id and tu.moderation_state = 'visible'), '[]'::jsonb))
    from public.debates d
   where d.id = p_debate_id and private.debate_is_public(d)
$$;

create or replace function private.debate_card(p_debate public.debates)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with people as (select private.person_speakers_of(p_debate.id) as list)
  select jsonb_build_object(
    'id', p_debate.id,
    'topic', p_debate.topic,
    'categories', to_jsonb(p_debate.categories),
    'debate_style', p_debate.debate_style,
    'speakers', jsonb_build_array(
      jsonb_build_object('model', p_debate.speaker1_model, 'stance', p_debate.speaker1_stance,
                         'style', p_debate.speaker1_rhetoric_style,
                         'person', (select jsonb_build_object('name', e ->> 'name', 'handle', e ->> 'handle')
                                      from people, jsonb_array_elements(people.list) e where (e ->> 'speakerIndex')::int = 0)),
      jsonb_build_object('model', p_debate.speaker2_model, 'stance', p_debate.speaker2_stance,
                         'style', p_debate.speaker2_rhetoric_style,
                         'person', (select jsonb_build_object('name', e ->> 'name', 'handle', e ->> 'handle')
                                      from people, jsonb_array_elements(people.list) e where (e ->> 'speakerIndex')::int = 1))),
    'upvotes', t.upvotes,
    'downvotes', t.downvotes,
    'shared_at', p_debate.shared_at,
    'author_name', p_debate.user_display_name,
    'author_handle', (select p.handle from public.profiles p where p.id = p_debate.user_id),
    'opening', (select left(tu.text, 300) from public.debate_turns tu
                 where tu.debate_id = p_debate.id and tu.round_index = 0 and tu.speaker_index = 0 and tu.moderation_state = 'visible'),
    'verdict', private.public_verdict(p_debate.id),
    'generator', p_debate.generator,
    'stopped_after', p_debate.stopped_after)
    from public.debate_tallies t
   where t.debate_id = p_debate.id
$$;
