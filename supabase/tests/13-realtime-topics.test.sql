-- Realtime topics: what the database broadcasts on a person's user topic and a
-- debate's topic, and who may receive which topic. Two sections, each from an
-- empty community (tests.start_empty).
begin;
select plan(42);

-- #############################################################################
-- Community broadcasts: a new notification and read changes go to the
-- recipient's private user topic; poll changes send the audience's aggregate
-- (nobody's own answer) to the debate topic; a hidden response is broadcast
-- without its content or author.
-- #############################################################################
select tests.start_empty();
-- Reporters here weigh 1 each, whatever their age (11-reports-moderation.trust proves the trust weights).
update public.app_settings set report_weight_new = 1 where id;

select tests.create_supabase_user('alice');
select tests.create_supabase_user('bob');
select tests.create_supabase_user('carol');
select tests.create_supabase_user('dave');
select tests.remember('S', tests.create_debate('alice', 'Is free will an illusion?', shared => true));
select tests.authenticate_as('alice');
select tests.remember('A', (public.post_response(tests.id('S'), 0, 0, substr(tests.turn_text(tests.id('S'), 0, 0), 1, 12), 0, 12, 'Alice notes this.')).id);
select tests.as_postgres();
delete from realtime.messages;

-- =============================================================================
-- Notifications on user:<id>
-- =============================================================================
select tests.authenticate_as('bob');
select tests.remember('B', (public.post_reply(tests.id('A'), 'Bob answers Alice.')).id);
select tests.as_postgres();
select results_eq(
  $$ select topic, private, payload - 'id' from realtime.messages where event = 'notification' $$,
  $$ values ('user:' || tests.get_supabase_uid('alice'), true,
             jsonb_build_object('notification_id', (select id from public.notifications where response_id = tests.id('B')),
                                'kind', 'reply', 'debate_id', tests.id('S'), 'response_id', tests.id('B'), 'unread', 1)) $$,
  'a reply notifies its recipient on her private topic with the new id and unread count');
select is_empty($$ select 1 from realtime.messages where event = 'notification' and topic = 'user:' || tests.get_supabase_uid('bob') $$,
  'nothing is sent to the replier');
select is_empty($$ select 1 from realtime.messages where event = 'notification' and payload::text like '%Bob answers%' $$,
  'the notification message carries no content');

delete from realtime.messages;
select tests.authenticate_as('carol');
select public.post_reply(tests.id('A'), 'Carol too.');
select tests.as_postgres();
select is((select (payload ->> 'unread')::integer from realtime.messages where event = 'notification'), 2,
  'the unread count grows with each notification');

delete from realtime.messages;
select tests.authenticate_as('alice');
select public.mark_notification_read((select id from public.notifications where response_id = tests.id('B')));
select tests.as_postgres();
select results_eq($$ select topic, event, payload - 'id' from realtime.messages $$,
  $$ values ('user:' || tests.get_supabase_uid('alice'), 'unread', '{"unread": 1}'::jsonb) $$,
  'marking one read sends the new unread count');

delete from realtime.messages;
select tests.authenticate_as('alice');
select public.mark_all_notifications_read();
select tests.as_postgres();
select results_eq($$ select event, payload - 'id' from realtime.messages $$,
  $$ values ('unread', '{"unread": 0}'::jsonb) $$,
  'marking all read sends one message with the count at zero');

delete from realtime.messages;
select tests.authenticate_as('alice');
select public.mark_all_notifications_read();
select tests.as_postgres();
select is_empty($$ select 1 from realtime.messages $$, 'marking nothing new read sends nothing');

-- Another user may not receive (or forge) alice's topic: the policy of 000500.
select tests.authenticate_as('bob');
select is_empty(format($$ select 1 from realtime.messages where topic = 'user:%s' $$, tests.get_supabase_uid('alice')),
  'another user cannot read what was sent to alice');
select throws_ok(
  format($$ insert into realtime.messages (topic, extension, event, payload) values ('user:%s', 'broadcast', 'notification', '{}') $$, tests.get_supabase_uid('alice')),
  '42501', null, 'nor send on her topic');

-- =============================================================================
-- Poll on debate:<id>
-- =============================================================================
select tests.as_postgres();
delete from realtime.messages;
select tests.authenticate_as('bob');
select public.record_poll_answer(tests.id('S'), 'before', 'against');
select tests.as_postgres();
select results_eq(
  $$ select topic, payload ->> 'before_against', payload ->> 'respondents', payload ? 'my_before' from realtime.messages where event = 'poll' $$,
  $$ values ('debate:' || tests.id('S'), '1', '0', false) $$,
  'a "before" answer sends the aggregate to the debate topic, without anyone''s own answer');

delete from realtime.messages;
select tests.authenticate_as('bob');
select public.record_poll_answer(tests.id('S'), 'after', 'for');
select tests.as_postgres();
select results_eq(
  $$ select payload ->> 'after_for', payload ->> 'respondents', payload ->> 'gaining_side' from realtime.messages where event = 'poll' $$,
  $$ values ('1', '1', 'for') $$,
  'an "after" answer sends the new split and the gaining side');
select is_empty($$ select 1 from realtime.messages where event = 'poll' and payload::text like '%' || tests.get_supabase_uid('bob') || '%' $$,
  'the poll message names nobody');

delete from realtime.messages;
select tests.authenticate_as('bob');
select public.record_poll_answer(tests.id('S'), 'after', 'for');
select tests.as_postgres();
select is_empty($$ select 1 from realtime.messages where event = 'poll' $$, 'repeating the same answer changes nothing and sends nothing');

-- =============================================================================
-- Hidden responses leave the live feed masked
-- =============================================================================
delete from realtime.messages;
select tests.authenticate_as('bob');
select public.report_response(tests.id('A'), 'spam');
select tests.authenticate_as('carol');
select public.report_response(tests.id('A'), 'spam');
select tests.authenticate_as('dave');
select public.report_response(tests.id('A'), 'spam');
select tests.as_postgres();
select is((select moderation_state::text from public.threaded_responses where id = tests.id('A')), 'hidden', 'three reports hide the response');
select results_eq(
  $$ select payload -> 'record' ->> 'content', payload -> 'record' ->> 'author_id', payload -> 'old_record' ->> 'content',
            payload -> 'old_record' ->> 'author_id'
       from realtime.messages
      where event = 'response' and payload -> 'record' ->> 'moderation_state' = 'hidden' $$,
  $$ values ('', null::text, '', null::text) $$,
  'hiding a response broadcasts it without content or author, old record included');
select is_empty($$ select 1 from realtime.messages where event = 'response' and payload::text like '%Alice notes this%' $$,
  'its content never reaches the debate topic');

-- #############################################################################
-- Live broadcasts: votes, views and responses send a message to the debate's
-- topic; RLS on realtime.messages decides who may receive which topic (what
-- Supabase Realtime asks when a private channel is joined).
-- #############################################################################
select tests.as_postgres();
select tests.start_empty();

select tests.create_supabase_user('alice');
select tests.create_supabase_user('bob');
select tests.remember('shared', tests.create_debate('alice', 'Is free will an illusion?', shared => true));
select tests.remember('private', tests.create_debate('alice', 'Should chess be an Olympic sport?'));
delete from realtime.messages;

-- What a join asks: can the current role read a broadcast message on this topic?
create function pg_temp.can_receive(p_topic text, p_extension text default 'broadcast')
returns boolean
language plpgsql
as $$
declare
  v_id uuid := gen_random_uuid();
  v_role text := current_user;
  v_claims text := current_setting('request.jwt.claims', true);
  v_seen boolean;
begin
  reset role;
  insert into realtime.messages (id, topic, extension) values (v_id, p_topic, p_extension);
  execute format('set local role %I', v_role);
  perform set_config('request.jwt.claims', coalesce(v_claims, ''), true);
  select exists (select 1 from realtime.messages where id = v_id) into v_seen;
  reset role;
  delete from realtime.messages where id = v_id;
  execute format('set local role %I', v_role);
  perform set_config('request.jwt.claims', coalesce(v_claims, ''), true);
  return v_seen;
end;
$$;
grant execute on function pg_temp.can_receive(text, text) to anon, authenticated, service_role;

-- -----------------------------------------------------------------------------
-- Who receives which topic
-- -----------------------------------------------------------------------------
select tests.authenticate_as('alice');
select ok(pg_temp.can_receive('debate:' || tests.id('shared')), 'the author receives her shared debate''s topic');
select ok(pg_temp.can_receive('debate:' || tests.id('private')), 'the author receives her unshared debate''s topic');
select ok(pg_temp.can_receive('user:' || tests.get_supabase_uid('alice')), 'a user receives her own user topic');
select ok(not pg_temp.can_receive('user:' || tests.get_supabase_uid('bob')), 'but not another user''s');

select tests.authenticate_as('bob');
select ok(pg_temp.can_receive('debate:' || tests.id('shared')), 'another user receives a shared debate''s topic');
select ok(not pg_temp.can_receive('debate:' || tests.id('private')), 'another user does not receive an unshared debate''s topic');
select ok(not pg_temp.can_receive('debate:' || upper(tests.id('private')::text)), 'whatever the spelling of its id');
select ok(not pg_temp.can_receive('debate:' || gen_random_uuid()), 'nor the topic of a debate that does not exist');
select ok(not pg_temp.can_receive('debate:not-a-uuid'), 'a malformed topic is refused, not an error');
select ok(not pg_temp.can_receive('debate:' || tests.id('shared'), 'presence'), 'debate topics carry broadcasts only (no presence)');
select ok(not pg_temp.can_receive('anything-else'), 'topics without a policy are refused');

select tests.clear_authentication();
select ok(pg_temp.can_receive('debate:' || tests.id('shared')), 'a visitor receives a shared debate''s topic');
select ok(not pg_temp.can_receive('debate:' || tests.id('private')), 'a visitor does not receive an unshared debate''s topic');
select ok(not pg_temp.can_receive('user:' || tests.get_supabase_uid('alice')), 'a visitor receives no user topic');

select tests.authenticate_as_service_role();
select ok(pg_temp.can_receive('debate:' || tests.id('private')), 'the service role receives any topic');
select ok(pg_temp.can_receive('user:' || tests.get_supabase_uid('alice')), 'user topics included');

-- Nobody but the database sends on these topics.
select tests.authenticate_as('alice');
select throws_ok(
  format($$ insert into realtime.messages (topic, extension, event, payload) values ('debate:%s', 'broadcast', 'tallies', '{}') $$, tests.id('shared')),
  '42501', null, 'even the author cannot send on her debate''s topic');
select tests.clear_authentication();
select throws_ok(
  format($$ insert into realtime.messages (topic, extension) values ('debate:%s', 'broadcast') $$, tests.id('shared')),
  '42501', null, 'nor can a visitor');

-- -----------------------------------------------------------------------------
-- What the database sends
-- -----------------------------------------------------------------------------
select tests.authenticate_as('bob');
select public.cast_vote(tests.id('shared'), 1);
select tests.as_postgres();
select results_eq(
  $$ select topic, event, private, extension, payload - 'id' from realtime.messages $$,
  $$ values ('debate:' || tests.id('shared'), 'tallies', true, 'broadcast',
             jsonb_build_object('debate_id', tests.id('shared'), 'upvotes', 2, 'downvotes', 0)) $$,
  'a vote sends the new tallies (a few numbers, not the debate row) to the debate''s private topic'
);

delete from realtime.messages;
select tests.authenticate_as('bob');
select public.cast_vote(tests.id('shared'), 1);
select tests.authenticate_as('alice');
select public.cast_vote(tests.id('shared'), -1);
select tests.as_postgres();
select results_eq(
  $$ select payload - 'id' from realtime.messages $$,
  $$ values (jsonb_build_object('debate_id', tests.id('shared'), 'upvotes', 1, 'downvotes', 1)) $$,
  'a repeated vote sends nothing; a changed one sends the tallies after it'
);

delete from realtime.messages;
update public.debates set topic = 'Is free will real?' where id = tests.id('shared');
select is_empty($$ select 1 from realtime.messages $$, 'other changes to a debate send no tallies');

select tests.clear_authentication();
select public.record_debate_view(tests.id('shared'), gen_random_uuid()::text);
select tests.as_postgres();
select results_eq(
  $$ select event, payload - 'id' from realtime.messages $$,
  $$ values ('views', jsonb_build_object('debate_id', tests.id('shared'), 'views', 1)) $$,
  'a counted view sends the new view count'
);

delete from realtime.messages;
select tests.authenticate_as('bob');
select tests.remember('response', (
  select r.id from public.post_response(tests.id('shared'), 0, 0, substr(tests.turn_text(tests.id('shared'), 0, 0), 1, 12), 0, 12, 'Why so?') r
));
select tests.as_postgres();
select results_eq(
  $$ select topic, event, payload ->> 'operation', payload -> 'record' ->> 'id', payload -> 'record' ->> 'content' from realtime.messages where topic like 'debate:%' $$,
  $$ values ('debate:' || tests.id('shared'), 'response', 'INSERT', tests.id('response')::text, 'Why so?') $$,
  'a new response is broadcast on its debate''s topic with its row'
);

delete from realtime.messages;
select tests.authenticate_as('alice');
select public.post_reply(tests.id('response'), 'Because.');
select tests.as_postgres();
select results_eq(
  $$ select payload ->> 'operation', payload -> 'record' ->> 'content' from realtime.messages where event = 'response' order by payload ->> 'operation' $$,
  $$ values ('INSERT', 'Because.'), ('UPDATE', 'Why so?') $$,
  'a reply is broadcast, and so is its parent''s new reply count'
);
select is(
  (select (payload -> 'record' ->> 'response_count')::integer from realtime.messages where payload ->> 'operation' = 'UPDATE'),
  1, 'the changed response carries its new reply count');

-- A failure to send never fails the vote (realtime.send only warns).
set local client_min_messages = error;
alter table realtime.messages add constraint test_refuse_all check (false) not valid;
select tests.authenticate_as('bob');
select results_eq($$ select upvotes, downvotes from public.cast_vote(tests.id('shared'), -1) $$, $$ values (0, 2) $$,
  'a vote still counts when its broadcast cannot be stored');

select * from finish();
rollback;
