-- =============================================================================
-- Taking the floor: a debate's speaker is a model or a person.
--
-- A seat is a speaker index of a generation held by a person (`generation_seats`); the plan marks
-- that speaker's turns `person`, so the runner writes the model's turns and stops at the person's
-- (it resumes when they submit). A person debates a model (`begin_debate_as`: the model's three turns
-- are paid for, the person's cost nothing) or another person: a challenge (`challenges`) is a
-- generation with one seat taken, public or reachable by its invite link, whose empty seat the first
-- confirmed taker wins (`take_challenge`). Turns between people alternate with a deadline each; a
-- missed deadline forfeits the turn, a second one of the same person the debate — decided when the
-- debate is read (`private.settle_person_deadlines`, called wherever a generation is read or
-- written), with no scheduler. A debate between people spends no allowance.
--
-- Only the seat's owner writes a person's turn, only on their turn, once, within the lengths of
-- app_settings (`submit_person_turn`); nobody but the runner writes a model's turn
-- (`record_generation_turn` already refuses a plan entry that is not `model`).
--
-- "Your turn" goes to the person on their own topic (user:<id>) and, unless they opted out, into
-- an email outbox (`private.email_outbox`) that a small sender drains through the auth service's
-- SMTP (docs/people.md): the database never talks SMTP itself, and a row waits until it is sent.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Settings: the person's turn length, the deadline, and the limits on challenges
-- -----------------------------------------------------------------------------
alter table public.app_settings
  add column person_turn_min_chars integer not null default 80,
  add column person_turn_max_chars integer not null default 5000,
  add column person_turn_deadline_seconds integer not null default 86400,
  add column challenges_per_day integer not null default 10,
  add column open_challenges_per_person integer not null default 3,
  add constraint app_settings_person_turn_length_valid
    check (person_turn_min_chars >= 1 and person_turn_max_chars >= person_turn_min_chars and person_turn_max_chars <= 20000),
  add constraint app_settings_person_turn_deadline_positive check (person_turn_deadline_seconds > 0),
  add constraint app_settings_challenge_limits_positive check (challenges_per_day > 0 and open_challenges_per_person > 0);
comment on column public.app_settings.person_turn_min_chars is 'The shortest turn a person may submit (characters, trimmed).';
comment on column public.app_settings.person_turn_max_chars is 'The longest turn a person may submit (characters, trimmed).';
comment on column public.app_settings.person_turn_deadline_seconds is
  'How long a person has for each turn of a debate between people (24 h); a missed deadline forfeits the turn, a second the debate.';
comment on column public.app_settings.challenges_per_day is 'How many challenges a person may open in 24 hours.';
comment on column public.app_settings.open_challenges_per_person is 'How many of a person''s challenges may wait for an opponent at once.';

-- -----------------------------------------------------------------------------
-- Profiles: "your turn" by email, unless the person opts out
-- -----------------------------------------------------------------------------
alter table public.profiles add column turn_emails boolean not null default true;
comment on column public.profiles.turn_emails is 'Whether "your turn" in a debate between people is also emailed (on by default; the person turns it off).';

drop trigger require_second_factor on public.profiles;
create trigger require_second_factor before delete or update of display_name, handle, photo_url, turn_emails on public.profiles
  for each row execute function private.require_second_factor_for_writes();

-- -----------------------------------------------------------------------------
-- Generations: a forfeit ends a debate between people; a turn may be forfeited
-- -----------------------------------------------------------------------------
alter table public.debate_generations drop constraint debate_generations_stop_reason_valid;
alter table public.debate_generations
  add constraint debate_generations_stop_reason_valid
    check ((status = 'stopped') = (stop_reason is not null)
           and (stop_reason is null or stop_reason in ('owner', 'failed', 'interrupted', 'forfeit')));
comment on column public.debate_generations.stop_reason is
  'Why a stopped generation stopped: owner (Stop), failed (the runner could not go on), interrupted (the runner went silent) or forfeit (a person missed a second deadline).';

alter table public.generation_turns add column forfeited boolean not null default false,
  add constraint generation_turns_forfeit_is_person check (not forfeited or author_kind = 'person');
comment on column public.generation_turns.forfeited is 'A person''s turn whose deadline passed unanswered (its text says so).';

-- -----------------------------------------------------------------------------
-- table public.generation_seats
-- -----------------------------------------------------------------------------
create table public.generation_seats (
  generation_id uuid not null references public.debate_generations (id) on delete cascade,
  speaker_index smallint not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  taken_at timestamptz not null default now(),
  primary key (generation_id, speaker_index),
  constraint generation_seats_speaker_valid check (speaker_index between 0 and 1),
  constraint generation_seats_one_per_person unique (generation_id, user_id)
);
comment on table public.generation_seats is
  'The speakers of a generation who are people: who holds which seat (First Speaker 0, Second Speaker 1). Written only by the functions that start a debate, open a challenge or take its seat.';
create index generation_seats_user_idx on public.generation_seats (user_id, taken_at desc);

alter table public.generation_seats enable row level security;
revoke all on table public.generation_seats from anon, authenticated, service_role;
grant select on table public.generation_seats to authenticated;
grant select, insert, update, delete on table public.generation_seats to service_role;

-- Whether a person holds a seat of a generation (the rule functions' check).
create function private.is_seated(p_generation_id uuid, p_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select p_user_id is not null
     and exists (select 1 from public.generation_seats s where s.generation_id = p_generation_id and s.user_id = p_user_id)
$$;
comment on function private.is_seated(uuid, uuid) is 'Whether a person holds a seat of a generation.';
revoke all on function private.is_seated(uuid, uuid) from public;

-- A person reads their own seat; through it, the debate, its turns and its challenge (the other
-- seat's holder is shown by the rule functions, by name).
create policy "people read their own seats" on public.generation_seats for select to authenticated
  using (user_id = (select auth.uid()));
create policy "the speakers read their debate in the making" on public.debate_generations for select to authenticated
  using (exists (select 1 from public.generation_seats s where s.generation_id = debate_generations.id and s.user_id = (select auth.uid())));
create policy "the speakers read the turns of their debate" on public.generation_turns for select to authenticated
  using (exists (select 1 from public.generation_seats s
                  where s.generation_id = generation_turns.generation_id and s.user_id = (select auth.uid())));

create trigger require_second_factor before insert or update or delete on public.generation_seats
  for each row execute function private.require_second_factor_for_writes();
-- A person's turn is a person's write too (the runner's are the service role's: not affected; a turn
-- forfeited while someone reads the debate is bookkeeping, not their action).
create trigger require_second_factor before insert or update on public.generation_turns
  for each row when (new.author_kind = 'person' and not new.forfeited) execute function private.require_second_factor_for_writes();

-- -----------------------------------------------------------------------------
-- table public.challenges
-- -----------------------------------------------------------------------------
create table public.challenges (
  generation_id uuid primary key references public.debate_generations (id) on delete cascade,
  opener_id uuid not null references auth.users (id) on delete cascade,
  is_public boolean not null,
  invite_token text not null default replace(gen_random_uuid()::text, '-', ''),
  created_at timestamptz not null default now(),
  taken_at timestamptz,
  turn_due_at timestamptz,
  forfeited_by smallint,
  constraint challenges_invite_token_unique unique (invite_token),
  constraint challenges_due_once_taken check (turn_due_at is null or taken_at is not null),
  constraint challenges_forfeited_by_valid check (forfeited_by is null or forfeited_by between 0 and 1)
);
comment on table public.challenges is
  'A debate between people: opened with one seat taken, public (listed as an open challenge) or reachable by its invite link; the current turn''s deadline and who forfeited. Written only by the challenge functions.';
comment on column public.challenges.invite_token is 'The secret of the private invite link (whoever has it may take the empty seat).';
comment on column public.challenges.turn_due_at is 'When the current person''s turn is due; passed, the turn is forfeited when the debate is next read.';
comment on column public.challenges.forfeited_by is 'The speaker who missed a second deadline and so forfeited the debate.';
create index challenges_open_public_idx on public.challenges (created_at desc) where is_public and taken_at is null;
create index challenges_opener_idx on public.challenges (opener_id, created_at desc);

alter table public.challenges enable row level security;
revoke all on table public.challenges from anon, authenticated, service_role;
grant select on table public.challenges to authenticated;
grant select, insert, update, delete on table public.challenges to service_role;
create policy "the speakers read their challenge" on public.challenges for select to authenticated
  using (exists (select 1 from public.generation_seats s where s.generation_id = challenges.generation_id and s.user_id = (select auth.uid())));
-- Opening is the person's action (taking the seat writes a seat); a deadline moved while reading is not.
create trigger require_second_factor before insert or delete on public.challenges
  for each row execute function private.require_second_factor_for_writes();

-- -----------------------------------------------------------------------------
-- table private.email_outbox: mail the database wants sent
-- -----------------------------------------------------------------------------
create table private.email_outbox (
  id bigint generated always as identity primary key,
  user_id uuid references auth.users (id) on delete cascade,
  to_address text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null default now(),
  claimed_at timestamptz,
  sent_at timestamptz,
  attempts integer not null default 0,
  constraint email_outbox_subject_length check (char_length(subject) between 1 and 200),
  constraint email_outbox_body_length check (char_length(body) between 1 and 10000)
);
comment on table private.email_outbox is
  'Emails a rule asked for ("your turn"), waiting for the sender (claim_outbox_emails, mark_email_sent) to deliver them through the auth service''s SMTP.';
create index email_outbox_waiting_idx on private.email_outbox (created_at) where sent_at is null;
revoke all on table private.email_outbox from public, anon, authenticated, service_role;

-- -----------------------------------------------------------------------------
-- The plan with seats
-- -----------------------------------------------------------------------------
create function private.seated_plan(p_moderated boolean, p_person_speakers smallint[])
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_agg(case when e ->> 'role' = 'speaker' and (e ->> 'speakerIndex')::smallint = any (p_person_speakers)
                        then jsonb_set(e, '{author}', '"person"') else e end order by n)
    from jsonb_array_elements(private.default_plan(p_moderated)) with ordinality as x(e, n)
$$;
comment on function private.seated_plan(boolean, smallint[]) is
  'The plan of a new debate in which the given speakers are people: their speaker turns are the person''s to write.';
revoke all on function private.seated_plan(boolean, smallint[]) from public;

-- The first planned turn not yet written (the plan's length when all are).
create function private.next_sequence(p_generation_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.generation_turns t where t.generation_id = p_generation_id and t.complete
$$;
comment on function private.next_sequence(uuid) is 'The place of the first planned turn not yet written (turns are written in order).';
revoke all on function private.next_sequence(uuid) from public;

-- A person's turn, summarised when they gave no summary: its first sentence, shortened.
create function private.automatic_summary(p_text text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when char_length(s) <= 200 then s else pg_catalog.rtrim(left(s, 199)) || '…' end
    from (select pg_catalog.btrim(coalesce(substring(pg_catalog.btrim(p_text) from '^(.+?[.!?])(\s|$)'), pg_catalog.btrim(p_text)))
                 as s) x
$$;
comment on function private.automatic_summary(text) is 'A short summary of a person''s turn when they wrote none: its first sentence, at most 200 characters.';
revoke all on function private.automatic_summary(text) from public;

-- -----------------------------------------------------------------------------
-- "Your turn": the person's own topic, and the outbox
-- -----------------------------------------------------------------------------
create function private.tell_your_turn(p_generation_id uuid, p_sequence integer, p_due_at timestamptz)
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
  select * into v_profile from public.profiles p where p.id = v_user;
  if v_profile.turn_emails and v_profile.email is not null and p_due_at is not null then
    insert into private.email_outbox (user_id, to_address, subject, body)
    values (v_user, v_profile.email, 'Your turn: ' || left(v_generation.settings ->> 'topic', 150),
            'It is your turn in the debate "' || (v_generation.settings ->> 'topic') || '" (Round ' || (v_entry.round_index + 1)
            || '). Answer before ' || to_char(p_due_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') || ' UTC, or the turn is forfeited.'
            || E'\n\nOpen the debate: /challenges/' || p_generation_id::text
            || E'\n\nYou can turn these emails off in your profile settings.');
  end if;
end;
$$;
comment on function private.tell_your_turn(uuid, integer, timestamptz) is
  'Tells the person whose turn comes next: on their own topic (your_turn) and, unless they opted out, by email through the outbox.';
revoke all on function private.tell_your_turn(uuid, integer, timestamptz) from public;

-- Both speakers hear of a person's turn (the owner's engine and the other person's page).
create function private.broadcast_to_speakers(p_generation_id uuid, p_event text, p_payload jsonb)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  select realtime.send(p_payload, p_event, 'user:' || u::text, true)
    from (select g.user_id as u from public.debate_generations g where g.id = p_generation_id
          union
          select s.user_id from public.generation_seats s where s.generation_id = p_generation_id) x
$$;
comment on function private.broadcast_to_speakers(uuid, text, jsonb) is
  'Sends a change of a debate to its owner''s and every seated person''s own topic.';
revoke all on function private.broadcast_to_speakers(uuid, text, jsonb) from public;

-- -----------------------------------------------------------------------------
-- Completing a debate with no model turns left to write
-- -----------------------------------------------------------------------------
create function private.complete_written_generation(p_generation_id uuid)
returns public.debate_generations
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_generation public.debate_generations;
begin
  update public.debate_generations g
     set status = 'completed', finished_at = private.clock_now(),
         turns = r.turns, moderator_opening = r.moderator_opening, moderator_closing = r.moderator_closing,
         generator = coalesce(r.generator, 'provider')
    from private.recorded_debate_fields(p_generation_id) r
   where g.id = p_generation_id and g.status = 'running'
  returning g.* into v_generation;
  perform private.broadcast_to_speakers(p_generation_id, 'generation_status',
    jsonb_build_object('generation_id', p_generation_id, 'status', 'completed', 'stop_reason', null));
  return v_generation;
end;
$$;
comment on function private.complete_written_generation(uuid) is
  'Completes a running generation whose every planned turn is written and none is the runner''s (a debate between people).';
revoke all on function private.complete_written_generation(uuid) from public;

-- -----------------------------------------------------------------------------
-- Deadlines and forfeits, decided when a debate between people is read
-- -----------------------------------------------------------------------------
create function private.settle_person_deadlines(p_generation public.debate_generations)
returns public.debate_generations
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_generation public.debate_generations := p_generation;
  v_challenge public.challenges;
  v_next integer;
  v_entry record;
  v_user uuid;
  v_due timestamptz;
  v_deadline interval := make_interval(secs => (private.settings()).person_turn_deadline_seconds);
begin
  select * into v_challenge from public.challenges c where c.generation_id = v_generation.id for update;
  if not found or v_challenge.turn_due_at is null then
    return v_generation;
  end if;
  v_due := v_challenge.turn_due_at;
  while v_generation.status = 'running' and v_due < private.clock_now() loop
    v_next := private.next_sequence(v_generation.id);
    select * into v_entry from private.planned_turn(v_generation.plan, v_next);
    exit when not found or v_entry.author <> 'person';
    select s.user_id into v_user from public.generation_seats s
     where s.generation_id = v_generation.id and s.speaker_index = v_entry.speaker_index;
    delete from public.generation_turns t where t.generation_id = v_generation.id and t.sequence = v_next;
    insert into public.generation_turns (generation_id, sequence, role, round_index, speaker_index, text, summary, complete,
                                         author_kind, author_id, forfeited, updated_at)
    values (v_generation.id, v_next, v_entry.role, v_entry.round_index, v_entry.speaker_index,
            'No answer before the deadline: this turn is forfeited.', 'Forfeited', true, 'person', v_user, true, v_due);
    -- The second missed deadline of the same person forfeits the debate.
    if (select count(*) from public.generation_turns t
         where t.generation_id = v_generation.id and t.forfeited and t.speaker_index = v_entry.speaker_index) >= 2 then
      update public.challenges c set forfeited_by = v_entry.speaker_index, turn_due_at = null where c.generation_id = v_generation.id;
      v_generation := private.settle_stopped(v_generation.id, 'forfeit');
      perform private.broadcast_to_speakers(v_generation.id, 'generation_status',
        jsonb_build_object('generation_id', v_generation.id, 'status', 'stopped', 'stop_reason', 'forfeit'));
      return v_generation;
    end if;
    if v_next + 1 >= jsonb_array_length(v_generation.plan) then
      update public.challenges c set turn_due_at = null where c.generation_id = v_generation.id;
      return private.complete_written_generation(v_generation.id);
    end if;
    -- The next person's clock starts when the missed one ran out.
    v_due := v_due + v_deadline;
    update public.challenges c set turn_due_at = v_due where c.generation_id = v_generation.id;
    perform private.tell_your_turn(v_generation.id, v_next + 1, v_due);
  end loop;
  return v_generation;
end;
$$;
comment on function private.settle_person_deadlines(public.debate_generations) is
  'Forfeits every person''s turn of a debate between people whose deadline has passed (each next deadline runs from the missed one); a person''s second forfeit ends the debate (stopped: forfeit). Decided when the debate is read, no scheduler.';
revoke all on function private.settle_person_deadlines(public.debate_generations) from public;

-- A generation waiting for a person has no runner to go silent; a debate between people has deadlines instead.
create or replace function private.settle_if_interrupted(p_generation public.debate_generations)
returns public.debate_generations
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_generation.status <> 'running' then
    return p_generation;
  end if;
  if exists (select 1 from public.challenges c where c.generation_id = p_generation.id) then
    return private.settle_person_deadlines(p_generation);
  end if;
  if exists (select 1 from public.generation_seats s where s.generation_id = p_generation.id) then
    -- A person's debate with a model stays open: waiting for the person, or for its runner to be resumed.
    return p_generation;
  end if;
  if coalesce(p_generation.heartbeat_at, p_generation.created_at)
       + make_interval(secs => (private.settings()).generation_stale_seconds) < private.clock_now() then
    return private.settle_stopped(p_generation.id, 'interrupted');
  end if;
  return p_generation;
end;
$$;
comment on function private.settle_if_interrupted(public.debate_generations) is
  'Brings a running generation up to date when read: a silent runner (generation_stale_seconds) stops it (interrupted); a person''s debate with a model waits for the person or a resumed runner; a debate between people applies its deadlines.';

-- -----------------------------------------------------------------------------
-- The engine's view: seats, whose turn, the deadline
-- -----------------------------------------------------------------------------
create function private.generation_seats_json(p_generation_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('speakerIndex', s.speaker_index, 'userId', s.user_id,
                                               'name', private.author_name_of(s.user_id),
                                               'handle', (select p.handle from public.profiles p where p.id = s.user_id))
                            order by s.speaker_index), '[]'::jsonb)
    from public.generation_seats s where s.generation_id = p_generation_id
$$;
comment on function private.generation_seats_json(uuid) is 'The seats of a generation held by people: speaker, person, display name and handle.';
revoke all on function private.generation_seats_json(uuid) from public;

create or replace function private.generation_json(p_generation public.debate_generations)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', p_generation.id,
    'status', p_generation.status,
    'stopReason', p_generation.stop_reason,
    'settings', p_generation.settings,
    'generator', p_generation.generator,
    'createdAt', p_generation.created_at,
    'finishedAt', p_generation.finished_at,
    'turnCount', jsonb_array_length(p_generation.plan),
    'savedDebateId', (select d.id from public.debates d where d.generation_id = p_generation.id),
    'discarded', p_generation.discarded_at is not null,
    'origin', case when p_generation.family_kind is not null then jsonb_build_object(
      'kind', p_generation.family_kind,
      'debateId', coalesce(p_generation.continued_from, p_generation.rematch_of),
      'afterLabel', private.turn_point_label(p_generation.continued_after)) end,
    'seats', private.generation_seats_json(p_generation.id),
    'nextSequence', private.next_sequence(p_generation.id),
    'plan', p_generation.plan,
    'challenge', (select jsonb_build_object('isPublic', c.is_public, 'taken', c.taken_at is not null, 'turnDueAt', c.turn_due_at,
                                            'forfeitedBy', c.forfeited_by,
                                            'inviteToken', case when c.opener_id = auth.uid() then c.invite_token end)
                    from public.challenges c where c.generation_id = p_generation.id),
    'turns', private.generation_turns_json(p_generation.id))
$$;
comment on function private.generation_json(public.debate_generations) is
  'A generation as the engine shows it: status, why it stopped, settings, its plan and the next turn to write, the people in its seats, its challenge (the invite token for its opener only), where it comes from, whether it is saved or discarded, and its turns.';

create or replace function private.generation_turns_json(p_generation_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'sequence', t.sequence, 'role', t.role, 'roundIndex', t.round_index, 'speakerIndex', t.speaker_index,
           'phase', t.phase, 'questionIndex', t.question_index, 'text', t.text, 'summary', coalesce(t.summary, ''),
           'fallback', t.fallback, 'complete', t.complete, 'authorKind', t.author_kind, 'model', t.model,
           'inherited', t.inherited, 'inheritedFrom', t.inherited_from, 'forfeited', t.forfeited,
           'authorName', case when t.author_kind = 'person' then private.author_name_of(t.author_id) end)
         order by t.sequence), '[]'::jsonb)
    from public.generation_turns t
   where t.generation_id = p_generation_id
$$;
comment on function private.generation_turns_json(uuid) is
  'A generation''s turns, in order, as the engine reads them: who wrote each (and a person''s name), whether it was copied and from where, whether a person forfeited it.';

-- -----------------------------------------------------------------------------
-- function public.begin_debate_as: a person against a model
-- -----------------------------------------------------------------------------
create function public.begin_debate_as(p_settings jsonb, p_seat integer)
returns table (generation_id uuid, free_debates_remaining integer, total_debates integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid();
  v_settings jsonb;
  v_usage public.debate_usage;
  v_id uuid;
begin
  perform private.require_confirmed(v_uid);
  if p_seat is null or p_seat not between 0 and 1 then
    perform private.invalid_setting('seat', 'must be 0 (First Speaker) or 1 (Second Speaker)');
  end if;
  v_settings := private.validate_debate_settings(p_settings);
  -- Only the model's three turns are paid for: the person's cost nothing.
  v_usage := private.spend_turns(v_uid, 3);
  v_id := private.open_generation(v_uid, v_settings,
                                  private.seated_plan((v_settings ->> 'moderatorEnabled')::boolean, array[p_seat::smallint]), 3);
  insert into public.generation_seats (generation_id, speaker_index, user_id, taken_at)
  values (v_id, p_seat, v_uid, private.clock_now());
  update public.debate_generations g set heartbeat_at = private.clock_now() where g.id = v_id;
  return query select v_id, v_usage.free_debates_remaining, v_usage.total_debates;
end;
$$;
comment on function public.begin_debate_as(jsonb, integer) is
  'Starts a debate in which the caller speaks as First (0) or Second Speaker (1) against a model: settings validated as begin_debate''s, the model''s three turns paid for (AG001 when not covered), the caller''s seat taken (confirmed accounts only, AG350).';
revoke all on function public.begin_debate_as(jsonb, integer) from public;
grant execute on function public.begin_debate_as(jsonb, integer) to authenticated;

-- -----------------------------------------------------------------------------
-- Challenges: open, list, take
-- -----------------------------------------------------------------------------
alter table private.rate_limit_events drop constraint rate_limit_events_action_valid,
  add constraint rate_limit_events_action_valid check (action in ('response', 'report', 'challenge'));

create or replace function private.consume_rate_limit(p_user_id uuid, p_action text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_settings public.app_settings := private.settings();
  v_now timestamptz := private.clock_now();
  v_wait integer;
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('agora.rate_limit:' || p_action || ':' || p_user_id, 0));

  if p_action = 'response' then
    v_wait := private.seconds_until_allowed(p_user_id, p_action, interval '1 day', v_settings.responses_per_day);
    if v_wait > 0 then
      raise exception using errcode = 'AG141', detail = v_wait::text,
        message = 'You have reached the limit of ' || v_settings.responses_per_day
                  || ' responses a day. Try again in ' || private.wait_phrase(v_wait) || '.';
    end if;
    v_wait := private.seconds_until_allowed(p_user_id, p_action, interval '1 minute', v_settings.responses_per_minute);
    if v_wait > 0 then
      raise exception using errcode = 'AG140', detail = v_wait::text,
        message = 'You are posting too fast. Try again in ' || private.wait_phrase(v_wait) || '.';
    end if;
  elsif p_action = 'report' then
    v_wait := private.seconds_until_allowed(p_user_id, p_action, interval '1 hour', v_settings.reports_per_hour);
    if v_wait > 0 then
      raise exception using errcode = 'AG142', detail = v_wait::text,
        message = 'You are reporting too often. Try again in ' || private.wait_phrase(v_wait) || '.';
    end if;
  elsif p_action = 'challenge' then
    v_wait := private.seconds_until_allowed(p_user_id, p_action, interval '1 day', v_settings.challenges_per_day);
    if v_wait > 0 then
      raise exception using errcode = 'AG417', detail = v_wait::text,
        message = 'You have opened ' || v_settings.challenges_per_day || ' challenges today. Try again in '
                  || private.wait_phrase(v_wait) || '.';
    end if;
  end if;

  delete from private.rate_limit_events
   where user_id = p_user_id and action = p_action and happened_at <= v_now - interval '1 day';
  insert into private.rate_limit_events (user_id, action, happened_at) values (p_user_id, p_action, v_now);
end;
$$;

create function public.open_challenge(p_settings jsonb, p_seat integer, p_public boolean)
returns table (generation_id uuid, invite_token text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid();
  v_settings jsonb;
  v_id uuid;
  v_token text;
  v_open integer;
begin
  perform private.require_confirmed(v_uid);
  if p_seat is null or p_seat not between 0 and 1 then
    perform private.invalid_setting('seat', 'must be 0 (First Speaker) or 1 (Second Speaker)');
  end if;
  if p_public is null then
    perform private.invalid_setting('public', 'must say whether the challenge is listed');
  end if;
  v_settings := private.validate_debate_settings(p_settings);
  if (v_settings ->> 'moderatorEnabled')::boolean then
    perform private.invalid_setting('moderatorEnabled', 'a debate between people has no moderator');
  end if;
  select count(*) into v_open from public.challenges c join public.debate_generations g on g.id = c.generation_id
   where c.opener_id = v_uid and c.taken_at is null and g.status = 'running' and g.discarded_at is null;
  if v_open >= (private.settings()).open_challenges_per_person then
    raise exception using errcode = 'AG418',
      message = 'You already have ' || v_open || ' challenges waiting for an opponent.';
  end if;
  perform private.consume_rate_limit(v_uid, 'challenge');
  -- Nothing is paid for: no model writes a turn of a debate between people.
  v_id := private.open_generation(v_uid, v_settings, private.seated_plan(false, array[0, 1]::smallint[]), 0);
  insert into public.generation_seats (generation_id, speaker_index, user_id, taken_at)
  values (v_id, p_seat, v_uid, private.clock_now());
  insert into public.challenges (generation_id, opener_id, is_public, created_at)
  values (v_id, v_uid, p_public, private.clock_now())
  returning challenges.invite_token into v_token;
  return query select v_id, v_token;
end;
$$;
comment on function public.open_challenge(jsonb, integer, boolean) is
  'Opens a debate between people with the caller in one seat (no moderator, nothing spent): public, or reachable only by its invite link. Confirmed accounts only (AG350); at most challenges_per_day a day (AG417) and open_challenges_per_person waiting at once (AG418).';
revoke all on function public.open_challenge(jsonb, integer, boolean) from public;
grant execute on function public.open_challenge(jsonb, integer, boolean) to authenticated;

create function public.list_open_challenges(p_limit integer default 20)
returns table (generation_id uuid, topic text, debate_style text, open_seat smallint, opener_name text, opener_handle text,
               created_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select c.generation_id, g.settings ->> 'topic', g.settings ->> 'debateStyle', (1 - s.speaker_index)::smallint,
         private.author_name_of(c.opener_id), (select p.handle from public.profiles p where p.id = c.opener_id), c.created_at
    from public.challenges c
    join public.debate_generations g on g.id = c.generation_id
    join public.generation_seats s on s.generation_id = c.generation_id and s.user_id = c.opener_id
   where c.is_public and c.taken_at is null and g.status = 'running' and g.discarded_at is null
   order by c.created_at desc, c.generation_id
   limit least(greatest(coalesce(p_limit, 20), 1), 100)
$$;
comment on function public.list_open_challenges(integer) is
  'The public challenges still waiting for an opponent, newest first: the motion, the empty seat and who opened it.';
revoke all on function public.list_open_challenges(integer) from public;
grant execute on function public.list_open_challenges(integer) to anon, authenticated, service_role;

create function public.take_challenge(p_generation_id uuid, p_invite_token text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid();
  v_challenge public.challenges;
  v_generation public.debate_generations;
  v_seat smallint;
  v_due timestamptz;
begin
  perform private.require_confirmed(v_uid);
  -- The lock decides the race: whoever gets it second finds the seat taken.
  select * into v_challenge from public.challenges c where c.generation_id = p_generation_id for update;
  if not found or not (v_challenge.is_public or v_challenge.invite_token = coalesce(p_invite_token, '')) then
    raise exception using errcode = 'AG414', message = 'Challenge not found.';
  end if;
  select * into v_generation from public.debate_generations g where g.id = p_generation_id for update;
  if v_challenge.opener_id = v_uid then
    raise exception using errcode = 'AG416', message = 'This is your own challenge: someone else takes the other seat.';
  end if;
  if v_challenge.taken_at is not null or v_generation.status <> 'running' or v_generation.discarded_at is not null then
    raise exception using errcode = 'AG415', message = 'Someone has already taken this seat.';
  end if;
  select 1 - s.speaker_index into v_seat from public.generation_seats s where s.generation_id = p_generation_id;
  insert into public.generation_seats (generation_id, speaker_index, user_id, taken_at)
  values (p_generation_id, v_seat, v_uid, private.clock_now());
  v_due := private.clock_now() + make_interval(secs => (private.settings()).person_turn_deadline_seconds);
  update public.challenges c set taken_at = private.clock_now(), turn_due_at = v_due where c.generation_id = p_generation_id;
  update public.debate_generations g set heartbeat_at = private.clock_now() where g.id = p_generation_id
  returning g.* into v_generation;
  perform private.broadcast_to_speakers(p_generation_id, 'seat_taken',
    jsonb_build_object('generation_id', p_generation_id, 'speaker_index', v_seat, 'name', private.author_name_of(v_uid)));
  perform private.tell_your_turn(p_generation_id, 0, v_due);
  return private.generation_json(v_generation);
end;
$$;
comment on function public.take_challenge(uuid, text) is
  'Takes the empty seat of a challenge (public, or with its invite token; AG414 otherwise): confirmed accounts only (AG350), not one''s own (AG416), exactly one taker wins (AG415 for the rest). The First Speaker''s clock starts and they are told it is their turn.';
revoke all on function public.take_challenge(uuid, text) from public;
grant execute on function public.take_challenge(uuid, text) to authenticated;

create function public.get_person_debate(p_generation_id uuid, p_invite_token text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_challenge public.challenges;
  v_generation public.debate_generations;
begin
  select * into v_challenge from public.challenges c where c.generation_id = p_generation_id;
  if not (private.is_seated(p_generation_id, v_uid)
          or (found and v_challenge.taken_at is null
              and (v_challenge.is_public or v_challenge.invite_token = coalesce(p_invite_token, '')))) then
    raise exception using errcode = 'AG414', message = 'Challenge not found.';
  end if;
  select * into v_generation from public.debate_generations g where g.id = p_generation_id for update;
  v_generation := private.settle_if_interrupted(v_generation);
  return private.generation_json(v_generation)
         || jsonb_build_object('turnLength', jsonb_build_object('min', (private.settings()).person_turn_min_chars,
                                                                'max', (private.settings()).person_turn_max_chars));
end;
$$;
comment on function public.get_person_debate(uuid, text) is
  'A debate with a person as its seated speakers see it (against a model, or between people), its deadlines applied first, with the lengths a person''s turn may have; while a challenge''s seat is empty, anyone with the listing or the invite link reads it too; AG414 for anyone else.';
revoke all on function public.get_person_debate(uuid, text) from public;
grant execute on function public.get_person_debate(uuid, text) to anon, authenticated;

create function public.list_my_person_debates()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid();
  v_generation public.debate_generations;
  v_out jsonb := '[]'::jsonb;
begin
  for v_generation in
    select g.* from public.debate_generations g
      join public.generation_seats s on s.generation_id = g.id and s.user_id = v_uid
      join public.challenges c on c.generation_id = g.id
     where g.discarded_at is null
     order by g.created_at desc limit 50
     for update of g
  loop
    v_generation := private.settle_if_interrupted(v_generation);
    v_out := v_out || jsonb_build_array(private.generation_json(v_generation) - 'turns' - 'plan');
  end loop;
  return v_out;
end;
$$;
comment on function public.list_my_person_debates() is
  'The caller''s debates with other people (newest 50), deadlines applied: the community tabs'' "Your challenges".';
revoke all on function public.list_my_person_debates() from public;
grant execute on function public.list_my_person_debates() to authenticated;

-- -----------------------------------------------------------------------------
-- function public.submit_person_turn
-- -----------------------------------------------------------------------------
create function public.submit_person_turn(p_generation_id uuid, p_sequence integer, p_text text, p_summary text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid();
  v_generation public.debate_generations;
  v_entry record;
  v_seat_user uuid;
  v_next integer;
  v_text text := pg_catalog.btrim(coalesce(p_text, ''));
  v_summary text := nullif(pg_catalog.btrim(coalesce(p_summary, '')), '');
  v_settings public.app_settings := private.settings();
  v_due timestamptz;
  v_is_challenge boolean;
begin
  select * into v_generation from public.debate_generations g where g.id = p_generation_id for update;
  if not found or not private.is_seated(p_generation_id, v_uid) then
    raise exception using errcode = 'AG020', message = 'Debate generation not found.';
  end if;
  v_is_challenge := exists (select 1 from public.challenges c where c.generation_id = p_generation_id);
  if v_is_challenge and not exists (select 1 from public.challenges c where c.generation_id = p_generation_id and c.taken_at is not null) then
    raise exception using errcode = 'AG410', message = 'It is not your turn.';
  end if;
  v_generation := private.settle_if_interrupted(v_generation);
  -- A turn whose deadline passed was forfeited just now (or earlier): too late.
  if exists (select 1 from public.generation_turns t
              where t.generation_id = p_generation_id and t.sequence = p_sequence and t.forfeited)
     or v_generation.stop_reason = 'forfeit' then
    raise exception using errcode = 'AG419', message = 'The deadline for this turn has passed: it was forfeited.';
  end if;
  if v_generation.status <> 'running' then
    raise exception using errcode = 'AG021', message = 'This debate generation has already ended.';
  end if;

  select * into v_entry from private.planned_turn(v_generation.plan, p_sequence);
  if not found then
    raise exception using errcode = 'AG023', message = 'This turn is not part of the debate.';
  end if;
  if v_entry.author <> 'person' then
    raise exception using errcode = 'AG413', message = 'A model''s turn is written only by the debate''s runner.';
  end if;
  select s.user_id into v_seat_user from public.generation_seats s
   where s.generation_id = p_generation_id and s.speaker_index = v_entry.speaker_index;
  if v_seat_user is distinct from v_uid then
    raise exception using errcode = 'AG410', message = 'It is not your turn.';
  end if;
  v_next := private.next_sequence(p_generation_id);
  if p_sequence < v_next then
    raise exception using errcode = 'AG411', message = 'You have already written this turn.';
  end if;
  if p_sequence > v_next then
    raise exception using errcode = 'AG410', message = 'It is not your turn.';
  end if;
  if char_length(v_text) not between v_settings.person_turn_min_chars and v_settings.person_turn_max_chars then
    raise exception using errcode = 'AG412', detail = char_length(v_text)::text,
      message = 'A turn is ' || v_settings.person_turn_min_chars || ' to ' || v_settings.person_turn_max_chars
                || ' characters; this one is ' || char_length(v_text) || '.';
  end if;
  if v_summary is not null and char_length(v_summary) > 300 then
    raise exception using errcode = 'AG412', detail = char_length(v_summary)::text,
      message = 'A summary is at most 300 characters; this one is ' || char_length(v_summary) || '.';
  end if;

  insert into public.generation_turns (generation_id, sequence, role, round_index, speaker_index, phase, question_index,
                                       text, summary, complete, author_kind, author_id, updated_at)
  values (p_generation_id, p_sequence, v_entry.role, v_entry.round_index, v_entry.speaker_index, v_entry.phase,
          v_entry.question_index, v_text, coalesce(v_summary, private.automatic_summary(v_text)), true, 'person', v_uid,
          private.clock_now());
  -- The runner (if a model speaks next) starts from now.
  update public.debate_generations g set heartbeat_at = private.clock_now() where g.id = p_generation_id
  returning g.* into v_generation;

  perform private.broadcast_to_speakers(p_generation_id, 'generation_turn', jsonb_build_object(
    'generation_id', p_generation_id, 'sequence', p_sequence, 'role', v_entry.role, 'round_index', v_entry.round_index,
    'speaker_index', v_entry.speaker_index, 'phase', v_entry.phase, 'question_index', v_entry.question_index,
    'text', v_text, 'summary', coalesce(v_summary, private.automatic_summary(v_text)), 'fallback', false, 'complete', true,
    'author_kind', 'person', 'author_name', private.author_name_of(v_uid)));

  if v_is_challenge then
    if p_sequence + 1 >= jsonb_array_length(v_generation.plan) then
      update public.challenges c set turn_due_at = null where c.generation_id = p_generation_id;
      v_generation := private.complete_written_generation(p_generation_id);
    else
      v_due := private.clock_now() + make_interval(secs => v_settings.person_turn_deadline_seconds);
      update public.challenges c set turn_due_at = v_due where c.generation_id = p_generation_id;
      perform private.tell_your_turn(p_generation_id, p_sequence + 1, v_due);
    end if;
  end if;
  -- What changed, not the whole debate: the pages read it again when they are told.
  return jsonb_build_object('id', p_generation_id, 'status', v_generation.status, 'nextSequence', p_sequence + 1);
end;
$$;
comment on function public.submit_person_turn(uuid, integer, text, text) is
  'The seat''s owner writes their turn: only on their turn (AG410), once (AG411), within the lengths of app_settings (AG412), never a model''s turn (AG413), not after its deadline (AG419, forfeited when read); the summary is theirs or the first sentence. In a debate between people the next person''s clock starts and they are told; the last turn completes the debate. Returns the status and the next turn''s place.';
revoke all on function public.submit_person_turn(uuid, integer, text, text) from public;
grant execute on function public.submit_person_turn(uuid, integer, text, text) to authenticated;

-- -----------------------------------------------------------------------------
-- function public.claim_generation_run: a person's debate with a model goes on
-- -----------------------------------------------------------------------------
create function public.claim_generation_run(p_generation_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid();
  v_generation public.debate_generations;
  v_entry record;
begin
  select * into v_generation from public.debate_generations g where g.id = p_generation_id for update;
  if not found or not private.is_seated(p_generation_id, v_uid) then
    raise exception using errcode = 'AG020', message = 'Debate generation not found.';
  end if;
  if v_generation.status <> 'running' then
    raise exception using errcode = 'AG021', message = 'This debate generation has already ended.';
  end if;
  select * into v_entry from private.planned_turn(v_generation.plan, private.next_sequence(p_generation_id));
  -- Nothing for a runner to write (a person's turn is next), or a runner is at work (it reported lately).
  if (found and v_entry.author <> 'model')
     or (v_generation.heartbeat_at is not null and v_generation.heartbeat_at > private.clock_now() - interval '2 seconds'
         and exists (select 1 from public.generation_turns t where t.generation_id = p_generation_id and not t.complete)) then
    raise exception using errcode = 'AG420', message = 'The debate is not waiting for the model.';
  end if;
  update public.debate_generations g set heartbeat_at = private.clock_now() where g.id = p_generation_id
  returning g.* into v_generation;
  return private.generation_json(v_generation);
end;
$$;
comment on function public.claim_generation_run(uuid) is
  'A seated person asks the runner to go on with their debate with a model (after their turn, or again after a failure): refused when a person''s turn is next or a runner is at work (AG420).';
revoke all on function public.claim_generation_run(uuid) from public;
grant execute on function public.claim_generation_run(uuid) to authenticated;

-- -----------------------------------------------------------------------------
-- The outbox's sender (service role)
-- -----------------------------------------------------------------------------
create function public.claim_outbox_emails(p_limit integer default 20)
returns table (id bigint, to_address text, subject text, body text)
language sql
volatile
security definer
set search_path = ''
as $$
  update private.email_outbox o
     set claimed_at = private.clock_now(), attempts = o.attempts + 1
   where o.id in (select w.id from private.email_outbox w
                   where w.sent_at is null and w.attempts < 5
                     and (w.claimed_at is null or w.claimed_at < private.clock_now() - interval '5 minutes')
                   order by w.created_at limit least(greatest(coalesce(p_limit, 20), 1), 100)
                   for update skip locked)
  returning o.id, o.to_address, o.subject, o.body
$$;
comment on function public.claim_outbox_emails(integer) is
  'Service role only (the sender): claims the oldest unsent emails (a claim lapses after 5 minutes; five attempts at most).';
revoke all on function public.claim_outbox_emails(integer) from public;
grant execute on function public.claim_outbox_emails(integer) to service_role;

create function public.mark_email_sent(p_id bigint)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update private.email_outbox o set sent_at = private.clock_now() where o.id = p_id
$$;
comment on function public.mark_email_sent(bigint) is 'Service role only (the sender): records an email as delivered.';
revoke all on function public.mark_email_sent(bigint) from public;
grant execute on function public.mark_email_sent(bigint) to service_role;

create function public.set_turn_emails(p_on boolean)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid();
begin
  update public.profiles p set turn_emails = coalesce(p_on, true), updated_at = private.clock_now() where p.id = v_uid;
  return coalesce(p_on, true);
end;
$$;
comment on function public.set_turn_emails(boolean) is 'The caller turns "your turn" emails on or off.';
revoke all on function public.set_turn_emails(boolean) from public;
grant execute on function public.set_turn_emails(boolean) to authenticated;

-- -----------------------------------------------------------------------------
-- A debate with a person in it counts on no model's record (it is not a match between models)
-- -----------------------------------------------------------------------------
create or replace function private.unlist_continuation_verdict()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.listed and (exists (select 1 from public.debates d where d.id = new.debate_id and d.family_kind = 'continuation')
                     or exists (select 1 from public.debate_turns t where t.debate_id = new.debate_id and t.author_kind = 'person')) then
    new.listed := false;
  end if;
  return new;
end;
$$;
comment on function private.unlist_continuation_verdict() is
  'Keeps off the models'' leaderboard the verdicts of a continuation (its copied turns were written by other speakers than the ones it names) and of a debate a person spoke in.';

create or replace function public.judges_model_leaderboard()
returns table (model text, rating numeric, ci_low numeric, ci_high numeric, debates numeric)
language sql
stable
security definer
set search_path = ''
as $$
  select b.player, b.rating, b.ci_low, b.ci_high, b.matches
    from private.bradley_terry((
      select coalesce(jsonb_agg(jsonb_build_object(
               'a', d.speaker1_model, 'b', d.speaker2_model,
               'wins_a', (p.verdict = 'first')::integer, 'wins_b', (p.verdict = 'second')::integer,
               'ties', (p.verdict = 'tie')::integer)), '[]'::jsonb)
        from public.judge_panels p
        join public.debates d on d.id = p.debate_id
       where p.status = 'complete' and p.generator = 'provider' and p.verdict in ('first', 'second', 'tie')
         and d.generator = 'provider' and d.is_public and d.moderation_state = 'visible'
         and d.family_kind is distinct from 'continuation'
         and not exists (select 1 from public.debate_turns t where t.debate_id = d.id and t.author_kind = 'person')
    )) b
   order by b.rating desc, b.player
$$;
comment on function public.judges_model_leaderboard() is
  'The debaters'' models rated by the AI judges'' verdicts on shared debates (Bradley–Terry, Elo scale, 95 % intervals), beside the readers'' leaderboard; continuations, whose turns more than one pair wrote, and debates a person spoke in do not count.';

-- -----------------------------------------------------------------------------
-- table public.debate_ballots: a ballot that teaches, for each person's side
-- -----------------------------------------------------------------------------
create table public.debate_ballots (
  generation_id uuid not null references public.debate_generations (id) on delete cascade,
  speaker_index smallint not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  judge text not null,
  ballot jsonb not null,
  created_at timestamptz not null default now(),
  primary key (generation_id, speaker_index),
  constraint debate_ballots_speaker_valid check (speaker_index between 0 and 1),
  constraint debate_ballots_judge_valid check (judge in ('offline-demo', 'provider')),
  constraint debate_ballots_shape check (
    jsonb_typeof(ballot -> 'arguments') = 'array' and jsonb_typeof(ballot -> 'dropped') = 'array'
    and jsonb_typeof(ballot -> 'improvements') = 'array' and jsonb_array_length(ballot -> 'improvements') between 2 and 3)
);
comment on table public.debate_ballots is
  'For each person''s side of a finished debate: their arguments marked strong or weak with the reason, the opponent''s arguments they dropped, and two or three things to do better. Private to its person until the debate is shared. Written only by record_ballot (the judges).';
alter table public.debate_ballots enable row level security;
revoke all on table public.debate_ballots from anon, authenticated, service_role;
grant select on table public.debate_ballots to authenticated;
grant select, insert, update, delete on table public.debate_ballots to service_role;
create policy "people read their own ballots" on public.debate_ballots for select to authenticated
  using (user_id = (select auth.uid()));

create function public.record_ballot(p_generation_id uuid, p_speaker_index integer, p_judge text, p_ballot jsonb)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid;
  v_status text;
begin
  select g.status into v_status from public.debate_generations g where g.id = p_generation_id;
  if v_status is null then
    raise exception using errcode = 'AG020', message = 'Debate generation not found.';
  end if;
  if v_status = 'running' then
    raise exception using errcode = 'AG021', message = 'A ballot is written once the debate has ended.';
  end if;
  select s.user_id into v_user from public.generation_seats s
   where s.generation_id = p_generation_id and s.speaker_index = p_speaker_index;
  if v_user is null then
    raise exception using errcode = 'AG023', message = 'A ballot is for a person''s side.';
  end if;
  insert into public.debate_ballots (generation_id, speaker_index, user_id, judge, ballot, created_at)
  values (p_generation_id, p_speaker_index, v_user, p_judge, p_ballot, private.clock_now())
  on conflict (generation_id, speaker_index) do nothing;
  return found;
end;
$$;
comment on function public.record_ballot(uuid, integer, text, jsonb) is
  'Service role only (the judges): records the ballot of a person''s side once the debate has ended (AG020, AG021, AG023), once.';
revoke all on function public.record_ballot(uuid, integer, text, jsonb) from public;
grant execute on function public.record_ballot(uuid, integer, text, jsonb) to service_role;

-- The ballots a reader may see: their own, and every one of a debate shared with the community.
create function private.ballots_json(p_generation_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('speakerIndex', b.speaker_index, 'judge', b.judge) || b.ballot
                            order by b.speaker_index), '[]'::jsonb)
    from public.debate_ballots b
   where b.generation_id = p_generation_id
     and (b.user_id = auth.uid()
          or exists (select 1 from public.debates d
                      where d.generation_id = p_generation_id and d.is_public and d.moderation_state = 'visible'))
$$;
comment on function private.ballots_json(uuid) is 'A debate''s ballots as the reader may see them: their own, or all once the debate is shared and visible.';
revoke all on function private.ballots_json(uuid) from public;

create or replace function public.get_person_debate(p_generation_id uuid, p_invite_token text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_challenge public.challenges;
  v_generation public.debate_generations;
begin
  select * into v_challenge from public.challenges c where c.generation_id = p_generation_id;
  if not (private.is_seated(p_generation_id, v_uid)
          or (found and v_challenge.taken_at is null
              and (v_challenge.is_public or v_challenge.invite_token = coalesce(p_invite_token, '')))) then
    raise exception using errcode = 'AG414', message = 'Challenge not found.';
  end if;
  select * into v_generation from public.debate_generations g where g.id = p_generation_id for update;
  v_generation := private.settle_if_interrupted(v_generation);
  return private.generation_json(v_generation)
         || jsonb_build_object('turnLength', jsonb_build_object('min', (private.settings()).person_turn_min_chars,
                                                                'max', (private.settings()).person_turn_max_chars),
                               'ballots', private.ballots_json(p_generation_id));
end;
$$;
comment on function public.get_person_debate(uuid, text) is
  'A debate with a person as its seated speakers see it (against a model, or between people), its deadlines applied first, with the lengths a person''s turn may have and the ballots the reader may see (their own; all once shared); while a challenge''s seat is empty, anyone with the listing or the invite link reads it too; AG414 for anyone else.';
